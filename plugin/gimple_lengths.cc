/* gimple_lengths.cc -- the count assumption: counts computed from
   lengths are not negative (ascsync).

   A tail tile's count is written "MIN (len - t * TILE, TILE)", scaled
   and converted to the count's unsigned type: "(uint16_t) ((n + 15) /
   16)".  In the loop "for (t = 0; t < ntiles; t++)" with ntiles =
   ceil (len / TILE) the length is positive, but nothing GCC knows says
   so: in a signed type "len - t * TILE" may be any value below TILE,
   and its conversion wraps a negative value to nearly the type's
   largest count.  Taken as it stands, the count of every tile is "up to
   65535 blocks", its transfer meets the next tile's and a kernel that
   double-buffers tiles gets a barrier between them.

   The count assumption, part of the layout assumption
   (-fplugin-arg-ascsync-layout=no turns both off): a signed value a
   count or stride is computed from is not negative -- a length, an
   index, a number of rows -- where it is converted to another type on
   the way to the count (or masked to its low bits, "X & 65535", GCC's
   form of a conversion to uint16_t).  Under it the count's range is the interval
   arithmetic of its definitions, a signed operand of a conversion
   clamped at 0, GCC's ranges at each definition (the conditions that
   dominate it: "left <= 63" on the arm of the MIN) bounding the
   values.
   A count that reaches its type's largest value by an unsigned value
   (a quotient of an unsigned length read from data, converted to a
   narrower repeat count) is not helped: it may really be that large.  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "gimple_val.h"

/* Largest depth of definitions followed, and largest number of them
   one question follows (the walk branches at every PHI and binary
   operation: without a bound, PHIs of many arguments nested ten deep
   take hours).  */
#define LENGTHS_MAX_DEPTH 10
#define LENGTHS_MAX_STEPS 4096

/* Where a walk of definitions is: DEPTH definitions in, STEPS_LEFT
   more it may follow (shared by the whole walk).  */
struct lengths_walk
{
  int depth;
  int *steps_left;
  tree fix;                     /* null, or an SSA name of value FIXVAL */
  HOST_WIDE_INT fixval;
};

#define LENGTHS_INF ASCSYNC_SPAN_INF

/* The interval of the values of a type, and S converted to it.  */
typedef struct int_span span_t;

/* The values of integer type TYPE, within [-LENGTHS_INF,
   LENGTHS_INF].  */
static span_t
type_span (tree type)
{
  return ascsync_span_of_type (TYPE_PRECISION (type), TYPE_UNSIGNED (type));
}

/* S limited to the values of TYPE: unchanged when they hold it, else
   all of TYPE's values (the conversion wraps).  */
static span_t
fit_type (span_t s, tree type)
{
  return ascsync_span_fit (s, TYPE_PRECISION (type), TYPE_UNSIGNED (type));
}

/* See gimple_val.h.  */
struct int_span
ascsync_span_of_type (int prec, bool uns)
{
  struct int_span s;
  uint64_t m = prec >= 64 ? (uns ? UINT64_MAX : INT64_MAX)
               : ((uint64_t) 1 << (prec - !uns)) - 1;
  s.hi = m >= (uint64_t) LENGTHS_INF ? LENGTHS_INF : (int64_t) m;
  s.lo = uns ? 0 : -s.hi;
  return s;
}

/* See gimple_val.h.  */
struct int_span
ascsync_span_fit (struct int_span s, int prec, bool uns)
{
  struct int_span t = ascsync_span_of_type (prec, uns);
  if (s.lo < t.lo || s.hi > t.hi)
    return t;
  return s;
}

/* Bound W of a range of sign SG as a number within [-LENGTHS_INF,
   LENGTHS_INF] (clamped there).  */
static int64_t
clamp_bound (const wide_int &w, signop sg)
{
  widest_int x = widest_int::from (w, sg);
  if (wi::gts_p (x, LENGTHS_INF))
    return LENGTHS_INF;
  if (wi::lts_p (x, -LENGTHS_INF))
    return -LENGTHS_INF;
  return x.to_shwi ();
}

/* GCC's range of SSA name X at statement AT, intersected with S (left
   as S when they do not meet).  CONVERTED: X is converted to a type of
   at most its precision on the way to the count, so the assumption
   holds for it: of an unsigned X, only the values that are not
   negative read as signed count (IVOPTs keeps
   "len - t * TILE" as an unsigned induction variable, and GCC's range
   under "(long) iv <= 15" is [0, 15] and the upper half).  */
static span_t
narrow_by_ranger (tree x, gimple *at, span_t s, bool converted)
{
  int_range_max r;
  if (!get_range_query (cfun)->range_of_expr (r, x, at) || r.undefined_p ()
      || r.varying_p ())
    return s;
  tree type = TREE_TYPE (x);
  unsigned prec = TYPE_PRECISION (type);
  bool halve = converted && TYPE_UNSIGNED (type) && prec >= 2 && prec <= 64;
  span_t g = { LENGTHS_INF, -LENGTHS_INF };
  for (unsigned i = 0; i < r.num_pairs (); i++)
    {
      wide_int wlo = r.lower_bound (i), whi = r.upper_bound (i);
      if (halve)
        {
          wide_int top = wi::set_bit_in_zero (prec - 1, prec);
          if (wi::geu_p (wlo, top))
            continue;             /* negative read as signed */
          if (wi::geu_p (whi, top))
            whi = top - 1;
        }
      g.lo = MIN (g.lo, clamp_bound (wlo, TYPE_SIGN (type)));
      g.hi = MAX (g.hi, clamp_bound (whi, TYPE_SIGN (type)));
    }
  if (g.lo > g.hi)
    return s;
  span_t t = { s.lo > g.lo ? s.lo : g.lo, s.hi < g.hi ? s.hi : g.hi };
  return t.lo <= t.hi ? t : s;
}

static span_t length_span (tree x, gimple *at, struct lengths_walk w,
                           bool converted);

/* Whether integer SSA names X and V hold one value where X is given
   one of V's that its type holds: V itself, or a conversion of it
   between types of 16 bits or more (the value fits each).  */
static bool
same_name_p (tree x, tree v)
{
  for (int depth = 0; depth < 4 && TREE_CODE (x) == SSA_NAME; depth++)
    {
      if (x == v)
        return true;
      gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (x));
      if (!as || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (as))
          || TYPE_PRECISION (TREE_TYPE (x)) < 16
          || !INTEGRAL_TYPE_P (TREE_TYPE (gimple_assign_rhs1 (as)))
          || TYPE_PRECISION (TREE_TYPE (gimple_assign_rhs1 (as))) < 16)
        return false;
      x = gimple_assign_rhs1 (as);
    }
  return x == v;
}

/* W one definition further in.  */
static struct lengths_walk
deeper (struct lengths_walk w)
{
  w.depth++;
  return w;
}

/* The values of argument ARG of CALL under the count assumption, DATA
   pointing to the walk at CALL's result (ascsync_retval_span).  */
static struct int_span
call_arg_span (tree arg, gcall *call, void *data)
{
  return length_span (arg, call, deeper (*(struct lengths_walk *) data),
                      false);
}

/* The quotients of A by B, B > 0, C's division rounding toward
   zero: monotone in A, and in B away from zero, so taken at the
   corners.  */
static void
span_quotients (span_t a, span_t b, __int128 *lo, __int128 *hi)
{
  int64_t q[4] = { a.lo / b.lo, a.lo / b.hi, a.hi / b.lo, a.hi / b.hi };
  *lo = *hi = q[0];
  for (int i = 1; i < 4; i++)
    {
      *lo = q[i] < *lo ? q[i] : *lo;
      *hi = q[i] > *hi ? q[i] : *hi;
    }
}

/* See gimple_val.h.  */
struct int_span
ascsync_span_combine (enum tree_code code, struct int_span a,
                      struct int_span b, int prec, bool uns)
{
  span_t any = ascsync_span_of_type (prec, uns);
  /* Bounds within 2^62 in magnitude: their sums and products hold in
     128 bits.  */
  __int128 lo, hi, c = b.lo;
  bool cst = b.lo == b.hi;
  switch (code)
    {
    case PLUS_EXPR:
      lo = (__int128) a.lo + b.lo, hi = (__int128) a.hi + b.hi;
      break;
    case MINUS_EXPR:
      lo = (__int128) a.lo - b.hi, hi = (__int128) a.hi - b.lo;
      break;
    case MULT_EXPR:
      if (cst && c >= 0)
        lo = a.lo * c, hi = a.hi * c;
      else if (a.lo >= 0 && b.lo >= 0)
        lo = (__int128) a.lo * b.lo, hi = (__int128) a.hi * b.hi;
      else
        return any;
      break;
    case TRUNC_DIV_EXPR:
    case EXACT_DIV_EXPR:
      if (b.lo <= 0)
        return any;
      span_quotients (a, b, &lo, &hi);
      break;
    case RSHIFT_EXPR:
      if (!cst || c < 0 || c > 62 || a.lo < 0)
        return any;
      lo = a.lo >> c, hi = a.hi >> c;
      break;
    case LSHIFT_EXPR:
      if (!cst || c < 0 || c > 62 || a.lo < 0)
        return any;
      lo = (__int128) a.lo << c, hi = (__int128) a.hi << c;
      break;
    case MIN_EXPR:
      lo = a.lo < b.lo ? a.lo : b.lo;
      hi = a.hi < b.hi ? a.hi : b.hi;
      break;
    case MAX_EXPR:
      lo = a.lo > b.lo ? a.lo : b.lo;
      hi = a.hi > b.hi ? a.hi : b.hi;
      break;
    case BIT_AND_EXPR:
      if (!cst || c < 0)
        return any;
      /* "X & 65535" is GCC's form of a conversion to uint16_t: the
         assumption holds for X as at a conversion.  */
      if ((c & (c + 1)) == 0 && a.lo < 0 && a.hi >= 0)
        a.lo = 0;
      lo = 0, hi = a.lo >= 0 && a.hi < c ? a.hi : c;
      break;
    default:
      return any;
    }
  if (lo < -LENGTHS_INF || hi > LENGTHS_INF || lo > hi)
    return any;
  span_t r = { (int64_t) lo, (int64_t) hi };
  return ascsync_span_fit (r, prec, uns);
}

/* See gimple_val.h.  */
struct int_span
ascsync_span_convert (struct int_span s, bool from_signed, int prec,
                      bool uns, bool counts)
{
  /* The assumption: a signed value converted is not negative.  */
  if (counts && from_signed && s.lo < 0)
    {
      if (s.hi < 0)
        return ascsync_span_of_type (prec, uns);
      s.lo = 0;
    }
  return ascsync_span_fit (s, prec, uns);
}

/* The values of the definition of SSA name X, assignment DEF.  */
static span_t
assign_span (tree x, gassign *def, struct lengths_walk w)
{
  tree type = TREE_TYPE (x);
  enum tree_code code = gimple_assign_rhs_code (def);
  if (CONVERT_EXPR_CODE_P (code) || code == SSA_NAME)
    {
      tree a = gimple_assign_rhs1 (def);
      if (!INTEGRAL_TYPE_P (TREE_TYPE (a)))
        return type_span (type);
      bool conv = code != SSA_NAME;
      /* Read as signed only where the conversion keeps at most A's
         bits: a zero-extension keeps every value of A.  */
      bool narrowing = conv && (TYPE_PRECISION (type)
                                <= TYPE_PRECISION (TREE_TYPE (a)));
      span_t sa = length_span (a, def, deeper (w), narrowing);
      return ascsync_span_convert (sa, !TYPE_UNSIGNED (TREE_TYPE (a)),
                                   TYPE_PRECISION (type),
                                   TYPE_UNSIGNED (type), conv);
    }
  if (get_gimple_rhs_class (code) != GIMPLE_BINARY_RHS)
    return type_span (type);
  tree a = gimple_assign_rhs1 (def), b = gimple_assign_rhs2 (def);
  if (!INTEGRAL_TYPE_P (TREE_TYPE (a)) || !INTEGRAL_TYPE_P (TREE_TYPE (b)))
    return type_span (type);
  return ascsync_span_combine (code, length_span (a, def, deeper (w), false),
                               length_span (b, def, deeper (w), false),
                               TYPE_PRECISION (type), TYPE_UNSIGNED (type));
}

/* The values of integer X at statement AT under the count assumption
   (see the head of the file), at walk W; CONVERTED: X is converted to a
   type of at most its precision there.  */
static span_t
length_span (tree x, gimple *at, struct lengths_walk w, bool converted)
{
  if (TREE_CODE (x) == INTEGER_CST)
    {
      span_t s = type_span (TREE_TYPE (x));
      if (!tree_fits_shwi_p (x) || tree_to_shwi (x) > LENGTHS_INF
          || tree_to_shwi (x) < -LENGTHS_INF)
        return s;
      s.lo = s.hi = tree_to_shwi (x);
      return s;
    }
  if (TREE_CODE (x) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (x)))
    {
      span_t any = { -LENGTHS_INF, LENGTHS_INF };
      return any;
    }
  span_t s = type_span (TREE_TYPE (x));
  if (w.fix && same_name_p (x, w.fix) && w.fixval >= s.lo
      && w.fixval <= s.hi)
    {
      s.lo = s.hi = w.fixval;
      return s;
    }
  gimple *def = SSA_NAME_DEF_STMT (x);
  if (w.depth < LENGTHS_MAX_DEPTH && --*w.steps_left >= 0
      && !SSA_NAME_IS_DEFAULT_DEF (x))
    {
      if (gassign *as = dyn_cast <gassign *> (def))
        s = assign_span (x, as, w);
      else if (gphi *phi = dyn_cast <gphi *> (def))
        {
          /* The union of the arguments, each at its definition; not a
             loop's header, whose arguments come round the loop.  */
          basic_block bb = gimple_bb (phi);
          if (!bb->loop_father || bb->loop_father->header != bb)
            for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
              {
                tree a = gimple_phi_arg_def (phi, i);
                gimple *adef = TREE_CODE (a) == SSA_NAME
                               ? SSA_NAME_DEF_STMT (a) : phi;
                span_t sa = fit_type (length_span (a, adef, deeper (w),
                                                   false),
                                      TREE_TYPE (x));
                s.lo = i == 0 ? sa.lo : MIN (s.lo, sa.lo);
                s.hi = i == 0 ? sa.hi : MAX (s.hi, sa.hi);
              }
        }
      else if (gcall *call = dyn_cast <gcall *> (def))
        {
          /* A helper's result: its recorded expression at CALL's
             arguments, the assumption holding in it too.  */
          struct int_span r;
          if (ascsync_retval_span (call, call_arg_span, &w, true, &r))
            s = fit_type (r, TREE_TYPE (x));
        }
    }
  uint64_t tlo, thi;
  if (ascsync_tail_count (x, &tlo, &thi) && (int64_t) thi < s.hi)
    {
      /* The length of a tile of a ceil-div tiling: proved, in [1, S].  */
      s.lo = (int64_t) tlo;
      s.hi = (int64_t) thi;
    }
  return narrow_by_ranger (x, at, s, converted);
}

/* See gimple_val.h.  */
bool
ascsync_count_not_negative (tree t, gimple *stmt, uint64_t tmax,
                            uint64_t *hi)
{
  if (TREE_CODE (t) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (t)))
    return false;
  int steps = LENGTHS_MAX_STEPS;
  struct lengths_walk w = { 0, &steps, NULL_TREE, 0 };
  span_t s = length_span (t, stmt, w, false);
  if (s.lo < 0 || s.hi < s.lo || (uint64_t) s.hi > tmax
      || (uint64_t) s.hi >= ascsync_type_max (TREE_TYPE (t)))
    return false;
  *hi = (uint64_t) s.hi;
  return true;
}

/* ascsync_converted_count_top's answers in function TOP_FN, by SSA
   version: TOP_STATE 0 not asked, 1 none, 2 TOP_HI (the walk is long;
   the exit tests and guards of a function ask about one name many
   times).  */
static function *top_fn;
static vec<unsigned char> top_state;
static vec<uint64_t> top_hi;

/* See gimple_val.h.  */
void
ascsync_lengths_reset (void)
{
  top_fn = NULL;
  top_state.release ();
  top_hi.release ();
}

/* See gimple_val.h.  */
bool
ascsync_converted_count_top (tree t, uint64_t *hi)
{
  if (TREE_CODE (t) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (t)))
    return false;
  if (top_fn != cfun)
    {
      ascsync_lengths_reset ();
      top_fn = cfun;
    }
  unsigned v = SSA_NAME_VERSION (t);
  if (v >= top_state.length ())
    {
      top_state.safe_grow_cleared (num_ssa_names > v ? num_ssa_names : v + 1);
      top_hi.safe_grow_cleared (top_state.length ());
    }
  if (top_state[v])
    {
      *hi = top_hi[v];
      return top_state[v] == 2;
    }
  int steps = LENGTHS_MAX_STEPS;
  struct lengths_walk w = { 0, &steps, NULL_TREE, 0 };
  span_t s = length_span (t, SSA_NAME_DEF_STMT (t), w, true);
  bool ok = s.hi >= 0 && s.hi < LENGTHS_INF;
  top_state[v] = ok ? 2 : 1;
  top_hi[v] = ok ? (uint64_t) s.hi : 0;
  *hi = top_hi[v];
  return ok;
}

/* See gimple_val.h.  */
bool
ascsync_count_at (tree t, gimple *stmt, tree v, HOST_WIDE_INT val,
                  uint64_t *hi)
{
  if (TREE_CODE (t) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (t))
      || TREE_CODE (v) != SSA_NAME)
    return false;
  int steps = LENGTHS_MAX_STEPS;
  struct lengths_walk w = { 0, &steps, v, val };
  span_t s = length_span (t, stmt, w, false);
  if (s.lo < 0 || s.hi < s.lo
      || (uint64_t) s.hi >= ascsync_type_max (TREE_TYPE (t)))
    return false;
  *hi = (uint64_t) s.hi;
  return true;
}
