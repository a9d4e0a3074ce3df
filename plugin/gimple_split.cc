/* gimple_split.cc -- an access's bytes as linear forms in one value, so
   that the main part of a tile and its tail are seen apart (ascsync).

   Elementwise kernels split a tile of LANES lanes into NREP = LANES /
   128 full repeats and a masked tail at O = NREP * 128:

     vadd (z, x, y, nrep, ...);             bytes [z, z + 256 * NREP)
     vadd (z + o, x + o, y + o, 1, ...);    bytes [z + 256 * NREP, +256)

   NREP is known only as a range, so each access alone covers up to the
   whole tile and the two look like they overlap (a pipe_barrier between
   them that the experts do not write).  Written as linear forms in Y =
   LANES >> 7 (GCC rewrites NREP * 128 as LANES & -128 and the repeat
   count as NREP & 255) over the same base pointer, the first ends where
   the second starts for every Y.  struct sync_access (RSYM, RBASE,
   RLOOP, RLO0 ... RYMAX) carries the forms; sync_access.c compares
   them in one iteration of the loop where Y and the base are defined.  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "gimple_val.h"

/* C0 + C1 * (ATOM >> SHIFT); ATOM NULL_TREE: the constant C0.  */
struct lin
{
  tree atom;
  int shift;
  HOST_WIDE_INT c0, c1;
};

#define LIN_MAX ((HOST_WIDE_INT) 1 << 40)

/* Whether integer operand T is never negative (GCC's ranger).  */
static bool
nonneg (tree t)
{
  if (TREE_CODE (t) == INTEGER_CST)
    return tree_int_cst_sgn (t) >= 0;
  return TYPE_UNSIGNED (TREE_TYPE (t))
         || ascsync_eval_range (t).kind == VAL_INT;
}

/* The largest value of integer operand T (ranger), or UINT64_MAX.  */
static uint64_t
largest (tree t)
{
  struct val v = ascsync_eval_range (t);
  return v.kind == VAL_INT ? v.hi : UINT64_MAX;
}

/* T itself as an atom.  */
static struct lin
lin_atom (tree t)
{
  struct lin r = { t, 0, 0, 1 };
  return r;
}

/* Whether linear forms A and B can be added (one atom).  */
static bool
lin_same_atom (const struct lin &a, const struct lin &b)
{
  return !a.atom || !b.atom || (a.atom == b.atom && a.shift == b.shift);
}

/* *X += SG * Y (SG 1 or -1); false when they have different atoms or
   the coefficients grow too large.  */
static bool
lin_add (struct lin *x, const struct lin &y, int sg)
{
  if (!lin_same_atom (*x, y))
    return false;
  if (y.atom && !x->atom)
    {
      x->atom = y.atom;
      x->shift = y.shift;
      x->c1 = 0;
    }
  x->c0 += sg * y.c0;
  if (y.atom)
    x->c1 += sg * y.c1;
  return x->c0 > -LIN_MAX && x->c0 < LIN_MAX && x->c1 > -LIN_MAX
         && x->c1 < LIN_MAX;
}

/* A as an atom shifted right by K (A >> K) when A is never negative:
   the atom of A's own form when that is a plain atom, else A.  */
static bool
lin_shift (tree a, int k, struct lin *r, int depth);

/* Integer operand T as a linear form in one shifted atom: constants,
   value-preserving conversions, sums, products and left shifts by
   constants, right shifts, and masks "& -2^K" (a right and a left
   shift) or "& (2^K - 1)" that keep every value T can take.  With
   UPPER, T may also be at most the form (a narrowing conversion or a
   low mask of a value that may not fit: A mod 2^K <= A), and *UPPER is
   set then.  Anything else is an atom of its own.  */
static struct lin
lin_of (tree t, int depth, bool *upper)
{
  struct lin r = { NULL_TREE, 0, 0, 0 };
  HOST_WIDE_INT c;
  if (TREE_CODE (t) == INTEGER_CST)
    {
      if (ascsync_signed_cst (t, &c) && c > -LIN_MAX && c < LIN_MAX)
        r.c0 = c;
      else
        r = lin_atom (t);
      return r;
    }
  if (TREE_CODE (t) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (t))
      || depth > 10)
    return lin_atom (t);
  gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
  if (!as)
    return lin_atom (t);
  enum tree_code code = gimple_assign_rhs_code (as);
  tree a = gimple_assign_rhs1 (as);
  tree b = gimple_num_ops (as) > 2 ? gimple_assign_rhs2 (as) : NULL_TREE;
  bool bcst = b && TREE_CODE (b) == INTEGER_CST
              && ascsync_signed_cst (b, &c) && c >= 0 && c < LIN_MAX;
  switch (code)
    {
    CASE_CONVERT:
      if (!INTEGRAL_TYPE_P (TREE_TYPE (a)) || !nonneg (a))
        return lin_atom (t);
      if (largest (a) > ascsync_type_max (TREE_TYPE (t)))
        {
          /* Narrowing keeps the low bits: at most A.  */
          if (!upper || !TYPE_UNSIGNED (TREE_TYPE (t)))
            return lin_atom (t);
          *upper = true;
        }
      return lin_of (a, depth + 1, upper);
    case MULT_EXPR:
    case LSHIFT_EXPR:
      {
        if (!bcst || (code == LSHIFT_EXPR && c > 30))
          return lin_atom (t);
        HOST_WIDE_INT m = code == MULT_EXPR ? c : (HOST_WIDE_INT) 1 << c;
        r = lin_of (a, depth + 1, upper);
        HOST_WIDE_INT lim = LIN_MAX / (m ? m : 1);
        if (r.c0 >= lim || r.c0 <= -lim || r.c1 >= lim || r.c1 <= -lim)
          return lin_atom (t);
        r.c0 *= m;
        r.c1 *= m;
        return r;
      }
    case PLUS_EXPR:
    case MINUS_EXPR:
      /* An upper bound of B does not bound A - B.  */
      r = lin_of (a, depth + 1, upper);
      if (!lin_add (&r, lin_of (b, depth + 1,
                                code == PLUS_EXPR ? upper : NULL),
                    code == PLUS_EXPR ? 1 : -1))
        return lin_atom (t);
      return r;
    case RSHIFT_EXPR:
      if (!bcst || c > 30 || !lin_shift (a, (int) c, &r, depth))
        return lin_atom (t);
      return r;
    case BIT_AND_EXPR:
      {
        if (!b || TREE_CODE (b) != INTEGER_CST || !nonneg (a))
          return lin_atom (t);
        unsigned prec = TYPE_PRECISION (TREE_TYPE (t));
        wide_int m = wi::to_wide (b);
        int low = wi::ctz (m);
        /* "& (2^K - 1)": A itself when A fits, else at most A.  */
        if (wi::eq_p (wi::bit_and (m, m + 1), 0))
          {
            if (largest (a) > m.to_uhwi ())
              {
                if (!upper)
                  return lin_atom (t);
                *upper = true;
              }
            return lin_of (a, depth + 1, upper);
          }
        /* "& -2^K": (A >> K) << K.  */
        if (low > 0 && low <= 30
            && wi::eq_p (m, wi::lshift (wi::minus_one (prec), low))
            && lin_shift (a, low, &r, depth))
          {
            r.c1 = (HOST_WIDE_INT) 1 << low;
            return r;
          }
        return lin_atom (t);
      }
    default:
      return lin_atom (t);
    }
}

static bool
lin_shift (tree a, int k, struct lin *r, int depth)
{
  if (!nonneg (a))
    return false;
  *r = lin_of (a, depth + 1, NULL);
  if (!r->atom || r->c0 != 0 || r->c1 != 1)
    *r = lin_atom (a);
  if (r->shift + k > 30)
    return false;
  r->shift += k;
  return true;
}

/* The innermost loop where SSA name T is defined (the root outside
   every loop).  */
static class loop *
def_loop (tree t)
{
  basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (t));
  return bb ? bb->loop_father : current_loops->tree_root;
}

/* The deeper of loops A and B when one holds the other, else NULL.  */
static class loop *
deeper (class loop *a, class loop *b)
{
  if (a == b || flow_loop_nested_p (a, b))
    return b;
  if (flow_loop_nested_p (b, a))
    return a;
  return NULL;
}

/* Pointer PTR as a base plus a linear offset in bytes, into *KEY (the
   base: an SSA pointer, or a load "tab[i]" from a local array that
   LOOP does not write, which every load of the same element gives
   alike), *OFF and *WHERE (the loop where the base is defined).  */
static bool
pointer_split (tree ptr, int64_t *key, struct lin *off, class loop **where,
               int depth)
{
  if (TREE_CODE (ptr) != SSA_NAME || depth > 8)
    return false;
  gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (ptr));
  if (as && gimple_assign_rhs_code (as) == POINTER_PLUS_EXPR)
    {
      return pointer_split (gimple_assign_rhs1 (as), key, off, where,
                            depth + 1)
             && lin_add (off, lin_of (gimple_assign_rhs2 (as), 0, NULL), 1);
    }
  if (as && CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (as))
      && POINTER_TYPE_P (TREE_TYPE (gimple_assign_rhs1 (as))))
    return pointer_split (gimple_assign_rhs1 (as), key, off, where,
                          depth + 1);
  off->atom = NULL_TREE;
  off->shift = 0;
  off->c0 = off->c1 = 0;
  *where = def_loop (ptr);
  *key = (int64_t) SSA_NAME_VERSION (ptr) + 1;
  if (as && gimple_assign_load_p (as))
    {
      /* A load from a slot table: keyed by the element.  */
      tree ref = gimple_assign_rhs1 (as);
      if (TREE_CODE (ref) != ARRAY_REF || !VAR_P (TREE_OPERAND (ref, 0))
          || TREE_CODE (TREE_OPERAND (ref, 1)) != SSA_NAME
          || *where == current_loops->tree_root
          || ascsync_loop_writes_ref (*where, ref))
        return false;
      tree idx = TREE_OPERAND (ref, 1);
      class loop *l = deeper (*where, def_loop (idx));
      if (!l)
        return false;
      *where = l;
      *key = ((int64_t) DECL_UID (TREE_OPERAND (ref, 0)) + 1) << 32
             | (SSA_NAME_VERSION (idx) + 1) | ((int64_t) 1 << 62);
    }
  return true;
}

/* See ascsync-gcc.h.  */
void
ascsync_split_form (gcall *call, int opnum, enum asc_variant var,
                    const struct asc_form_info *form, const uint64_t *args,
                    int na, int k, int opd, struct sync_access *s)
{
  int64_t key;
  struct lin off;
  class loop *where;
  tree ptr = gimple_call_arg (call, opd + 2);
  if (!current_loops || !pointer_split (ptr, &key, &off, &where, 0))
    return;
  /* At most one count varies, linear in the pointer's atom.  */
  int vx = -1;
  struct lin cnt = { NULL_TREE, 0, 0, 0 };
  for (int x = 0; x < form->nargs; x++)
    {
      tree a = gimple_call_arg (call, x + 2);
      if (x == opd || x == form->scalar_arg || POINTER_TYPE_P (TREE_TYPE (a))
          || TREE_CODE (a) == INTEGER_CST)
        continue;
      if (vx >= 0)
        return;
      vx = x;
      /* A count at most the form bounds the end from above, which is
         all the comparison needs of it.  */
      bool upper = false;
      cnt = lin_of (a, 0, &upper);
      if (!cnt.atom || !lin_same_atom (off, cnt))
        return;
    }
  tree atom = off.atom ? off.atom : cnt.atom;
  int shift = off.atom ? off.shift : cnt.shift;
  if (!atom || TREE_CODE (atom) != SSA_NAME)
    return;
  /* The access's start and end relative to the pointer, as C0 + C1 *
     count (footprints grow by one repeat stride per count: checked at
     1, 2, 3 and the count's largest value).  */
  HOST_WIDE_INT st = 0, e0 = 0, e1 = 0;
  if (vx < 0)
    {
      struct asc_access acc[ASC_MAX_ACCESSES];
      const char *err = NULL;
      if (asc_footprint ((enum asc_op) opnum, var, args, acc, &err) != na
          || acc[k].operand != opd || acc[k].base < args[opd])
        return;
      st = (HOST_WIDE_INT) (acc[k].base - args[opd]);
      e0 = (HOST_WIDE_INT) (asc_access_end (&acc[k]) - args[opd]);
    }
  else
    {
      HOST_WIDE_INT sv[3], ev[3];
      for (int v = 1; v <= 3; v++)
        {
          struct asc_access a2;
          if (!ascsync_access_with_arg (opnum, var, args, vx, v, na, k, &a2)
              || a2.operand != opd || a2.base < args[opd])
            return;
          sv[v - 1] = (HOST_WIDE_INT) (a2.base - args[opd]);
          ev[v - 1] = (HOST_WIDE_INT) (asc_access_end (&a2) - args[opd]);
        }
      HOST_WIDE_INT d = ev[1] - ev[0];
      if (sv[0] != sv[1] || sv[1] != sv[2] || ev[2] - ev[1] != d || d < 0)
        return;
      /* And at the count's largest value.  */
      struct asc_access am;
      if (args[vx] > 3
          && (args[vx] >= ((uint64_t) 1 << 30)
              || !ascsync_access_with_arg (opnum, var, args, vx, args[vx],
                                           na, k, &am)
              || am.base - args[opd] != (uint64_t) sv[0]
              || (HOST_WIDE_INT) (asc_access_end (&am) - args[opd])
                 != ev[0] + ((HOST_WIDE_INT) args[vx] - 1) * d))
        return;
      st = sv[0];
      /* Extent at count K0 + K1 * Y.  */
      e0 = ev[0] - d + d * cnt.c0;
      e1 = d * cnt.c1;
    }
  uint64_t amax = largest (atom);
  class loop *l = deeper (where, def_loop (atom));
  if (amax >= ((uint64_t) 1 << 40) || !l)
    return;
  s->rsym = ((int64_t) SSA_NAME_VERSION (atom) + 1) << 8 | shift;
  s->rbase = key;
  s->rloop = l == current_loops->tree_root ? -1 : l->num;
  s->rymax = amax >> shift;
  s->rlo0 = off.c0 + st;
  s->rlo1 = off.atom ? off.c1 : 0;
  s->rhi0 = off.c0 + e0;
  s->rhi1 = (off.atom ? off.c1 : 0) + e1;
}
