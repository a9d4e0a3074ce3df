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

/* Whether flag B, a PHI of the constants 1 and 0, is 1 exactly where
   the condition ending the immediate dominator of its block holds (the
   "C ? 1 : 0" GCC leaves a branch and a join at -O0): then store that
   condition's code and operands in *CODE, *L and *R.  */
static bool
flag_of_branch (tree b, enum tree_code *code, tree *l, tree *r)
{
  gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (b));
  if (!phi || gimple_phi_num_args (phi) != 2
      || !dom_info_available_p (CDI_DOMINATORS))
    return false;
  basic_block jb = gimple_bb (phi);
  basic_block cb = get_immediate_dominator (CDI_DOMINATORS, jb);
  gcond *c = cb ? safe_dyn_cast <gcond *> (last_stmt (cb)) : NULL;
  if (!c)
    return false;
  edge te = NULL, fe = NULL;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, cb->succs)
    if (e->flags & EDGE_TRUE_VALUE)
      te = e;
    else if (e->flags & EDGE_FALSE_VALUE)
      fe = e;
  if (!te || !fe)
    return false;
  /* Each argument's edge reached only through one side of C: the side's
     edge itself, or from a block the side's destination dominates,
     which it enters only from C.  */
  int ones = 0, zeros = 0;
  for (unsigned i = 0; i < 2; i++)
    {
      tree v = gimple_phi_arg_def (phi, i);
      edge in = gimple_phi_arg_edge (phi, i);
      for (int side = 0; side < 2; side++)
        {
          edge se = side ? fe : te;
          if (in == se
              || (single_pred_p (se->dest) && se->dest != jb
                  && dominated_by_p (CDI_DOMINATORS, in->src, se->dest)))
            {
              ones += !side && integer_onep (v);
              zeros += side && integer_zerop (v);
            }
        }
    }
  if (ones != 1 || zeros != 1)
    return false;
  *code = gimple_cond_code (c);
  *l = gimple_cond_lhs (c);
  *r = gimple_cond_rhs (c);
  return true;
}

/* Whether A is X / Y and B is the flag "Z < X % Y" (or "X % Y > Z"),
   converted, or a branch's join of 1 and 0 on that condition
   (flag_of_branch), with X and Z at least 0: then store X's largest
   value in *HI.  */
static bool
split_pair (tree a, tree b, uint64_t *hi)
{
  gassign *div = def_with (a, TRUNC_DIV_EXPR);
  if (!div || TREE_CODE (b) != SSA_NAME)
    return false;
  gassign *conv = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (b));
  if (conv && CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (conv)))
    b = gimple_assign_rhs1 (conv);
  if (TREE_CODE (b) != SSA_NAME)
    return false;
  gassign *cmp = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (b));
  enum tree_code code;
  tree l, r;
  if (cmp && TREE_CODE_CLASS (gimple_assign_rhs_code (cmp)) == tcc_comparison)
    {
      code = gimple_assign_rhs_code (cmp);
      l = gimple_assign_rhs1 (cmp);
      r = gimple_assign_rhs2 (cmp);
    }
  else if (!flag_of_branch (b, &code, &l, &r))
    return false;
  tree z, m;
  if (code == LT_EXPR)
    z = l, m = r;
  else if (code == GT_EXPR)
    m = l, z = r;
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
