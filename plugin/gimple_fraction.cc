/* gimple_fraction.cc -- a count bounded by a fraction of a value known
   only at run time (ascsync).

   A tile's transfer writes "(uint16_t) (tile / 16)" blocks of 32 bytes
   through a pointer that moves by TILE halves per iteration: whatever
   TILE is, the count is at most TILE / 16, so the transfer covers at
   most the 2 * TILE bytes the pointer moves and two iterations' windows
   never meet.  GCC's range of an unchecked TILE is its whole type, too
   many values to check one by one (gimple_across.cc's bounded_steps_self
   does that for a checked one); here the bound is found from the
   count's definition instead: A <= V * NUM / DEN for every value, V the
   run-time value, walking from A through

     - conversions: of a value that is not negative, to a type of any
       width (a narrowing one takes it modulo 2^P, which only lowers it);
     - divisions and right shifts by constants (DEN grows), products by
       constants (NUM grows; an unsigned product that wraps is only
       lower), and masks by constants (only lower);
     - MIN_EXPR: either operand bounds it;

   every value on the way not negative (an unsigned type, GCC's range,
   or computed from values that are not negative; V itself when the
   caller knows it is not, a length buffers are laid out from), down to
   V itself (the same value through conversions that
   keep it), or to a value V is an exact fraction of (GCC computes both
   from the length they share: "tile = len >> 1", "len >> 5" blocks).  */

#include "ascsync-gcc.h"
#include "gimple_val.h"

#define FRACTION_DEPTH 12        /* definitions followed */
#define FRACTION_MAX ((uint64_t) 1 << 20)  /* largest NUM and DEN */

/* T through the conversions that keep its value: to a type at least as
   wide, of the same signedness or from an unsigned one.  */
static tree
strip_exact_conversions (tree t)
{
  for (int guard = 0; guard < 6 && TREE_CODE (t) == SSA_NAME; guard++)
    {
      gassign *d = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
      if (!d || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (d)))
        break;
      tree from = gimple_assign_rhs1 (d);
      tree ft = TREE_TYPE (from), tt = TREE_TYPE (t);
      if (TREE_CODE (from) != SSA_NAME || !INTEGRAL_TYPE_P (ft)
          || TYPE_PRECISION (tt) < TYPE_PRECISION (ft)
          || (TYPE_UNSIGNED (tt) != TYPE_UNSIGNED (ft)
              && (!TYPE_UNSIGNED (ft)
                  || TYPE_PRECISION (tt) == TYPE_PRECISION (ft))))
        break;
      t = from;
    }
  return t;
}

/* Whether integer operand T is not negative wherever it is computed:
   a constant, an unsigned type, ROOT itself (when not null: a value
   the caller knows not to be negative), GCC's range, or computed from
   values that are not so by divisions, right shifts, products (in a
   type whose overflow is undefined), masks, MIN and MAX, and widening
   conversions; DEPTH definitions deep.  */
static bool
not_negative_p (tree t, tree root, int depth)
{
  if (TREE_CODE (t) == INTEGER_CST)
    return tree_int_cst_sgn (t) >= 0;
  if (TREE_CODE (t) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (t)))
    return false;
  if (TYPE_UNSIGNED (TREE_TYPE (t))
      || (root && strip_exact_conversions (t) == root))
    return true;
  uint64_t lo, hi;
  bool nonneg;
  if (ascsync_range_bounds (t, NULL, &lo, &hi, &nonneg) && nonneg)
    return true;
  gassign *d = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
  if (!d || depth > FRACTION_DEPTH)
    return false;
  tree r1 = gimple_assign_rhs1 (d);
  tree r2 = gimple_num_ops (d) > 2 ? gimple_assign_rhs2 (d) : NULL_TREE;
  switch (gimple_assign_rhs_code (d))
    {
    case TRUNC_DIV_EXPR:
    case RSHIFT_EXPR:
      return TREE_CODE (r2) == INTEGER_CST && tree_int_cst_sgn (r2) > 0
             && not_negative_p (r1, root, depth + 1);
    case MULT_EXPR:
      return TYPE_OVERFLOW_UNDEFINED (TREE_TYPE (t))
             && not_negative_p (r1, root, depth + 1)
             && not_negative_p (r2, root, depth + 1);
    case BIT_AND_EXPR:
    case MAX_EXPR:
      return not_negative_p (r1, root, depth + 1)
             || not_negative_p (r2, root, depth + 1);
    case MIN_EXPR:
      return not_negative_p (r1, root, depth + 1)
             && not_negative_p (r2, root, depth + 1);
    CASE_CONVERT:
      return INTEGRAL_TYPE_P (TREE_TYPE (r1))
             && TYPE_PRECISION (TREE_TYPE (r1)) < TYPE_PRECISION (TREE_TYPE (t))
             && not_negative_p (r1, root, depth + 1);
    case SSA_NAME:
      return not_negative_p (r1, root, depth + 1);
    default:
      return false;
    }
}

/* A positive integer constant C (at most FRACTION_MAX) into *C.  */
static bool
small_positive (tree c, uint64_t *out)
{
  if (TREE_CODE (c) != INTEGER_CST || !tree_fits_uhwi_p (c))
    return false;
  *out = tree_to_uhwi (c);
  return *out >= 1 && *out <= FRACTION_MAX;
}

/* ascsync_count_fraction for A and V, DEPTH definitions deep, with NUM
   and DEN the factors found so far; ROOT as for not_negative_p.  */
static bool
fraction_of (tree a, tree v, tree root, int depth, uint64_t *num,
             uint64_t *den)
{
  if (depth > FRACTION_DEPTH || *num > FRACTION_MAX || *den > FRACTION_MAX)
    return false;
  if (strip_exact_conversions (a) == v)
    return true;
  if (TREE_CODE (a) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (a))
      || !not_negative_p (a, root, 0))
    return false;
  gassign *d = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (a));
  if (!d)
    return false;
  tree r1 = gimple_assign_rhs1 (d);
  tree r2 = gimple_num_ops (d) > 2 ? gimple_assign_rhs2 (d) : NULL_TREE;
  uint64_t c;
  switch (gimple_assign_rhs_code (d))
    {
    CASE_CONVERT:
      if (TREE_CODE (r1) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (r1))
          || !not_negative_p (r1, root, 0))
        return false;
      return fraction_of (r1, v, root, depth + 1, num, den);
    case TRUNC_DIV_EXPR:
      if (!small_positive (r2, &c))
        return false;
      *den *= c;
      return fraction_of (r1, v, root, depth + 1, num, den);
    case RSHIFT_EXPR:
      if (!small_positive (r2, &c) || c > 20)
        return false;
      *den <<= c;
      return fraction_of (r1, v, root, depth + 1, num, den);
    case MULT_EXPR:
      if (!small_positive (r2, &c))
        return false;
      *num *= c;
      return fraction_of (r1, v, root, depth + 1, num, den);
    case BIT_AND_EXPR:
      if (TREE_CODE (r2) != INTEGER_CST)
        return false;
      return fraction_of (r1, v, root, depth + 1, num, den);
    case MIN_EXPR:
      {
        uint64_t n1 = *num, d1 = *den;
        if (fraction_of (r1, v, root, depth + 1, &n1, &d1))
          {
            *num = n1;
            *den = d1;
            return true;
          }
        return fraction_of (r2, v, root, depth + 1, num, den);
      }
    case SSA_NAME:
      return fraction_of (r1, v, root, depth + 1, num, den);
    default:
      return false;
    }
}

/* See ascsync-gcc.h.  */
bool
ascsync_same_exact_value_p (tree a, tree b)
{
  return strip_exact_conversions (a) == strip_exact_conversions (b);
}

/* See ascsync-gcc.h.  GCC may compute the count from what V is
   computed from ("tile = len >> 1; blocks = len >> 5"): V is
   floor (R / DV) for each R on the way down from V by exact divisions
   and right shifts of values not negative, and a count at most R / DEN
   with DEN a multiple of DV is at most floor (R / DEN) = floor (V /
   (DEN / DV)).  */
bool
ascsync_count_fraction (tree a, tree v, bool v_nonneg, uint64_t *num,
                        uint64_t *den)
{
  uint64_t dv = 1;
  tree root = v_nonneg ? strip_exact_conversions (v) : NULL_TREE;
  for (int depth = 0; depth < FRACTION_DEPTH; depth++)
    {
      v = strip_exact_conversions (v);
      if (TREE_CODE (v) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (v))
          || !not_negative_p (v, root, 0))
        return false;
      *num = 1;
      *den = 1;
      if (fraction_of (a, v, root, 0, num, den)
          && (dv == 1 || (*num == 1 && *den % dv == 0)))
        {
          *den /= dv;
          return true;
        }
      gassign *d = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (v));
      uint64_t c;
      if (!d || gimple_num_ops (d) < 3
          || !small_positive (gimple_assign_rhs2 (d), &c))
        return false;
      if (gimple_assign_rhs_code (d) == RSHIFT_EXPR && c <= 20)
        dv <<= c;
      else if (gimple_assign_rhs_code (d) == TRUNC_DIV_EXPR)
        dv *= c;
      else
        return false;
      if (dv > FRACTION_MAX)
        return false;
      v = gimple_assign_rhs1 (d);
    }
  return false;
}
