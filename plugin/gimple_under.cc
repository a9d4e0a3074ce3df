/* gimple_under.cc -- the value an integer has on every path on which one
   name lies in a range (ascsync).

   A software-pipelined loop's slot counter may start from straight-line
   code: the loads of the first tiles written out, each under its own
   guard, before the loop that loads tile T + 3 while there is one:

     ls = 0;
     if (0 < n) { load (slot ls); if (++ls == K) ls = 0; }
     if (1 < n) { load (slot ls); if (++ls == K) ls = 0; }
     if (2 < n) { load (slot ls); if (++ls == K) ls = 0; }
     for (t = 0; t < n; t++)
       { if (t + 3 < n) { load (slot ls); if (++ls == K) ls = 0; } ... }

   The counter enters the loop as a PHI of 0, 1, 2 and 3, one per path.
   Where the loop's guard holds, N > 3 (gimple_prefix.cc: what a prefix
   guard says of the run), every guard before it held and the counter
   entered as 3.  GCC rewrites those guards in terms of what N is
   computed from ("len > 8192" for "2 < (len + 4095) / 4096"), so the
   range of N is first carried back to the names it is computed from,
   through sums and differences with constants, products and quotients
   by positive constants, shifts and conversions that keep every value
   (a quotient at least 1 says its dividend is at least the divisor).
   Only names defined in a loop holding the loop in question (or in no
   loop) get such facts: each has one value on the way to its entry.

   ascsync_value_under then computes the value by interval arithmetic
   over its definitions: constants; sums, differences, products, MIN,
   MAX, quotients, shifts and masks as ascsync_span_combine computes
   them (a range past its type is any of the type's values);
   conversions;
   comparisons and COND_EXPRs the ranges decide; and a PHI of a block
   that heads no loop as the union of its arguments on the edges that
   may be taken -- an edge is not when the condition it takes is decided
   against, or it leaves a block entered by one edge that is not.  A
   loop header's PHI is any value of its type.  The facts bound their
   names everywhere along the way.  Every step is counted: past a
   budget a value is any of its type's, so the walk stays linear in the
   code.  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "gimple-range.h"
#include "gimple_val.h"

/* Most facts carried back, steps of a walk, and definitions in.  */
#define UNDER_MAX_FACTS 8
#define UNDER_MAX_STEPS 4000
#define UNDER_MAX_DEPTH 24

/* The facts of one question, the block it is asked at (and the
   statement, when it is asked at one), and the steps left.  */
struct under
{
  basic_block at;
  gimple *stmt;
  struct ascsync_fact f[UNDER_MAX_FACTS];
  int n, steps;
};

/* See gimple_val.h.  */
bool
ascsync_type_bounds (tree type, HOST_WIDE_INT *lo, HOST_WIDE_INT *hi)
{
  unsigned prec = TYPE_PRECISION (type);
  if (prec > 64 || (prec == 64 && TYPE_UNSIGNED (type)))
    return false;
  if (TYPE_UNSIGNED (type))
    {
      *lo = 0;
      *hi = (HOST_WIDE_INT) (((uint64_t) 1 << prec) - 1);
    }
  else
    {
      *hi = (HOST_WIDE_INT) (((uint64_t) 1 << (prec - 1)) - 1);
      *lo = -*hi - 1;
    }
  return true;
}

/* Whether SSA name X has one value on the way to U's block: defined in
   no loop or in one holding that block.  */
static bool
fixed_on_entry (const struct under *u, tree x)
{
  basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (x));
  return !bb || !bb->loop_father
         || flow_bb_inside_loop_p (bb->loop_father, u->at);
}

/* Record in U that X lies in [LO, HI] (with what is known of it).  */
static void
add_fact (struct under *u, tree x, HOST_WIDE_INT lo, HOST_WIDE_INT hi)
{
  for (int i = 0; i < u->n; i++)
    if (u->f[i].name == x)
      {
        u->f[i].lo = MAX (u->f[i].lo, lo);
        u->f[i].hi = MIN (u->f[i].hi, hi);
        return;
      }
  if (u->n < UNDER_MAX_FACTS)
    {
      struct ascsync_fact f = { x, lo, hi };
      u->f[u->n++] = f;
    }
}

/* The values of A, the operand X = A CODE C is computed from, when X
   lies in [LO, HI], into [*L, *H] (before A's type cuts them); false
   when they are not known.  OVF: X's overflow is undefined.  */
static bool
operand_span (enum tree_code code, HOST_WIDE_INT c, bool ovf,
              HOST_WIDE_INT lo, HOST_WIDE_INT hi, HOST_WIDE_INT xmax,
              __int128 *l, __int128 *h)
{
  switch (code)
    {
    case PLUS_EXPR:
    case MINUS_EXPR:
      if (!ovf)
        return false;
      *l = (__int128) lo - (code == PLUS_EXPR ? c : -c);
      *h = (__int128) hi - (code == PLUS_EXPR ? c : -c);
      return true;
    case TRUNC_DIV_EXPR:
    case RSHIFT_EXPR:
      /* A quotient of at least 1 has a positive dividend: floor and
         truncation agree.  */
      if (code == RSHIFT_EXPR)
        c = c >= 0 && c < 62 ? (HOST_WIDE_INT) 1 << c : 0;
      if (c <= 0 || lo < 1)
        return false;
      *l = (__int128) lo * c;
      *h = hi >= xmax ? (__int128) 1 << 100 : (__int128) hi * c + c - 1;
      return true;
    default:
      return false;
    }
}

/* Record in U that X lies in [LO, HI], and carry that back to the
   operands X is computed from while each step keeps it exact (see the
   head of the file); DEPTH steps back.  */
static void
derive_back (struct under *u, tree x, HOST_WIDE_INT lo, HOST_WIDE_INT hi,
             int depth)
{
  if (TREE_CODE (x) != SSA_NAME || !fixed_on_entry (u, x))
    return;
  add_fact (u, x, lo, hi);
  gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (x));
  if (!as || depth > 8)
    return;
  tree a = gimple_assign_rhs1 (as);
  enum tree_code code = gimple_assign_rhs_code (as);
  HOST_WIDE_INT amin, amax, xmin, xmax, c = 0;
  if (TREE_CODE (a) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (a))
      || !ascsync_type_bounds (TREE_TYPE (a), &amin, &amax)
      || !ascsync_type_bounds (TREE_TYPE (x), &xmin, &xmax))
    return;
  __int128 l = lo, h = hi;
  if (CONVERT_EXPR_CODE_P (code) || code == SSA_NAME)
    {
      /* Every value of A is X's own.  */
      if (amin < xmin || amax > xmax)
        return;
    }
  else if (get_gimple_rhs_class (code) != GIMPLE_BINARY_RHS
           || !ascsync_signed_cst (gimple_assign_rhs2 (as), &c)
           || !operand_span (code, c, TYPE_OVERFLOW_UNDEFINED (TREE_TYPE (x)),
                             lo, hi, xmax, &l, &h))
    return;
  l = l < amin ? amin : l;
  h = h > amax ? amax : h;
  if (l <= h)
    derive_back (u, a, (HOST_WIDE_INT) l, (HOST_WIDE_INT) h, depth + 1);
}

static bool under_range (struct under *u, tree x, HOST_WIDE_INT *lo,
                         HOST_WIDE_INT *hi, int depth);

/* Whether the condition ending block B holds (*HOLDS 1) or not (0) as
   the ranges of its operands decide; false when they do not.  */
static bool
cond_decided (struct under *u, basic_block b, HOST_WIDE_INT *holds,
              int depth)
{
  gcond *c = safe_dyn_cast <gcond *> (last_stmt (b));
  HOST_WIDE_INT alo, ahi, blo, bhi;
  return c && INTEGRAL_TYPE_P (TREE_TYPE (gimple_cond_lhs (c)))
         && under_range (u, gimple_cond_lhs (c), &alo, &ahi, depth + 1)
         && under_range (u, gimple_cond_rhs (c), &blo, &bhi, depth + 1)
         && ascsync_compare_ranges (gimple_cond_code (c), alo, ahi, blo, bhi,
                                    holds);
}

/* Whether edge E may be taken under U's facts: not when the condition
   it takes is decided against, nor when it leaves a block entered only
   by such an edge (followed up through blocks of one predecessor).  */
static bool
edge_possible (struct under *u, edge e, int depth)
{
  for (int i = 0; i < 8; i++)
    {
      HOST_WIDE_INT holds;
      if ((e->flags & (EDGE_TRUE_VALUE | EDGE_FALSE_VALUE))
          && cond_decided (u, e->src, &holds, depth)
          && (holds != 0) != ((e->flags & EDGE_TRUE_VALUE) != 0))
        return false;
      if (!single_pred_p (e->src)
          || e->src == ENTRY_BLOCK_PTR_FOR_FN (cfun))
        return true;
      e = single_pred_edge (e->src);
    }
  return true;
}

/* The union of the arguments of PHI on the edges that may be taken,
   into [*LO, *HI]; false when none may, or one is not known.  */
static bool
phi_range (struct under *u, gphi *phi, HOST_WIDE_INT *lo, HOST_WIDE_INT *hi,
           int depth)
{
  bool any = false;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      HOST_WIDE_INT l, h;
      if (!edge_possible (u, gimple_phi_arg_edge (phi, i), depth))
        continue;
      if (!under_range (u, gimple_phi_arg_def (phi, i), &l, &h, depth + 1))
        return false;
      *lo = any ? MIN (*lo, l) : l;
      *hi = any ? MAX (*hi, h) : h;
      any = true;
    }
  return any;
}

/* The values of binary operation CODE of integer type TYPE on [ALO,
   AHI] and [BLO, BHI] into [*LO, *HI] (all of TYPE's when not
   known); false for a type whose values do not fit.  */
static bool
binary_range (enum tree_code code, tree type, HOST_WIDE_INT alo,
              HOST_WIDE_INT ahi, HOST_WIDE_INT blo, HOST_WIDE_INT bhi,
              HOST_WIDE_INT *lo, HOST_WIDE_INT *hi)
{
  if (ascsync_compare_ranges (code, alo, ahi, blo, bhi, lo))
    {
      *hi = *lo;
      return true;
    }
  if (TREE_CODE_CLASS (code) == tcc_comparison)
    {
      *lo = 0, *hi = 1;
      return true;
    }
  /* The interval arithmetic of the count assumption's spans, whose
     bounds at +-ASCSYNC_SPAN_INF stand for no bound.  */
  HOST_WIDE_INT tmin, tmax;
  struct int_span sa = { alo, ahi }, sb = { blo, bhi };
  if (!ascsync_type_bounds (type, &tmin, &tmax))
    return false;
  struct int_span r = ascsync_span_combine (code, sa, sb,
                                            TYPE_PRECISION (type),
                                            TYPE_UNSIGNED (type));
  *lo = r.lo <= -ASCSYNC_SPAN_INF ? tmin : r.lo;
  *hi = r.hi >= ASCSYNC_SPAN_INF ? tmax : r.hi;
  return *lo <= *hi;
}

/* The values of assignment AS (result of type TYPE) into [*LO, *HI];
   false when not known.  */
static bool
assign_range (struct under *u, gassign *as, tree type, HOST_WIDE_INT *lo,
              HOST_WIDE_INT *hi, int depth)
{
  enum tree_code code = gimple_assign_rhs_code (as);
  tree a = gimple_assign_rhs1 (as);
  HOST_WIDE_INT alo, ahi, blo, bhi, tmin, tmax;
  if (code == COND_EXPR)
    {
      HOST_WIDE_INT holds = -1, h0;
      if (COMPARISON_CLASS_P (a))
        {
          if (under_range (u, TREE_OPERAND (a, 0), &alo, &ahi, depth + 1)
              && under_range (u, TREE_OPERAND (a, 1), &blo, &bhi, depth + 1)
              && !ascsync_compare_ranges (TREE_CODE (a), alo, ahi, blo, bhi,
                                          &holds))
            holds = -1;
        }
      else if (under_range (u, a, &alo, &h0, depth + 1) && alo == h0)
        holds = alo != 0;
      tree t = gimple_assign_rhs2 (as), f = gimple_assign_rhs3 (as);
      if (holds >= 0)
        return under_range (u, holds ? t : f, lo, hi, depth + 1);
      if (!under_range (u, t, &alo, &ahi, depth + 1)
          || !under_range (u, f, &blo, &bhi, depth + 1))
        return false;
      *lo = MIN (alo, blo), *hi = MAX (ahi, bhi);
      return true;
    }
  if (!INTEGRAL_TYPE_P (TREE_TYPE (a))
      || !under_range (u, a, &alo, &ahi, depth + 1))
    return false;
  if (CONVERT_EXPR_CODE_P (code) || code == SSA_NAME
      || code == INTEGER_CST)
    {
      *lo = alo, *hi = ahi;
      return ascsync_type_bounds (type, &tmin, &tmax) && alo >= tmin
             && ahi <= tmax;
    }
  if (get_gimple_rhs_class (code) != GIMPLE_BINARY_RHS
      || !INTEGRAL_TYPE_P (TREE_TYPE (gimple_assign_rhs2 (as)))
      || !under_range (u, gimple_assign_rhs2 (as), &blo, &bhi, depth + 1))
    return false;
  return binary_range (code, type, alo, ahi, blo, bhi, lo, hi);
}

/* [*LO, *HI] narrowed by GCC's range of X, a name with one value on the
   way to U's statement, there.  */
static void
narrow_by_range_at (const struct under *u, tree x, HOST_WIDE_INT *lo,
                    HOST_WIDE_INT *hi)
{
  int_range_max r;
  tree type = TREE_TYPE (x);
  if (!u->stmt || !fixed_on_entry (u, x)
      || !get_range_query (cfun)->range_of_expr (r, x, u->stmt)
      || r.undefined_p () || r.varying_p ())
    return;
  widest_int l = widest_int::from (r.lower_bound (), TYPE_SIGN (type));
  widest_int h = widest_int::from (r.upper_bound (), TYPE_SIGN (type));
  if (wi::fits_shwi_p (l) && l.to_shwi () > *lo)
    *lo = l.to_shwi ();
  if (wi::fits_shwi_p (h) && h.to_shwi () < *hi)
    *hi = h.to_shwi ();
}

/* The values of integer operand X under U's facts into [*LO, *HI]
   (see the head of the file); false when not known.  */
static bool
under_range (struct under *u, tree x, HOST_WIDE_INT *lo, HOST_WIDE_INT *hi,
             int depth)
{
  tree type = TREE_TYPE (x);
  if (!INTEGRAL_TYPE_P (type) || !ascsync_type_bounds (type, lo, hi))
    return false;
  if (TREE_CODE (x) == INTEGER_CST)
    {
      HOST_WIDE_INT c;
      if (!ascsync_signed_cst (x, &c) || c < *lo || c > *hi)
        return false;
      *lo = *hi = c;
      return true;
    }
  if (TREE_CODE (x) != SSA_NAME)
    return false;
  HOST_WIDE_INT l = *lo, h = *hi;
  gimple *def = SSA_NAME_DEF_STMT (x);
  basic_block bb = gimple_bb (def);
  if (depth < UNDER_MAX_DEPTH && --u->steps > 0 && bb)
    {
      bool known = false;
      if (gassign *as = dyn_cast <gassign *> (def))
        known = assign_range (u, as, type, &l, &h, depth);
      else if (gphi *phi = dyn_cast <gphi *> (def))
        known = (!bb->loop_father || bb->loop_father->header != bb)
                && phi_range (u, phi, &l, &h, depth);
      if (!known)
        l = *lo, h = *hi;
    }
  for (int i = 0; i < u->n; i++)
    if (u->f[i].name == x)
      {
        l = MAX (l, u->f[i].lo);
        h = MIN (h, u->f[i].hi);
      }
  narrow_by_range_at (u, x, &l, &h);
  if (l > h)
    return false;
  *lo = l, *hi = h;
  return true;
}

/* See gimple_val.h.  */
bool
ascsync_value_under (basic_block at, gimple *stmt, tree x,
                     const struct ascsync_fact *facts, int nfacts,
                     HOST_WIDE_INT *value)
{
  struct under u;
  u.at = at;
  u.stmt = stmt;
  u.n = 0;
  u.steps = UNDER_MAX_STEPS;
  for (int i = 0; i < nfacts; i++)
    derive_back (&u, facts[i].name, facts[i].lo, facts[i].hi, 0);
  HOST_WIDE_INT l, h;
  if (!under_range (&u, x, &l, &h, 0) || l != h)
    return false;
  *value = l;
  return true;
}
