/* gimple_heldval.cc -- the values the plugin follows into memory across
   calls (struct held, gimple_held.h): what an operand of any function
   of the unit is, as a constant, a get_imm address, a kernel's GM
   pointer parameter, a parameter of its function, or a multiple of a
   value with one value in a run of the function owning the object
   (HELD_SINT, HELD_SUB: a tile length known only at run time, and the
   buffers laid out from it), and where a memory reference lies from a
   pointer (ascsync).  A load through the function's own pointer
   parameter reads what the one store of those bytes before it put
   there.  Used by gimple_heldstore.cc (what a function stores through
   its parameters) and gimple_entry.cc (what an object holds when a
   function runs).  */

#include "ascsync-gcc.h"
#include "tree-dfa.h"
#include "gimple_val.h"
#include "gimple_held.h"

/* See gimple_held.h.  */
bool
ascsync_held_zero_multiple (struct held *h, const struct held &ref)
{
  if (h->lo || h->hi
      || !((h->kind == HELD_INT && ref.kind == HELD_SINT)
           || (h->kind == HELD_UB && ref.kind == HELD_SUB)))
    return false;
  *h = ref;
  h->lo = h->hi = 0;
  return true;
}

/* Widen *A by B's values: their interval, and for a multiple of a
   run-time value (HELD_SINT, HELD_SUB) its largest coefficient and the
   value's largest (0: not known).  */
static void
held_widen (struct held *a, const struct held &b)
{
  a->lo = MIN (a->lo, b.lo);
  a->hi = MAX (a->hi, b.hi);
  if (a->kind == HELD_SINT || a->kind == HELD_SUB)
    {
      a->smax = MAX (a->smax, b.smax);
      a->sxhi = a->sxhi && b.sxhi ? MAX (a->sxhi, b.sxhi) : 0;
    }
}

/* See gimple_held.h.  */
bool
ascsync_held_join (struct held *a, bool *ahas, const struct held &b)
{
  if (!*ahas)
    {
      *a = b;
      *ahas = true;
      return true;
    }
  struct held bz = b;
  if (!ascsync_held_zero_multiple (&bz, *a))
    ascsync_held_zero_multiple (a, b);
  if (a->kind != bz.kind
      || ((a->kind == HELD_GM || a->kind == HELD_ARG)
          && (a->kdecl != bz.kdecl || a->kparam != bz.kparam))
      || ((a->kind == HELD_SINT || a->kind == HELD_SUB)
          && !ascsync_held_same_x_p (*a, bz)))
    return false;
  held_widen (a, bz);
  return true;
}

/* See gimple_held.h.  */
bool
ascsync_held_same_x_p (const struct held &a, const struct held &b)
{
  return a.sxj == b.sxj && (a.sxj || a.sx == b.sx);
}

/* See gimple_held.h.  The calls are those of one function, a run of it
   made by one of them: a value standing for "call I's H[I]" is one value
   in that run, and two such values made over the same calls, part by
   part alike, are the same value in every run.  */
bool
ascsync_held_join_calls (const struct held *h, unsigned n, struct held *out)
{
  bool has = false, plain = true;
  for (unsigned i = 0; i < n && plain; i++)
    plain = ascsync_held_join (out, &has, h[i]);
  if (plain || !has)
    return plain && has;
  enum held_kind kind = h[0].kind;
  for (unsigned i = 1; i < n; i++)
    if (h[i].kind != kind
        || (kind == HELD_GM && h[i].kparam != h[0].kparam))
      return false;
  if (kind != HELD_GM && kind != HELD_SINT && kind != HELD_SUB)
    return false;
  *out = h[0];
  for (unsigned i = 1; i < n; i++)
    held_widen (out, h[i]);
  if (kind == HELD_GM)
    {
      out->kdecl = NULL_TREE;
      return true;
    }
  tree xs[ASCSYNC_JOINED_MAX];
  int js[ASCSYNC_JOINED_MAX];
  if (n > ASCSYNC_JOINED_MAX)
    return false;
  for (unsigned i = 0; i < n; i++)
    {
      xs[i] = h[i].sx;
      js[i] = h[i].sxj;
    }
  out->sxj = ascsync_joined_values (xs, js, n);
  return out->sxj != 0;
}

/* Whether CTX evaluates in the function whose object holds the values
   (not a callee's parameters as such, nor a call's arguments): the one
   where a value of the function's own may stand as X (struct held).  */
static bool
outermost_p (const struct held_ctx *ctx)
{
  return !ctx || (!ctx->args_symbolic && !ctx->call);
}

/* Integer SSA name T of FN as X itself (HELD_SINT, coefficient 1), when
   it has one value in a run of FN, into *OUT.  */
static bool
run_value (function *fn, tree t, struct held *out)
{
  if (!INTEGRAL_TYPE_P (TREE_TYPE (t)))
    return false;
  gimple *def = SSA_NAME_DEF_STMT (t);
  basic_block bb = gimple_bb (def);
  if (!SSA_NAME_IS_DEFAULT_DEF (t)
      && (!bb || is_gimple_debug (def) || ascsync_on_cycle_p (fn, bb)))
    return false;
  memset (out, 0, sizeof *out);
  out->kind = HELD_SINT;
  out->lo = out->hi = out->smax = 1;
  out->sx = t;
  return true;
}

/* *OUT, of which A or C (the second operand, null when not known) is a
   multiple of X, combined by CODE: multiples scaled by constants and
   added (struct held).  */
static bool
held_sym_apply (struct held *out, enum tree_code code, const struct held *c)
{
  const uint64_t lim = (uint64_t) 1 << 16;
  if (!c)
    return false;
  bool osym = out->kind == HELD_SINT || out->kind == HELD_SUB;
  bool csym = c->kind == HELD_SINT || c->kind == HELD_SUB;
  bool cconst = c->kind == HELD_INT && c->lo == c->hi;
  bool add = code == PLUS_EXPR || code == POINTER_PLUS_EXPR;
  if (code == MULT_EXPR && !osym && out->kind == HELD_INT
      && out->lo == out->hi && c->kind == HELD_SINT)
    {
      /* A constant times a multiple: commute.  */
      struct held k = *out;
      *out = *c;
      return held_sym_apply (out, code, &k);
    }
  if (!osym)
    return false;
  if (code == MULT_EXPR && out->kind == HELD_SINT && cconst && c->lo < lim)
    out->lo *= c->lo, out->hi *= c->lo;
  else if (code == LSHIFT_EXPR && out->kind == HELD_SINT && cconst
           && c->lo < 16)
    out->lo <<= c->lo, out->hi <<= c->lo;
  else if (add && cconst && c->lo == 0)
    ;
  else if (add && csym && ascsync_held_same_x_p (*out, *c)
           && (out->kind == HELD_SINT || c->kind == HELD_SINT))
    {
      out->kind = out->kind == HELD_SUB || c->kind == HELD_SUB ? HELD_SUB
                                                               : HELD_SINT;
      out->lo += c->lo;
      out->hi += c->hi;
      out->smax = MAX (out->smax, c->smax);
    }
  else
    return false;
  out->smax = MAX (out->smax, out->hi);
  return out->hi < lim;
}

/* The value of parameter PARM of FN (its default definition) in
   context CTX, into *OUT (see struct held_ctx).  */
static bool
param_value (function *fn, tree parm, const struct held_ctx *ctx,
             struct held *out, int depth)
{
  int idx = ascsync_param_index_of (fn->decl, parm);
  if (idx < 0 || !ascsync_parm_kept_p (fn, parm))
    return false;
  if (ctx && ctx->args_symbolic)
    {
      out->kind = HELD_ARG;
      out->lo = out->hi = 0;
      out->kdecl = fn->decl;
      out->kparam = idx;
      return true;
    }
  if (ctx && ctx->call)
    {
      tree arg = ascsync_call_arg_for_param (ctx->call, fn->decl, idx);
      return arg && ascsync_stored_value (ctx->fn, arg, ctx->up, out,
                                          depth + 1);
    }
  if (outermost_p (ctx) && INTEGRAL_TYPE_P (TREE_TYPE (parm)))
    {
      tree def = ssa_default_def (fn, parm);
      return def && run_value (fn, def, out);
    }
  if (!POINTER_TYPE_P (TREE_TYPE (parm)) || !ascsync_kernel_p (fn->decl)
      || !ascsync_gm_params_distinct (fn->decl))
    return false;
  out->kind = HELD_GM;
  out->lo = out->hi = 0;
  out->kdecl = fn->decl;
  out->kparam = idx;
  return true;
}

/* *OUT moved by CODE with the integer C: a pointer moved by any offset
   stays in its object (GM, or a parameter's value moved, HELD_ARG: the
   layout assumption); integers and UB addresses move exactly.  */
static bool
held_apply (struct held *out, enum tree_code code, const struct held *c)
{
  const uint64_t lim = (uint64_t) 1 << 32;
  bool add = code == PLUS_EXPR || code == POINTER_PLUS_EXPR;
  if (out->kind == HELD_SINT || out->kind == HELD_SUB)
    return held_sym_apply (out, code, c);
  if (out->kind == HELD_GM || out->kind == HELD_ARG)
    {
      if (!add)
        return false;
      if (c && c->kind == HELD_INT && c->lo == c->hi && c->lo < lim
          && out->hi < lim)
        {
          out->lo += c->lo;
          out->hi += c->lo;
        }
      else
        out->hi = OFF_ANY;
      return true;
    }
  if (!c || c->kind != HELD_INT || c->lo != c->hi || c->lo >= lim
      || out->hi >= lim || (out->kind == HELD_UB && !add))
    return false;
  if (code == MULT_EXPR)
    out->lo *= c->lo, out->hi *= c->lo;
  else if (code == LSHIFT_EXPR)
    {
      if (c->lo > 31)
        return false;
      out->lo <<= c->lo;
      out->hi <<= c->lo;
    }
  else if (add)
    out->lo += c->lo, out->hi += c->lo;
  else
    return false;
  return out->hi < lim
         && (out->kind == HELD_INT || out->hi < sync_space_size[ASC_SPACE_UB]);
}

/* See gimple_held.h.  */
bool
ascsync_held_move (struct held *h, uint64_t lo, uint64_t hi)
{
  if (lo == 0 && hi == 0)
    return true;
  if (hi == OFF_ANY || lo != hi)
    return held_apply (h, PLUS_EXPR, NULL);
  struct held c;
  memset (&c, 0, sizeof c);
  c.kind = HELD_INT;
  c.lo = c.hi = lo;
  return held_apply (h, PLUS_EXPR, &c);
}

static bool stored_value (function *fn, tree rhs,
                          const struct held_ctx *ctx, struct held *out,
                          int depth);

/* See gimple_held.h.  Where nothing else is known of an integer
   name of the outermost function, it stands as X itself when it has
   one value in a run.  */
bool
ascsync_stored_value (function *fn, tree rhs, const struct held_ctx *ctx,
                      struct held *out, int depth)
{
  if (!stored_value (fn, rhs, ctx, out, depth)
      && !(outermost_p (ctx) && TREE_CODE (rhs) == SSA_NAME
           && (!ctx || ctx->var != rhs) && depth <= 16
           && run_value (fn, rhs, out)))
    return false;
  /* A multiple computed in a type narrower than 32 bits may have
     wrapped (the multiples are checked below 2^31 only).  */
  return !((out->kind == HELD_SINT || out->kind == HELD_SUB)
           && out->smax > 1 && INTEGRAL_TYPE_P (TREE_TYPE (rhs))
           && TYPE_PRECISION (TREE_TYPE (rhs)) < 32);
}

/* Whether statement FIRST of FN runs before SECOND on every path that
   reaches SECOND, outside every cycle of FN's CFG.  */
static bool
runs_before_p (function *fn, gimple *first, gimple *second)
{
  basic_block fb = gimple_bb (first), sb = gimple_bb (second);
  if (!fb || !sb || ascsync_on_cycle_p (fn, fb))
    return false;
  if (fb == sb)
    {
      for (gimple_stmt_iterator gsi = gsi_for_stmt (first); !gsi_end_p (gsi);
           gsi_next (&gsi))
        if (gsi_stmt (gsi) == second)
          return true;
      return false;
    }
  /* SB not reached from the entry without passing FB.  */
  return !ascsync_reaches_p (ENTRY_BLOCK_PTR_FOR_FN (fn), sb, fb);
}

/* What load REF of FN's local variable OBJ reads, when FN is the
   outermost function of the question, into *OUT: one of the values the
   stores into those bytes put there (reading before any store is
   undefined), the object's address going only where it is followed
   (gimple_entry.cc's walk; at -O0 an Init inlined computes "tb = tile *
   2" from the member it stored).  */
static bool
variable_load (function *fn, tree ref, tree obj, struct held *out)
{
  /* A store's value may load the variable again.  */
  static int nesting;
  poly_int64 pos, sz, msz;
  HOST_WIDE_INT p, n;
  bool reverse;
  get_ref_base_and_extent (ref, &pos, &sz, &msz, &reverse);
  if (nesting > 4 || reverse || !pos.is_constant (&p) || !sz.is_constant (&n)
      || !known_eq (sz, msz) || p % BITS_PER_UNIT || n % BITS_PER_UNIT
      || n <= 0)
    return false;
  nesting++;
  bool ok = ascsync_object_held (fn, obj, p / BITS_PER_UNIT,
                                 (unsigned) (n / BITS_PER_UNIT), out);
  nesting--;
  return ok;
}

/* The value load AS of FN reads, in context CTX, into *OUT: of a local
   variable, as variable_load says; through FN's own pointer parameter,
   what the one store of FN writing the bytes it reads left there, that
   store running before it, FN writing through no other pointer
   parameter it follows (the object's address going nowhere else, which
   the walk over the object's owner checks: "this->tile = tile_; tb =
   this->tile * 2" in an Init at -O0).  */
static bool
forwarded_load (function *fn, gassign *as, const struct held_ctx *ctx,
                struct held *out, int depth)
{
  tree ref = gimple_assign_rhs1 (as);
  tree obj = get_base_address (ref);
  if (obj && VAR_P (obj) && auto_var_in_fn_p (obj, fn->decl))
    return outermost_p (ctx) && variable_load (fn, ref, obj, out);
  tree pdef = ascsync_reference_param (ref);
  tree tsz = TYPE_SIZE_UNIT (TREE_TYPE (ref));
  HOST_WIDE_INT c, vmul;
  tree var;
  if (!pdef || !tsz || !tree_fits_uhwi_p (tsz)
      || ascsync_ref_place (ref, pdef, &c, &var, &vmul) != 1 || var)
    return false;
  int idx = ascsync_param_index_of (fn->decl, SSA_NAME_VAR (pdef));
  gassign *st = idx >= 0 ? ascsync_sole_store (fn, idx, c, tree_to_uhwi (tsz))
                         : NULL;
  /* No other pointer parameter, which a call may give the same object,
     writes through it; one whose writes are not followed at all (it
     escapes) makes the walk over the object's owner refuse an object
     given to it.  */
  int j = 0;
  for (tree p = DECL_ARGUMENTS (fn->decl); p && st; p = DECL_CHAIN (p), j++)
    {
      struct ascsync_byte_ranges w;
      if (j != idx && POINTER_TYPE_P (TREE_TYPE (p))
          && ascsync_param_writes (fn->decl, j, &w) && w.n)
        st = NULL;
    }
  return st && runs_before_p (fn, st, as)
         && ascsync_stored_value (fn, gimple_assign_rhs1 (st), ctx, out,
                                  depth + 1);
}

/* ascsync_stored_value without the fallback to X.  */
static bool
stored_value (function *fn, tree rhs, const struct held_ctx *ctx,
              struct held *out, int depth)
{
  if (depth > 16)
    return false;
  if (TREE_CODE (rhs) == INTEGER_CST)
    {
      if (!tree_fits_shwi_p (rhs) && !tree_fits_uhwi_p (rhs))
        return false;
      out->kind = HELD_INT;
      out->lo = out->hi = (uint64_t) TREE_INT_CST_LOW (rhs);
      return true;
    }
  if (TREE_CODE (rhs) != SSA_NAME)
    return false;
  if (ctx && ctx->var == rhs)
    {
      out->kind = HELD_INT;
      out->lo = out->hi = (uint64_t) ctx->val;
      return true;
    }
  if (SSA_NAME_IS_DEFAULT_DEF (rhs))
    {
      tree parm = SSA_NAME_VAR (rhs);
      return parm && TREE_CODE (parm) == PARM_DECL
             && param_value (fn, parm, ctx, out, depth);
    }
  gimple *def = SSA_NAME_DEF_STMT (rhs);
  if (ascsync_get_imm_p (def))
    {
      struct held a;
      if (!ascsync_stored_value (fn, gimple_call_arg (def, 0), ctx, &a,
                                 depth + 1))
        return false;
      if (a.kind == HELD_SINT)
        {
          *out = a;
          out->kind = HELD_SUB;
          return true;
        }
      if (a.kind != HELD_INT || a.lo != a.hi
          || a.lo >= sync_space_size[ASC_SPACE_UB])
        return false;
      out->kind = HELD_UB;
      out->lo = out->hi = a.lo;
      return true;
    }
  gassign *as = dyn_cast <gassign *> (def);
  if (!as)
    return false;
  if (gimple_assign_load_p (as) && gimple_assign_single_p (as))
    return forwarded_load (fn, as, ctx, out, depth);
  enum tree_code code = gimple_assign_rhs_code (as);
  tree x = gimple_assign_rhs1 (as);
  tree type = TREE_TYPE (rhs), xtype = TREE_TYPE (x);
  if (code == SSA_NAME || CONVERT_EXPR_CODE_P (code))
    return (POINTER_TYPE_P (type) || POINTER_TYPE_P (xtype)
            || (INTEGRAL_TYPE_P (xtype)
                && TYPE_PRECISION (type) >= TYPE_PRECISION (xtype)))
           && ascsync_stored_value (fn, x, ctx, out, depth + 1);
  if (code != POINTER_PLUS_EXPR && code != PLUS_EXPR && code != MULT_EXPR
      && code != LSHIFT_EXPR)
    return false;
  struct held c;
  if (!ascsync_stored_value (fn, x, ctx, out, depth + 1))
    return false;
  bool cknown = ascsync_stored_value (fn, gimple_assign_rhs2 (as), ctx, &c,
                                      depth + 1);
  if (out->kind == HELD_SINT || out->kind == HELD_SUB
      || (cknown && (c.kind == HELD_SINT || c.kind == HELD_SUB)))
    return held_sym_apply (out, code, cknown ? &c : NULL);
  return held_apply (out, code, cknown ? &c : NULL);
}

/* Whether AS converts an integer to a type that holds each of its
   values (no truncation, no change of sign of a value).  */
static bool
widening_p (gassign *as)
{
  if (!CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (as)))
    return false;
  tree from = TREE_TYPE (gimple_assign_rhs1 (as));
  tree to = TREE_TYPE (gimple_assign_lhs (as));
  return INTEGRAL_TYPE_P (from) && INTEGRAL_TYPE_P (to)
         && (TYPE_PRECISION (to) > TYPE_PRECISION (from)
             || (TYPE_PRECISION (to) == TYPE_PRECISION (from)
                 && TYPE_UNSIGNED (to) == TYPE_UNSIGNED (from)));
}

/* The root of integer index T through conversions that keep its
   value (widening_p).  */
static tree
index_root (tree t)
{
  for (int i = 0; i < 4 && TREE_CODE (t) == SSA_NAME; i++)
    {
      gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
      if (!as || !widening_p (as))
        break;
      t = gimple_assign_rhs1 (as);
    }
  return t;
}

/* Add index term T (an integer operand: a constant, or an SSA name
   times a constant, through conversions that keep values, products and
   shifts by constants that cannot wrap) times MUL to *C, *VAR, *VMUL
   (one variable at most).  */
static bool
add_index (tree t, HOST_WIDE_INT mul, HOST_WIDE_INT *c, tree *var,
           HOST_WIDE_INT *vmul)
{
  const HOST_WIDE_INT lim = (HOST_WIDE_INT) 1 << 30;
  for (int i = 0; i < 6 && TREE_CODE (t) == SSA_NAME; i++)
    {
      gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
      enum tree_code code = as ? gimple_assign_rhs_code (as) : ERROR_MARK;
      tree k = as && gimple_num_ops (as) > 2 ? gimple_assign_rhs2 (as)
                                             : NULL_TREE;
      /* A product in an unsigned type narrower than an address may
         wrap: it is then no multiple of the index.  */
      if ((code == MULT_EXPR || code == LSHIFT_EXPR) && k
          && TREE_CODE (k) == INTEGER_CST && tree_fits_shwi_p (k)
          && (!TYPE_UNSIGNED (TREE_TYPE (t))
              || TYPE_PRECISION (TREE_TYPE (t)) >= POINTER_SIZE))
        {
          HOST_WIDE_INT f = tree_to_shwi (k);
          if (code == LSHIFT_EXPR)
            f = f >= 0 && f < 20 ? (HOST_WIDE_INT) 1 << f : lim;
          if (f <= 0 || f >= lim || mul >= lim / f)
            return false;
          mul *= f;
          t = gimple_assign_rhs1 (as);
        }
      else if (as && widening_p (as))
        t = gimple_assign_rhs1 (as);
      else
        break;
    }
  if (TREE_CODE (t) == INTEGER_CST)
    {
      if (!tree_fits_shwi_p (t) || tree_to_shwi (t) >= lim
          || tree_to_shwi (t) <= -lim)
        return false;
      *c += tree_to_shwi (t) * mul;
      return true;
    }
  if (TREE_CODE (t) != SSA_NAME || *var)
    return false;
  *var = index_root (t);
  *vmul = mul;
  return true;
}

/* See gimple_held.h.  */
int
ascsync_pointer_from (tree p, tree pdef, bool ok, HOST_WIDE_INT *c,
                      tree *var, HOST_WIDE_INT *vmul)
{
  for (int depth = 0; depth < 12; depth++)
    {
      if (p == pdef)
        return ok ? 1 : -1;
      if (TREE_CODE (p) == ADDR_EXPR)
        {
          /* The address of (a part of) variable PDEF.  */
          poly_int64 po;
          HOST_WIDE_INT off;
          tree base = get_addr_base_and_unit_offset (TREE_OPERAND (p, 0),
                                                     &po);
          if (base && TREE_CODE (base) == MEM_REF && base != pdef)
            {
              /* "&MEM[q + C]": the address Q moved by C.  */
              if (!po.is_constant (&off))
                return -1;
              *c += off;
              p = TREE_OPERAND (base, 0);
              continue;
            }
          if (!base || base != pdef)
            return 0;
          if (!po.is_constant (&off))
            return -1;
          *c += off;
          return ok ? 1 : -1;
        }
      if (TREE_CODE (p) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (p))
        return 0;
      gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (p));
      if (!as)
        return gimple_code (SSA_NAME_DEF_STMT (p)) == GIMPLE_PHI ? -1 : 0;
      enum tree_code code = gimple_assign_rhs_code (as);
      if (code == POINTER_PLUS_EXPR)
        ok = ok && add_index (gimple_assign_rhs2 (as), 1, c, var, vmul);
      else if (code != SSA_NAME && !CONVERT_EXPR_CODE_P (code)
               && code != ADDR_EXPR)
        return gimple_assign_load_p (as) ? 0 : -1;
      p = gimple_assign_rhs1 (as);
    }
  return -1;
}

/* See gimple_held.h.  */
int
ascsync_ref_place (tree lhs, tree pdef, HOST_WIDE_INT *c, tree *var,
                   HOST_WIDE_INT *vmul)
{
  *c = 0;
  *var = NULL_TREE;
  *vmul = 0;
  bool ok = true;
  tree ref = lhs;
  for (; handled_component_p (ref); ref = TREE_OPERAND (ref, 0))
    if (TREE_CODE (ref) == COMPONENT_REF)
      {
        tree f = TREE_OPERAND (ref, 1);
        tree fo = component_ref_field_offset (ref);
        if (DECL_BIT_FIELD (f) || !fo || !tree_fits_shwi_p (fo)
            || !tree_fits_shwi_p (DECL_FIELD_BIT_OFFSET (f)))
          ok = false;
        else
          *c += tree_to_shwi (fo)
                + tree_to_shwi (DECL_FIELD_BIT_OFFSET (f)) / BITS_PER_UNIT;
      }
    else if (TREE_CODE (ref) == ARRAY_REF)
      {
        tree esz = array_ref_element_size (ref);
        tree low = array_ref_low_bound (ref);
        if (!esz || !tree_fits_shwi_p (esz) || !tree_fits_shwi_p (low))
          ok = false;
        else
          {
            HOST_WIDE_INT e = tree_to_shwi (esz);
            *c -= tree_to_shwi (low) * e;
            ok = ok && add_index (TREE_OPERAND (ref, 1), e, c, var, vmul);
          }
      }
    else
      ok = false;
  if (DECL_P (ref))
    return ref != pdef ? 0 : ok ? 1 : -1;
  /* TARGET_MEM_REF: BASE + OFFSET + INDEX * STEP + INDEX2.  */
  if (TREE_CODE (ref) == TARGET_MEM_REF)
    {
      tree step = TMR_STEP (ref);
      if (!tree_fits_shwi_p (TMR_OFFSET (ref))
          || (step && !tree_fits_shwi_p (step)))
        ok = false;
      else
        {
          *c += tree_to_shwi (TMR_OFFSET (ref));
          if (TMR_INDEX (ref))
            ok = ok && add_index (TMR_INDEX (ref),
                                  step ? tree_to_shwi (step) : 1, c, var,
                                  vmul);
          if (TMR_INDEX2 (ref))
            ok = ok && add_index (TMR_INDEX2 (ref), 1, c, var, vmul);
        }
      return ascsync_pointer_from (TMR_BASE (ref), pdef, ok, c, var, vmul);
    }
  if (TREE_CODE (ref) != MEM_REF)
    return 0;
  if (!tree_fits_shwi_p (TREE_OPERAND (ref, 1)))
    ok = false;
  else
    *c += tree_to_shwi (TREE_OPERAND (ref, 1));
  return ascsync_pointer_from (TREE_OPERAND (ref, 0), pdef, ok, c, var,
                               vmul);
}
