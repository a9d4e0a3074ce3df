/* gimple_rowsize.cc -- rows whose size is known only at run time, for
   the row forms of gimple_rows.cc (ascsync).

   A scatter whose row length D comes from the kernel's arguments (or a
   tiling structure the scalar unit reads) stores row R of its output
   with

     copy_ubuf_to_gm (y + (int64_t) r * d, o + j * d, 0, 1, d / 16, 0, 0);

   The offset is U * S * F (R), S the value of D fixed through the run
   and U a constant (the element's size), and the transfer's length is
   itself computed from D.  Two such stores touch a common byte only
   when their rows are equal -- a row form -- provided every transfer
   stays in one row: its bytes from the row's start lie in [0, U * S)
   for every value S may take.  Here that is shown from the form of the
   transfer's one count computed at run time: at most P / Q times S
   (S itself, divided or shifted right by constants, multiplied by
   constants, converted to wider types or narrower unsigned ones, all
   on values not below 0) -- and from the intrinsic table's footprint,
   which is affine in one count when the others are constants.  */

#include "ascsync-gcc.h"
#include "gimple_val.h"

/* Largest numerator and denominator of a ratio.  */
#define RATIO_MAX ((uint64_t) 1 << 20)

/* Whether integer ARG is at most *P / *Q times the value of ROOT (an
   SSA name) whenever ROOT is not negative (see the file comment).  */
static bool
ratio_of (tree arg, tree root, uint64_t *p, uint64_t *q, int depth)
{
  if (arg == root)
    {
      *p = *q = 1;
      return true;
    }
  if (TREE_CODE (arg) != SSA_NAME || depth > 8
      || !INTEGRAL_TYPE_P (TREE_TYPE (arg)))
    return false;
  gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (arg));
  if (!as)
    return false;
  enum tree_code code = gimple_assign_rhs_code (as);
  tree a = gimple_assign_rhs1 (as);
  if (CONVERT_EXPR_CODE_P (code) || code == SSA_NAME)
    {
      tree from = TREE_TYPE (a), to = TREE_TYPE (arg);
      if (!INTEGRAL_TYPE_P (from)
          || (TYPE_PRECISION (to) < TYPE_PRECISION (from)
              && !TYPE_UNSIGNED (to)))
        return false;
      return ratio_of (a, root, p, q, depth + 1);
    }
  tree c = gimple_assign_rhs2 (as);
  if (!c || TREE_CODE (c) != INTEGER_CST || !tree_fits_uhwi_p (c)
      || tree_to_uhwi (c) == 0 || tree_to_uhwi (c) >= RATIO_MAX
      || !ratio_of (a, root, p, q, depth + 1))
    return false;
  uint64_t k = tree_to_uhwi (c);
  switch (code)
    {
    case TRUNC_DIV_EXPR:
      *q *= k;
      break;
    case RSHIFT_EXPR:
      if (k >= 20)
        return false;
      *q <<= k;
      break;
    case MULT_EXPR:
      *p *= k;
      break;
    default:
      return false;
    }
  return *p < RATIO_MAX && *q < RATIO_MAX;
}

/* The extent [*ST, *EN) from operand OPD's pointer of access K (of NA)
   of a call of OP (variant VAR) with arguments ARGS but count argument
   SYM set to V; false when there is no such access.  */
static bool
extent_at (enum asc_op op, enum asc_variant var, const uint64_t *args,
           int na, int k, int opd, int sym, uint64_t v, int64_t *st,
           int64_t *en)
{
  struct asc_access a;
  if (!ascsync_access_with_arg (op, var, args, sym, v, na, k, &a)
      || a.operand != opd || a.base < args[opd])
    return false;
  *st = (int64_t) (a.base - args[opd]);
  *en = (int64_t) (asc_access_end (&a) - args[opd]);
  return true;
}

/* See ascsync-gcc.h.  */
bool
ascsync_row_fits_run_size (gcall *call, enum asc_op op, enum asc_variant var,
                           const uint64_t *args, int na, int k,
                           int opd, int sym, tree sroot, uint64_t unit,
                           int64_t *st)
{
  uint64_t p = 0, q = 1, lo, hi;
  bool nonneg;
  if (unit >= RATIO_MAX
      || !ascsync_range_bounds (sroot, call, &lo, &hi, &nonneg) || !nonneg
      || lo == 0)
    return false;
  if (sym < 0)
    {
      /* Every count a constant: the extent against the least row.  */
      int64_t e;
      return (ascsync_operand_extent (op, var, args, na, k, opd, st, &e)
              && *st >= 0 && e >= *st && (uint64_t) e <= unit * lo);
    }
  if (!ratio_of (gimple_call_arg (call, sym + 2), sroot, &p, &q, 0))
    return false;
  /* The extent at counts 1, 2, 3 and 200: one start, an end affine in
     the count.  */
  static const uint64_t pts[4] = { 1, 2, 3, 200 };
  int64_t s[4], e[4];
  for (int i = 0; i < 4; i++)
    if (!extent_at (op, var, args, na, k, opd, sym, pts[i], &s[i], &e[i])
        || s[i] != s[0] || e[i] < s[i])
      return false;
  int64_t slope = e[1] - e[0], e0 = e[0] - slope;
  if (slope < 0 || slope >= (int64_t) RATIO_MAX || e[2] - e[1] != slope
      || e[3] - e[0] != slope * 199 || s[0] < 0)
    return false;
  /* E0 + SLOPE * P / Q * S <= UNIT * S for every S >= LO.  */
  uint64_t need = (uint64_t) slope * p, have = unit * q;
  if (need > have)
    return false;
  if (e0 > 0 && (uint64_t) e0 * q > (have - need) * lo)
    return false;
  /* A count of 0 (S below Q): whatever the footprint makes of it.  */
  int64_t s0, z;
  if (extent_at (op, var, args, na, k, opd, sym, 0, &s0, &z)
      && (s0 < 0 || z > e0 + slope || (uint64_t) z > unit * lo))
    return false;
  *st = s[0];
  return true;
}
