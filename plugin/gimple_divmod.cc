/* gimple_divmod.cc -- accesses indexed by the quotient and remainder of
   a loop counter (ascsync).

   A loop that walks a grid of tiles with one counter T computes the
   tile's row and column as T / C and T % C: transpose's band
   "(band0 + t / 3) * 16" and column block "(t % 3) * 40" make the
   address of its store "b + 2 * ((t % 3) * 40 * 16 * M + (band0 + t / 3)
   * 16)".  Scalar evolution sees no step, so every store would depend
   on the previous one (a pipe_barrier per tile).  Here the address is
   taken apart into P0 + A * (T % C) + B * (T / C), P0 the same in every
   iteration of a run of the loop, and the footprint -- N bursts of L
   bytes S bytes apart -- at P(T) is checked disjoint from that at P(T')
   for every pair of different iterations of one run: for each
   difference of quotients DQ and of remainders DR the iterations allow,
   D = A * DR + B * DQ must put the two footprints apart, either wholly
   (|D| >= (N - 1) * S + L) or burst between bursts (D mod S in
   [L, S - L]: the store of one band of columns between the rows of
   another).  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "tree-ssa-loop.h"
#include "tree-scalar-evolution.h"
#include "gimple_val.h"

/* Largest coefficient and number of terms of a linear form.  */
#define LIN_MAX_COEF ((HOST_WIDE_INT) 1 << 40)
#define LIN_MAX_TERMS 6

/* Largest number of (DQ, DR) pairs checked.  */
#define DIVMOD_MAX_PAIRS (1 << 18)

/* A linear form: the sum of COEF[i] * ATOM[i] plus a part invariant in
   a run of the loop.  */
struct lin
{
  int n;
  tree atom[LIN_MAX_TERMS];
  HOST_WIDE_INT coef[LIN_MAX_TERMS];
};

/* Add C * ATOM to L; false when L is full or a coefficient grows too
   large.  */
static bool
lin_add_atom (struct lin *l, tree atom, HOST_WIDE_INT c)
{
  for (int i = 0; i < l->n; i++)
    if (l->atom[i] == atom)
      {
        l->coef[i] += c;
        return l->coef[i] < LIN_MAX_COEF && l->coef[i] > -LIN_MAX_COEF;
      }
  if (l->n == LIN_MAX_TERMS)
    return false;
  l->atom[l->n] = atom;
  l->coef[l->n++] = c;
  return true;
}

/* Whether integer constant T fits a small signed value; then into *C.  */
static bool
small_cst (tree t, HOST_WIDE_INT *c)
{
  if (TREE_CODE (t) != INTEGER_CST || !tree_fits_shwi_p (t))
    return false;
  *c = tree_to_shwi (t);
  return *c < LIN_MAX_COEF && *c > -LIN_MAX_COEF;
}

/* Add SCALE times T (an integer or pointer operand) to L, as a sum of
   atoms of LOOP: the results of a division, modulo, right shift or
   bit-and by a constant, and the PHIs of LOOP's header; operands
   invariant in a run of LOOP are left out (they are the same in every
   iteration).  Sums, differences, negations, products and left shifts
   by constants are looked through, and conversions that keep the
   value: to the same or a wider precision, from a signed type when
   wider (signed arithmetic does not wrap).  False when T is not of
   that form.  */
static bool
lin_add (class loop *loop, tree t, HOST_WIDE_INT scale, struct lin *l,
         int depth)
{
  if (ascsync_run_invariant (loop, t, 0))
    return true;
  if (TREE_CODE (t) != SSA_NAME || depth > 16)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (gimple_code (def) == GIMPLE_PHI)
    return gimple_bb (def) == loop->header && lin_add_atom (l, t, scale);
  gassign *as = dyn_cast <gassign *> (def);
  if (!as)
    return false;
  enum tree_code code = gimple_assign_rhs_code (as);
  tree a = gimple_assign_rhs1 (as);
  tree b = gimple_num_ops (as) > 2 ? gimple_assign_rhs2 (as) : NULL_TREE;
  HOST_WIDE_INT c;
  switch (code)
    {
    case SSA_NAME:
      return lin_add (loop, a, scale, l, depth + 1);
    CASE_CONVERT:
      {
        /* A narrower unsigned value may have wrapped, and so may a
           narrower signed one converted from unsigned.  */
        tree from = TREE_TYPE (a), to = TREE_TYPE (t);
        unsigned pf = TYPE_PRECISION (from), pt = TYPE_PRECISION (to);
        if ((!INTEGRAL_TYPE_P (from) && !POINTER_TYPE_P (from))
            || pf > pt || (pf < pt && TYPE_UNSIGNED (from))
            || (pf == pt && pf < 64 && TYPE_UNSIGNED (from)
                && !TYPE_UNSIGNED (to)))
          return false;
        return lin_add (loop, a, scale, l, depth + 1);
      }
    case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
      return lin_add (loop, a, scale, l, depth + 1)
             && lin_add (loop, b, scale, l, depth + 1);
    case MINUS_EXPR:
      return lin_add (loop, a, scale, l, depth + 1)
             && lin_add (loop, b, -scale, l, depth + 1);
    case NEGATE_EXPR:
      return lin_add (loop, a, -scale, l, depth + 1);
    case MULT_EXPR:
      if (small_cst (a, &c))
        {
          tree x = a;
          a = b;
          b = x;
        }
      if (!small_cst (b, &c) || c == 0
          || (scale > 0 ? scale : -scale) >= LIN_MAX_COEF / (c > 0 ? c : -c))
        return false;
      return lin_add (loop, a, scale * c, l, depth + 1);
    case LSHIFT_EXPR:
      if (!small_cst (b, &c) || c < 0 || c >= 40
          || (scale > 0 ? scale : -scale) >= LIN_MAX_COEF >> c)
        return false;
      return lin_add (loop, a, scale * ((HOST_WIDE_INT) 1 << c), l,
                      depth + 1);
    case TRUNC_DIV_EXPR:
    case TRUNC_MOD_EXPR:
    case RSHIFT_EXPR:
    case BIT_AND_EXPR:
      return small_cst (b, &c) && lin_add_atom (l, t, scale);
    default:
      return false;
    }
}

/* The counter of LOOP, the PHI T of its header stepping by 1 from a
   start >= 0 below 2^31, signed (it does not wrap) or of 64 bits: true,
   with the start's range in [*LO, *HI]: the evaluator's, narrowed by
   GCC's range of the start on LOOP's entry edge (a start that
   conditions on the way bound there, "if (bi < 4) for (t = bi; ...)";
   one they fix to a constant, "if (bi == 0)", is that constant already,
   ascsync_edge_constants).  */
static bool
unit_counter (class loop *loop, tree t, uint64_t *lo, uint64_t *hi)
{
  affine_iv iv;
  if (!INTEGRAL_TYPE_P (TREE_TYPE (t))
      || (TYPE_UNSIGNED (TREE_TYPE (t)) && TYPE_PRECISION (TREE_TYPE (t)) < 64)
      || !simple_iv (loop, loop, t, &iv, false) || !iv.step
      || !integer_onep (iv.step))
    return false;
  struct val v = ascsync_eval (iv.base, 0);
  if (v.kind != VAL_INT || v.hi >= ((uint64_t) 1 << 31))
    return false;
  *lo = v.lo;
  *hi = v.hi;
  int_range_max r;
  if (TREE_CODE (iv.base) == SSA_NAME && loop_preheader_edge (loop)
      && get_range_query (cfun)->range_on_edge (r, loop_preheader_edge (loop),
                                                iv.base)
      && !r.undefined_p () && !r.varying_p ()
      && wi::fits_uhwi_p (r.lower_bound ()) && wi::fits_uhwi_p (r.upper_bound ())
      && !wi::neg_p (r.lower_bound (), TYPE_SIGN (TREE_TYPE (iv.base))))
    {
      uint64_t rlo = r.lower_bound ().to_uhwi ();
      uint64_t rhi = r.upper_bound ().to_uhwi ();
      if (rlo > *lo)
        *lo = rlo;
      if (rhi < *hi)
        *hi = rhi;
      if (*lo > *hi)
        return false;
    }
  return true;
}

/* See ascsync-gcc.h.  */
int
ascsync_divmod_of (tree x, tree *n, uint64_t *c)
{
  gassign *as = TREE_CODE (x) == SSA_NAME
                ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (x)) : NULL;
  if (!as || gimple_num_ops (as) != 3
      || !tree_fits_uhwi_p (gimple_assign_rhs2 (as)))
    return 0;
  uint64_t k = tree_to_uhwi (gimple_assign_rhs2 (as));
  int kind;
  switch (gimple_assign_rhs_code (as))
    {
    case TRUNC_DIV_EXPR:
      kind = 1, *c = k;
      break;
    case RSHIFT_EXPR:
      if (k < 1 || k > 31)
        return 0;
      kind = 1, *c = (uint64_t) 1 << k;
      break;
    case TRUNC_MOD_EXPR:
      kind = 2, *c = k;
      break;
    case BIT_AND_EXPR:
      if (k < 1 || (k & (k + 1)) != 0)
        return 0;
      kind = 2, *c = k + 1;
      break;
    default:
      return 0;
    }
  *n = gimple_assign_rhs1 (as);
  return *c >= 2 ? kind : 0;
}

/* Atom X of a linear form in LOOP is T / C or T >> K (*KIND 1), T % C or
   T & (C - 1) (*KIND 2), or T itself (*KIND 0, *C 0) for a PHI T of
   LOOP's header (the caller checks it is LOOP's counter, see
   unit_counter), conversions of T that keep its value looked through:
   store T in *T and C (>= 2) in *C.  */
static bool
counter_atom (class loop *loop, tree x, tree *t, HOST_WIDE_INT *c,
              int *kind)
{
  gimple *def = SSA_NAME_DEF_STMT (x);
  if (gimple_code (def) == GIMPLE_PHI)
    {
      *t = x;
      *c = 0;
      *kind = 0;
      return true;
    }
  uint64_t uc;
  *kind = ascsync_divmod_of (x, t, &uc);
  if (*kind == 0 || uc > (1 << 20))
    return false;
  *c = (HOST_WIDE_INT) uc;
  /* Conversions that keep every value T >= 0 of its type: widening,
     or from signed to the same precision.  */
  for (int guard = 0; guard < 4 && TREE_CODE (*t) == SSA_NAME; guard++)
    {
      gassign *cv = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (*t));
      if (!cv || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (cv)))
        break;
      tree from = TREE_TYPE (gimple_assign_rhs1 (cv)), to = TREE_TYPE (*t);
      if (!INTEGRAL_TYPE_P (from) || !INTEGRAL_TYPE_P (to)
          || TYPE_PRECISION (to) < TYPE_PRECISION (from)
          || (TYPE_PRECISION (to) == TYPE_PRECISION (from)
              && TYPE_UNSIGNED (from) && !TYPE_UNSIGNED (to)))
        break;
      *t = gimple_assign_rhs1 (cv);
    }
  gimple *tdef = TREE_CODE (*t) == SSA_NAME ? SSA_NAME_DEF_STMT (*t) : NULL;
  return *c >= 2 && *c <= (1 << 20) && tdef
         && gimple_code (tdef) == GIMPLE_PHI
         && gimple_bb (tdef) == loop->header;
}

/* Whether the footprint of N >= 1 bursts of L bytes, S bytes apart,
   and the same footprint moved by D bytes touch no common byte.  */
static bool
bursts_apart (HOST_WIDE_INT d, uint64_t n, uint64_t s, uint64_t l)
{
  uint64_t ad = (uint64_t) (d < 0 ? -d : d);
  if (ad == 0)
    return false;
  if (ad >= (n - 1) * s + l)
    return true;
  if (n < 2 || s == 0)
    return false;
  uint64_t m = ad % s;
  return m >= l && s - m >= l;
}

/* See ascsync-gcc.h.  */
bool
ascsync_divmod_disjoint (gcall *call, tree arg, uint64_t n, uint64_t s,
                         uint64_t l, int *loopnum)
{
  basic_block bb = gimple_bb (call);
  class loop *loop = bb ? bb->loop_father : NULL;
  if (!loop || !loop_outer (loop) || !scev_initialized_p ()
      || TREE_CODE (arg) != SSA_NAME || n == 0 || l == 0
      || n > ((uint64_t) 1 << 20) || s > ((uint64_t) 1 << 40)
      || l > ((uint64_t) 1 << 40))
    return false;
  struct lin lf;
  lf.n = 0;
  if (!lin_add (loop, arg, 1, &lf, 0))
    return false;
  /* One counter T and one divisor C: the address is A * (T % C) + B *
     (T / C) plus a part fixed in the run (T = C * (T / C) + T % C).  */
  tree ctr = NULL_TREE;
  HOST_WIDE_INT cdiv = 0, a = 0, b = 0, tcoef = 0;
  for (int i = 0; i < lf.n; i++)
    {
      tree t;
      HOST_WIDE_INT c;
      int kind;
      if (lf.coef[i] == 0)
        continue;
      if (!counter_atom (loop, lf.atom[i], &t, &c, &kind)
          || (ctr && t != ctr) || (kind && cdiv && c != cdiv))
        return false;
      ctr = t;
      if (kind)
        cdiv = c;
      if (kind == 0)
        tcoef += lf.coef[i];
      else if (kind == 1)
        b += lf.coef[i];
      else
        a += lf.coef[i];
    }
  if (!ctr || cdiv == 0)
    return false;
  a += tcoef;
  b += tcoef * cdiv;
  uint64_t tlo, thi, trips;
  if (b > LIN_MAX_COEF || b < -LIN_MAX_COEF || a > LIN_MAX_COEF
      || a < -LIN_MAX_COEF || !unit_counter (loop, ctr, &tlo, &thi))
    return false;
  /* Mixed radix: each step of the remainder moves past the footprint
     and each step of the quotient past C of them, whatever the trip
     count (|D| >= |A| when DQ = 0, else >= |B| - (C - 1) |A|).  */
  uint64_t ext = (n - 1) * s + l;
  uint64_t aa = (uint64_t) (a < 0 ? -a : a), ab = (uint64_t) (b < 0 ? -b : b);
  if (aa >= ext && ab >= (uint64_t) (cdiv - 1) * aa + ext)
    {
      *loopnum = loop->num;
      return true;
    }
  if (!ascsync_max_trips (call, arg, &trips) || trips > ((uint64_t) 1 << 30))
    return false;
  /* The quotients of one run differ by at most QD.  */
  uint64_t qd = tlo == thi ? (tlo + trips - 1) / cdiv - tlo / cdiv
                           : (trips - 1) / cdiv + 1;
  if ((2 * qd + 1) * (2 * (uint64_t) cdiv - 1) > DIVMOD_MAX_PAIRS)
    return false;
  for (HOST_WIDE_INT dq = -(HOST_WIDE_INT) qd; dq <= (HOST_WIDE_INT) qd;
       dq++)
    for (HOST_WIDE_INT dr = 1 - cdiv; dr <= cdiv - 1; dr++)
      {
        HOST_WIDE_INT dt = cdiv * dq + dr;
        if (dt == 0 || (uint64_t) (dt < 0 ? -dt : dt) >= trips)
          continue;             /* one iteration, or not in one run */
        if (!bursts_apart (a * dr + b * dq, n, s, l))
          return false;
      }
  *loopnum = loop->num;
  return true;
}
