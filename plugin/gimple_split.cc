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

/* Whether integer operand T is never negative where statement CTX
   uses it (GCC's ranger; CTX NULL: anywhere).  */
static bool
nonneg (tree t, gimple *ctx)
{
  if (TREE_CODE (t) == INTEGER_CST)
    return tree_int_cst_sgn (t) >= 0;
  return TYPE_UNSIGNED (TREE_TYPE (t))
         || ascsync_eval_range (t, ctx).kind == VAL_INT;
}

/* The largest value of integer operand T where CTX uses it (ranger),
   at most that of its type when T is never negative, else
   UINT64_MAX.  */
static uint64_t
largest (tree t, gimple *ctx)
{
  struct val v = ascsync_eval_range (t, ctx);
  if (v.kind == VAL_INT)
    return v.hi;
  return TYPE_UNSIGNED (TREE_TYPE (t)) ? ascsync_type_max (TREE_TYPE (t))
                                       : UINT64_MAX;
}

/* T itself as an atom.  */
static struct lin
lin_atom (tree t)
{
  struct lin r = { t, 0, 0, 1 };
  return r;
}

/* The smallest and largest values of form R where CTX uses its atom,
   into *MN and *MX; false when the atom may be negative or is not
   bounded below 2^40 (largest is then UINT64_MAX or that large).  */
static bool
lin_range (const struct lin &r, gimple *ctx, __int128 *mn, __int128 *mx)
{
  *mn = *mx = r.c0;
  if (!r.atom)
    return true;
  uint64_t amax = largest (r.atom, ctx);
  if (amax >= ((uint64_t) 1 << 40))
    return false;
  __int128 far = (__int128) r.c1 * (__int128) (amax >> r.shift);
  if (far < 0)
    *mn += far;
  else
    *mx += far;
  return true;
}

/* Whether every value of form R where CTX uses it lies in the range of
   integer type TYPE: then an operation of TYPE whose exact result is R
   did not wrap, and its value is R.  */
static bool
lin_fits (const struct lin &r, tree type, gimple *ctx)
{
  __int128 mn, mx;
  if (!lin_range (r, ctx, &mn, &mx))
    return false;
  unsigned prec = TYPE_PRECISION (type);
  if (prec > 64)
    return false;
  __int128 top = ((__int128) 1 << (TYPE_UNSIGNED (type) ? prec : prec - 1));
  __int128 bottom = TYPE_UNSIGNED (type) ? 0 : -top;
  return mn >= bottom && mx < top;
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

/* How lin_of reads a value: where (CTX, the statement using it, for
   the ranges of its parts), whether a form the value is at most will
   do (UPPER, set when one is taken), and whether the value is a
   pointer offset, which only needs to equal its form modulo 2^64
   (MODULAR: the offset of "p + (a - b)" wraps when a < b, and the
   address is still p + a - b).  */
struct lin_ctx
{
  gimple *ctx;
  bool *upper;
  bool modular;
};

/* A as an atom shifted right by K (A >> K) when A is never negative:
   the atom of A's own form when that is a plain atom, else A.  */
static bool
lin_shift (tree a, int k, struct lin *r, gimple *ctx, int depth);

/* R, the exact result of an operation of type TYPE on exact operands,
   is its value (C.MODULAR and 64 bits: its value modulo 2^64);
   otherwise the operation may wrap and T is an atom of its own.  */
static struct lin
lin_checked (const struct lin &r, tree t, const struct lin_ctx &c)
{
  tree type = TREE_TYPE (t);
  if (c.modular && TYPE_PRECISION (type) == 64)
    return r;
  return lin_fits (r, type, c.ctx) ? r : lin_atom (t);
}

/* The form of conversion T of integer A: exact when A's exact value
   fits T's type; with C.UPPER, at most A's form when the type is
   unsigned and narrower (A mod 2^K <= A for A >= 0).  */
static struct lin
lin_convert (tree t, tree a, const struct lin_ctx &c, int depth);

/* The form of T, "A & B" (A an integer SSA name or T's twin, see
   unsigned_twin), for lin_of (C, DEPTH as there).  */
static struct lin lin_and (tree t, tree a, tree b, const struct lin_ctx &c,
                           int depth);

/* Integer operand T as a linear form in one shifted atom (see struct
   lin_ctx for C): constants, value-preserving conversions, sums,
   products and left shifts by constants, right shifts, and masks
   "& -2^K" (a right and a left shift) or "& (2^K - 1)" that keep every
   value T can take, each checked not to wrap in its type where C.CTX
   uses T.  With C.UPPER, T may also be at most the form (a narrowing
   conversion or a low mask of a value that may not fit: A mod 2^K <=
   A), and *C.UPPER is set then.  Anything else is an atom of its
   own.  */
static struct lin
lin_of (tree t, int depth, const struct lin_ctx &c)
{
  struct lin r = { NULL_TREE, 0, 0, 0 };
  HOST_WIDE_INT k;
  if (TREE_CODE (t) == INTEGER_CST)
    {
      if (ascsync_signed_cst (t, &k) && k > -LIN_MAX && k < LIN_MAX)
        r.c0 = k;
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
              && ascsync_signed_cst (b, &k) && k >= 0 && k < LIN_MAX;
  /* An operand at most its form keeps a sum or a product at most
     theirs, not a difference.  */
  struct lin_ctx exact = { c.ctx, NULL, c.modular };
  switch (code)
    {
    CASE_CONVERT:
      return lin_convert (t, a, c, depth);
    case MULT_EXPR:
    case LSHIFT_EXPR:
      {
        if (!bcst || (code == LSHIFT_EXPR && k > 30))
          return lin_atom (t);
        HOST_WIDE_INT m = code == MULT_EXPR ? k : (HOST_WIDE_INT) 1 << k;
        r = lin_of (a, depth + 1, c);
        HOST_WIDE_INT lim = LIN_MAX / (m ? m : 1);
        if (r.c0 >= lim || r.c0 <= -lim || r.c1 >= lim || r.c1 <= -lim)
          return lin_atom (t);
        r.c0 *= m;
        r.c1 *= m;
        return lin_checked (r, t, c);
      }
    case PLUS_EXPR:
    case MINUS_EXPR:
      r = lin_of (a, depth + 1, code == PLUS_EXPR ? c : exact);
      if (!lin_add (&r, lin_of (b, depth + 1, code == PLUS_EXPR ? c : exact),
                    code == PLUS_EXPR ? 1 : -1))
        return lin_atom (t);
      return lin_checked (r, t, c);
    case RSHIFT_EXPR:
      if (!bcst || k > 30 || !lin_shift (a, (int) k, &r, c.ctx, depth))
        return lin_atom (t);
      return r;
    case BIT_AND_EXPR:
      return lin_and (t, a, b, c, depth);
    default:
      return lin_atom (t);
    }
}

static struct lin
lin_and (tree t, tree a, tree b, const struct lin_ctx &c, int depth)
{
  struct lin r = { NULL_TREE, 0, 0, 0 };
  if (!b || TREE_CODE (b) != INTEGER_CST || !nonneg (a, c.ctx))
    return lin_atom (t);
  unsigned prec = TYPE_PRECISION (TREE_TYPE (t));
  wide_int m = wi::to_wide (b);
  int low = wi::ctz (m);
  /* "& (2^K - 1)": A itself when A fits, else at most A.  */
  if (wi::eq_p (wi::bit_and (m, m + 1), 0))
    {
      struct lin_ctx inner = { c.ctx, c.upper, false };
      if (largest (a, c.ctx) > m.to_uhwi ())
        {
          if (!c.upper)
            return lin_atom (t);
          *c.upper = true;
        }
      return lin_of (a, depth + 1, inner);
    }
  /* "& -2^K": (A >> K) << K.  */
  if (low > 0 && low <= 30
      && wi::eq_p (m, wi::lshift (wi::minus_one (prec), low))
      && lin_shift (a, low, &r, c.ctx, depth))
    {
      r.c1 = (HOST_WIDE_INT) 1 << low;
      return r;
    }
  return lin_atom (t);
}

/* An SSA name defined anywhere in the function as X converted to
   unsigned integer type TYPE of X's precision (the same bits, one value
   wherever it is computed: "l.3 = (unsigned int) l"), the one of least
   version; NULL_TREE when none.  */
static tree
unsigned_twin (tree x, tree type)
{
  if (TREE_CODE (x) != SSA_NAME || !TYPE_UNSIGNED (type)
      || TYPE_PRECISION (type) != TYPE_PRECISION (TREE_TYPE (x)))
    return NULL_TREE;
  tree best = NULL_TREE;
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, x)
    {
      gassign *as = dyn_cast <gassign *> (USE_STMT (use));
      if (!as || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (as))
          || gimple_assign_rhs1 (as) != x)
        continue;
      tree lhs = gimple_assign_lhs (as);
      if (TREE_CODE (lhs) == SSA_NAME && INTEGRAL_TYPE_P (TREE_TYPE (lhs))
          && TYPE_UNSIGNED (TREE_TYPE (lhs))
          && TYPE_PRECISION (TREE_TYPE (lhs)) == TYPE_PRECISION (type)
          && (!best || SSA_NAME_VERSION (lhs) < SSA_NAME_VERSION (best)))
        best = lhs;
    }
  return best;
}

static struct lin
lin_convert (tree t, tree a, const struct lin_ctx &c, int depth)
{
  if (!INTEGRAL_TYPE_P (TREE_TYPE (a)))
    return lin_atom (t);
  if (!nonneg (a, c.ctx))
    {
      /* A sign change keeps the bits: "(unsigned) (X & M)" is
         "(unsigned) X & M", read through X's unsigned twin, so that
         "(unsigned) (l & -128)" and "(unsigned) l >> 7" share an
         atom.  */
      gassign *as = TREE_CODE (a) == SSA_NAME
                    ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (a)) : NULL;
      tree u = as && gimple_assign_rhs_code (as) == BIT_AND_EXPR
               ? unsigned_twin (gimple_assign_rhs1 (as), TREE_TYPE (t))
               : NULL_TREE;
      if (!u)
        return lin_atom (t);
      return lin_and (t, u, gimple_assign_rhs2 (as), c, depth);
    }
  /* A's value itself, not modulo 2^64.  */
  struct lin_ctx inner = { c.ctx, c.upper, false };
  if (largest (a, c.ctx) > ascsync_type_max (TREE_TYPE (t)))
    {
      /* Narrowing keeps the low bits: at most A.  */
      if (!c.upper || !TYPE_UNSIGNED (TREE_TYPE (t)))
        return lin_atom (t);
      *c.upper = true;
    }
  return lin_of (a, depth + 1, inner);
}

static bool
lin_shift (tree a, int k, struct lin *r, gimple *ctx, int depth)
{
  if (!nonneg (a, ctx))
    return false;
  struct lin_ctx exact = { ctx, NULL, false };
  *r = lin_of (a, depth + 1, exact);
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

static bool split_base (tree ptr, int64_t *key, struct lin *off,
                        class loop **where);

/* Pointer PTR as a base plus a linear offset in bytes, into *KEY (the
   base: an SSA pointer, or a load "tab[i]" from a local array that
   LOOP does not write, which every load of the same element gives
   alike), *OFF (its values where statement CTX uses PTR) and *WHERE
   (the loop where the base is defined).  */
static bool
pointer_split (tree ptr, gimple *ctx, int64_t *key, struct lin *off,
               class loop **where, int depth)
{
  if (TREE_CODE (ptr) != SSA_NAME || depth > 8)
    return false;
  gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (ptr));
  if (as && gimple_assign_rhs_code (as) == POINTER_PLUS_EXPR)
    {
      struct lin_ctx c = { ctx, NULL, true };
      struct lin o = lin_of (gimple_assign_rhs2 (as), 0, c);
      tree inner = gimple_assign_rhs1 (as);
      if (pointer_split (inner, ctx, key, off, where, depth + 1)
          && lin_add (off, o, 1))
        return true;
      /* The offsets before this one are linear in another value ("yb +
         r * ROW", then "+ nf * 128" at -O0): the pointer they make is
         the base.  */
      return TREE_CODE (inner) == SSA_NAME
             && split_base (inner, key, off, where) && lin_add (off, o, 1);
    }
  if (as && CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (as))
      && POINTER_TYPE_P (TREE_TYPE (gimple_assign_rhs1 (as))))
    return pointer_split (gimple_assign_rhs1 (as), ctx, key, off, where,
                          depth + 1);
  return split_base (ptr, key, off, where);
}

/* The base case of pointer_split: SSA pointer PTR itself as the base,
   the offset 0 -- or, when PTR is another pointer plus constants
   ("slot + 4096", conversions between), that pointer, the offset their
   sum: accesses at constant distances from one pointer are compared
   through it.  */
static bool
split_base (tree ptr, int64_t *key, struct lin *off, class loop **where)
{
  off->atom = NULL_TREE;
  off->shift = 0;
  off->c0 = off->c1 = 0;
  for (int depth = 0; depth < 8; depth++)
    {
      gassign *pa = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (ptr));
      if (!pa)
        break;
      tree inner = gimple_assign_rhs1 (pa);
      enum tree_code code = gimple_assign_rhs_code (pa);
      if (TREE_CODE (inner) != SSA_NAME || !POINTER_TYPE_P (TREE_TYPE (inner)))
        break;
      if (code == POINTER_PLUS_EXPR
          && TREE_CODE (gimple_assign_rhs2 (pa)) == INTEGER_CST)
        {
          HOST_WIDE_INT c
            = (HOST_WIDE_INT) TREE_INT_CST_LOW (gimple_assign_rhs2 (pa));
          if (c <= -LIN_MAX || c >= LIN_MAX
              || off->c0 + c <= -LIN_MAX || off->c0 + c >= LIN_MAX)
            break;
          off->c0 += c;
        }
      else if (!CONVERT_EXPR_CODE_P (code) && code != SSA_NAME)
        break;
      ptr = inner;
    }
  gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (ptr));
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
  if (!current_loops || !pointer_split (ptr, call, &key, &off, &where, 0))
    return;
  /* At most one count varies, linear in the pointer's atom.  */
  int vx = -1;
  struct lin cnt = { NULL_TREE, 0, 0, 0 };
  for (int x = 0; x < form->nargs; x++)
    {
      tree a = gimple_call_arg (call, x + 2);
      if (x == opd || x == form->scalar_arg || POINTER_TYPE_P (TREE_TYPE (a))
          || TREE_CODE (a) == INTEGER_CST
          || !ascsync_arg_moves_access (opnum, var, args, na, k, opd, x))
        continue;
      if (vx >= 0)
        return;
      vx = x;
      /* A count at most the form bounds the end from above, which is
         all the comparison needs of it; never negative, as a count
         is.  */
      bool upper = false;
      struct lin_ctx c = { call, &upper, false };
      cnt = lin_of (a, 0, c);
      __int128 mn, mx;
      if (!cnt.atom || !lin_range (cnt, call, &mn, &mx) || mn < 0)
        return;
      /* The offset linear in another value than the count ("yr + r *
         ROW" with a count in nf, as -O0 computes a row's pointer): the
         pointer itself is the base, as pointer_split takes the nearest
         one for an offset.  */
      if (!lin_same_atom (off, cnt) && !split_base (ptr, &key, &off, &where))
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
      int64_t s0, en;
      if (!ascsync_operand_extent ((enum asc_op) opnum, var, args, na, k,
                                   opd, &s0, &en))
        return;
      st = s0;
      e0 = en;
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
  uint64_t amax = largest (atom, call);
  /* The count assumption (gimple_lengths.cc): the count's atom is not
     negative where a signed value is converted on its way.  */
  uint64_t chi;
  if (ascsync_settings.layout && vx >= 0 && atom == cnt.atom
      && ascsync_count_not_negative (atom, call, amax, &chi) && chi < amax)
    amax = chi;
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

/* See ascsync-gcc.h.  */
bool
ascsync_split_bound (const struct sync_access *s, struct val *base,
                     int64_t *lo, int64_t *hi)
{
  if (s->rsym <= 0 || s->rbase <= 0 || (s->rbase >> 32) != 0)
    return false;               /* none, or keyed by a table element */
  tree b = ssa_name ((unsigned) (s->rbase - 1));
  if (!b || !POINTER_TYPE_P (TREE_TYPE (b)))
    return false;
  *base = ascsync_eval (b, 0);
  if (base->kind != VAL_LOCAL || base->cyc || base->lo > base->hi
      || base->hi >= OFF_OPEN)
    return false;
  /* Linear in Y in [0, RYMAX]: the extremes are at the ends.  */
  __int128 y = (__int128) s->rymax;
  __int128 l0 = s->rlo0, l1 = s->rlo0 + s->rlo1 * y;
  __int128 h0 = s->rhi0, h1 = s->rhi0 + s->rhi1 * y;
  __int128 l = l0 < l1 ? l0 : l1, h = h0 > h1 ? h0 : h1;
  if (l <= -LIN_MAX || h >= LIN_MAX || l >= h)
    return false;
  *lo = (int64_t) l;
  *hi = (int64_t) h;
  return true;
}

/* See ascsync-gcc.h.  */
bool
ascsync_split_from_pointer (const struct sync_access *s, tree ptr,
                            gimple *ctx, int64_t *lo0, int64_t *lo1,
                            int64_t *hi0, int64_t *hi1)
{
  int64_t key;
  struct lin off;
  class loop *where;
  /* The form is on PTR itself (less constants) when the count's value
     is not the offset's, else on the base PTR is computed from
     (ascsync_split_form).  */
  if (s->rsym <= 0 || !current_loops || TREE_CODE (ptr) != SSA_NAME
      || ((!split_base (ptr, &key, &off, &where) || key != s->rbase)
          && (!pointer_split (ptr, ctx, &key, &off, &where, 0)
              || key != s->rbase)))
    return false;
  /* The pointer's offset from the base in the form's Y, or constant.  */
  if (off.atom
      && ((int64_t) SSA_NAME_VERSION (off.atom) + 1 != (s->rsym >> 8)
          || off.shift != (int) (s->rsym & 0xff)))
    return false;
  int64_t c1 = off.atom ? off.c1 : 0;
  *lo0 = s->rlo0 - off.c0;
  *lo1 = s->rlo1 - c1;
  *hi0 = s->rhi0 - off.c0;
  *hi1 = s->rhi1 - c1;
  return true;
}
