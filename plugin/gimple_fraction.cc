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
   keep it), or to a value V is computed from by products, divisions and
   right shifts by constants (GCC computes both from the length they
   share: "tile = len >> 1", "len >> 5" blocks; or "slot = tile * 128"
   halves and "MIN (rows, tile) * 8" blocks), the bound carried back up
   to V step by step.  */

#include "ascsync-gcc.h"
#include "gimple_val.h"

#define FRACTION_DEPTH 12        /* definitions followed */
#define FRACTION_MAX ((uint64_t) 1 << 20)  /* largest NUM and DEN */
#define FRACTION_BUDGET 4096     /* definitions one question follows */

/* See ascsync-gcc.h.  */
bool
ascsync_conversion_keeps_value_p (tree from, tree to)
{
  bool ufrom = POINTER_TYPE_P (from) || TYPE_UNSIGNED (from);
  bool uto = POINTER_TYPE_P (to) || TYPE_UNSIGNED (to);
  unsigned pf = TYPE_PRECISION (from), pt = TYPE_PRECISION (to);
  return ufrom ? pt > pf || (pt == pf && uto) : pt >= pf && !uto;
}

/* T through the conversions that keep its value
   (ascsync_conversion_keeps_value_p) of integers.  */
static tree
strip_exact_conversions (tree t)
{
  for (int guard = 0; guard < 6 && TREE_CODE (t) == SSA_NAME; guard++)
    {
      gassign *d = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
      if (!d || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (d)))
        break;
      tree from = gimple_assign_rhs1 (d);
      if (TREE_CODE (from) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (from))
          || !INTEGRAL_TYPE_P (TREE_TYPE (t))
          || !ascsync_conversion_keeps_value_p (TREE_TYPE (from),
                                                TREE_TYPE (t)))
        break;
      t = from;
    }
  return t;
}

/* Whether integer operand T is not negative where statement AT uses
   what is computed from it (NULL: anywhere): a constant, an unsigned
   type, ROOT itself (when not null: a value the caller knows not to be
   negative), GCC's range there, or computed from
   values that are not so by divisions, right shifts, products (in a
   type whose overflow is undefined), masks, MIN and MAX, and widening
   conversions; DEPTH definitions deep.  */
static bool
not_negative_p (tree t, tree root, gimple *at, int depth)
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
  if (ascsync_range_bounds (t, at, &lo, &hi, &nonneg) && nonneg)
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
             && not_negative_p (r1, root, at, depth + 1);
    case MULT_EXPR:
      return TYPE_OVERFLOW_UNDEFINED (TREE_TYPE (t))
             && not_negative_p (r1, root, at, depth + 1)
             && not_negative_p (r2, root, at, depth + 1);
    case BIT_AND_EXPR:
    case MAX_EXPR:
      return not_negative_p (r1, root, at, depth + 1)
             || not_negative_p (r2, root, at, depth + 1);
    case MIN_EXPR:
      return not_negative_p (r1, root, at, depth + 1)
             && not_negative_p (r2, root, at, depth + 1);
    CASE_CONVERT:
      return INTEGRAL_TYPE_P (TREE_TYPE (r1))
             && TYPE_PRECISION (TREE_TYPE (r1)) < TYPE_PRECISION (TREE_TYPE (t))
             && not_negative_p (r1, root, at, depth + 1);
    case SSA_NAME:
      return not_negative_p (r1, root, at, depth + 1);
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

/* What fraction_of compares against: V, ROOT and AT as for
   not_negative_p, and COUNTED: the value bounded is a count, so the
   count assumption (gimple_lengths.cc; with the layout assumption)
   takes a signed value converted on its way not to be negative.  */
struct fraction_ctx
{
  tree v, root;
  gimple *at;
  bool counted;
  edge on;                      /* the PHI argument's edge the values
                                   flow on, or NULL */
  int *budget;                  /* definitions the question may still
                                   follow (the walk branches at PHIs and
                                   at the bounds of their edges) */
};

static bool fraction_of (tree a, const struct fraction_ctx *fc, bool assumed,
                         int depth, uint64_t *num, uint64_t *den);

/* The larger of the fractions N1 / D1 and *NUM / *DEN into *NUM and
   *DEN.  */
static void
larger_fraction (uint64_t n1, uint64_t d1, uint64_t *num, uint64_t *den)
{
  if ((unsigned __int128) n1 * *den > (unsigned __int128) *num * d1)
    {
      *num = n1;
      *den = d1;
    }
}

/* A value that bounds X from above on edge E, by the condition of a
   block E leaves, or of one on the way to it through blocks of one
   predecessor ("if (rows > tile)" not taken: "rows <= tile"); NULL_TREE
   when none does.  The two compared in one integer type, each X or the
   bound through conversions that keep its value.  */
static tree
edge_upper_bound (edge e, tree x)
{
  x = strip_exact_conversions (x);
  for (int step = 0; step < 4 && e; step++)
    {
      tree l, r;
      enum tree_code code = ascsync_edge_outcome (e, &l, &r);
      if (code == GE_EXPR || code == GT_EXPR)
        {
          tree t = l;
          l = r;
          r = t;
          code = code == GE_EXPR ? LE_EXPR : LT_EXPR;
        }
      if ((code == LE_EXPR || code == LT_EXPR)
          && INTEGRAL_TYPE_P (TREE_TYPE (l))
          && strip_exact_conversions (l) == x)
        return r;
      e = single_pred_p (e->src) ? single_pred_edge (e->src) : NULL;
    }
  return NULL_TREE;
}

/* fraction_of for PHI A: every argument bounded, by its definition and
   the conditions on the way to its edge (edge_upper_bound: the arm of
   "rows = n - t * tile; if (rows > tile) rows = tile;" not taken, or
   "(int) n" on the arm of "if (tile > n)"), the largest fraction kept.
   ASSUMED: A is taken not to be negative, and so is each argument.  */
static bool
phi_fraction (gphi *phi, const struct fraction_ctx *fc, bool assumed,
              int depth, uint64_t *num, uint64_t *den)
{
  uint64_t bn = 0, bd = 1;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      struct fraction_ctx on = *fc;
      on.on = gimple_phi_arg_edge (phi, i);
      uint64_t n1 = *num, d1 = *den;
      if (!fraction_of (gimple_phi_arg_def (phi, i), &on, assumed, depth + 1,
                        &n1, &d1))
        return false;
      larger_fraction (n1, d1, &bn, &bd);
    }
  *num = bn;
  *den = bd;
  return bn > 0;
}

/* ascsync_count_fraction for A against FC, DEPTH definitions deep,
   with NUM and DEN the factors found so far.  ASSUMED: A is taken not
   to be negative (the count assumption, or a value it bounds).  */
static bool
fraction_of (tree a, const struct fraction_ctx *fc, bool assumed, int depth,
             uint64_t *num, uint64_t *den)
{
  if (depth > FRACTION_DEPTH || *num > FRACTION_MAX || *den > FRACTION_MAX
      || --*fc->budget < 0)
    return false;
  if (strip_exact_conversions (a) == fc->v)
    return true;
  if (TREE_CODE (a) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (a))
      || (!assumed && !not_negative_p (a, fc->root, fc->at, 0)))
    return false;
  /* Bounded by the conditions on the way to a PHI argument's edge (a
     value is the same wherever it is used).  */
  if (fc->on)
    {
      tree w = edge_upper_bound (fc->on, a);
      uint64_t n1 = *num, d1 = *den;
      if (w && fraction_of (w, fc, assumed, depth + 1, &n1, &d1))
        {
          *num = n1;
          *den = d1;
          return true;
        }
    }
  if (gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (a)))
    return phi_fraction (phi, fc, assumed, depth, num, den);
  gassign *d = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (a));
  if (!d)
    return false;
  tree r1 = gimple_assign_rhs1 (d);
  tree r2 = gimple_num_ops (d) > 2 ? gimple_assign_rhs2 (d) : NULL_TREE;
  uint64_t c;
  switch (gimple_assign_rhs_code (d))
    {
    CASE_CONVERT:
      {
        if (TREE_CODE (r1) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (r1)))
          return false;
        /* A value-keeping conversion keeps ASSUMED; the count assumption
           gives it to a signed value converted on a count's way.  */
        bool kept = strip_exact_conversions (a) == strip_exact_conversions
                                                      (r1);
        bool r1_assumed = (assumed && kept)
                          || (fc->counted && !TYPE_UNSIGNED (TREE_TYPE (r1))
                              && ascsync_settings.layout);
        if (!r1_assumed && !not_negative_p (r1, fc->root, fc->at, 0))
          return false;
        return fraction_of (r1, fc, r1_assumed, depth + 1, num, den);
      }
    case TRUNC_DIV_EXPR:
      if (!small_positive (r2, &c))
        return false;
      *den *= c;
      return fraction_of (r1, fc, false, depth + 1, num, den);
    case RSHIFT_EXPR:
      if (!small_positive (r2, &c) || c > 20)
        return false;
      *den <<= c;
      return fraction_of (r1, fc, false, depth + 1, num, den);
    case MULT_EXPR:
      if (!small_positive (r2, &c))
        return false;
      *num *= c;
      return fraction_of (r1, fc, false, depth + 1, num, den);
    case BIT_AND_EXPR:
      if (TREE_CODE (r2) != INTEGER_CST)
        return false;
      return fraction_of (r1, fc, false, depth + 1, num, den);
    case MIN_EXPR:
      {
        /* MIN (X, Y) not negative: neither is.  */
        uint64_t n1 = *num, d1 = *den;
        if (fraction_of (r1, fc, assumed, depth + 1, &n1, &d1))
          {
            *num = n1;
            *den = d1;
            return true;
          }
        return fraction_of (r2, fc, assumed, depth + 1, num, den);
      }
    case SSA_NAME:
      return fraction_of (r1, fc, assumed, depth + 1, num, den);
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

/* One step down from V to the value it is computed from: V = W * MUL
   exactly (MUL > 1), or V = floor (W / DIV).  */
struct fraction_step
{
  uint64_t mul, div;
};

/* The step down from integer SSA name V into *STEP, returning W; null
   when V is no product of W by a positive constant that cannot wrap,
   nor a division or right shift of W by one.  V_NONNEG: V is not
   negative; *W_NONNEG is set when that makes W not negative (a product
   in a type whose overflow is undefined).  */
static tree
fraction_step_down (tree v, bool v_nonneg, struct fraction_step *step,
                    bool *w_nonneg)
{
  gassign *d = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (v));
  uint64_t c;
  if (!d || gimple_num_ops (d) < 3
      || !small_positive (gimple_assign_rhs2 (d), &c))
    return NULL_TREE;
  tree w = gimple_assign_rhs1 (d);
  step->mul = step->div = 1;
  *w_nonneg = false;
  switch (gimple_assign_rhs_code (d))
    {
    case RSHIFT_EXPR:
      if (c > 20)
        return NULL_TREE;
      step->div = (uint64_t) 1 << c;
      return w;
    case TRUNC_DIV_EXPR:
      step->div = c;
      return w;
    case MULT_EXPR:
      {
        uint64_t lo, hi;
        bool nonneg;
        tree type = TREE_TYPE (v);
        if (TYPE_OVERFLOW_UNDEFINED (type))
          *w_nonneg = v_nonneg;
        else if (!TYPE_UNSIGNED (type)
                 || !ascsync_range_bounds (w, NULL, &lo, &hi, &nonneg)
                 || hi > ascsync_type_max (type) / c)
          return NULL_TREE;
        step->mul = c;
        return w;
      }
    default:
      return NULL_TREE;
    }
}

/* A <= W * *NUM / *DEN, W the value the STEPS (N of them, the first
   from V) lead down to: the bound on V itself, or false.  Up a product
   V = W * MUL, A <= V * NUM / (DEN * MUL) exactly.  Up a division V =
   floor (W / DIV) of a value not negative, an integer A <= W / DEN with
   DEN a multiple of DIV is at most floor (W / DEN) = floor (V / (DEN /
   DIV)).  */
static bool
fraction_up (const struct fraction_step *steps, int n, uint64_t *num,
             uint64_t *den)
{
  for (int i = n - 1; i >= 0; i--)
    if (steps[i].mul > 1)
      {
        *den *= steps[i].mul;
        if (*den > FRACTION_MAX)
          return false;
      }
    else if (steps[i].div > 1)
      {
        if (*num != 1 || *den % steps[i].div != 0)
          return false;
        *den /= steps[i].div;
      }
  return true;
}

/* See ascsync-gcc.h.  GCC may compute the count from what V is
   computed from ("tile = len >> 1; blocks = len >> 5", or "slot = tile
   * 128; blocks = tile * 8"): the bound is sought against each value on
   the way down from V by products, divisions and right shifts by
   constants, and carried back up to V (fraction_up).  */
bool
ascsync_count_fraction (tree a, tree v, gimple *at, bool v_nonneg,
                        bool counted, uint64_t *num, uint64_t *den)
{
  struct fraction_step steps[FRACTION_DEPTH];
  int budget = FRACTION_BUDGET;
  tree root = v_nonneg ? strip_exact_conversions (v) : NULL_TREE;
  for (int depth = 0; depth < FRACTION_DEPTH; depth++)
    {
      v = strip_exact_conversions (v);
      if (TREE_CODE (v) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (v))
          || !not_negative_p (v, root, at, 0))
        return false;
      *num = 1;
      *den = 1;
      struct fraction_ctx fc = { v, root, at, counted, NULL, &budget };
      if (fraction_of (a, &fc, false, 0, num, den)
          && fraction_up (steps, depth, num, den))
        return true;
      bool w_nonneg;
      tree w = fraction_step_down (v, true, &steps[depth], &w_nonneg);
      if (!w || TREE_CODE (w) != SSA_NAME)
        return false;
      if (w_nonneg)
        root = strip_exact_conversions (w);
      v = w;
    }
  return false;
}
