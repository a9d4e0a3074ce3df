/* gimple_launch.cc -- what the ascsync evaluator knows of a kernel
   launch: the values of get_block_num () and get_block_idx () (the
   header's block_num and block_idx), and the bound of the block split
   idiom that shares N rows among the blocks:

     per = N / block_num, extra = N % block_num;
     rows = per + (block_idx < extra ? 1 : 0);

   Interval arithmetic bounds ROWS by N / 1 + 1; the idiom gives each
   block at most ceil (N / block_num) <= N rows.  A tile loop over ROWS
   * K tiles then has at most N * K iterations, which is what a
   footprint argument over the whole loop (gimple_divmod.cc) needs.  */

#include "ascsync-gcc.h"
#include "gimple_val.h"

/* A launch has 1 to INT_MAX blocks (ascsim_launch_begin takes an int
   of at least 1); block_idx is below block_num.  */
#define LAUNCH_MAX_BLOCKS 0x7fffffffu

/* The name of the function called by call statement G without
   arguments, or null.  */
static const char *
nullary_callee (gimple *g)
{
  gcall *call = dyn_cast <gcall *> (g);
  tree fndecl = call ? gimple_call_fndecl (call) : NULL_TREE;
  if (!fndecl || !DECL_NAME (fndecl) || gimple_call_num_args (call) != 0)
    return NULL;
  return IDENTIFIER_POINTER (DECL_NAME (fndecl));
}

/* See gimple_val.h.  */
bool
ascsync_launch_value (gimple *g, struct val *r)
{
  const char *name = nullary_callee (g);
  if (!name)
    return false;
  if (!strcmp (name, "get_block_num"))
    {
      *r = ascsync_val_unknown ();
      r->kind = VAL_INT;
      r->lo = 1;
      r->hi = LAUNCH_MAX_BLOCKS;
      return true;
    }
  if (!strcmp (name, "get_block_idx"))
    {
      *r = ascsync_val_unknown ();
      r->kind = VAL_INT;
      r->lo = 0;
      r->hi = LAUNCH_MAX_BLOCKS - 1;
      return true;
    }
  return false;
}

/* The assignment defining T with code CODE, or null.  */
static gassign *
def_with (tree t, enum tree_code code)
{
  if (TREE_CODE (t) != SSA_NAME)
    return NULL;
  gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
  return as && gimple_assign_rhs_code (as) == code ? as : NULL;
}

/* Whether operands A and B have the same value: equal, or both the
   result of a call of get_block_num (one value per launch).  */
static bool
same_value (tree a, tree b)
{
  if (operand_equal_p (a, b, 0))
    return true;
  if (TREE_CODE (a) != SSA_NAME || TREE_CODE (b) != SSA_NAME)
    return false;
  const char *na = nullary_callee (SSA_NAME_DEF_STMT (a));
  const char *nb = nullary_callee (SSA_NAME_DEF_STMT (b));
  return na && nb && !strcmp (na, "get_block_num")
         && !strcmp (nb, "get_block_num");
}

/* Whether integer operand T has a value in [0, 2^62).  */
static bool
small_nonneg (tree t, uint64_t *hi)
{
  struct val v = ascsync_eval (t, 0);
  if (v.kind != VAL_INT || v.hi >= ((uint64_t) 1 << 62)
      || TYPE_PRECISION (TREE_TYPE (t)) > 64)
    return false;
  *hi = v.hi;
  return true;
}

/* Whether A is X / Y and B is the flag "Z < X % Y" (or "X % Y > Z"),
   converted, with X and Z at least 0: then store X's largest value in
   *HI.  */
static bool
split_pair (tree a, tree b, uint64_t *hi)
{
  gassign *div = def_with (a, TRUNC_DIV_EXPR);
  if (!div || TREE_CODE (b) != SSA_NAME)
    return false;
  gassign *conv = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (b));
  if (conv && CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (conv)))
    b = gimple_assign_rhs1 (conv);
  gassign *cmp = TREE_CODE (b) == SSA_NAME
                 ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (b)) : NULL;
  if (!cmp)
    return false;
  tree z, m;
  if (gimple_assign_rhs_code (cmp) == LT_EXPR)
    z = gimple_assign_rhs1 (cmp), m = gimple_assign_rhs2 (cmp);
  else if (gimple_assign_rhs_code (cmp) == GT_EXPR)
    m = gimple_assign_rhs1 (cmp), z = gimple_assign_rhs2 (cmp);
  else
    return false;
  gassign *mod = def_with (m, TRUNC_MOD_EXPR);
  uint64_t zhi;
  return mod
         && same_value (gimple_assign_rhs1 (div), gimple_assign_rhs1 (mod))
         && same_value (gimple_assign_rhs2 (div), gimple_assign_rhs2 (mod))
         && small_nonneg (z, &zhi)
         && small_nonneg (gimple_assign_rhs1 (div), hi);
}

/* See gimple_val.h.  The flag is set only when X % Y > Z >= 0: for Y >=
   1 the sum is then ceil (X / Y) <= X; for Y <= -1, X / Y <= 0 and the
   sum is at most 1 (and 0 when X is 0).  */
bool
ascsync_block_split_bound (tree a, tree b, uint64_t *hi)
{
  uint64_t x;
  if (!split_pair (a, b, &x) && !split_pair (b, a, &x))
    return false;
  *hi = x;
  return true;
}
