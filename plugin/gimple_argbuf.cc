/* gimple_argbuf.cc -- the local buffers the calls of a function pass
   for its pointer parameters (ascsync).

   A helper that is not inlined (noinline, or any helper at -O0) sees
   its pointer parameters as unknown addresses: an operand made from one
   may touch any byte of its space, so within the helper every pair of
   such accesses is a dependence ("load into p, load into m": a barrier
   between the loads; "read *gamma, then write dst": a wait of the
   scalar unit).  The calls know better: each passes an address made by
   pointer arithmetic from a buffer the kernel declares with get_imm.
   By the layout assumption (the manual's Layout assumption: pointer
   arithmetic stays in the buffer it starts in, as in a C object) the
   parameter then points into that buffer, from its get_imm address C
   to the next buffer start after the argument's constant offset from
   C.

   So for a function only its unit calls (static, address never taken)
   whose calls are all still in GIMPLE (GCC compiles a function before
   its callers), each call's argument for the parameter is traced back
   through conversions, pointer arithmetic, PHIs, the caller's own
   pointer parameters (the same question one level up) and loads from a
   local table of addresses (the values stored into it) to get_imm
   constants.  (A call of an IPA clone, "f.constprop" or "f.isra",
   still names the function cloned, with that function's arguments,
   until its caller is compiled: the argument for a parameter the clone
   kept is the one for the parameter it is a copy of, its abstract
   origin.)
   The answer: each such constant C with the largest constant offset
   from it that an argument carries.  gimple_ops.cc bounds an access
   through the parameter by the buffers so named, and takes each C as a
   buffer start of the space the access is in (one layout for the
   unit, as the starts callees declare are).  Any argument not traced
   so, or more constants than ARGBUF_MAX, leaves the parameter unknown.
   Off with the layout assumption (-fplugin-arg-ascsync-layout=no).  */

#include "ascsync-gcc.h"
#include "tree-dfa.h"
#include "gimple-walk.h"
#include "alloc-pool.h"
#include "symbol-summary.h"
#include "symtab-clones.h"
#include "ipa-param-manipulation.h"
#include "gimple_val.h"
#include "gimple_held.h"

/* One answer of ascsync_param_buffers, remembered per function and
   parameter (the calls do not change while the unit is compiled: each
   caller is still in GIMPLE when asked).  */
struct argbuf_memo
{
  tree fndecl;
  int param;
  bool known;
  struct ascsync_argbufs bufs;
};
static vec<argbuf_memo> argbuf_memos;

static bool param_buffers (tree fndecl, int param,
                           struct ascsync_argbufs *out, int level);
/* Where a pointer lies from the get_imm constant it is made from: at
   constant offsets LO to HI, or (VAR) moved from them by offsets not
   known, which keep it in the buffer it starts in (the layout
   assumption).  */
struct root_off
{
  uint64_t lo, hi;
  bool var;
};

/* The walk of arg_roots: per PHI or table store reached, the offsets it
   was followed with (a later path with others follows it again), the
   PHIs on the path being followed, and whether a cycle through one was
   found (the pointer then moves round a loop: every constant reached
   is taken as moved by unknown offsets).  */
struct root_walk
{
  hash_map<gimple *, root_off> done;
  hash_set<gimple *> path;
  bool cyclic;
};

static bool arg_roots (function *fn, tree arg, struct root_off off,
                       struct root_walk *walk,
                       struct ascsync_argbufs *out, int level, int depth);

/* Add get_imm constant ROOT, reached at offsets OFF from it, to OUT;
   false when OUT is full.  */
static bool
add_root (struct ascsync_argbufs *out, uint64_t root, struct root_off off)
{
  for (int i = 0; i < out->n; i++)
    if (out->root[i] == root)
      {
        out->cmin[i] = MIN (out->cmin[i], off.lo);
        out->cmax[i] = MAX (out->cmax[i], off.hi);
        out->var[i] |= off.var;
        return true;
      }
  if (out->n >= ARGBUF_MAX)
    return false;
  out->root[out->n] = root;
  out->cmin[out->n] = off.lo;
  out->cmax[out->n] = off.hi;
  out->var[out->n] = off.var;
  out->n++;
  return true;
}

/* Whether OFF adds nothing to offsets SEEN a walk followed already.  */
static bool
off_covered (const struct root_off &off, const struct root_off *seen)
{
  return seen && seen->lo <= off.lo && seen->hi >= off.hi
         && (seen->var || !off.var);
}

/* OFF moved by constant D >= 0 (false when it grows too large).  */
static bool
off_add (struct root_off *off, uint64_t lo, uint64_t hi)
{
  if (off->hi + hi >= ((uint64_t) 1 << 40))
    return false;
  off->lo += lo;
  off->hi += hi;
  return true;
}

/* walk_stmt_load_store_addr_ops callback: whether the base of address
   (or stored) operand OP is DATA.  */
static bool
address_of_p (gimple *, tree op, tree, void *data)
{
  return get_base_address (op) == (tree) data;
}

/* Whether statement or PHI G takes the address of DECL, or (STORES)
   stores into it.  */
static bool
mentions_decl_p (gimple *g, tree decl, bool stores)
{
  return walk_stmt_load_store_addr_ops (g, decl, NULL,
                                        stores ? address_of_p : NULL,
                                        address_of_p);
}

/* A few values an integer may take: V[0 .. N - 1], distinct.  */
struct value_set
{
  int n;
  uint64_t v[ARGBUF_MAX];
};

/* Add X to S; false when S is full.  */
static bool
value_set_add (struct value_set *s, uint64_t x)
{
  for (int i = 0; i < s->n; i++)
    if (s->v[i] == x)
      return true;
  if (s->n >= ARGBUF_MAX)
    return false;
  s->v[s->n++] = x;
  return true;
}

/* Into *S the values of X CODE Y for X in *X and Y in *Y (a sum, a
   product, a left shift, a bitwise and or or); false for another CODE,
   or values that might wrap or be too many.  */
static bool
combine_values (enum tree_code code, const struct value_set *x,
                const struct value_set *y, struct value_set *s)
{
  const uint64_t lim = (uint64_t) 1 << 40;
  for (int i = 0; i < x->n; i++)
    for (int j = 0; j < y->n; j++)
      {
        uint64_t a = x->v[i], b = y->v[j], r;
        if (a >= lim || b >= lim)
          return false;
        switch (code)
          {
          case PLUS_EXPR:
            r = a + b;
            break;
          case MULT_EXPR:
            if (b && a > (lim - 1) / b)
              return false;
            r = a * b;
            break;
          case LSHIFT_EXPR:
            if (b >= 40 || a >= (lim >> b))
              return false;
            r = a << b;
            break;
          case BIT_AND_EXPR:
            r = a & b;
            break;
          case BIT_IOR_EXPR:
            r = a | b;
            break;
          default:
            return false;
          }
        /* Far below any wrap of the operation's type.  */
        if (r >= lim || !value_set_add (s, r))
          return false;
      }
  return true;
}

/* Into *S every value integer T (of any function, from its definitions
   alone) may take, when they are few: a constant; a value masked by a
   constant of at most three bits (any of the masked bits' combinations:
   "t & 1", "(t << 10) & 0x400"); sums of such values, and their
   products and left shifts by constants; conversions that keep every
   value (to a type at least as wide, of non-negative values); PHIs of
   them.  A get_imm argument "UB_X + (t & 1) * SLOT" has two values.
   False when T's values are not so found, or too many.  DEPTH bounds
   the walk.  */
static bool
imm_arg_values (tree t, struct value_set *s, int depth)
{
  s->n = 0;
  if (TREE_CODE (t) == INTEGER_CST)
    return tree_fits_uhwi_p (t) && value_set_add (s, tree_to_uhwi (t));
  if (TREE_CODE (t) != SSA_NAME || depth > 12
      || !INTEGRAL_TYPE_P (TREE_TYPE (t))
      || TYPE_PRECISION (TREE_TYPE (t)) > 64)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      if (depth > 4)
        return false;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
        {
          struct value_set a;
          if (!imm_arg_values (gimple_phi_arg_def (phi, i), &a, depth + 1))
            return false;
          for (int j = 0; j < a.n; j++)
            if (!value_set_add (s, a.v[j]))
              return false;
        }
      return s->n > 0;
    }
  if (!is_gimple_assign (def))
    return false;
  enum tree_code code = gimple_assign_rhs_code (def);
  tree a = gimple_assign_rhs1 (def);
  tree b = gimple_num_ops (def) > 2 ? gimple_assign_rhs2 (def) : NULL_TREE;
  struct value_set x, y;
  if (code == BIT_AND_EXPR && b && tree_fits_uhwi_p (b)
      && !imm_arg_values (a, &x, depth + 1))
    {
      /* Any combination of the mask's bits.  */
      uint64_t m = tree_to_uhwi (b);
      if (popcount_hwi (m) > 3)
        return false;
      for (uint64_t sub = m;; sub = (sub - 1) & m)
        {
          if (!value_set_add (s, sub))
            return false;
          if (!sub)
            break;
        }
      return true;
    }
  bool conv = CONVERT_EXPR_CODE_P (code) || code == SSA_NAME;
  if (conv && !(INTEGRAL_TYPE_P (TREE_TYPE (a))
                && (TYPE_PRECISION (TREE_TYPE (a))
                    <= TYPE_PRECISION (TREE_TYPE (t)))))
    return false;
  if (!imm_arg_values (a, &x, depth + 1))
    return false;
  if (conv)
    {
      /* A signed value may be negative: then it changes.  */
      for (int i = 0; i < x.n; i++)
        if (!TYPE_UNSIGNED (TREE_TYPE (a))
            && (x.v[i] >> (TYPE_PRECISION (TREE_TYPE (a)) - 1)) & 1)
          return false;
      *s = x;
      return true;
    }
  return b && imm_arg_values (b, &y, depth + 1)
         && combine_values (code, &x, &y, s);
}

/* Add to OUT the get_imm constants store G of function FN into table
   DECL puts there at offsets OFF, when G's index is the counter of a
   loop ("tb[j] = get_imm (X + j * SLOT)" for j from 0 to K - 1): one
   for each value the counter takes where G runs
   (ascsync_counter_values_of), the value stored computed with it.  */
static bool
counter_roots (function *fn, tree decl, gassign *g, struct root_off off,
               struct ascsync_argbufs *out)
{
  HOST_WIDE_INT c, vmul, vals[ASCSYNC_COUNTER_VALUES];
  tree var;
  int n;
  if (!gimple_assign_single_p (g)
      || ascsync_ref_place (gimple_assign_lhs (g), decl, &c, &var, &vmul) != 1
      || !var || !ascsync_counter_values_of (fn, var, g, vals, &n))
    return false;
  struct held_ctx ctx;
  memset (&ctx, 0, sizeof ctx);
  ctx.var = var;
  for (int i = 0; i < n; i++)
    {
      struct held h;
      ctx.val = vals[i];
      if (!ascsync_stored_value (fn, gimple_assign_rhs1 (g), &ctx, &h, 0)
          || h.kind != HELD_UB || h.lo != h.hi || !add_root (out, h.lo, off))
        return false;
    }
  return true;
}

/* Add to OUT the get_imm constants of the values stored into DECL, a
   local array of FN whose address no statement takes (a table of slot
   addresses, "xb[0] = get_imm (X); xb[1] = ...", read as "xb[1 - s]"),
   as arg_roots does for one value (OFF, WALK, LEVEL, DEPTH as there): a
   load from it reads one of those values.  */
static bool
table_roots (function *fn, tree decl, struct root_off off,
             struct root_walk *walk, struct ascsync_argbufs *out, int level,
             int depth)
{
  if (!VAR_P (decl) || is_global_var (decl) || TREE_THIS_VOLATILE (decl)
      || depth > 24)
    return false;
  bool any = false;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    {
      for (gphi_iterator gpi = gsi_start_phis (bb); !gsi_end_p (gpi);
           gsi_next (&gpi))
        if (mentions_decl_p (gpi.phi (), decl, false))
          return false;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
           gsi_next (&gsi))
        {
          gimple *g = gsi_stmt (gsi);
          /* The end of its lifetime stores no value.  */
          if (gimple_clobber_p (g))
            continue;
          bool store = gimple_assign_single_p (g)
                       && get_base_address (gimple_assign_lhs (g)) == decl;
          /* Any other store into it (an asm output, a call's result),
             or its address taken: its values are not all seen.  */
          if (!store)
            {
              if (mentions_decl_p (g, decl, true))
                return false;
              continue;
            }
          if (mentions_decl_p (g, decl, false))
            return false;
          if (off_covered (off, walk->done.get (g)))
            continue;
          walk->done.put (g, off);
          if (!arg_roots (fn, gimple_assign_rhs1 (g), off, walk, out, level,
                          depth + 1)
              && !counter_roots (fn, decl, as_a <gassign *> (g), off, out))
            return false;
          any = true;
        }
    }
  return any;
}

/* Add to OUT the roots of pointer ARG of FN made from parameter PARM
   of FN at offsets OFF: the buffers FN's own calls pass for it.  */
static bool
parm_roots (function *fn, tree parm, struct root_off off,
            struct ascsync_argbufs *out, int level)
{
  struct ascsync_argbufs up;
  int idx = TREE_CODE (parm) == PARM_DECL
            ? ascsync_param_index_of (fn->decl, parm) : -1;
  if (idx < 0 || !POINTER_TYPE_P (TREE_TYPE (parm))
      || !param_buffers (fn->decl, idx, &up, level + 1))
    return false;
  for (int i = 0; i < up.n; i++)
    {
      struct root_off o = { up.cmin[i], up.cmax[i], up.var[i] || off.var };
      if (!off_add (&o, off.lo, off.hi) || !add_root (out, up.root[i], o))
        return false;
    }
  out->untraced |= up.untraced;
  return true;
}

/* Add to OFF variable offset Y of a pointer: the values GCC's ranges or
   its definitions give it (known values are trusted), else moved by an
   unknown offset (VAR).  False when it grows too large.  */
static bool
off_add_var (struct root_off *off, tree y)
{
  HOST_WIDE_INT a, b;
  if (ascsync_arg_range (y, &a, &b) && a >= 0)
    return off_add (off, (uint64_t) a, (uint64_t) b);
  off->var = true;
  value_range vr;
  if (TREE_CODE (y) == SSA_NAME && INTEGRAL_TYPE_P (TREE_TYPE (y))
      && get_global_range_query ()->range_of_expr (vr, y)
      && vr.kind () == VR_RANGE && !vr.undefined_p ())
    {
      /* The offset's bits are those of a signed size: a largest value
         below 0 says nothing (a step back).  */
      wide_int hi = wi::to_wide (vr.max ());
      if (!wi::neg_p (hi, SIGNED) && wi::fits_uhwi_p (hi))
        return off_add (off, 0, hi.to_uhwi ());
    }
  return true;
}

/* Add to OUT the get_imm constants pointer ARG of function FN (a
   caller) is made from, each with the offsets OFF from it plus those of
   the arithmetic on the way.  False when some value ARG may take is not
   so traced.  LEVEL: how many callers up FN is (see param_buffers);
   WALK: see struct root_walk; DEPTH bounds the walk.  */
static bool
arg_roots (function *fn, tree arg, struct root_off off,
           struct root_walk *walk, struct ascsync_argbufs *out, int level,
           int depth)
{
  if (depth > 24)
    return false;
  tree parm = NULL_TREE;
  if (TREE_CODE (arg) == PARM_DECL)
    parm = ascsync_parm_kept_p (fn, arg) ? arg : NULL_TREE;
  else if (TREE_CODE (arg) == SSA_NAME && SSA_NAME_IS_DEFAULT_DEF (arg))
    parm = SSA_NAME_VAR (arg);
  if (parm)
    return parm_roots (fn, parm, off, out, level);
  /* The address of a variable (the caller's stack): memory no pipe
     and no traced access reaches.  */
  if (TREE_CODE (arg) == ADDR_EXPR)
    {
      tree base = get_base_address (TREE_OPERAND (arg, 0));
      if (!base || !(VAR_P (base) || TREE_CODE (base) == PARM_DECL
                     || TREE_CODE (base) == RESULT_DECL))
        return false;
      out->untraced = 1;
      return true;
    }
  if (TREE_CODE (arg) != SSA_NAME)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (arg);
  if (ascsync_get_imm_p (def))
    {
      /* Each address the argument may be (a slot "X + (t & 1) *
         SLOT"), a buffer of its own.  */
      struct value_set vs;
      if (!imm_arg_values (gimple_call_arg (def, 0), &vs, 0))
        return false;
      for (int i = 0; i < vs.n; i++)
        if (!add_root (out, vs.v[i], off))
          return false;
      return true;
    }
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      if (walk->path.contains (phi))
        {
          walk->cyclic = true;
          return true;
        }
      if (off_covered (off, walk->done.get (phi)))
        return true;
      walk->done.put (phi, off);
      walk->path.add (phi);
      bool ok = true;
      for (unsigned i = 0; ok && i < gimple_phi_num_args (phi); i++)
        ok = arg_roots (fn, gimple_phi_arg_def (phi, i), off, walk, out,
                        level, depth + 1);
      walk->path.remove (phi);
      return ok;
    }
  if (!is_gimple_assign (def))
    return false;
  if (gimple_assign_load_p (def))
    {
      tree base = get_base_address (gimple_assign_rhs1 (def));
      return base && table_roots (fn, base, off, walk, out, level,
                                  depth + 1);
    }
  enum tree_code code = gimple_assign_rhs_code (def);
  tree x = gimple_assign_rhs1 (def);
  if (CONVERT_EXPR_CODE_P (code) || code == SSA_NAME)
    return arg_roots (fn, x, off, walk, out, level, depth + 1);
  if (code != POINTER_PLUS_EXPR && code != PLUS_EXPR)
    return false;
  tree y = gimple_assign_rhs2 (def);
  if (code == PLUS_EXPR && TREE_CODE (x) == INTEGER_CST)
    {
      tree t = x;
      x = y;
      y = t;
    }
  if (TREE_CODE (y) != INTEGER_CST)
    /* An integer sum of two names gives no pointer to follow.  */
    return (code == POINTER_PLUS_EXPR && off_add_var (&off, y)
            && arg_roots (fn, x, off, walk, out, level, depth + 1));
  /* An address as a 64-bit integer (a pointer offset is sizetype): its
     low bits, taken as signed, are the step.  */
  if (TYPE_PRECISION (TREE_TYPE (y)) != 64)
    return false;
  HOST_WIDE_INT d = (HOST_WIDE_INT) TREE_INT_CST_LOW (y);
  /* A constant step back: the pointer may leave the buffer its
     constant names, so nothing is known.  */
  if (d < 0 || !off_add (&off, (uint64_t) d, (uint64_t) d))
    return false;
  return arg_roots (fn, x, off, walk, out, level, depth + 1);
}

/* The number of calls of each function (by declaration) when the
   interprocedural passes end, every body still in GIMPLE: a caller GCC
   has compiled since (at -O0 functions go in source order, a caller
   before its callee) has no call edges any more.  */
static hash_map<tree, int> *calls_at_ipa_end;

/* The call graph edges into NODE.  */
static int
count_calls (cgraph_node *node)
{
  int n = 0;
  for (cgraph_edge *e = node->callers; e; e = e->next_caller)
    n++;
  return n;
}

/* An IPA clone (IPA-CP's "f.constprop", IPA-SRA's "f.isra") of ORIGIN,
   the function with the body: its parameter I is ORIGIN's ORIG[I] (-1:
   one of its own), for I < N.  Recorded when the interprocedural
   passes end, while the clone's record of it is there: a clone's
   parameters are gone once GCC has compiled it.  */
#define CLONE_MAX_PARAMS 16
struct clone_map
{
  tree clone, origin;
  int n;
  int orig[CLONE_MAX_PARAMS];
};
static vec<clone_map> clone_maps;

/* The record of clone DECL, or null.  */
static const struct clone_map *
clone_map_of (tree decl)
{
  for (unsigned i = 0; decl && i < clone_maps.length (); i++)
    if (clone_maps[i].clone == decl)
      return &clone_maps[i];
  return NULL;
}

/* Record the clones of the unit (struct clone_map).  */
static void
note_clones (void)
{
  cgraph_node *node;
  FOR_EACH_FUNCTION (node)
    {
      if (!node->clone_of || node->inlined_to)
        continue;
      cgraph_node *root = node->clone_of;
      while (root->clone_of)
        root = root->clone_of;
      clone_info *ci = clone_info::get (node);
      ipa_param_adjustments *adj = ci ? ci->param_adjustments : NULL;
      int n = adj ? (int) vec_safe_length (adj->m_adj_params)
              : list_length (DECL_ARGUMENTS (root->decl));
      if (n > CLONE_MAX_PARAMS)
        continue;
      clone_map m;
      m.clone = node->decl;
      m.origin = root->decl;
      m.n = n;
      for (int i = 0; i < n; i++)
        m.orig[i] = adj ? adj->get_original_index (i) : i;
      clone_maps.safe_push (m);
    }
}

/* PLUGIN_ALL_IPA_PASSES_END: record CALLS_AT_IPA_END.  */
static void
note_calls_at_ipa_end (void *, void *)
{
  if (!calls_at_ipa_end)
    calls_at_ipa_end = new hash_map<tree, int>;
  cgraph_node *node;
  FOR_EACH_FUNCTION (node)
    calls_at_ipa_end->put (node->decl, count_calls (node));
  note_clones ();
}

/* See ascsync-gcc.h.  */
void
ascsync_argbuf_register (const char *plugin_name)
{
  register_callback (plugin_name, PLUGIN_ALL_IPA_PASSES_END,
                     note_calls_at_ipa_end, NULL);
}

/* The functions of vague linkage whose calls were taken for all their
   calls (comdat_calls_p), each warned about once.  */
static hash_set<tree> *comdat_warned;

/* Whether DECL, a function of NODE, has vague linkage -- a C++ inline
   function (a member function defined in its class among them) or a
   template instance, which every unit using it defines, the linker
   keeping one copy -- and is taken, under comdat-calls=yes, to be called
   as this unit's calls call it: defined here, not preserved, not a
   kernel (other units launch kernels).
   Warns once per function (class comdat-calls) when so taken.  */
static bool
comdat_calls_p (cgraph_node *node, tree decl)
{
  if (!ascsync_settings.comdat_calls || !DECL_COMDAT (decl)
      || DECL_EXTERNAL (decl) || DECL_PRESERVE_P (decl)
      || ascsync_kernel_p (decl))
    return false;
  if (!comdat_warned)
    comdat_warned = new hash_set<tree>;
  if (!comdat_warned->add (decl))
    ascsync_warning (ASCSYNC_WARN_COMDAT_CALLS, DECL_SOURCE_LOCATION (decl),
                     "ascsync: %qD is an inline function or template "
                     "instance, which other units may define too: what "
                     "its parameters are given is taken from the calls of "
                     "this unit, assuming the copy the linker keeps is "
                     "called likewise", node->decl);
  return true;
}

/* Whether every call of function NODE (DECL) is known: a function only
   its unit may call (GCC's local flag, computed when optimizing; else
   static, not preserved nor visible outside; or one of vague linkage
   under comdat-calls=yes, comdat_calls_p), its address never taken,
   no alias of it (identical code folding calls through one), with at
   least one call, and each call it had when the interprocedural passes
   ended still in the call graph (its caller not compiled yet).  */
bool
ascsync_calls_all_known (cgraph_node *node, tree decl)
{
  if (!node || node->address_taken || !node->callers
      || node->has_aliases_p ())
    return false;
  int *n = calls_at_ipa_end ? calls_at_ipa_end->get (decl) : NULL;
  if (!n || *n != count_calls (node))
    return false;
  return node->local
         || (!TREE_PUBLIC (decl) && !DECL_EXTERNAL (decl)
             && !DECL_PRESERVE_P (decl) && !node->externally_visible)
         || comdat_calls_p (node, decl);
}

/* Whether basic block BB is a block of function FN.  */
static bool
block_of_fn_p (basic_block bb, function *fn)
{
  return bb && fn && fn->cfg && bb->index >= 0
         && (unsigned) bb->index < vec_safe_length (fn->cfg->x_basic_block_info)
         && BASIC_BLOCK_FOR_FN (fn, bb->index) == bb;
}

/* See ascsync-gcc.h.  */
function *
ascsync_call_edge_fn (cgraph_edge *e)
{
  gcall *call = e->call_stmt;
  basic_block bb = call ? gimple_bb (call) : NULL;
  function *own = DECL_STRUCT_FUNCTION (e->caller->decl);
  if (block_of_fn_p (bb, own))
    return own;
  if (e->caller->inlined_to)
    {
      function *top = DECL_STRUCT_FUNCTION (e->caller->inlined_to->decl);
      if (block_of_fn_p (bb, top))
        return top;
    }
  /* A kernel's clone GCC has not made yet (IPA-CP's "k.constprop",
     built when it is compiled, after its callees): its calls are still
     the statements of the kernel it copies, whose parameters stand for
     the clone's (those it drops given constants, every value they may
     be).  Only a kernel's: nothing is followed from a kernel's
     parameters up to its calls, which for another function would be
     those of the function copied, not the clone's.  */
  for (cgraph_node *n = e->caller->clone_of; n; n = n->clone_of)
    {
      function *orig = DECL_STRUCT_FUNCTION (n->decl);
      if (block_of_fn_p (bb, orig))
        return ascsync_kernel_p (n->decl) ? orig : NULL;
    }
  return NULL;
}

/* See ascsync-gcc.h.  */
tree
ascsync_call_arg_for_param (gcall *call, tree fndecl, int param)
{
  tree named = gimple_call_fndecl (call);
  if (!named || param < 0)
    return NULL_TREE;
  int j = param;
  if (ascsync_body_decl (named) != ascsync_body_decl (fndecl))
    {
      /* A clone's parameter kept from the function cloned has that
         function's parameter as its abstract origin; one IPA-SRA made
         has none.  */
      tree parm = ascsync_param_at (fndecl, param);
      tree origin = parm ? DECL_ABSTRACT_ORIGIN (parm) : NULL_TREE;
      /* Or the other way: the statement names a clone of FNDECL (its
         caller compiled), whose parameter copied from FNDECL's.  */
      if (!origin)
        {
          const struct clone_map *m = clone_map_of (named);
          j = 0;
          while (m && m->origin == ascsync_body_decl (fndecl) && j < m->n
                 && m->orig[j] != param)
            j++;
          return m && m->origin == ascsync_body_decl (fndecl) && j < m->n
                 && (unsigned) j < gimple_call_num_args (call)
                 ? gimple_call_arg (call, j) : NULL_TREE;
        }
      if (TYPE_MAIN_VARIANT (TREE_TYPE (origin))
          != TYPE_MAIN_VARIANT (TREE_TYPE (parm)))
        return NULL_TREE;
      j = 0;
      tree p = DECL_ARGUMENTS (named);
      for (; p && p != origin; p = DECL_CHAIN (p))
        j++;
      if (!p)
        return NULL_TREE;
    }
  return (unsigned) j < gimple_call_num_args (call)
         ? gimple_call_arg (call, j) : NULL_TREE;
}

/* See ascsync-gcc.h.  */
tree
ascsync_call_callee (tree caller, gcall *call)
{
  cgraph_node *node = caller ? cgraph_node::get (caller) : NULL;
  cgraph_edge *e = node ? node->get_edge (call) : NULL;
  if (e && e->callee)
    return ascsync_body_decl (e->callee->decl);
  tree named = gimple_call_fndecl (call);
  return named ? ascsync_body_decl (named) : NULL_TREE;
}

/* See ascsync-gcc.h.  */
int
ascsync_callee_param_of_arg (gcall *call, tree callee, unsigned i)
{
  tree named = gimple_call_fndecl (call);
  if (!named || !callee)
    return -1;
  if (ascsync_body_decl (named) == callee)
    return (int) i;
  /* A clone's parameter kept from the function cloned has that
     function's as its abstract origin.  */
  tree orig = ascsync_param_at (named, (int) i);
  int j = 0;
  for (tree p = orig ? DECL_ARGUMENTS (callee) : NULL_TREE; p;
       p = DECL_CHAIN (p), j++)
    if (DECL_ABSTRACT_ORIGIN (p) == orig
        && TYPE_MAIN_VARIANT (TREE_TYPE (p))
           == TYPE_MAIN_VARIANT (TREE_TYPE (orig)))
      return j;
  return -1;
}

/* Whether DECL has a body in GIMPLE, in SSA form.  */
static bool
gimple_body_p (tree decl)
{
  function *f = decl ? DECL_STRUCT_FUNCTION (decl) : NULL;
  return f && f->cfg && !(f->curr_properties & PROP_rtl)
         && gimple_in_ssa_p (f);
}

/* See ascsync-gcc.h.  */
tree
ascsync_call_body (function *fn, gcall *call, unsigned i, int *param)
{
  tree named = gimple_call_fndecl (call);
  named = named ? ascsync_body_decl (named) : NULL_TREE;
  *param = (int) i;
  if (named && gimple_body_p (named))
    return named;
  tree callee = ascsync_call_callee (fn ? fn->decl : NULL_TREE, call);
  *param = ascsync_callee_param_of_arg (call, callee, i);
  if (*param >= 0 && gimple_body_p (callee))
    return callee;
  /* A clone compiled already: the function it was made from, read
     while its body was there, for the parameter the clone's copies.  */
  const struct clone_map *m = clone_map_of (named);
  if (m && i < (unsigned) m->n && m->orig[i] >= 0)
    {
      *param = m->orig[i];
      return m->origin;
    }
  *param = ascsync_callee_param_of_arg (call, callee, i);
  return *param >= 0 ? callee : NULL_TREE;
}

/* See ascsync-gcc.h.  */
int
ascsync_param_same_as (tree fndecl, int param)
{
  cgraph_node *node = cgraph_node::get (fndecl);
  if (param <= 0 || !ascsync_calls_all_known (node, fndecl))
    return -1;
  for (int j = 0; j < param; j++)
    {
      bool same = true;
      for (cgraph_edge *e = node->callers; e && same; e = e->next_caller)
        {
          gcall *call = e->call_stmt;
          tree a = call ? ascsync_call_arg_for_param (call, fndecl, param)
                        : NULL_TREE;
          tree b = call ? ascsync_call_arg_for_param (call, fndecl, j)
                        : NULL_TREE;
          same = a && b && operand_equal_p (a, b, 0);
        }
      if (same)
        return j;
    }
  return -1;
}

/* ascsync_param_buffers for FNDECL, LEVEL levels of callers up from
   the function asked about (a cycle of calls ends at the bound).  */
static bool
param_buffers (tree fndecl, int param, struct ascsync_argbufs *out,
               int level)
{
  for (unsigned i = 0; i < argbuf_memos.length (); i++)
    if (argbuf_memos[i].fndecl == fndecl && argbuf_memos[i].param == param)
      {
        *out = argbuf_memos[i].bufs;
        return argbuf_memos[i].known;
      }
  memset (out, 0, sizeof *out);
  cgraph_node *node = cgraph_node::get (fndecl);
  if (level > 4 || !ascsync_calls_all_known (node, fndecl))
    return false;
  bool known = true;
  for (cgraph_edge *e = node->callers; e && known; e = e->next_caller)
    {
      gcall *call = e->call_stmt;
      function *fn = ascsync_call_edge_fn (e);
      struct root_walk walk;
      walk.cyclic = false;
      struct root_off at0 = { 0, 0, false };
      tree arg = call ? ascsync_call_arg_for_param (call, fndecl, param)
                      : NULL_TREE;
      known = (arg && fn && fn->cfg && fn->decl != fndecl
               && arg_roots (fn, arg, at0, &walk, out, level, 0));
      /* Round a loop the pointer moved from the constants reached.  */
      for (int i = 0; walk.cyclic && i < out->n; i++)
        out->var[i] = 1;
    }
  if (!known)
    memset (out, 0, sizeof *out);
  known = known && (out->n > 0 || out->untraced);
  /* An answer cut short by LEVEL is not the function's own.  */
  if (level == 0)
    {
      argbuf_memo m;
      m.fndecl = fndecl;
      m.param = param;
      m.known = known;
      m.bufs = *out;
      argbuf_memos.safe_push (m);
    }
  return known;
}

/* See ascsync-gcc.h.  */
bool
ascsync_param_buffers (tree fndecl, int param, struct ascsync_argbufs *out)
{
  memset (out, 0, sizeof *out);
  if (!ascsync_settings.layout || param < 0)
    return false;
  return param_buffers (fndecl, param, out, 0);
}

/* See ascsync-gcc.h.  */
int
ascsync_param_key_buffers (tree fndecl, int param,
                           struct ascsync_argbufs *out)
{
  if (!ascsync_param_buffers (fndecl, param, out) || out->untraced
      || out->n < 2 || out->n > SYNC_MAXK)
    return 0;
  /* By address (insertion sort: a handful).  */
  for (int i = 1; i < out->n; i++)
    for (int j = i; j > 0 && out->root[j] < out->root[j - 1]; j--)
      {
        uint64_t r = out->root[j], lo = out->cmin[j], hi = out->cmax[j];
        int var = out->var[j];
        out->root[j] = out->root[j - 1];
        out->cmin[j] = out->cmin[j - 1];
        out->cmax[j] = out->cmax[j - 1];
        out->var[j] = out->var[j - 1];
        out->root[j - 1] = r;
        out->cmin[j - 1] = lo;
        out->cmax[j - 1] = hi;
        out->var[j - 1] = var;
      }
  /* Each pointer below the next buffer's address (at or above its own:
     the offsets are never negative).  */
  for (int i = 0; i + 1 < out->n; i++)
    if (out->root[i] + out->cmax[i] >= out->root[i + 1])
      return 0;
  return out->n;
}
