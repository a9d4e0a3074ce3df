/* gimple_tail.cc -- the length of a tile of a ceil-div tiling is at
   least 1 (ascsync).

   A kernel that cuts S items into tiles of T (both known only at run
   time) counts NT = ceil (S / T) tiles, written (S + T - 1) / T, and
   gives tile C the length "S - C * T < T ? S - C * T : T": the last
   tile is shorter.  The length becomes a repeat or burst count through
   a narrowing cast ("(uint8_t) len"), so unless it is known to be
   positive it may be any value of the narrow type, and every slot's
   footprint spans the buffer.  GCC's ranges cannot see it: S - C * T
   is not linear in the values ranger relates.

   The fact used here, for S >= 0, T >= 1 and 0 <= C <= NT - 1:
   NT * T <= S + T - 1, so C * T <= S - 1 and 1 <= S - C * T <= S.
   C is known to be below NT when it is the remainder of a non-negative
   number divided by NT (C % NT, or GCC's .DIVMOD), when a condition
   "C < NT" holds where the difference is computed, or when C is the
   counter of a loop whose exit test keeps it below NT.  NT may be
   written "(S + T - 1) / T", "((S + T) - 1) / T", or, T a power of two,
   "(S + T - 1) >> K"; C * T as "C << K".

   The difference may be computed in a narrower type than the tiling
   (an int length from int64 offsets): every integer conversion on the
   way keeps the value modulo 2^P, P the precision of the difference's
   type, when both types have at least P bits; then the difference is
   congruent to S - C * T modulo 2^P and, that lying in [1, S] with S
   below 2^(P - 1), equal to it.  The number of tiles must be computed
   exactly (conversions that keep the value, arithmetic that cannot
   wrap).

   When a condition on the way compares the same difference computed
   in another type ("if (sl - q0 < tr)" guarding "len = (int) (seq_len
   - (unsigned) q0)"), GCC's range of that twin there bounds this one
   from above too.  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "dominance.h"
#include "tree-ssa-loop.h"
#include "tree-scalar-evolution.h"
#include "gimple_val.h"

/* Dominators followed up from the difference for conditions.  */
#define TAIL_DOM_STEPS 12

/* Definitions followed through conversions.  */
#define TAIL_CONV_STEPS 6

/* The definition of SSA name T when it is an assignment, else null.  */
static gassign *
assign_of (tree t)
{
  if (!t || TREE_CODE (t) != SSA_NAME)
    return NULL;
  return dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
}

/* Whether conversion from integer type FROM to integer type TO keeps
   every value.  */
static bool
exact_conversion (tree from, tree to)
{
  unsigned pf = TYPE_PRECISION (from), pt = TYPE_PRECISION (to);
  if (TYPE_UNSIGNED (from) == TYPE_UNSIGNED (to))
    return pt >= pf;
  return TYPE_UNSIGNED (from) && pt > pf;
}

/* The value T is a conversion of, through integer conversions that
   keep it exactly (PREC 0) or modulo 2^PREC (both types having at
   least PREC bits).  */
static tree
strip_conversions (tree t, unsigned prec)
{
  for (int i = 0; i < TAIL_CONV_STEPS; i++)
    {
      gassign *as = assign_of (t);
      if (!as || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (as)))
        return t;
      tree from = gimple_assign_rhs1 (as);
      tree ft = TREE_TYPE (from), tt = TREE_TYPE (t);
      if (!INTEGRAL_TYPE_P (ft) || !INTEGRAL_TYPE_P (tt))
        return t;
      bool modular = prec && TYPE_PRECISION (ft) >= prec
                     && TYPE_PRECISION (tt) >= prec;
      if (!modular && !exact_conversion (ft, tt))
        return t;
      t = from;
    }
  return t;
}

/* Whether A and B are the same value: one SSA name or equal
   constants.  */
static bool
same_value (tree a, tree b)
{
  if (a == b)
    return true;
  return TREE_CODE (a) == INTEGER_CST && TREE_CODE (b) == INTEGER_CST
         && wi::to_widest (a) == wi::to_widest (b);
}

/* Whether every value from 0 to X fits the type of integer T.  */
static bool
fits_type (const widest_int &x, tree t)
{
  tree type = TREE_TYPE (t);
  unsigned bits = TYPE_PRECISION (type) - (TYPE_UNSIGNED (type) ? 0 : 1);
  return bits >= 64 ? wi::fits_uhwi_p (x)
                    : wi::ltu_p (x, (uint64_t) 1 << bits);
}

/* GCC's range of integer T at STMT as [*LO, *HI] (signed), narrowed by
   the union of its ranges on the edges into STMT's block; its type's
   range when GCC knows nothing better.  False when T is no integer
   SSA name or constant, or GCC finds no value for it.  */
static bool
range_at (tree t, gimple *stmt, widest_int *lo, widest_int *hi)
{
  if (TREE_CODE (t) == INTEGER_CST)
    {
      *lo = *hi = wi::to_widest (t);
      return true;
    }
  value_range r;
  if (TREE_CODE (t) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (t))
      || !get_range_query (cfun)->range_of_expr (r, t, stmt)
      || r.undefined_p ())
    return false;
  if (r.varying_p () || r.kind () != VR_RANGE)
    r.set_varying (TREE_TYPE (t));
  signop sg = TYPE_SIGN (TREE_TYPE (t));
  *lo = widest_int::from (r.lower_bound (), sg);
  *hi = widest_int::from (r.upper_bound (), sg);
  /* Each edge in may bound T better than the ranger's answer.  */
  value_range e;
  if (ascsync_range_from_edges (t, stmt, &e) && e.kind () == VR_RANGE)
    {
      widest_int elo = widest_int::from (e.lower_bound (), sg);
      widest_int ehi = widest_int::from (e.upper_bound (), sg);
      if (wi::gts_p (elo, *lo))
        *lo = elo;
      if (wi::lts_p (ehi, *hi))
        *hi = ehi;
    }
  return wi::les_p (*lo, *hi);
}

/* Whether integer N is "S + D - 1" for the divisor D: "(S + D) + -1"
   or "(D + S) + -1" as GCC writes it, or "S + (D - 1)" (a constant D -
   1 when D is constant).  Then S into *S.  */
static bool
plus_divisor_minus_one (tree n, tree d, tree *s)
{
  gassign *m1 = assign_of (n);
  if (!m1 || gimple_assign_rhs_code (m1) != PLUS_EXPR)
    return false;
  tree a = gimple_assign_rhs1 (m1), b = gimple_assign_rhs2 (m1);
  if (TREE_CODE (d) == INTEGER_CST && TREE_CODE (b) == INTEGER_CST
      && wi::to_widest (b) == wi::to_widest (d) - 1)
    {
      *s = a;
      return true;
    }
  if (!integer_minus_onep (b))
    return false;
  gassign *sum = assign_of (a);
  if (!sum || gimple_assign_rhs_code (sum) != PLUS_EXPR)
    return false;
  a = gimple_assign_rhs1 (sum);
  b = gimple_assign_rhs2 (sum);
  if (same_value (b, d))
    *s = a;
  else if (same_value (a, d))
    *s = b;
  else
    return false;
  return true;
}

/* Whether Q, an exactly computed value, is "(S + T - 1) / T" (T a
   value, or "(S + 2^K - 1) >> K"), computed in a signed type (it does
   not wrap) or one whose range holds S + T - 1; then the exact values
   S and T into *S and *T.  */
static bool
ceil_div_p (tree q, tree *s, tree *t)
{
  q = strip_conversions (q, 0);
  gassign *div = assign_of (q);
  if (!div || !INTEGRAL_TYPE_P (TREE_TYPE (q)))
    return false;
  tree type = TREE_TYPE (q);
  tree d = gimple_assign_rhs2 (div);
  if (gimple_assign_rhs_code (div) == RSHIFT_EXPR)
    {
      if (!tree_fits_uhwi_p (d) || tree_to_uhwi (d) > 30)
        return false;
      d = build_int_cst (type, (HOST_WIDE_INT) 1 << tree_to_uhwi (d));
    }
  else if (gimple_assign_rhs_code (div) != TRUNC_DIV_EXPR)
    return false;
  if (!plus_divisor_minus_one (gimple_assign_rhs1 (div), d, s))
    return false;
  if (!TYPE_OVERFLOW_UNDEFINED (type))
    {
      widest_int slo, shi, dlo, dhi;
      if (!range_at (*s, div, &slo, &shi) || !range_at (d, div, &dlo, &dhi)
          || wi::neg_p (slo) || wi::neg_p (dlo)
          || wi::gtu_p (shi + dhi, wi::to_widest (TYPE_MAX_VALUE (type))))
        return false;
    }
  *s = strip_conversions (*s, 0);
  *t = strip_conversions (d, 0);
  return true;
}

/* The condition ending the single predecessor of block BB, which holds
   (or fails) on the edge into BB; null when BB has several
   predecessors or the one before ends in no condition.  */
static gcond *
entry_cond (basic_block bb)
{
  if (!single_pred_p (bb))
    return NULL;
  return safe_dyn_cast <gcond *> (last_stmt (single_pred (bb)));
}

/* Whether a condition "C < NT" (or "NT > C") holds at STMT: the
   condition ending the single predecessor of a block on the way up
   STMT's dominators, on the edge into it.  Then NT into *NT.  */
static bool
below_by_condition (tree c, gimple *stmt, tree *nt)
{
  basic_block bb = gimple_bb (stmt);
  for (int i = 0; i < TAIL_DOM_STEPS && bb; i++)
    {
      gcond *cond = entry_cond (bb);
      if (cond)
        {
          edge e = single_pred_edge (bb);
          enum tree_code code = gimple_cond_code (cond);
          if (e->flags & EDGE_FALSE_VALUE)
            code = invert_tree_comparison (code, false);
          tree a = gimple_cond_lhs (cond), b = gimple_cond_rhs (cond);
          if (code == GT_EXPR)
            {
              tree x = a;
              a = b;
              b = x;
              code = LT_EXPR;
            }
          if ((e->flags & (EDGE_TRUE_VALUE | EDGE_FALSE_VALUE))
              && code == LT_EXPR && same_value (strip_conversions (a, 0), c))
            {
              *nt = b;
              return true;
            }
        }
      bb = get_immediate_dominator (CDI_DOMINATORS, bb);
    }
  return false;
}

/* Whether C, the counter of a loop (a PHI of its header, stepping by 1
   from a constant start C0 >= 0), stays below NT in every iteration,
   by the test of the loop's one exit: "C + 1 < NT" or "C + 1 != NT"
   keeps it in the loop, on a block every iteration runs, and NT is
   above C0 where the loop is entered.  Then NT into *NT.  */
static bool
below_by_loop_exit (tree c, tree *nt)
{
  if (TREE_CODE (c) != SSA_NAME)
    return false;
  gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (c));
  class loop *loop = phi ? gimple_bb (phi)->loop_father : NULL;
  affine_iv iv;
  if (!loop || loop->header != gimple_bb (phi) || !scev_initialized_p ()
      || !simple_iv (loop, loop, c, &iv, false) || !iv.step
      || !integer_onep (iv.step) || TREE_CODE (iv.base) != INTEGER_CST
      || tree_int_cst_sgn (iv.base) < 0)
    return false;
  edge exit = single_exit (loop);
  gcond *cond = exit ? safe_dyn_cast <gcond *> (last_stmt (exit->src))
                     : NULL;
  if (!cond || !dominated_by_p (CDI_DOMINATORS, loop->latch, exit->src))
    return false;
  /* The code that keeps the loop going, "X CODE Y".  */
  enum tree_code code = gimple_cond_code (cond);
  if (exit->flags & EDGE_TRUE_VALUE)
    code = invert_tree_comparison (code, false);
  tree x = gimple_cond_lhs (cond), y = gimple_cond_rhs (cond);
  if (code == GT_EXPR || code == NE_EXPR)
    {
      tree sw = x;
      x = y;
      y = sw;
      code = code == GT_EXPR ? LT_EXPR : NE_EXPR;
    }
  for (int k = 0; k < 2 && (code == LT_EXPR || code == NE_EXPR); k++)
    {
      if (k)
        {
          if (code != NE_EXPR)
            break;
          tree sw = x;
          x = y;
          y = sw;
        }
      affine_iv xi;
      value_range r;
      if (TREE_CODE (x) == SSA_NAME && simple_iv (loop, loop, x, &xi, false)
          && xi.step && integer_onep (xi.step)
          && TREE_CODE (xi.base) == INTEGER_CST
          && wi::to_widest (xi.base) == wi::to_widest (iv.base) + 1
          && get_range_query (cfun)->range_on_edge
               (r, loop_preheader_edge (loop), y)
          && !r.undefined_p () && r.kind () == VR_RANGE
          && wi::gts_p (widest_int::from (r.lower_bound (),
                                          TYPE_SIGN (TREE_TYPE (y))),
                        wi::to_widest (iv.base)))
        {
          *nt = y;
          return true;
        }
    }
  return false;
}

/* Whether integer C is, at STMT, a tile index 0 <= C < NT for NT the
   ceil-div of *S by *T (ceil_div_p): "X % NT" or the remainder of
   ".DIVMOD (X, NT)" with X >= 0, or a value C >= 0 below NT by a
   condition that holds at STMT or by its loop's exit test.  */
static bool
tile_index_p (tree c, gimple *stmt, tree *s, tree *t)
{
  gassign *as = assign_of (c);
  tree x = c, nt = NULL_TREE;
  gimple *at = stmt;
  if (as && gimple_assign_rhs_code (as) == TRUNC_MOD_EXPR)
    {
      x = gimple_assign_rhs1 (as);
      nt = gimple_assign_rhs2 (as);
      at = as;
    }
  else if (as && gimple_assign_rhs_code (as) == IMAGPART_EXPR)
    {
      tree dm = TREE_OPERAND (gimple_assign_rhs1 (as), 0);
      gcall *call = TREE_CODE (dm) == SSA_NAME
                    ? dyn_cast <gcall *> (SSA_NAME_DEF_STMT (dm)) : NULL;
      if (!call || !gimple_call_internal_p (call, IFN_DIVMOD))
        return false;
      x = gimple_call_arg (call, 0);
      nt = gimple_call_arg (call, 1);
      at = call;
    }
  else if (!below_by_condition (c, stmt, &nt)
           && !below_by_loop_exit (c, &nt))
    return false;
  widest_int lo, hi;
  return range_at (x, at, &lo, &hi) && !wi::neg_p (lo)
         && ceil_div_p (nt, s, t);
}

/* Whether B, modulo 2^PREC, is T' * C with C a tile index at STMT of
   the tiling of S by T (tile_index_p) and T' the same value as T:
   then S and T into *S and *T.  */
static bool
tile_offset_p (tree b, unsigned prec, gimple *stmt, tree *s, tree *t)
{
  gassign *mul = assign_of (b);
  if (!mul)
    return false;
  tree f2 = gimple_assign_rhs2 (mul);
  /* "C << K" is C * 2^K.  */
  if (gimple_assign_rhs_code (mul) == LSHIFT_EXPR && tree_fits_uhwi_p (f2)
      && tree_to_uhwi (f2) <= 30)
    f2 = build_int_cst (TREE_TYPE (b),
                        (HOST_WIDE_INT) 1 << tree_to_uhwi (f2));
  else if (gimple_assign_rhs_code (mul) != MULT_EXPR)
    return false;
  for (int i = 0; i < 2; i++)
    {
      tree f = strip_conversions (gimple_assign_rhs1 (mul), prec);
      tree c = strip_conversions (f2, prec);
      if (i)
        {
          tree x = f;
          f = c;
          c = x;
        }
      if (tile_index_p (c, stmt, s, t) && same_value (f, *t))
        return true;
    }
  return false;
}

/* Whether integer SSA name V is "A - B" with A, modulo 2^P (P V's
   precision), the size S of a ceil-div tiling by T, and B a tile's
   offset (tile_offset_p); then S, T and B (through conversions) into
   *S, *T and *OFF.  */
static bool
tail_form (tree v, tree *s, tree *t, tree *off)
{
  gassign *as = assign_of (v);
  if (!as || gimple_assign_rhs_code (as) != MINUS_EXPR
      || !INTEGRAL_TYPE_P (TREE_TYPE (v)))
    return false;
  unsigned prec = TYPE_PRECISION (TREE_TYPE (v));
  tree b = strip_conversions (gimple_assign_rhs2 (as), prec);
  if (!tile_offset_p (b, prec, as, s, t))
    return false;
  *off = b;
  return same_value (strip_conversions (gimple_assign_rhs1 (as), prec), *s);
}

/* Lower *HI to GCC's range, at V's definition, of a twin of V: a name
   compared by a condition that holds there (ending the single
   predecessor of a block up V's dominators) and computed as the same
   difference, S - OFF (tail_form), in a type that holds SMAX, the
   largest S.  The twin's value is that difference too
   (ascsync_tail_count checks the premises once, for V's S and T).  */
static void
twin_bound (tree v, tree s, tree off, const widest_int &smax, widest_int *hi)
{
  gimple *def = SSA_NAME_DEF_STMT (v);
  basic_block bb = gimple_bb (def);
  for (int i = 0; i < TAIL_DOM_STEPS && bb; i++)
    {
      gcond *cond = entry_cond (bb);
      for (int k = 0; cond && k < 2; k++)
        {
          tree w = k ? gimple_cond_rhs (cond) : gimple_cond_lhs (cond);
          tree ws, wt, woff;
          widest_int lo, whi;
          if (w != v && TREE_CODE (w) == SSA_NAME && fits_type (smax, w)
              && tail_form (w, &ws, &wt, &woff) && same_value (ws, s)
              && same_value (woff, off) && range_at (w, def, &lo, &whi)
              && wi::lts_p (whi, *hi))
            *hi = whi;
        }
      bb = get_immediate_dominator (CDI_DOMINATORS, bb);
    }
}

/* See gimple_val.h.  */
bool
ascsync_tail_count (tree v, uint64_t *lo, uint64_t *hi)
{
  tree s, t, off;
  if (TREE_CODE (v) != SSA_NAME || !dom_info_available_p (CDI_DOMINATORS)
      || !tail_form (v, &s, &t, &off))
    return false;
  gimple *def = SSA_NAME_DEF_STMT (v);
  /* The premises: S >= 0 and T >= 1 where V is computed.  */
  widest_int slo, shi, tlo, thi;
  if (!range_at (s, def, &slo, &shi) || wi::neg_p (slo)
      || !range_at (t, def, &tlo, &thi) || wi::lts_p (tlo, 1))
    return false;
  /* S - OFF in [1, S] is V's value when S fits V's type.  */
  if (!fits_type (shi, v))
    return false;
  widest_int smax = shi;
  twin_bound (v, s, off, smax, &shi);
  if (wi::lts_p (shi, 1) || !wi::fits_uhwi_p (shi))
    return false;
  *lo = 1;
  *hi = shi.to_uhwi ();
  return true;
}
