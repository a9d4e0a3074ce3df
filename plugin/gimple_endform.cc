/* gimple_endform.cc -- where an access ends, as one affine form of the
   values its pointer and its count are computed from (ascsync).

   A tile of a convolution loads its rows into a slot with a halo of
   zero rows at either end of the sequence:

     lpad = HALO - r0 > 0 ? HALO - r0 : 0;
     rpad = r0 + rows + HALO - L > 0 ? r0 + rows + HALO - L : 0;
     nload = rows + 2 * HALO - lpad - rpad;
     copy_gm_to_ubuf (xs + lpad * C, src, 0, 1,
                      (uint16_t) (nload * ROW_BLOCKS), 0, 0);

   The load starts LPAD rows into the slot XS and ends at row ROWS + 2 *
   HALO - RPAD of it, at most TR + 2 * HALO rows however large LPAD is.
   Each value alone is known only as a range, and a loose one (GCC
   cannot see that the tile index R0 is computed from is not negative,
   so LPAD may be up to 196 rows): the pointer and the count each reach
   far past the slot, and the load into one slot seems to overlap the
   next slots.  Written as one affine form, the pointer plus the
   access's extent at its count, LPAD cancels, and GCC's ranges at the
   operation of what is left bound where the access ends.

   The form is built here from the definitions of the pointer and of
   the count (sums, differences, negations, products and shifts by
   constants, pointer sums, and conversions that keep the value: into
   a type that holds every value GCC's range at the operation allows,
   or, for a count, under the count assumption of the layout assumption
   -- a signed value a count is computed from is not negative where it
   is converted -- when the largest fits), down to leaves: integers,
   bounded by GCC's range at the operation and the evaluator's value,
   and one local pointer, the evaluator's.  The extent is the intrinsic
   table's footprint as a function of the one argument that moves the
   access and is not a constant, checked linear at every value up to
   512 and at larger probes.  Where the access rotates over slots
   (residue R of the evaluator's periodic form), a leaf rotating with it
   takes its value at R, and so the end of each residue's access is
   bounded too.  The bound only narrows (ascsync_end_bound's caller).  */

#include "ascsync-gcc.h"
#include "gimple_val.h"

/* Terms of a form, and the largest magnitude of a coefficient, constant
   or bound the form is trusted with.  */
#define END_TERMS 12
#define END_LIMIT ((__int128) 1 << 40)

/* C + the sum of COEF[I] * ELT[I]: integer or pointer SSA names.  */
struct end_form
{
  int n;
  tree elt[END_TERMS];
  __int128 coef[END_TERMS];
  __int128 c;
  bool bad;
};

/* Add COEF * T to F.  */
static void
form_add (struct end_form *f, tree t, __int128 coef)
{
  for (int i = 0; i < f->n; i++)
    if (f->elt[i] == t)
      {
        f->coef[i] += coef;
        return;
      }
  if (f->n == END_TERMS)
    {
      f->bad = true;
      return;
    }
  f->elt[f->n] = t;
  f->coef[f->n++] = coef;
}

/* GCC's range of integer T at AT as signed numbers, into *LO and *HI.  */
static bool
signed_range (tree t, gimple *at, __int128 *lo, __int128 *hi)
{
  value_range r;
  if (TREE_CODE (t) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (t))
      || !get_range_query (cfun)->range_of_expr (r, t, at)
      || r.undefined_p () || r.varying_p () || r.kind () != VR_RANGE)
    return false;
  signop sg = TYPE_SIGN (TREE_TYPE (t));
  widest_int l = widest_int::from (r.lower_bound (), sg);
  widest_int h = widest_int::from (r.upper_bound (), sg);
  if (!wi::fits_shwi_p (l) || !wi::fits_shwi_p (h))
    return false;
  *lo = l.to_shwi ();
  *hi = h.to_shwi ();
  return *lo > -END_LIMIT && *hi < END_LIMIT;
}

/* Whether converting integer INNER to type OUTER at AT keeps its value:
   OUTER holds every value of INNER's range there; or, for a count
   (COUNT) under the layout assumption, INNER is signed and its largest
   value fits (the count assumption: not negative).  A pointer-sized
   conversion of a signed value keeps it too, the sums it enters being
   taken modulo the pointer's width.  */
static bool
conversion_keeps (tree inner, tree outer, gimple *at, bool count)
{
  tree it = TREE_TYPE (inner);
  if (!INTEGRAL_TYPE_P (it) && !POINTER_TYPE_P (it))
    return false;
  if (!INTEGRAL_TYPE_P (outer) && !POINTER_TYPE_P (outer))
    return false;
  unsigned ip = TYPE_PRECISION (it), op = TYPE_PRECISION (outer);
  if (POINTER_TYPE_P (it) || POINTER_TYPE_P (outer))
    return ip == op;
  if (op >= ip && (TYPE_UNSIGNED (it) || !TYPE_UNSIGNED (outer)
                   || op == POINTER_SIZE))
    return true;
  __int128 lo, hi;
  if (!signed_range (inner, at, &lo, &hi))
    return false;
  __int128 omax = TYPE_UNSIGNED (outer) ? ((__int128) 1 << op) - 1
                                        : ((__int128) 1 << (op - 1)) - 1;
  __int128 omin = TYPE_UNSIGNED (outer) ? 0 : -((__int128) 1 << (op - 1));
  if (hi > omax)
    return false;
  return lo >= omin
         || (count && ascsync_settings.layout && !TYPE_UNSIGNED (it));
}

static void expand (tree, __int128, gimple *, bool, int, struct end_form *);
static bool form_range (const struct end_form &, gimple *, const struct val *,
                        int, __int128 *, __int128 *, int *);

/* Add SCALE * F2 to F.  */
static void
form_merge (struct end_form *f, const struct end_form &f2, __int128 scale)
{
  f->bad |= f2.bad;
  f->c += scale * f2.c;
  for (int i = 0; i < f2.n && !f->bad; i++)
    form_add (f, f2.elt[i], scale * f2.coef[i]);
}

/* Add SCALE * T to F, T an SSA name defined by assignment AS,
   computed with arithmetic on its operands (see expand); false when AS
   computes it otherwise.  */
static bool
expand_arith (gassign *as, __int128 scale, gimple *at, bool count, int depth,
              struct end_form *f)
{
  enum tree_code code = gimple_assign_rhs_code (as);
  tree a = gimple_assign_rhs1 (as);
  tree b = gimple_num_ops (as) > 2 ? gimple_assign_rhs2 (as) : NULL_TREE;
  switch (code)
    {
    case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
      expand (a, scale, at, count, depth - 1, f);
      expand (b, scale, at, count, depth - 1, f);
      return true;
    case MINUS_EXPR:
      expand (a, scale, at, count, depth - 1, f);
      expand (b, -scale, at, count, depth - 1, f);
      return true;
    case NEGATE_EXPR:
      expand (a, -scale, at, count, depth - 1, f);
      return true;
    case MULT_EXPR:
      if (TREE_CODE (b) != INTEGER_CST || !tree_fits_shwi_p (b))
        return false;
      expand (a, scale * (__int128) tree_to_shwi (b), at, count, depth - 1,
              f);
      return true;
    case LSHIFT_EXPR:
      if (TREE_CODE (b) != INTEGER_CST || !tree_fits_uhwi_p (b)
          || tree_to_uhwi (b) >= 32)
        return false;
      expand (a, scale * ((__int128) 1 << tree_to_uhwi (b)), at, count,
              depth - 1, f);
      return true;
    default:
      return false;
    }
}

/* Whether arithmetic in integer TYPE may wrap short of a pointer's
   width: exact integer arithmetic is its value only while that stays
   in the type (pointer-sized arithmetic is taken modulo its width, as
   the addresses it computes are).  */
static bool
narrow_wrapping_p (tree type)
{
  return INTEGRAL_TYPE_P (type) && TYPE_OVERFLOW_WRAPS (type)
         && TYPE_PRECISION (type) < POINTER_SIZE;
}

static bool leaf_range (tree, gimple *, const struct val *, int, __int128 *,
                        __int128 *, bool * = NULL);

/* The exact values integer T may take where AT runs, by interval
   arithmetic over the sums, differences, products and shifts by
   constants of its definitions (within DEPTH more steps; COUNT: T is
   computed for a count), in *LO and *HI: a conversion that keeps the
   value by the count assumption alone (conversion_keeps) gives [0, its
   largest], a value in its definition's range; other values are taken
   as leaves (leaf_range).  */
static bool
interval (tree t, gimple *at, bool count, int depth, __int128 *lo,
          __int128 *hi)
{
  if (TREE_CODE (t) == INTEGER_CST)
    {
      if (TYPE_PRECISION (TREE_TYPE (t)) > 64)
        return false;
      *lo = *hi = (__int128) wi::to_wide (t).to_shwi ();
      return true;
    }
  gassign *as = TREE_CODE (t) == SSA_NAME && depth > 0
                ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t)) : NULL;
  if (!as)
    return TREE_CODE (t) == SSA_NAME && leaf_range (t, at, NULL, -1, lo, hi);
  enum tree_code code = gimple_assign_rhs_code (as);
  tree a = gimple_assign_rhs1 (as);
  tree b = gimple_num_ops (as) > 2 ? gimple_assign_rhs2 (as) : NULL_TREE;
  __int128 alo, ahi, blo, bhi;
  switch (code)
    {
    case SSA_NAME:
    CASE_CONVERT:
      if (!conversion_keeps (a, TREE_TYPE (t), at, count)
          || !interval (a, at, count, depth - 1, lo, hi))
        break;
      {
        /* Below the values of the type only by the count assumption:
           then not negative.  */
        tree ot = TREE_TYPE (t);
        unsigned op = TYPE_PRECISION (ot);
        __int128 omin = TYPE_UNSIGNED (ot) || op > 64
                        ? 0 : -((__int128) 1 << (op - 1));
        if (*lo < omin)
          *lo = 0;
        return *lo <= *hi;
      }
    case PLUS_EXPR:
    case MINUS_EXPR:
      if (!interval (a, at, count, depth - 1, &alo, &ahi)
          || !interval (b, at, count, depth - 1, &blo, &bhi))
        break;
      *lo = code == PLUS_EXPR ? alo + blo : alo - bhi;
      *hi = code == PLUS_EXPR ? ahi + bhi : ahi - blo;
      return *lo > -END_LIMIT && *hi < END_LIMIT;
    case NEGATE_EXPR:
      if (!interval (a, at, count, depth - 1, &alo, &ahi))
        break;
      *lo = -ahi;
      *hi = -alo;
      return true;
    case MULT_EXPR:
    case LSHIFT_EXPR:
      {
        if (TREE_CODE (b) != INTEGER_CST || !tree_fits_shwi_p (b)
            || !interval (a, at, count, depth - 1, &alo, &ahi))
          break;
        HOST_WIDE_INT c = tree_to_shwi (b);
        if (code == LSHIFT_EXPR && (c < 0 || c >= 32))
          break;
        __int128 m = code == LSHIFT_EXPR ? (__int128) 1 << c : c;
        *lo = m >= 0 ? alo * m : ahi * m;
        *hi = m >= 0 ? ahi * m : alo * m;
        return *lo > -END_LIMIT && *hi < END_LIMIT;
      }
    default:
      break;
    }
  return leaf_range (t, at, NULL, -1, lo, hi);
}

/* Add SCALE * the value of arithmetic assignment AS to F (expand_arith,
   within DEPTH more steps), when its exact value lies in the values of
   integer TYPE for every value of its leaves where AT runs: then its
   value modulo the width of TYPE, read in TYPE, is that exact value.  */
static bool
expand_in_range (gassign *as, __int128 scale, tree type, gimple *at,
                 bool count, int depth, struct end_form *f)
{
  struct end_form g;
  memset (&g, 0, sizeof g);
  unsigned prec = TYPE_PRECISION (type);
  __int128 mn, mx;
  if (!interval (gimple_assign_lhs (as), at, count, depth + 1, &mn, &mx)
      || !expand_arith (as, 1, at, count, depth, &g)
      || g.bad)
    return false;
  __int128 lo = TYPE_UNSIGNED (type) ? 0 : -((__int128) 1 << (prec - 1));
  __int128 hi = TYPE_UNSIGNED (type) ? ((__int128) 1 << prec)
                                     : ((__int128) 1 << (prec - 1));
  if (mn < lo || mx >= hi)
    return false;
  form_merge (f, g, scale);
  return true;
}

/* Add SCALE * T to F, T followed through its definitions (see the file
   comment) within DEPTH more steps; COUNT: T is computed for a count.
   A sum, product or shift in a type that may wrap is followed only
   where its exact value stays in the type for every value of its
   leaves.  */
static void
expand (tree t, __int128 scale, gimple *at, bool count, int depth,
        struct end_form *f)
{
  if (f->bad || scale == 0)
    return;
  if (scale <= -END_LIMIT || scale >= END_LIMIT)
    {
      f->bad = true;
      return;
    }
  if (TREE_CODE (t) == INTEGER_CST)
    {
      if (TYPE_PRECISION (TREE_TYPE (t)) > 64)
        f->bad = true;
      else
        f->c += scale * (__int128) wi::to_wide (t).to_shwi ();
      return;
    }
  if (TREE_CODE (t) != SSA_NAME)
    {
      f->bad = true;
      return;
    }
  gassign *as = depth > 0 ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t))
                          : NULL;
  enum tree_code code = as ? gimple_assign_rhs_code (as) : ERROR_MARK;
  if (as && (code == SSA_NAME || CONVERT_EXPR_CODE_P (code)))
    {
      tree a = gimple_assign_rhs1 (as);
      tree it = TREE_TYPE (a), ot = TREE_TYPE (t);
      gassign *inner = TREE_CODE (a) == SSA_NAME
                       ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (a)) : NULL;
      /* Arithmetic GCC does unsigned and converts back to the signed
         type it was written in ("(int) ((unsigned) rows - lpad)"): its
         value modulo the width, read as signed.  */
      if (inner && INTEGRAL_TYPE_P (it) && INTEGRAL_TYPE_P (ot)
          && TYPE_UNSIGNED (it) && !TYPE_UNSIGNED (ot)
          && TYPE_PRECISION (it) == TYPE_PRECISION (ot)
          && narrow_wrapping_p (it)
          && expand_in_range (inner, scale, ot, at, count, depth - 1, f))
        return;
      if (conversion_keeps (a, ot, at, count))
        {
          expand (a, scale, at, count, depth - 1, f);
          return;
        }
    }
  else if (as && narrow_wrapping_p (TREE_TYPE (t)))
    {
      if (expand_in_range (as, scale, TREE_TYPE (t), at, count, depth, f))
        return;
    }
  else if (as && expand_arith (as, scale, at, count, depth, f))
    return;
  form_add (f, t, scale);
}

/* The values leaf T of a form may take where AT runs, in residue R of
   the rotation of pointer value P (R < 0 or P null: in any iteration),
   into *LO and *HI; into *ADDR (when not null) whether T is a local
   address (a pointer, or the integer get_imm returns, the evaluator's
   VAL_LOCAL), bounded by the evaluator's value; an integer by GCC's
   range at AT and the evaluator's value.  */
static bool
leaf_range (tree t, gimple *at, const struct val *p, int r, __int128 *lo,
            __int128 *hi, bool *addr)
{
  if (!SSA_NAME_IS_DEFAULT_DEF (t))
    ascsync_enter_loops_at (gimple_bb (SSA_NAME_DEF_STMT (t)));
  struct val v = ascsync_eval (t, 0);
  bool rotates = p && r >= 0 && v.pk == p->pk && v.pl == p->pl
                 && v.pphase == p->pphase && !v.ps && !v.cyc;
  bool local = POINTER_TYPE_P (TREE_TYPE (t)) || v.kind == VAL_LOCAL;
  if (addr)
    *addr = local;
  if (local)
    {
      if (v.kind != VAL_LOCAL || v.cyc || v.hi >= OFF_OPEN)
        return false;
      *lo = rotates ? v.plo[r] : v.lo;
      *hi = rotates ? v.phi[r] : v.hi;
      return true;
    }
  bool known = signed_range (t, at, lo, hi);
  if (v.kind == VAL_INT && !v.cyc && v.hi < (uint64_t) END_LIMIT)
    {
      __int128 vlo = rotates ? v.plo[r] : v.lo;
      __int128 vhi = rotates ? v.phi[r] : v.hi;
      *lo = known && *lo > vlo ? *lo : vlo;
      *hi = known && *hi < vhi ? *hi : vhi;
      return *lo <= *hi;
    }
  return known;
}

/* The smallest and largest values form F takes where AT runs, in
   residue R of the rotation of P (see leaf_range), into *MN and *MX;
   into *PTRS how many local addresses it adds (each with coefficient
   1: false for any other).  */
static bool
form_range (const struct end_form &f, gimple *at, const struct val *p, int r,
            __int128 *mn, __int128 *mx, int *ptrs)
{
  __int128 lo_sum = f.c, hi_sum = f.c;
  *ptrs = 0;
  for (int i = 0; i < f.n; i++)
    {
      if (f.coef[i] == 0)
        continue;
      __int128 lo, hi;
      bool addr;
      if (!leaf_range (f.elt[i], at, p, r, &lo, &hi, &addr)
          || (addr && (f.coef[i] != 1 || ++*ptrs > 1)))
        return false;
      lo_sum += f.coef[i] > 0 ? f.coef[i] * lo : f.coef[i] * hi;
      hi_sum += f.coef[i] > 0 ? f.coef[i] * hi : f.coef[i] * lo;
      if (lo_sum <= -END_LIMIT || hi_sum >= END_LIMIT)
        return false;
    }
  *mn = lo_sum;
  *mx = hi_sum;
  return true;
}

/* The largest value form F takes where AT runs, in residue R of the
   rotation of P (R < 0: any), into *MAX: a local address, F adding one
   pointer.  */
static bool
form_max (const struct end_form &f, gimple *at, const struct val *p, int r,
          __int128 *max)
{
  __int128 mn;
  int ptrs;
  return form_range (f, at, p, r, &mn, max, &ptrs) && ptrs == 1;
}

/* The end of access K (operand OPD) of intrinsic OPNUM, variant VAR, as
   A0 + B * the value of argument X, from its arguments ARGS (NA
   accesses): X the one argument CALL does not give as a constant that
   moves the access; false when there is no such argument or the end is
   not linear in it.  */
static bool
linear_extent (gcall *call, int opnum, enum asc_variant var,
               const uint64_t *args, int na, int k, int opd, int *x,
               __int128 *a0, __int128 *b)
{
  const struct asc_form_info *form = &asc_forms[asc_ops[opnum].form];
  *x = -1;
  for (int j = 0; j < form->nargs; j++)
    {
      tree t = gimple_call_arg (call, j + 2);
      if (j == form->scalar_arg || POINTER_TYPE_P (TREE_TYPE (t))
          || TREE_CODE (t) == INTEGER_CST
          || !ascsync_arg_moves_access (opnum, var, args, na, k, opd, j))
        continue;
      if (*x >= 0)
        return false;
      *x = j;
    }
  if (*x < 0)
    return false;
  __int128 e[3];
  for (int c = 1; c <= 3; c++)
    {
      struct asc_access a;
      if (!ascsync_access_with_arg (opnum, var, args, *x, (uint64_t) c, na,
                                    k, &a)
          || a.operand != opd || a.base < args[opd])
        return false;
      e[c - 1] = (__int128) (asc_access_end (&a) - args[opd]);
    }
  *b = e[1] - e[0];
  *a0 = e[0] - *b;
  if (e[2] - e[1] != *b || *b < 0)
    return false;
  static const uint64_t far[] = { 1023, 4095, 65535 };
  for (uint64_t c = 4; c <= 512 + sizeof far / sizeof far[0]; c++)
    {
      uint64_t cv = c <= 512 ? c : far[c - 513];
      struct asc_access a;
      if (!ascsync_access_with_arg (opnum, var, args, *x, cv, na, k, &a))
        continue;               /* past the argument's type */
      if (a.operand != opd || a.base < args[opd]
          || (__int128) (asc_access_end (&a) - args[opd])
             != *a0 + *b * (__int128) cv)
        return false;
    }
  return true;
}

/* See ascsync-gcc.h.  */
bool
ascsync_end_bound (gcall *call, int opnum, enum asc_variant var,
                   const uint64_t *args, int na, int k, int opd,
                   const struct val *p, uint64_t *ends, uint64_t *end)
{
  int x;
  __int128 a0, b;
  if (p->kind != VAL_LOCAL
      || !linear_extent (call, opnum, var, args, na, k, opd, &x, &a0, &b))
    return false;
  struct end_form f;
  memset (&f, 0, sizeof f);
  expand (gimple_call_arg (call, opd + 2), 1, call, false, 16, &f);
  expand (gimple_call_arg (call, x + 2), b, call, true, 16, &f);
  f.c += a0;
  __int128 m;
  if (f.bad || !form_max (f, call, p, -1, &m) || m < 0)
    return false;
  *end = (uint64_t) m;
  for (int r = 0; p->pk >= 2 && !p->ps && r < p->pk; r++)
    ends[r] = form_max (f, call, p, r, &m) && m >= 0 ? (uint64_t) m : *end;
  return true;
}
