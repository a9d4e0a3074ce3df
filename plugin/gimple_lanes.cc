/* gimple_lanes.cc -- the values of a lane taken out of an integer
   vector, for the evaluator of gimple_val.cc (ascsync).

   GCC's vectorizer (basic-block SLP, -O2 and above) computes
   neighbouring scalar values in one vector and takes each out again
   with BIT_FIELD_REF.  The counts of eight bags, each clamped to
   [0, 12], become

     vect_c = MAX_EXPR <MIN_EXPR <vect_n, { 12, ... }>, { 0, ... }>;
     m0 = BIT_FIELD_REF <vect_c, 32, 0>;

   and the scalar ranges GCC's value-range pass gives the clamped
   scalars exist for no lane.  A lane's value is bounded by what the
   vector operations do to every lane: here [0, 12], whatever the load
   of vect_n read.  The bounds are signed (a lane may be negative
   before the clamp), so elements of at most 63 bits are followed:
   constants, a vector built from scalars the evaluator knows, a
   minimum or maximum, a conversion to a wider element keeping the
   value, a PHI of such vectors; anything else may be any value of its
   element type.  A loop's PHI takes its own value back through the
   latch: the depth bound ends that walk at the element type's values,
   so a vector a loop changes is no narrower than its type.  */

#include "ascsync-gcc.h"
#include "gimple_val.h"

/* Vector operations followed down from a lane.  */
#define LANE_DEPTH 8

/* Whether TYPE is a vector of integers of at most 63 bits.  */
static bool
int_vector_p (tree type)
{
  if (TREE_CODE (type) != VECTOR_TYPE)
    return false;
  tree et = TREE_TYPE (type);
  return INTEGRAL_TYPE_P (et) && TYPE_PRECISION (et) <= 63;
}

/* The values of the integers of type TYPE (at most 63 bits) into
   [*LO, *HI].  */
static void
type_range (tree type, int64_t *lo, int64_t *hi)
{
  unsigned p = TYPE_PRECISION (type);
  if (TYPE_UNSIGNED (type))
    {
      *lo = 0;
      *hi = (int64_t) (((uint64_t) 1 << p) - 1);
    }
  else
    {
      *hi = (int64_t) (((uint64_t) 1 << (p - 1)) - 1);
      *lo = -*hi - 1;
    }
}

/* Join [LO, HI] into [*ALO, *AHI], or start it when !*HAS.  */
static void
join_range (int64_t lo, int64_t hi, int64_t *alo, int64_t *ahi, bool *has)
{
  *alo = *has && *alo < lo ? *alo : lo;
  *ahi = *has && *ahi > hi ? *ahi : hi;
  *has = true;
}

/* The values of the elements of constant vector V into [*LO, *HI];
   false when one is no integer of 63 bits.  */
static bool
cst_lanes (tree v, int64_t *lo, int64_t *hi)
{
  unsigned HOST_WIDE_INT n;
  bool has = false;
  if (!VECTOR_CST_NELTS (v).is_constant (&n))
    return false;
  for (unsigned HOST_WIDE_INT i = 0; i < n; i++)
    {
      tree e = vector_cst_elt (v, i);
      if (TREE_CODE (e) != INTEGER_CST || !tree_fits_shwi_p (e))
        return false;
      HOST_WIDE_INT x = tree_to_shwi (e);
      join_range (x, x, lo, hi, &has);
    }
  return has;
}

/* The values of the elements of vector constructor C into [*LO, *HI]:
   the evaluator's values of its scalars (0 for the elements it leaves
   out); false when one is not known.  */
static bool
ctor_lanes (tree c, int64_t *lo, int64_t *hi)
{
  unsigned i;
  tree e;
  bool has = false;
  FOR_EACH_CONSTRUCTOR_VALUE (CONSTRUCTOR_ELTS (c), i, e)
    {
      if (TREE_CODE (TREE_TYPE (e)) == VECTOR_TYPE)
        return false;
      struct val v = ascsync_eval (e, 0);
      if (v.kind != VAL_INT || v.cyc || v.lo > v.hi
          || v.hi > (uint64_t) INT64_MAX)
        return false;
      join_range ((int64_t) v.lo, (int64_t) v.hi, lo, hi, &has);
    }
  unsigned HOST_WIDE_INT n;
  if (!TYPE_VECTOR_SUBPARTS (TREE_TYPE (c)).is_constant (&n))
    return false;
  if (CONSTRUCTOR_NELTS (c) < n)
    join_range (0, 0, lo, hi, &has);
  return has;
}

/* The values every lane of integer vector V may hold into [*LO, *HI],
   following at most DEPTH more operations.  */
static void
lane_range (tree v, int64_t *lo, int64_t *hi, int depth)
{
  tree et = TREE_TYPE (TREE_TYPE (v));
  type_range (et, lo, hi);
  if (TREE_CODE (v) == VECTOR_CST)
    {
      int64_t l, h;
      if (cst_lanes (v, &l, &h))
        *lo = l, *hi = h;
      return;
    }
  if (TREE_CODE (v) != SSA_NAME || depth <= 0)
    return;
  if (gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (v)))
    {
      /* The vectors of the paths joined (the versions of a loop GCC's
         vectorizer checks aliasing between, say).  */
      bool has = false;
      int64_t plo = 0, phi_ = 0;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
        {
          int64_t alo, ahi;
          lane_range (gimple_phi_arg_def (phi, i), &alo, &ahi, depth - 1);
          join_range (alo, ahi, &plo, &phi_, &has);
        }
      if (has)
        *lo = plo, *hi = phi_;
      return;
    }
  gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (v));
  if (!as)
    return;
  enum tree_code code = gimple_assign_rhs_code (as);
  tree a = gimple_assign_rhs1 (as);
  int64_t alo, ahi, blo, bhi;
  switch (code)
    {
    case CONSTRUCTOR:
      if (ctor_lanes (a, &alo, &ahi))
        *lo = alo, *hi = ahi;
      return;
    case VECTOR_CST:
    case SSA_NAME:
      if (int_vector_p (TREE_TYPE (a)))
        lane_range (a, lo, hi, depth - 1);
      return;
    CASE_CONVERT:
      /* Into elements as wide or wider, of the same signedness or from
         unsigned: every value kept.  */
      if (int_vector_p (TREE_TYPE (a)))
        {
          tree ft = TREE_TYPE (TREE_TYPE (a));
          if (TYPE_PRECISION (et) > TYPE_PRECISION (ft)
              || (TYPE_PRECISION (et) == TYPE_PRECISION (ft)
                  && TYPE_UNSIGNED (et) == TYPE_UNSIGNED (ft)))
            lane_range (a, lo, hi, depth - 1);
        }
      return;
    case MIN_EXPR:
    case MAX_EXPR:
      lane_range (a, &alo, &ahi, depth - 1);
      lane_range (gimple_assign_rhs2 (as), &blo, &bhi, depth - 1);
      if (code == MIN_EXPR)
        {
          *lo = MIN (alo, blo);
          *hi = MIN (ahi, bhi);
        }
      else
        {
          *lo = MAX (alo, blo);
          *hi = MAX (ahi, bhi);
        }
      return;
    default:
      return;
    }
}

/* See gimple_val.h.  */
struct val
ascsync_vector_lanes (tree v)
{
  if (!int_vector_p (TREE_TYPE (v)))
    return ascsync_val_unknown ();
  int64_t lo, hi;
  lane_range (v, &lo, &hi, LANE_DEPTH);
  if (lo < 0 || hi < lo)
    return ascsync_val_unknown ();
  return ascsync_val_int ((uint64_t) lo, (uint64_t) hi);
}

/* See gimple_val.h.  */
struct val
ascsync_lane_value (tree ref)
{
  if (TREE_CODE (ref) != BIT_FIELD_REF)
    return ascsync_val_unknown ();
  tree v = TREE_OPERAND (ref, 0);
  if (!int_vector_p (TREE_TYPE (v)) || !INTEGRAL_TYPE_P (TREE_TYPE (ref))
      || !operand_equal_p (TREE_OPERAND (ref, 1),
                           TYPE_SIZE (TREE_TYPE (TREE_TYPE (v))), 0)
      || TYPE_PRECISION (TREE_TYPE (ref))
         != TYPE_PRECISION (TREE_TYPE (TREE_TYPE (v))))
    return ascsync_val_unknown ();
  /* The lane read in the reference's type: the same bits, the same
     value while it is not negative in that type either.  */
  struct val r = ascsync_vector_lanes (v);
  if (r.kind == VAL_INT && r.hi > ascsync_type_max (TREE_TYPE (ref)))
    return ascsync_val_unknown ();
  return r;
}
