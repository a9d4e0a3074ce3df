/* gimple_bounds.cc -- iteration bounds of loops from the value ranges
   of their exit tests (ascsync).

   GCC's scalar evolution folds the conversion of an induction variable
   to a wider type ("(sizetype) {0, +, 32}" of an unsigned int counter
   scaled to bytes) only when it can prove that the variable does not
   wrap, from the loop's bound on its number of iterations.  GCC
   computes that bound from the exit test and the range of its other
   operand; at -O0 no pass has recorded such ranges, so a loop
   "for (uint32_t r = 0; r < nrep; r++)" whose nrep is at most 8192
   (from the arithmetic that computes it) is bounded only by 2^32, and
   its per-repeat operands get no iteration form.

   Here, before the evaluator first asks scalar evolution anything, each
   loop whose exit test "I < B" or "I <= B" (I an induction variable
   from a constant start moving up by a constant step, B anything GCC's
   ranger bounds) runs in every iteration gets the bound those values
   give, recorded as GCC's own bounds are (record_niter_bound): I passes
   the test at most (HI - START) / STEP + 1 times when B <= HI, provided
   I cannot wrap before it fails (HI + STEP fits I's type).  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "dominance.h"
#include "tree-scalar-evolution.h"
#include "tree-ssa-loop.h"
#include "tree-ssa-loop-niter.h"
#include "gimple_val.h"

/* The most times the test of condition C, which keeps the loop LOOP
   running when true (its code CODE, already turned so), passes; -1 when
   no bound is found.  */
static HOST_WIDE_INT
passes_of (class loop *loop, gcond *c, enum tree_code code)
{
  tree a = gimple_cond_lhs (c), b = gimple_cond_rhs (c);
  if (code == GT_EXPR || code == GE_EXPR)
    {
      std::swap (a, b);
      code = swap_tree_comparison (code);
    }
  if ((code != LT_EXPR && code != LE_EXPR) || TREE_CODE (a) != SSA_NAME
      || !INTEGRAL_TYPE_P (TREE_TYPE (a)))
    return -1;
  affine_iv iv;
  if (!simple_iv (loop, loop, a, &iv, false)
      || TREE_CODE (iv.base) != INTEGER_CST || TREE_CODE (iv.step) != INTEGER_CST
      || !tree_fits_uhwi_p (iv.base) || !tree_fits_uhwi_p (iv.step)
      || tree_int_cst_sgn (iv.step) <= 0)
    return -1;
  uint64_t start = tree_to_uhwi (iv.base), step = tree_to_uhwi (iv.step);
  struct val bv = TREE_CODE (b) == INTEGER_CST && tree_fits_uhwi_p (b)
                  ? ascsync_val_int (tree_to_uhwi (b), tree_to_uhwi (b))
                  : TREE_CODE (b) == SSA_NAME ? ascsync_eval_range (b, c)
                  : ascsync_val_unknown ();
  if (bv.kind != VAL_INT || bv.hi >= ((uint64_t) 1 << 40)
      || step >= ((uint64_t) 1 << 40) || start >= ((uint64_t) 1 << 40))
    return -1;
  /* The largest value of I that passes.  */
  if (code == LT_EXPR && bv.hi == 0)
    return 0;
  uint64_t top = code == LT_EXPR ? bv.hi - 1 : bv.hi;
  if (top + step > ascsync_type_max (TREE_TYPE (a)))
    return -1;                  /* I may wrap before the test fails */
  if (start > top)
    return 0;
  return (HOST_WIDE_INT) ((top - start) / step + 1);
}

/* See gimple_val.h.  */
void
ascsync_bound_loops (function *fun)
{
  if (!current_loops || !scev_initialized_p ()
      || !dom_info_available_p (fun, CDI_DOMINATORS))
    return;
  bool any = false;
  for (auto loop : loops_list (fun, 0))
    {
      if (!loop->latch)
        continue;
      estimate_numbers_of_iterations (loop);
      auto_vec<edge> exits = get_loop_exit_edges (loop);
      for (edge e : exits)
        {
          gcond *c = safe_dyn_cast <gcond *> (last_stmt (e->src));
          if (!c || !dominated_by_p (CDI_DOMINATORS, loop->latch, e->src))
            continue;
          enum tree_code stay = gimple_cond_code (c);
          if (e->flags & EDGE_TRUE_VALUE)
            stay = invert_tree_comparison (stay, false);
          HOST_WIDE_INT n = passes_of (loop, c, stay);
          if (n >= 0)
            {
              record_niter_bound (loop, widest_int::from (n, UNSIGNED), false,
                                  true);
              any = true;
            }
        }
    }
  if (any)
    scev_reset_htab ();
}
