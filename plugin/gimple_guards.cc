/* gimple_guards.cc -- bounds on a quotient from a guard on its remainder
   (ascsync).

   Code that processes N elements in whole units of C and a remainder
   computes Q = N / C and handles the tail only when N % C != 0:

     full = rows / 8;
     if (rows % 8 != 0)
       vcadd (sums + 16, picks + full * 64, 1, ...);

   Where the guard holds, N is not a multiple of C, so Q is at most
   (N_MAX - 1) / C when N_MAX, the largest value of N, is a multiple of
   C (here 15, not 16: the tail never starts at the end of a 128-row
   buffer).  GCC's range query does not relate the two (its bitwise-and
   and modulo operators cannot express "not a multiple" in a range), so
   the evaluator asks here, for an operand Q used at a statement, whether
   a condition dominating the statement says N % C != 0.

   The condition is recognised as "M != 0", "M > 0" (true edge) or
   "M == 0" (false edge) of a GIMPLE_COND whose taken edge leads to a
   block with that one predecessor dominating the statement, where M is
   "R % C" or "R & (C - 1)" and R the same value as N.  For a power of
   two C, R may differ from N by integer conversions (all of precision
   at least log2 C): a conversion keeps the low bits, so R and N have
   the same remainder (GCC writes the test of "rows % 8" on an unsigned
   copy of the value it divides).  For another C, R must be N.  */

#include "ascsync-gcc.h"
#include "dominance.h"
#include "gimple_val.h"

/* T with integer conversions stripped (each of precision at least
   PREC), following SSA definitions.  */
static tree
conversion_root (tree t, unsigned prec)
{
  for (int steps = 0; steps < 8 && TREE_CODE (t) == SSA_NAME
                     && TYPE_PRECISION (TREE_TYPE (t)) >= prec; steps++)
    {
      gimple *def = SSA_NAME_DEF_STMT (t);
      if (!is_gimple_assign (def)
          || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def)))
        break;
      tree from = gimple_assign_rhs1 (def);
      if (!INTEGRAL_TYPE_P (TREE_TYPE (from))
          || TYPE_PRECISION (TREE_TYPE (from)) < prec)
        break;
      t = from;
    }
  return t;
}

/* Whether M, compared with 0, is the remainder of N modulo C: "R % C"
   or "R & (C - 1)" with R the same value as N (see the file comment).  */
static bool
remainder_of_p (tree m, tree n, uint64_t c)
{
  if (TREE_CODE (m) != SSA_NAME)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (m);
  if (!is_gimple_assign (def))
    return false;
  enum tree_code code = gimple_assign_rhs_code (def);
  tree r = gimple_assign_rhs1 (def), k = gimple_assign_rhs2 (def);
  if (!k || !tree_fits_uhwi_p (k))
    return false;
  uint64_t kv = tree_to_uhwi (k);
  bool pow2 = (c & (c - 1)) == 0;
  if (!((code == TRUNC_MOD_EXPR && kv == c)
        || (code == BIT_AND_EXPR && pow2 && kv == c - 1)))
    return false;
  if (r == n)
    return true;
  if (!pow2)
    return false;
  unsigned prec = exact_log2 (c);
  return conversion_root (r, prec) == conversion_root (n, prec);
}

/* Whether condition C, on edge E out of its block, says its left
   operand is nonzero: "X != 0" or "X > 0" taken, "X == 0" not taken.  */
static bool
says_nonzero_p (gcond *c, edge e)
{
  if (!integer_zerop (gimple_cond_rhs (c)))
    return false;
  bool taken = (e->flags & EDGE_TRUE_VALUE) != 0;
  switch (gimple_cond_code (c))
    {
    case NE_EXPR:
    case GT_EXPR:
      return taken;
    case EQ_EXPR:
      return !taken;
    default:
      return false;
    }
}

/* Whether a condition dominating statement AT says N % C != 0.  */
static bool
guarded_nonmultiple_p (tree n, uint64_t c, gimple *at)
{
  basic_block bb = gimple_bb (at);
  if (!bb || !dom_info_available_p (CDI_DOMINATORS))
    return false;
  for (int steps = 0; steps < 32 && bb; steps++)
    {
      if (single_pred_p (bb))
        {
          edge e = single_pred_edge (bb);
          gcond *cond = safe_dyn_cast <gcond *> (last_stmt (e->src));
          if (cond && says_nonzero_p (cond, e)
              && remainder_of_p (gimple_cond_lhs (cond), n, c))
            return true;
        }
      bb = get_immediate_dominator (CDI_DOMINATORS, bb);
      if (bb == ENTRY_BLOCK_PTR_FOR_FN (cfun))
        break;
    }
  return false;
}

/* The largest value integer SSA name N may have at statement AT, from
   the evaluator's value of N (at DEPTH) and GCC's range of N at AT,
   into *HI; false when neither bounds it (or the bound is negative).  */
static bool
largest_value (tree n, gimple *at, int depth, uint64_t *hi)
{
  bool known = false;
  struct val nv = ascsync_eval (n, depth);
  if (nv.kind == VAL_INT && !nv.cyc)
    {
      *hi = nv.hi;
      known = true;
    }
  value_range r;
  if (get_range_query (cfun)->range_of_expr (r, n, at) && !r.undefined_p ()
      && !r.varying_p () && r.kind () == VR_RANGE)
    {
      wide_int ub = r.upper_bound ();
      signop sg = TYPE_SIGN (TREE_TYPE (n));
      if (!wi::neg_p (ub, sg) && wi::fits_uhwi_p (ub)
          && (!known || ub.to_uhwi () < *hi))
        {
          *hi = ub.to_uhwi ();
          known = true;
        }
    }
  return known;
}

/* See gimple_val.h.  */
bool
ascsync_guarded_quotient_hi (tree q, gimple *at, int depth, uint64_t *qhi)
{
  if (TREE_CODE (q) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (q)))
    return false;
  gimple *def = SSA_NAME_DEF_STMT (q);
  if (!is_gimple_assign (def))
    return false;
  enum tree_code code = gimple_assign_rhs_code (def);
  tree n = gimple_assign_rhs1 (def), k = gimple_assign_rhs2 (def);
  if ((code != TRUNC_DIV_EXPR && code != RSHIFT_EXPR)
      || TREE_CODE (n) != SSA_NAME || !k || !tree_fits_uhwi_p (k))
    return false;
  uint64_t c = tree_to_uhwi (k);
  if (code == RSHIFT_EXPR)
    c = c < 32 ? (uint64_t) 1 << c : 0;
  if (c < 2)
    return false;
  uint64_t nhi;
  if (!largest_value (n, at, depth, &nhi) || nhi == 0 || nhi % c != 0
      || !guarded_nonmultiple_p (n, c, at))
    return false;
  /* N < NHI there, and N / C <= (NHI - 1) / C also when N is negative
     (its quotient is then at most 0).  */
  *qhi = (nhi - 1) / c;
  return true;
}
