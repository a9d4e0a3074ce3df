/* gimple_relate.cc -- a relation between two integer operands of an
   intrinsic call (ascsync): A <= C * V for every value they take.

   A tail tile's count of rows and its count of 16-row fractals are
   computed side by side from one tile index:

     mcnt = MIN (13 - 4 * it, 4);  mlen = MIN (200 - 64 * it, 64);

   so mlen <= 16 * mcnt, though the ranges alone allow mlen = 64 with
   mcnt = 1.  A mad writing mlen rows into chunk j of an L0C tile whose
   chunks are mcnt fractal rows apart then stays inside its chunk
   (gimple_ops.cc, self_disjoint).  GCC computes such counts in unsigned
   arithmetic ("(int) ((unsigned) it * 4294967232 + 200)"): the forms
   here are taken modulo the type's width and accepted where every
   value over the leaf's range fits the types converted between.  A
   count computed from its loop's counters has a known value in each
   iteration (a chunk count "MIN (20 - 8 * j, 8)": 8, 8, 4), which gives
   the bytes a loop's accesses cover (ascsync_values_per_iteration).  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "tree-scalar-evolution.h"
#include "tree-affine.h"
#include "gimple_val.h"

/* Largest coefficient, constant and leaf value handled.  */
#define REL_MAX ((HOST_WIDE_INT) 1 << 30)

/* C * W + D, W an SSA name (null: a constant) with range [LO, HI].  */
struct aff
{
  tree w;
  HOST_WIDE_INT c, d;
  HOST_WIDE_INT lo, hi;
};

/* The smallest and largest value of F over its leaf's range.  */
static void
aff_range (const struct aff *f, HOST_WIDE_INT *lo, HOST_WIDE_INT *hi)
{
  HOST_WIDE_INT a = f->c * f->lo + f->d, b = f->c * f->hi + f->d;
  *lo = a < b ? a : b;
  *hi = a < b ? b : a;
}

/* Whether every value of F fits integer type TYPE.  */
static bool
aff_fits (const struct aff *f, tree type)
{
  HOST_WIDE_INT lo, hi;
  aff_range (f, &lo, &hi);
  if (TYPE_PRECISION (type) > 62)
    return TYPE_UNSIGNED (type) ? lo >= 0 : true;
  HOST_WIDE_INT top = (HOST_WIDE_INT) 1 << TYPE_PRECISION (type);
  return TYPE_UNSIGNED (type) ? lo >= 0 && hi < top
                              : lo >= -(top / 2) && hi < top / 2;
}

/* Constant T of integer type as a signed value modulo its width
   (ascsync_signed_cst), into *V; false when too large.  */
static bool
cst_signed (tree t, HOST_WIDE_INT *v)
{
  HOST_WIDE_INT s;
  if (TREE_CODE (t) != INTEGER_CST || TYPE_PRECISION (TREE_TYPE (t)) > 64
      || !ascsync_signed_cst (t, &s) || s >= REL_MAX || s <= -REL_MAX)
    return false;
  *v = s;
  return true;
}

/* Whether the bounds of F stay small.  */
static bool
aff_small (const struct aff *f)
{
  return f->c < REL_MAX && f->c > -REL_MAX && f->d < REL_MAX
         && f->d > -REL_MAX;
}

/* F = the value of integer operand T: C * W + D modulo the width of
   T's type, and exactly so when every value over W's range fits that
   type (checked at conversions and by the caller).  At most one leaf
   W: an SSA name that is not a sum, difference, product by a constant,
   negation or conversion, with a small range from ascsync_eval.  */
static bool
aff_of (tree t, struct aff *f, int depth)
{
  HOST_WIDE_INT k;
  if (!INTEGRAL_TYPE_P (TREE_TYPE (t)) || depth > 10)
    return false;
  if (TREE_CODE (t) == INTEGER_CST)
    {
      f->c = 0;
      return cst_signed (t, &f->d);
    }
  if (TREE_CODE (t) != SSA_NAME)
    return false;
  gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
  enum tree_code code = as ? gimple_assign_rhs_code (as) : ERROR_MARK;
  struct aff g;
  switch (code)
    {
    CASE_CONVERT:
      {
        tree a = gimple_assign_rhs1 (as);
        if (!INTEGRAL_TYPE_P (TREE_TYPE (a)) || !aff_of (a, f, depth + 1))
          return false;
        /* Exact in the source type and representable in this one.  */
        return aff_fits (f, TREE_TYPE (a)) && aff_fits (f, TREE_TYPE (t));
      }
    case PLUS_EXPR:
    case MINUS_EXPR:
      /* G keeps the leaf F must have (F->W, when set on entry).  */
      g = *f;
      if (!aff_of (gimple_assign_rhs1 (as), f, depth + 1))
        return false;
      g.w = f->w;
      g.lo = f->lo;
      g.hi = f->hi;
      if (!aff_of (gimple_assign_rhs2 (as), &g, depth + 1))
        return false;
      if (!f->w)
        {
          f->w = g.w;
          f->lo = g.lo;
          f->hi = g.hi;
        }
      f->c += code == PLUS_EXPR ? g.c : -g.c;
      f->d += code == PLUS_EXPR ? g.d : -g.d;
      return aff_small (f);
    case MULT_EXPR:
      if (!cst_signed (gimple_assign_rhs2 (as), &k)
          || !aff_of (gimple_assign_rhs1 (as), f, depth + 1))
        return false;
      f->c *= k;
      f->d *= k;
      return aff_small (f);
    case NEGATE_EXPR:
      if (!aff_of (gimple_assign_rhs1 (as), f, depth + 1))
        return false;
      f->c = -f->c;
      f->d = -f->d;
      return true;
    default:
      {
        /* A leaf.  */
        struct val v = ascsync_eval (t, 0);
        if (v.kind != VAL_INT || v.hi >= (uint64_t) REL_MAX
            || (f->w && f->w != t))
          return false;
        f->w = t;
        f->lo = (HOST_WIDE_INT) v.lo;
        f->hi = (HOST_WIDE_INT) v.hi;
        f->c = 1;
        f->d = 0;
        return true;
      }
    }
}

/* The two operands of T when it is a MIN_EXPR, else T itself, into
   TERMS; their number.  */
static int
min_terms (tree t, tree *terms)
{
  gassign *as = TREE_CODE (t) == SSA_NAME
                ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t)) : NULL;
  if (!as || gimple_assign_rhs_code (as) != MIN_EXPR)
    {
      terms[0] = t;
      return 1;
    }
  terms[0] = gimple_assign_rhs1 (as);
  terms[1] = gimple_assign_rhs2 (as);
  return 2;
}

/* Whether TA <= C * TV for every value of their common leaf (or both
   constant): an affine difference, checked at both ends of the leaf's
   range.  */
static bool
term_below (tree ta, tree tv, HOST_WIDE_INT c)
{
  struct aff a, v;
  memset (&a, 0, sizeof a);
  memset (&v, 0, sizeof v);
  if (!aff_of (ta, &a, 0) || !aff_fits (&a, TREE_TYPE (ta)))
    return false;
  v.w = a.w;
  v.lo = a.lo;
  v.hi = a.hi;
  if (!aff_of (tv, &v, 0) || !aff_fits (&v, TREE_TYPE (tv))
      || (a.w && v.w && a.w != v.w))
    return false;
  tree w = a.w ? a.w : v.w;
  HOST_WIDE_INT lo = a.w ? a.lo : v.lo, hi = a.w ? a.hi : v.hi;
  if (!w)
    lo = hi = 0;
  for (int e = 0; e < 2; e++)
    {
      HOST_WIDE_INT x = e ? hi : lo;
      if (a.c * x + a.d > c * (v.c * x + v.d))
        return false;
    }
  return true;
}

/* See ascsync-gcc.h.  */
bool
ascsync_bounded_multiple (tree a, tree v, HOST_WIDE_INT *cout)
{
  tree ta[2], tv[2];
  int na = min_terms (a, ta), nv = min_terms (v, tv);
  /* Candidate factors: ratios of the terms' constants and slopes.  */
  HOST_WIDE_INT cands[8];
  int nc = 0;
  for (int i = 0; i < na; i++)
    for (int j = 0; j < nv; j++)
      {
        struct aff x, y;
        memset (&x, 0, sizeof x);
        memset (&y, 0, sizeof y);
        if (!aff_of (ta[i], &x, 0) || !aff_of (tv[j], &y, 0))
          continue;
        if (y.c && x.c % y.c == 0 && x.c / y.c > 0)
          cands[nc++] = x.c / y.c;
        else if (!y.c && !x.c && y.d > 0 && x.d > 0 && x.d % y.d == 0)
          cands[nc++] = x.d / y.d;
      }
  for (int k = 0; k < nc; k++)
    {
      /* Every term of V bounds some term of A, times C: MIN (A) <= C *
         MIN (V).  */
      bool ok = true;
      for (int j = 0; j < nv && ok; j++)
        {
          bool some = false;
          for (int i = 0; i < na && !some; i++)
            some = term_below (ta[i], tv[j], cands[k]);
          ok = some;
        }
      if (ok)
        {
          *cout = cands[k];
          return true;
        }
    }
  return false;
}

/* V modulo 2^64 as a value of integer type TYPE (its precision and
   signedness).  */
static HOST_WIDE_INT
wrap_to (HOST_WIDE_INT v, tree type)
{
  unsigned p = TYPE_PRECISION (type);
  if (p >= 64)
    return v;
  uint64_t u = (uint64_t) v & (((uint64_t) 1 << p) - 1);
  if (!TYPE_UNSIGNED (type) && (u >> (p - 1)) & 1)
    return (HOST_WIDE_INT) (u - ((uint64_t) 1 << p));
  return (HOST_WIDE_INT) u;
}

/* Where value_at evaluates: in iteration IT of LOOP (the counters of
   LOOP, header PHIs with a constant start and step, known from IT), or,
   when CTR is set, where the header PHI CTR of LOOP holds CTRVAL (the
   other header PHIs unknown).  FACT, when set, is an SSA name known to
   lie in [FLO, FHI] there (it decides comparisons, see range_at).  */
struct value_env
{
  class loop *loop;
  HOST_WIDE_INT it;
  tree ctr;
  HOST_WIDE_INT ctrval;
  tree fact;
  HOST_WIDE_INT flo, fhi;
};

/* A OP B for a division, remainder or shift code OP on values of
   integer type TYPE (already wrapped to it), into *OUT; false when C
   leaves it undefined (a zero divisor, the most negative value divided
   by -1, a shift by a negative count or by the width or more).  */
static bool
div_shift (enum tree_code op, tree type, HOST_WIDE_INT a, HOST_WIDE_INT b,
           HOST_WIDE_INT *out)
{
  unsigned p = TYPE_PRECISION (type);
  bool u64 = TYPE_UNSIGNED (type) && p == 64;
  uint64_t ua = (uint64_t) a, ub = (uint64_t) b;
  switch (op)
    {
    case TRUNC_DIV_EXPR:
    case TRUNC_MOD_EXPR:
      if (b == 0 || (!u64 && b == -1 && a == HOST_WIDE_INT_MIN))
        return false;
      if (u64)
        *out = (HOST_WIDE_INT) (op == TRUNC_DIV_EXPR ? ua / ub : ua % ub);
      else
        *out = op == TRUNC_DIV_EXPR ? a / b : a % b;
      return true;
    default:
      if (b < 0 || (uint64_t) b >= p)
        return false;
      if (op == LSHIFT_EXPR)
        *out = wrap_to ((HOST_WIDE_INT) (ua << b), type);
      else
        /* Values of unsigned types below 64 bits are not negative;
           GCC shifts a negative signed value arithmetically.  */
        *out = u64 ? (HOST_WIDE_INT) (ua >> b) : a >> b;
      return true;
    }
}

static bool value_at (const struct value_env *env, tree t, HOST_WIDE_INT *out,
                      int depth);

/* The values integer operand T may have where ENV says, into [*LO, *HI]:
   ENV's fact for its SSA name, T's one value (value_at), or a
   conversion of such a range or a constant added to it, in T's type
   (where overflow is undefined the range is cut to the type, else it
   must not wrap).  False when not known, or for a value of an unsigned
   type of 64 bits that may reach 2^63 (held negative there, it would
   compare wrongly).  */
static bool
range_at (const struct value_env *env, tree t, HOST_WIDE_INT *lo,
          HOST_WIDE_INT *hi, int depth)
{
  tree type = TREE_TYPE (t);
  if (TYPE_PRECISION (type) >= 64 && TYPE_UNSIGNED (type))
    {
      /* Only values below 2^63, which compare as they should: ENV's
         fact when it says so, or one known value.  */
      if (env->fact && t == env->fact && env->flo >= 0)
        {
          *lo = env->flo;
          *hi = env->fhi;
          return true;
        }
      if (!value_at (env, t, lo, depth) || *lo < 0)
        return false;
      *hi = *lo;
      return true;
    }
  if (env->fact && t == env->fact)
    {
      *lo = env->flo;
      *hi = env->fhi;
      return true;
    }
  /* The fact is on a conversion of T that keeps T's values (its
     range, GCC's, within both types): the same range.  */
  gassign *fd = env->fact ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT
                                                  (env->fact)) : NULL;
  uint64_t rlo, rhi;
  bool rnonneg;
  if (fd && CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (fd))
      && gimple_assign_rhs1 (fd) == t
      && TYPE_PRECISION (type) <= TYPE_PRECISION (TREE_TYPE (env->fact))
      && ascsync_range_bounds (t, NULL, &rlo, &rhi, &rnonneg) && rnonneg
      && rhi < ((uint64_t) 1 << (TYPE_PRECISION (type) - 1)))
    {
      *lo = MAX (env->flo, (HOST_WIDE_INT) rlo);
      *hi = MIN (env->fhi, (HOST_WIDE_INT) rhi);
      return *lo <= *hi;
    }
  if (value_at (env, t, lo, depth))
    {
      *hi = *lo;
      return true;
    }
  gassign *as = env->fact && TREE_CODE (t) == SSA_NAME && depth < 12
                ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t)) : NULL;
  if (!as)
    return false;
  enum tree_code code = gimple_assign_rhs_code (as);
  tree a = gimple_assign_rhs1 (as);
  HOST_WIDE_INT c = 0;
  if (!INTEGRAL_TYPE_P (TREE_TYPE (a))
      || !(CONVERT_EXPR_CODE_P (code)
           || ((code == PLUS_EXPR || code == MINUS_EXPR)
               && cst_signed (gimple_assign_rhs2 (as), &c)))
      || !range_at (env, a, lo, hi, depth + 1))
    return false;
  if (code == MINUS_EXPR)
    c = -c;
  __int128 l = (__int128) *lo + c, h = (__int128) *hi + c;
  __int128 tmin = TYPE_UNSIGNED (type)
                  ? 0 : -((__int128) 1 << (TYPE_PRECISION (type) - 1));
  __int128 tmax = ((__int128) 1 << (TYPE_PRECISION (type)
                                    - !TYPE_UNSIGNED (type))) - 1;
  if (TYPE_OVERFLOW_UNDEFINED (type) && !CONVERT_EXPR_CODE_P (code))
    {
      l = l < tmin ? tmin : l;
      h = h > tmax ? tmax : h;
    }
  if (l < tmin || h > tmax || l > h)
    return false;
  *lo = (HOST_WIDE_INT) l;
  *hi = (HOST_WIDE_INT) h;
  return true;
}

/* See gimple_val.h.  */
bool
ascsync_compare_ranges (enum tree_code code, HOST_WIDE_INT alo,
                        HOST_WIDE_INT ahi, HOST_WIDE_INT blo,
                        HOST_WIDE_INT bhi, HOST_WIDE_INT *out)
{
  if (code == GT_EXPR || code == GE_EXPR)
    {
      /* B < A, B <= A.  */
      HOST_WIDE_INT l = alo, h = ahi;
      alo = blo, ahi = bhi, blo = l, bhi = h;
      code = code == GT_EXPR ? LT_EXPR : LE_EXPR;
    }
  switch (code)
    {
    case LT_EXPR:
      *out = ahi < blo ? 1 : alo >= bhi ? 0 : -1;
      break;
    case LE_EXPR:
      *out = ahi <= blo ? 1 : alo > bhi ? 0 : -1;
      break;
    case EQ_EXPR:
    case NE_EXPR:
      *out = alo == ahi && blo == bhi && alo == blo ? 1
             : ahi < blo || bhi < alo ? 0 : -1;
      if (code == NE_EXPR && *out >= 0)
        *out = !*out;
      break;
    default:
      return false;
    }
  return *out >= 0;
}

/* Whether "X CODE Y" on integer operands holds where ENV says (*OUT 1)
   or not (*OUT 0), when the ranges of X and Y there (range_at) decide
   it; false otherwise.  */
static bool
compare_at (const struct value_env *env, enum tree_code code, tree x,
            tree y, HOST_WIDE_INT *out, int depth)
{
  HOST_WIDE_INT alo, ahi, blo, bhi;
  return INTEGRAL_TYPE_P (TREE_TYPE (x))
         && range_at (env, x, &alo, &ahi, depth)
         && range_at (env, y, &blo, &bhi, depth)
         && ascsync_compare_ranges (code, alo, ahi, blo, bhi, out);
}

/* The value of integer operand T where ENV says (see struct value_env),
   into *OUT: constants, the counters ENV gives, values the evaluator
   knows exactly, and sums, differences, products, MIN, MAX, negations,
   conversions, divisions, remainders, shifts and bitwise and, or and
   xor of those, each wrapped to its type as GCC's folder would, and
   comparisons the ranges of their operands decide (range_at).  */
static bool
value_at (const struct value_env *env, tree t, HOST_WIDE_INT *out, int depth)
{
  if (!INTEGRAL_TYPE_P (TREE_TYPE (t)) || depth > 12
      || TYPE_PRECISION (TREE_TYPE (t)) > 64)
    return false;
  if (TREE_CODE (t) == INTEGER_CST)
    {
      /* A value of its type, as every value here: an unsigned constant
         with its top bit set is not negative.  */
      if (!cst_signed (t, out))
        return false;
      *out = wrap_to (*out, TREE_TYPE (t));
      return true;
    }
  if (TREE_CODE (t) != SSA_NAME)
    return false;
  /* The name ENV gives a value (a counter, or any loop-invariant leaf
     ascsync_value_at_counter is asked about).  */
  if (env->ctr && t == env->ctr)
    {
      *out = wrap_to (env->ctrval, TREE_TYPE (t));
      return true;
    }
  class loop *loop = env->loop;
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (gimple_code (def) == GIMPLE_PHI)
    {
      HOST_WIDE_INT c0, st;
      if (env->ctr)
        {
          if (t != env->ctr)
            return false;
          *out = wrap_to (env->ctrval, TREE_TYPE (t));
          return true;
        }
      tree ev = gimple_bb (def) == loop->header
                ? analyze_scalar_evolution (loop, t) : NULL_TREE;
      if (!ev || TREE_CODE (ev) != POLYNOMIAL_CHREC
          || CHREC_VARIABLE (ev) != (unsigned) loop->num
          || !cst_signed (CHREC_LEFT (ev), &c0)
          || !cst_signed (CHREC_RIGHT (ev), &st))
        return false;
      *out = wrap_to (c0 + st * env->it, TREE_TYPE (t));
      return true;
    }
  gassign *as = dyn_cast <gassign *> (def);
  enum tree_code code = as ? gimple_assign_rhs_code (as) : ERROR_MARK;
  HOST_WIDE_INT a, b = 0;
  switch (code)
    {
    CASE_CONVERT:
    case NEGATE_EXPR:
      if (!value_at (env, gimple_assign_rhs1 (as), &a, depth + 1))
        return false;
      *out = wrap_to (code == NEGATE_EXPR ? -a : a, TREE_TYPE (t));
      return true;
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case MIN_EXPR:
    case MAX_EXPR:
    case BIT_AND_EXPR:
    case BIT_IOR_EXPR:
    case BIT_XOR_EXPR:
      {
        if (!value_at (env, gimple_assign_rhs1 (as), &a, depth + 1)
            || !value_at (env, gimple_assign_rhs2 (as), &b, depth + 1))
          return false;
        /* Modulo 2^64, then the type's width: exact for +, - and *,
           and for the bitwise codes on two's complement values.  A and
           B are already values of the type, so MIN and MAX compare
           them as the type does (a 64-bit unsigned value above 2^63
           is held negative: compared unsigned).  */
        uint64_t ua = (uint64_t) a, ub = (uint64_t) b;
        bool less = TYPE_UNSIGNED (TREE_TYPE (t)) ? ua < ub : a < b;
        uint64_t r = code == PLUS_EXPR ? ua + ub
                     : code == MINUS_EXPR ? ua - ub
                     : code == MULT_EXPR ? ua * ub
                     : code == BIT_AND_EXPR ? ua & ub
                     : code == BIT_IOR_EXPR ? ua | ub
                     : code == BIT_XOR_EXPR ? ua ^ ub
                     : code == MIN_EXPR ? (less ? ua : ub)
                     : (less ? ub : ua);
        *out = wrap_to ((HOST_WIDE_INT) r, TREE_TYPE (t));
        return true;
      }
    case TRUNC_DIV_EXPR:
    case TRUNC_MOD_EXPR:
    case LSHIFT_EXPR:
    case RSHIFT_EXPR:
      return value_at (env, gimple_assign_rhs1 (as), &a, depth + 1)
             && value_at (env, gimple_assign_rhs2 (as), &b, depth + 1)
             && div_shift (code, TREE_TYPE (t), a, b, out);
    case LT_EXPR:
    case LE_EXPR:
    case GT_EXPR:
    case GE_EXPR:
    case EQ_EXPR:
    case NE_EXPR:
      return compare_at (env, code, gimple_assign_rhs1 (as),
                         gimple_assign_rhs2 (as), out, depth + 1);
    default:
      {
        struct val v = ascsync_eval (t, 0);
        if (v.kind != VAL_INT || v.lo != v.hi || v.hi >= (uint64_t) REL_MAX)
          return false;
        *out = (HOST_WIDE_INT) v.lo;
        return true;
      }
    }
}

/* See ascsync-gcc.h.  */
bool
ascsync_values_per_iteration (gcall *call, tree x, int n, HOST_WIDE_INT *vals)
{
  basic_block bb = gimple_bb (call);
  class loop *loop = bb ? bb->loop_father : NULL;
  if (!loop || !loop_outer (loop) || !scev_initialized_p () || n < 1)
    return false;
  struct value_env env = { loop, 0, NULL_TREE, 0, NULL_TREE, 0, 0 };
  for (int t = 0; t < n; t++)
    {
      env.it = t;
      if (!value_at (&env, x, &vals[t], 0) || vals[t] >= REL_MAX
          || vals[t] <= -REL_MAX)
        return false;
    }
  return true;
}

/* See ascsync-gcc.h.  */
bool
ascsync_value_at_counter (class loop *loop, tree ctr, HOST_WIDE_INT v,
                          tree x, HOST_WIDE_INT *out)
{
  struct value_env env = { loop, 0, ctr, v, NULL_TREE, 0, 0 };
  return value_at (&env, x, out, 0);
}

/* Whether the test "A == B" or "A != B" ending EXIT's source takes
   EXIT in an iteration of LOOP below MAXIT, as ascsync_exit_iteration
   says (1: first in *IT, 0: in none), when A and B move by constant
   steps and their difference at LOOP's entry is a constant once their
   definitions are expanded (GCC's affine combinations): an exit test
   of pointer induction variables against an end computed from the same
   base ("ivtmp != x + blk * 2 + 3072").  Exact modulo the type's width.
   -1 for another test.  */
static int
exit_by_difference (class loop *loop, gcond *c, bool on_true, int maxit,
                    int *it)
{
  enum tree_code code = gimple_cond_code (c);
  tree a = gimple_cond_lhs (c), b = gimple_cond_rhs (c);
  tree type = TREE_TYPE (a);
  tree a0, b0;
  HOST_WIDE_INT sa, sb;
  if ((code != EQ_EXPR && code != NE_EXPR)
      || (!INTEGRAL_TYPE_P (type) && !POINTER_TYPE_P (type))
      || TYPE_PRECISION (type) > 64
      || !ascsync_loop_evolution (loop, a, &a0, &sa)
      || !ascsync_loop_evolution (loop, b, &b0, &sb)
      || sa >= REL_MAX || sa <= -REL_MAX || sb >= REL_MAX || sb <= -REL_MAX)
    return -1;
  aff_tree d;
  ascsync_expanded_difference (a0, b0, unsigned_type_for (type), &d);
  if (d.n != 0 || d.rest || !d.offset.is_constant ())
    return -1;
  unsigned prec = TYPE_PRECISION (type);
  uint64_t mask = prec >= 64 ? ~(uint64_t) 0 : ((uint64_t) 1 << prec) - 1;
  uint64_t diff = (uint64_t) d.offset.to_constant ().to_shwi ();
  for (int t = 0; t < maxit; t++)
    {
      uint64_t v = (diff + (uint64_t) (sa - sb) * (uint64_t) t) & mask;
      bool holds = code == EQ_EXPR ? v == 0 : v != 0;
      if (holds == on_true)
        {
          *it = t;
          return 1;
        }
    }
  return 0;
}

/* See ascsync-gcc.h.  */
int
ascsync_exit_iteration (class loop *loop, edge exit, tree fact,
                        HOST_WIDE_INT flo, HOST_WIDE_INT fhi, int maxit,
                        int *it)
{
  gcond *c = safe_dyn_cast <gcond *> (last_stmt (exit->src));
  bool on_true = (exit->flags & EDGE_TRUE_VALUE) != 0;
  if (!c)
    return -1;
  int by_difference = exit_by_difference (loop, c, on_true, maxit, it);
  if (by_difference >= 0)
    return by_difference;
  struct value_env env = { loop, 0, NULL_TREE, 0, fact, flo, fhi };
  for (int t = 0; t < maxit; t++)
    {
      HOST_WIDE_INT holds;
      env.it = t;
      if (!compare_at (&env, gimple_cond_code (c), gimple_cond_lhs (c),
                       gimple_cond_rhs (c), &holds, 0))
        return -1;
      if ((holds != 0) == on_true)
        {
          *it = t;
          return 1;
        }
    }
  return 0;
}
