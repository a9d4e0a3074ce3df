/* gimple_paramval.cc -- the values of an address over the few values
   of a parameter (ascsync).

   A helper given its slot computes its buffers from it: "get_imm (UB_X
   + (s & 1) * SLOT)", "get_imm (UB_X + (1 - s) * SLOT)" with s in
   [0, 1] (from its type, a mask, or the ranges GCC's interprocedural
   propagation gives a local function's parameters, which hold at every
   call).  The evaluator's ranges (gimple_val.cc) lose that the two are
   the two slots in opposite order; here the expression is evaluated
   once per value of its key -- a parameter that keeps its value
   through a run of the function, or "parameter & (2^N - 1)" -- with
   the arithmetic of its types (wrapping, truncation and extension as
   GCC's do), at most SYNC_MAXK values.  The plugin uses the values for
   buffer starts (gimple_ops.cc), for accesses compared value by value
   (struct sync_access, VKEY) and for the summary of a function's work
   at its calls (gimple_summary.cc).  */

#include "ascsync-gcc.h"
#include "tree-dfa.h"
#include "gimple_val.h"

/* An expression's values: VAL[I] for key value V0 + I, I < N (N 0: a
   constant, VAL[0]); the key is parameter PARAM, "parameter PARAM &
   MASK" (MASK >= 0), or "parameter PARAM % -MASK" (MASK < -1).  */
struct vtab
{
  int param;
  HOST_WIDE_INT mask, v0;
  int n;
  HOST_WIDE_INT val[SYNC_MAXK];
};

/* The key of ascsync_values_by_key, apart from every parameter.  */
#define KEY_LEAF (-2)

/* The key ascsync_values_by_key asks by: SSA name T, whose values are
   0 .. N - 1.  */
struct vkey
{
  tree t;
  int n;
};

/* The range [*LO, *HI] of integer parameter PARM of the current
   function at its entry: GCC's global range of its default definition
   (its type, narrowed by interprocedural propagation, or below -O2 by
   gimple_facts.cc from the arguments of its calls), else its type's.
   False when it has none that fits.  */
static bool
parm_range (tree parm, HOST_WIDE_INT *lo, HOST_WIDE_INT *hi)
{
  tree type = TREE_TYPE (parm);
  tree ddef = ssa_default_def (cfun, parm);
  value_range vr;
  tree mn = TYPE_MIN_VALUE (type), mx = TYPE_MAX_VALUE (type);
  if (ddef && get_range_query (cfun)->range_of_expr (vr, ddef)
      && !vr.undefined_p () && !vr.varying_p ())
    {
      mn = vr.min ();
      mx = vr.max ();
    }
  if (!mn || !mx || !tree_fits_shwi_p (mn) || !tree_fits_shwi_p (mx))
    return false;
  *lo = tree_to_shwi (mn);
  *hi = tree_to_shwi (mx);
  return *lo <= *hi;
}

/* V as a value of integer or pointer type TYPE: truncated to its
   precision, then sign- or zero-extended.  */
static HOST_WIDE_INT
in_type (HOST_WIDE_INT v, tree type)
{
  unsigned prec = TYPE_PRECISION (type);
  if (prec >= HOST_BITS_PER_WIDE_INT)
    return v;
  unsigned HOST_WIDE_INT m = ((unsigned HOST_WIDE_INT) 1 << prec) - 1;
  unsigned HOST_WIDE_INT u = (unsigned HOST_WIDE_INT) v & m;
  if (!TYPE_UNSIGNED (type) && !POINTER_TYPE_P (type)
      && (u >> (prec - 1)) & 1)
    u |= ~m;
  return (HOST_WIDE_INT) u;
}

/* The leaf for parameter PARM (MASK -1) into *R: its values, when it
   keeps its value and has at most SYNC_MAXK of them.  */
static bool
leaf (tree parm, struct vtab *r)
{
  HOST_WIDE_INT lo, hi;
  if (TREE_CODE (parm) != PARM_DECL || !INTEGRAL_TYPE_P (TREE_TYPE (parm))
      || !ascsync_parm_kept_p (cfun, parm) || !parm_range (parm, &lo, &hi)
      || hi - lo >= SYNC_MAXK || hi - lo < 0)
    return false;
  r->param = ascsync_param_index (parm);
  r->mask = -1;
  r->v0 = lo;
  r->n = (int) (hi - lo + 1);
  for (int i = 0; i < r->n; i++)
    r->val[i] = lo + i;
  return r->param >= 0;
}

/* The leaf "parameter PARM & MASK" into *R (MASK + 1 a power of two
   up to SYNC_MAXK).  */
static bool
masked_leaf (tree parm, HOST_WIDE_INT mask, struct vtab *r)
{
  if (mask <= 0 || mask >= SYNC_MAXK || (mask & (mask + 1))
      || TREE_CODE (parm) != PARM_DECL
      || !INTEGRAL_TYPE_P (TREE_TYPE (parm)) || !ascsync_parm_kept_p (cfun, parm))
    return false;
  r->param = ascsync_param_index (parm);
  r->mask = mask;
  r->v0 = 0;
  r->n = (int) mask + 1;
  for (int i = 0; i < r->n; i++)
    r->val[i] = i;
  return r->param >= 0;
}

/* The values of load REF through a pointer parameter, one per value of
   the key of its place, from what the objects the calls pass hold there
   (ascsync_entry_values), into *R.  A load in a load's place is not
   followed.  */
static bool
loaded_values (tree ref, struct vtab *r)
{
  static int busy;
  struct ascsync_param_fn f;
  if (busy)
    return false;
  busy++;
  bool ok = ascsync_entry_values (ref, &f);
  busy--;
  if (!ok || f.n > SYNC_MAXK)
    return false;
  r->param = f.param;
  r->mask = f.mask;
  r->v0 = f.v0;
  r->n = f.n;
  for (int i = 0; i < (f.n ? f.n : 1); i++)
    r->val[i] = (HOST_WIDE_INT) f.val[i];
  return true;
}

/* The value of X CODE Y (two's complement, 64 bits), into *R; false
   for a code not handled or a shift out of range.  */
static bool
apply (enum tree_code code, HOST_WIDE_INT x, HOST_WIDE_INT y,
       HOST_WIDE_INT *r)
{
  unsigned HOST_WIDE_INT ux = x, uy = y;
  switch (code)
    {
    case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
      *r = (HOST_WIDE_INT) (ux + uy);
      return true;
    case MINUS_EXPR:
    case POINTER_DIFF_EXPR:
      *r = (HOST_WIDE_INT) (ux - uy);
      return true;
    case MULT_EXPR:
      *r = (HOST_WIDE_INT) (ux * uy);
      return true;
    case BIT_AND_EXPR:
      *r = x & y;
      return true;
    case BIT_IOR_EXPR:
      *r = x | y;
      return true;
    case BIT_XOR_EXPR:
      *r = x ^ y;
      return true;
    case LSHIFT_EXPR:
      if (y < 0 || y >= 63)
        return false;
      *r = (HOST_WIDE_INT) (ux << y);
      return true;
    default:
      return false;
    }
}

static bool values_of (tree t, struct vtab *r, int depth,
                       const struct vkey *key);

/* The parameter whose value integer operand T is, through copies and
   conversions between integer types of at least 8 bits (which keep
   the low bits a slot mask selects: "(int) t & 1" is "t & 1"), or
   NULL_TREE.  */
static tree
masked_parm (tree t)
{
  for (int i = 0; i < 8 && t && TREE_CODE (t) == SSA_NAME; i++)
    {
      if (SSA_NAME_IS_DEFAULT_DEF (t))
        return SSA_NAME_VAR (t) && TREE_CODE (SSA_NAME_VAR (t)) == PARM_DECL
               ? SSA_NAME_VAR (t) : NULL_TREE;
      gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
      if (!def)
        return NULL_TREE;
      tree from = gimple_assign_rhs1 (def);
      enum tree_code code = gimple_assign_rhs_code (def);
      if (code == PARM_DECL)
        return from;
      if ((code != SSA_NAME && !CONVERT_EXPR_CODE_P (code))
          || !INTEGRAL_TYPE_P (TREE_TYPE (from))
          || TYPE_PRECISION (TREE_TYPE (from)) < 8
          || TYPE_PRECISION (TREE_TYPE (t)) < 8)
        return NULL_TREE;
      t = from;
    }
  return NULL_TREE;
}

/* The parameter whose value integer operand T is, through copies and
   conversions that keep every value (to a type at least as wide, of
   the same signedness or from an unsigned one), the parameter never
   negative (its range at entry); NULL_TREE when none is: "t % 3" of
   such a T is the parameter's remainder, whatever T's type.  */
static tree
kept_parm (tree t)
{
  for (int i = 0; i < 8 && t && TREE_CODE (t) == SSA_NAME; i++)
    {
      tree p = NULL_TREE;
      gassign *def = SSA_NAME_IS_DEFAULT_DEF (t) ? NULL
                     : dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
      if (SSA_NAME_IS_DEFAULT_DEF (t))
        p = SSA_NAME_VAR (t);
      else if (def && gimple_assign_rhs_code (def) == PARM_DECL)
        p = gimple_assign_rhs1 (def);
      HOST_WIDE_INT lo, hi;
      if (p)
        return TREE_CODE (p) == PARM_DECL && INTEGRAL_TYPE_P (TREE_TYPE (p))
               && parm_range (p, &lo, &hi) && lo >= 0 ? p : NULL_TREE;
      if (!def)
        return NULL_TREE;
      tree from = gimple_assign_rhs1 (def);
      enum tree_code code = gimple_assign_rhs_code (def);
      if ((code != SSA_NAME && !CONVERT_EXPR_CODE_P (code))
          || !INTEGRAL_TYPE_P (TREE_TYPE (from))
          || TYPE_PRECISION (TREE_TYPE (t)) < TYPE_PRECISION (TREE_TYPE (from))
          || (TYPE_PRECISION (TREE_TYPE (t)) == TYPE_PRECISION (TREE_TYPE (from))
              && TYPE_UNSIGNED (TREE_TYPE (t))
                 != TYPE_UNSIGNED (TREE_TYPE (from))))
        return NULL_TREE;
      t = from;
    }
  return NULL_TREE;
}

/* The leaf "parameter PARM % M" into *R (M from 2 to SYNC_MAXK, PARM
   never negative: kept_parm).  */
static bool
modulus_leaf (tree parm, HOST_WIDE_INT m, struct vtab *r)
{
  if (m < 2 || m > SYNC_MAXK || !ascsync_parm_kept_p (cfun, parm))
    return false;
  r->param = ascsync_param_index (parm);
  r->mask = -m;
  r->v0 = 0;
  r->n = (int) m;
  for (int i = 0; i < r->n; i++)
    r->val[i] = i;
  return r->param >= 0;
}

/* Whether CMP holds between X and Y (signed: the values are extended
   from their types).  */
static bool
compare (enum tree_code cmp, HOST_WIDE_INT x, HOST_WIDE_INT y, bool *r)
{
  switch (cmp)
    {
    case EQ_EXPR: *r = x == y; return true;
    case NE_EXPR: *r = x != y; return true;
    case LT_EXPR: *r = x < y; return true;
    case LE_EXPR: *r = x <= y; return true;
    case GT_EXPR: *r = x > y; return true;
    case GE_EXPR: *r = x >= y; return true;
    default: return false;
    }
}

/* See gimple_val.h.  */
bool
ascsync_cond_edge_side (edge e, basic_block c, bool *truth)
{
  edge in = e;
  if (e->src != c)
    {
      if (!single_pred_p (e->src) || single_pred (e->src) != c)
        return false;
      in = single_pred_edge (e->src);
    }
  if (in->flags & EDGE_TRUE_VALUE)
    *truth = true;
  else if (in->flags & EDGE_FALSE_VALUE)
    *truth = false;
  else
    return false;
  return true;
}

/* The values of the result of PHI (two arguments, a join of the two
   sides of the condition ending its block's immediate dominator, a
   comparison of values with a key) into *R: per value of the key, the
   argument of the side the condition then takes.  XKEY: the extra leaf
   of values_of.  */
static bool
phi_values (gphi *phi, struct vtab *r, int depth, const struct vkey *xkey)
{
  basic_block join = gimple_bb (phi);
  basic_block c = get_immediate_dominator (CDI_DOMINATORS, join);
  if (gimple_phi_num_args (phi) != 2 || !c
      || !dom_info_available_p (CDI_DOMINATORS))
    return false;
  gcond *cond = safe_dyn_cast <gcond *> (last_stmt (c));
  struct vtab x, y, arg[2];
  bool side[2];
  if (!cond || !values_of (gimple_cond_lhs (cond), &x, depth + 1, xkey)
      || !values_of (gimple_cond_rhs (cond), &y, depth + 1, xkey))
    return false;
  for (int k = 0; k < 2; k++)
    if (!ascsync_cond_edge_side (gimple_phi_arg_edge (phi, k), c, &side[k])
        || !values_of (gimple_phi_arg_def (phi, k), &arg[k], depth + 1,
                       xkey))
      return false;
  if (side[0] == side[1])
    return false;
  /* One key for the condition and the arguments.  */
  const struct vtab *key = NULL;
  const struct vtab *all[4] = { &x, &y, &arg[0], &arg[1] };
  for (int k = 0; k < 4; k++)
    if (all[k]->n)
      {
        if (key && (key->param != all[k]->param || key->mask != all[k]->mask
                    || key->v0 != all[k]->v0 || key->n != all[k]->n))
          return false;
        key = all[k];
      }
  if (!key)
    return false;
  *r = *key;
  tree ct = TREE_TYPE (gimple_cond_lhs (cond));
  bool wide_unsigned = TYPE_UNSIGNED (ct)
                       && TYPE_PRECISION (ct) >= HOST_BITS_PER_WIDE_INT;
  for (int i = 0; i < key->n; i++)
    {
      bool t;
      if (wide_unsigned
          && (x.val[x.n ? i : 0] < 0 || y.val[y.n ? i : 0] < 0))
        return false;
      if (!compare (gimple_cond_code (cond), x.val[x.n ? i : 0],
                    y.val[y.n ? i : 0], &t))
        return false;
      const struct vtab *a = &arg[side[0] == t ? 0 : 1];
      r->val[i] = a->val[a->n ? i : 0];
    }
  return true;
}

/* The values of operand T into *R.  Handled: constants, parameters
   (leaves), copies and conversions, get_imm (its argument), negation,
   complement, and sums, differences, products, bitwise operations and
   left shifts of two such values of one key or one and a constant; a
   join of the two sides of a comparison of such values.  KEY, when not
   null, is a leaf of its own (ascsync_values_by_key).  */
static bool
values_of (tree t, struct vtab *r, int depth, const struct vkey *key)
{
  memset (r, 0, sizeof *r);
  r->param = -1;
  r->mask = -1;
  if (depth > 16)
    return false;
  if (TREE_CODE (t) == INTEGER_CST)
    {
      if (!tree_fits_shwi_p (t) && !tree_fits_uhwi_p (t))
        return false;
      r->val[0] = (HOST_WIDE_INT) TREE_INT_CST_LOW (t);
      return true;
    }
  if (TREE_CODE (t) == PARM_DECL)
    return leaf (t, r);
  if (TREE_CODE (t) != SSA_NAME)
    return false;
  if (SSA_NAME_IS_DEFAULT_DEF (t))
    return SSA_NAME_VAR (t) && leaf (SSA_NAME_VAR (t), r);
  if (key && t == key->t)
    {
      /* The key of ascsync_values_by_key: its own values.  */
      r->param = KEY_LEAF;
      r->mask = key->n - 1;
      r->n = key->n;
      for (int i = 0; i < r->n; i++)
        r->val[i] = i;
      return true;
    }
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (ascsync_get_imm_p (def))
    return values_of (gimple_call_arg (def, 0), r, depth + 1, key);
  if (gphi *phi = dyn_cast <gphi *> (def))
    return phi_values (phi, r, depth, key);
  if (!is_gimple_assign (def))
    return false;
  if (gimple_assign_load_p (def))
    return loaded_values (gimple_assign_rhs1 (def), r);
  enum tree_code code = gimple_assign_rhs_code (def);
  tree type = TREE_TYPE (t);
  tree a = gimple_assign_rhs1 (def);
  if (!INTEGRAL_TYPE_P (type) && !POINTER_TYPE_P (type))
    return false;
  struct vtab x, y;
  tree b = gimple_assign_rhs2 (def);
  if (code == BIT_AND_EXPR && TREE_CODE (b) == INTEGER_CST
      && tree_fits_shwi_p (b))
    {
      /* "s & 1" of a parameter: a key of its own, which a caller gives
         from its argument as it does "t & 1" (a slot rotation).  */
      tree p = masked_parm (a);
      if (p && masked_leaf (p, tree_to_shwi (b), r))
        return true;
    }
  if (code == TRUNC_MOD_EXPR && TREE_CODE (b) == INTEGER_CST
      && tree_fits_shwi_p (b))
    {
      /* "s % 3" of a parameter never negative: a key of its own, as a
         mask is.  */
      tree p = kept_parm (a);
      if (p && modulus_leaf (p, tree_to_shwi (b), r))
        return true;
    }
  switch (get_gimple_rhs_class (code))
    {
    case GIMPLE_SINGLE_RHS:
    case GIMPLE_UNARY_RHS:
      if (!values_of (a, &x, depth + 1, key))
        return false;
      *r = x;
      for (int i = 0; i < (x.n ? x.n : 1); i++)
        {
          HOST_WIDE_INT v = x.val[i];
          if (code == NEGATE_EXPR)
            v = (HOST_WIDE_INT) (0 - (unsigned HOST_WIDE_INT) v);
          else if (code == BIT_NOT_EXPR)
            v = ~v;
          else if (!CONVERT_EXPR_CODE_P (code) && code != SSA_NAME
                   && code != PARM_DECL)
            return false;
          r->val[i] = in_type (v, type);
        }
      return true;
    case GIMPLE_BINARY_RHS:
      if (!values_of (a, &x, depth + 1, key)
          || !values_of (b, &y, depth + 1, key))
        return false;
      if (x.n && y.n
          && (x.param != y.param || x.mask != y.mask || x.v0 != y.v0
              || x.n != y.n))
        return false;
      *r = x.n ? x : y;
      for (int i = 0; i < (r->n ? r->n : 1); i++)
        {
          HOST_WIDE_INT v;
          if (!apply (code, x.val[x.n ? i : 0], y.val[y.n ? i : 0], &v))
            return false;
          r->val[i] = in_type (v, type);
        }
      return true;
    default:
      return false;
    }
}

/* See ascsync-gcc.h.  */
bool
ascsync_param_values (tree t, uint64_t qlo, uint64_t qhi,
                      struct ascsync_param_fn *f)
{
  struct vtab v;
  if (!values_of (t, &v, 0, NULL) || v.n < 2)
    return false;
  /* The evaluator's range of T must be those values' (a check that
     both read the code alike).  */
  HOST_WIDE_INT mn = v.val[0], mx = v.val[0];
  for (int i = 1; i < v.n; i++)
    {
      mn = MIN (mn, v.val[i]);
      mx = MAX (mx, v.val[i]);
    }
  if (mn < 0 || (uint64_t) mn != qlo || (uint64_t) mx != qhi)
    return false;
  f->param = v.param;
  f->mask = v.mask;
  f->v0 = v.v0;
  f->n = v.n;
  for (int i = 0; i < v.n; i++)
    f->val[i] = (uint64_t) v.val[i];
  return true;
}

/* See ascsync-gcc.h.  */
bool
ascsync_values_by_key (tree t, tree key, int k, uint64_t *val)
{
  struct vtab v;
  struct vkey kv = { key, k };
  if (!values_of (t, &v, 0, &kv) || v.param != KEY_LEAF || v.n != k)
    return false;
  for (int i = 0; i < k; i++)
    val[i] = (uint64_t) v.val[i];
  return true;
}

/* See ascsync-gcc.h.  */
bool
ascsync_param_id_values (tree t, int nids, struct ascsync_param_fn *f)
{
  for (int depth = 0; depth < 8 && t && TREE_CODE (t) == SSA_NAME; depth++)
    {
      if (SSA_NAME_IS_DEFAULT_DEF (t))
        {
          t = SSA_NAME_VAR (t);
          break;
        }
      gimple *def = SSA_NAME_DEF_STMT (t);
      if (!is_gimple_assign (def)
          || (!gimple_assign_single_p (def)
              && !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def))))
        return false;
      t = gimple_assign_rhs1 (def);
    }
  if (!t || TREE_CODE (t) != PARM_DECL || !INTEGRAL_TYPE_P (TREE_TYPE (t))
      || !ascsync_parm_kept_p (cfun, t) || nids < 2 || nids > SYNC_MAXK)
    return false;
  f->param = ascsync_param_index (t);
  f->mask = -1;
  f->v0 = 0;
  f->n = nids;
  for (int i = 0; i < nids; i++)
    f->val[i] = (uint64_t) i;
  return f->param >= 0;
}

/* Add the values of T to those of *SUM, key by key (a constant adds to
   every value); false when the two have different keys.  */
static bool
add_values (struct vtab *sum, const struct vtab *t)
{
  if (sum->n && t->n
      && (sum->param != t->param || sum->mask != t->mask || sum->v0 != t->v0
          || sum->n != t->n))
    return false;
  struct vtab r = sum->n ? *sum : *t;
  for (int i = 0; i < (r.n ? r.n : 1); i++)
    r.val[i] = (HOST_WIDE_INT) ((unsigned HOST_WIDE_INT) sum->val[sum->n ? i
                                                                   : 0]
                                + t->val[t->n ? i : 0]);
  *sum = r;
  return true;
}

/* The byte offsets from its innermost MEM_REF at which reference REF
   reads, over the values of a key, added into *SUM: its fields'
   constant offsets and its array indices' values (values_of) times
   their elements' sizes.  False for a bit-field, a variable field
   offset, or an index without such values.  */
static bool
reference_offsets (tree ref, struct vtab *sum, tree *mem)
{
  for (; handled_component_p (ref); ref = TREE_OPERAND (ref, 0))
    {
      struct vtab t;
      memset (&t, 0, sizeof t);
      t.param = -1;
      t.mask = -1;
      if (TREE_CODE (ref) == COMPONENT_REF)
        {
          tree f = TREE_OPERAND (ref, 1);
          tree fo = component_ref_field_offset (ref);
          if (DECL_BIT_FIELD (f) || !fo || !tree_fits_shwi_p (fo)
              || !tree_fits_shwi_p (DECL_FIELD_BIT_OFFSET (f)))
            return false;
          t.val[0] = tree_to_shwi (fo) + tree_to_shwi (DECL_FIELD_BIT_OFFSET
                                                       (f)) / BITS_PER_UNIT;
        }
      else if (TREE_CODE (ref) == ARRAY_REF)
        {
          tree esz = array_ref_element_size (ref);
          tree low = array_ref_low_bound (ref);
          if (!esz || !tree_fits_shwi_p (esz) || !tree_fits_shwi_p (low)
              || !values_of (TREE_OPERAND (ref, 1), &t, 0, NULL))
            return false;
          HOST_WIDE_INT e = tree_to_shwi (esz), l = tree_to_shwi (low);
          for (int i = 0; i < (t.n ? t.n : 1); i++)
            t.val[i] = (t.val[i] - l) * e;
        }
      else
        return false;
      if (!add_values (sum, &t))
        return false;
    }
  *mem = ref;
  return TREE_CODE (ref) == MEM_REF
         && tree_fits_shwi_p (TREE_OPERAND (ref, 1));
}

/* See ascsync-gcc.h.  */
tree
ascsync_param_place (tree ref, struct ascsync_param_fn *f)
{
  struct vtab sum, t;
  memset (&sum, 0, sizeof sum);
  sum.param = -1;
  sum.mask = -1;
  tree mem;
  if (!reference_offsets (ref, &sum, &mem))
    return NULL_TREE;
  memset (&t, 0, sizeof t);
  t.param = -1;
  t.mask = -1;
  t.val[0] = tree_to_shwi (TREE_OPERAND (mem, 1));
  add_values (&sum, &t);
  /* The pointer: a pointer parameter moved by offsets with values.  */
  tree p = TREE_OPERAND (mem, 0);
  for (int depth = 0; depth < 16 && TREE_CODE (p) == SSA_NAME; depth++)
    {
      if (SSA_NAME_IS_DEFAULT_DEF (p))
        {
          tree parm = SSA_NAME_VAR (p);
          if (!parm || TREE_CODE (parm) != PARM_DECL
              || !POINTER_TYPE_P (TREE_TYPE (parm))
              || ascsync_param_index (parm) < 0)
            return NULL_TREE;
          f->param = sum.param;
          f->mask = sum.mask;
          f->v0 = sum.v0;
          f->n = sum.n;
          for (int i = 0; i < (sum.n ? sum.n : 1); i++)
            {
              /* Within the object: no offset below it, none absurd.  */
              if (sum.val[i] < 0 || sum.val[i] >= ((HOST_WIDE_INT) 1 << 32))
                return NULL_TREE;
              f->val[i] = (uint64_t) sum.val[i];
            }
          return parm;
        }
      gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (p));
      if (!def)
        return NULL_TREE;
      enum tree_code code = gimple_assign_rhs_code (def);
      if (code == POINTER_PLUS_EXPR)
        {
          if (!values_of (gimple_assign_rhs2 (def), &t, 0, NULL)
              || !add_values (&sum, &t))
            return NULL_TREE;
        }
      else if (code != SSA_NAME
               && !(CONVERT_EXPR_CODE_P (code)
                    && POINTER_TYPE_P (TREE_TYPE (gimple_assign_rhs1 (def)))))
        return NULL_TREE;
      p = gimple_assign_rhs1 (def);
    }
  return NULL_TREE;
}

/* See ascsync-gcc.h.  */
bool
ascsync_loaded_pointer (tree ptr, bool bounded, tree *ref, uint64_t *dlo,
                        uint64_t *dhi)
{
  *dlo = *dhi = 0;
  for (int depth = 0; depth < 16 && TREE_CODE (ptr) == SSA_NAME; depth++)
    {
      gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (ptr));
      if (!def || !POINTER_TYPE_P (TREE_TYPE (ptr)))
        return false;
      if (gimple_assign_load_p (def))
        {
          *ref = gimple_assign_rhs1 (def);
          return TYPE_SIZE (TREE_TYPE (ptr))
                 && tree_fits_uhwi_p (TYPE_SIZE (TREE_TYPE (ptr)));
        }
      enum tree_code code = gimple_assign_rhs_code (def);
      if (code == POINTER_PLUS_EXPR && !bounded)
        *dhi = OFF_ANY;
      else if (code == POINTER_PLUS_EXPR)
        {
          struct val o = ascsync_eval (gimple_assign_rhs2 (def), 0);
          const uint64_t lim = (uint64_t) 1 << 40;
          if (o.kind != VAL_INT || o.cyc || o.hi >= lim || *dhi + o.hi >= lim)
            return false;
          *dlo += o.lo;
          *dhi += o.hi;
        }
      else if (code != SSA_NAME && !CONVERT_EXPR_CODE_P (code))
        return false;
      ptr = gimple_assign_rhs1 (def);
    }
  return false;
}
