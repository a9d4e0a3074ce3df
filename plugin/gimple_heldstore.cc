/* gimple_heldstore.cc -- what a function of the unit stores through its
   pointer parameters, byte by byte, and the values it stores (ascsync).

   An Ascend C operator class's Init fills the kernel's object through
   "this": "x = x_;", "for (s = 0; s < 2; s++) xb[s] = get_imm (X + s *
   SLOT);".  Left out of line (at -O0; or while GCC has not carried out
   inlining it yet: the kernel is compiled after its callees), it is a
   call that writes the object; gimple_entry.cc asks what it wrote, to
   know what the object holds when its other methods run.

   For a function F and pointer parameter P whose writes gimple_readonly.cc
   follows (P does not escape), this file makes a table: for each store
   through a pointer derived from P (copies, conversions, constant
   offsets, and one index "I * SIZE" of an array or of pointer
   arithmetic), the bytes it writes and the value it stores
   (ascsync_stored_value), P's function's parameters left as such
   (HELD_ARG), for the call to give them.  A store whose index is the
   counter I of a loop ("for (I = A; I < B; I += C)", or <=, or !=,
   tested in the loop) writes, for each value I takes -- A, and each
   A + K * C the test lets pass, at most ASCSYNC_COUNTER_VALUES of them
   (gimple_heldloop.cc) -- its bytes at that index, the value computed
   with I at that value; a table keeps at most TABLE_MAX_ENTRIES
   entries.  A call of
   F's passing a pointer derived from P at a constant offset adds its
   callee's table, moved by the offset, its HELD_ARG values being what
   F passes.  A store whose place or value is not found so makes its
   bytes (or, when its place is not known, the table) unknown.

   The tables are made for every function with a GIMPLE body when the
   interprocedural passes end (ascsync_heldstore_register), when every
   body is still there and none is inlined yet (at -O0 a callee is
   compiled, its body gone, before the functions whose objects it fills
   are planned), and for the function a clone GCC made is a copy of
   (IPA-CP's "f.constprop": the body the clone will get); a function
   asked about later whose body is still GIMPLE then gets its table
   then.  A store whose value is not known in terms of its function's
   parameters ("get_imm (s * tb)", TB a parameter) is computed then at
   each call too, from the call's arguments (struct call_held): a
   constant, or a multiple of a value of the caller's.  */

#include "ascsync-gcc.h"
#include "tree-dfa.h"
#include "gimple_val.h"
#include "gimple_held.h"

/* Most entries a table keeps (more: the table is unknown).  */
#define TABLE_MAX_ENTRIES 64

/* One entry: bytes [BYTE, BYTE + SIZE) from the parameter hold H, or
   (KNOWN false) a value not known as such; STORE, when not null, the
   statement storing it, with the loop counter VAR at VAL (VAR null:
   none), for the calls to compute it with their arguments.  */
struct store_entry
{
  HOST_WIDE_INT byte;
  unsigned size;
  bool known;
  struct held h;
  gassign *store;
  tree var;
  HOST_WIDE_INT val;
};

/* The table of a function's pointer parameter: BUSY while it is made
   (a recursive chain: unknown), OK when every store through it was
   placed.  */
struct store_table
{
  tree fndecl;
  int param;
  bool busy, ok;
  vec<store_entry> entries;
};
static vec<store_table *> tables;

/* What entry ENTRY of table T, not known as such (in terms of its
   function's parameters), holds when a call of it (or of a clone GCC
   made of it) at location LOC of function CALLER makes it, computed
   from the call's arguments when the interprocedural passes end, every
   body there: "get_imm (s * tb)", TB a parameter, a constant or a
   multiple of a value of the caller's (HELD_SINT, HELD_SUB).  The call
   is named by its place: GCC replaces a call of a clone by a new
   statement when it compiles the caller, and drops the caller's call
   graph edges before the plugin's pass; two calls at one place that
   give different values give none.  */
struct call_held
{
  const struct store_table *t;
  unsigned entry;
  tree caller;
  location_t loc;
  struct held h;
};
static vec<call_held> call_helds;

static const struct store_table *param_table (tree fndecl, int param);

/* Add an entry to T for bytes [BYTE, BYTE + SIZE) holding H (KNOWN),
   stored by STORE (null: not one store) with VAR at VAL.  */
static bool
add_entry (struct store_table *t, HOST_WIDE_INT byte, unsigned size,
           bool known, const struct held &h, gassign *store = NULL,
           tree var = NULL_TREE, HOST_WIDE_INT val = 0)
{
  if (t->entries.length () >= TABLE_MAX_ENTRIES || byte < 0)
    return false;
  store_entry e;
  e.byte = byte;
  e.size = size;
  e.known = known;
  e.h = h;
  e.store = store && gimple_assign_single_p (store) ? store : NULL;
  e.var = var;
  e.val = val;
  t->entries.safe_push (e);
  return true;
}

/* Add to T (of function FN) the entries of store AS at C + VMUL * VAR
   from the parameter.  */
static bool
store_entries (struct store_table *t, function *fn, gassign *as,
               HOST_WIDE_INT c, tree var, HOST_WIDE_INT vmul)
{
  tree lhs = gimple_assign_lhs (as);
  tree sz = TYPE_SIZE_UNIT (TREE_TYPE (lhs));
  if (!sz || !tree_fits_uhwi_p (sz) || tree_to_uhwi (sz) == 0
      || tree_to_uhwi (sz) > 64)
    return false;
  unsigned size = tree_to_uhwi (sz);
  struct held_ctx ctx;
  memset (&ctx, 0, sizeof ctx);
  ctx.args_symbolic = true;
  HOST_WIDE_INT vals[ASCSYNC_COUNTER_VALUES];
  int n = 1;
  vals[0] = 0;
  if (var && !ascsync_counter_values (var, as, vals, &n))
    return false;
  for (int i = 0; i < n; i++)
    {
      struct held h;
      memset (&h, 0, sizeof h);
      ctx.var = var;
      ctx.val = vals[i];
      bool known = gimple_assign_single_p (as)
                   && ascsync_stored_value (fn, gimple_assign_rhs1 (as), &ctx,
                                            &h, 0);
      if (!add_entry (t, c + vmul * vals[i], size, known, h, as, var,
                      vals[i]))
        return false;
    }
  return true;
}

/* Add to T (of function FN) what call CALL stores through argument I,
   a pointer at constant offset C from the parameter: its callee's
   table moved by C, each HELD_ARG value what FN passes.  */
static bool
call_entries (struct store_table *t, function *fn, gcall *call, unsigned i,
              HOST_WIDE_INT c)
{
  int j;
  tree callee = ascsync_call_body (fn, call, i, &j);
  const struct store_table *ct = callee ? param_table (callee, j) : NULL;
  if (!ct || !ct->ok)
    return false;
  struct held_ctx ctx;
  memset (&ctx, 0, sizeof ctx);
  ctx.args_symbolic = true;
  for (unsigned k = 0; k < ct->entries.length (); k++)
    {
      struct store_entry e = ct->entries[k];
      if (e.known && e.h.kind == HELD_ARG)
        {
          struct held moved = e.h;
          tree arg = ascsync_call_arg_for_param (call, ct->fndecl,
                                                 e.h.kparam);
          e.known = arg && ascsync_stored_value (fn, arg, &ctx, &e.h, 0)
                    && ascsync_held_move (&e.h, moved.lo, moved.hi);
        }
      if (!add_entry (t, c + e.byte, e.size, e.known, e.h))
        return false;
    }
  return true;
}

/* Fill T, the table of parameter PARM of FN (file comment).  */
static bool
fill_table (struct store_table *t, function *fn, tree parm)
{
  tree pdef = ssa_default_def (fn, parm);
  if (!pdef)
    return true;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      {
        gimple *g = gsi_stmt (gsi);
        if (gcall *call = dyn_cast <gcall *> (g))
          {
            for (unsigned i = 0; i < gimple_call_num_args (call); i++)
              {
                HOST_WIDE_INT c = 0, vmul = 0;
                tree var = NULL_TREE;
                struct ascsync_byte_ranges w;
                tree arg = gimple_call_arg (call, i);
                if (!POINTER_TYPE_P (TREE_TYPE (arg))
                    || (ascsync_call_arg_writes (fn, call, i, &w)
                        && w.n == 0))
                  continue;
                int r = ascsync_pointer_from (arg, pdef, true, &c, &var,
                                             &vmul);
                if (r < 0 || (r > 0 && (var || !call_entries (t, fn, call,
                                                              i, c))))
                  return false;
              }
            /* A result stored through the parameter: not followed.  */
            tree lhs = gimple_call_lhs (call);
            HOST_WIDE_INT c, vmul;
            tree var;
            if (lhs && TREE_CODE (lhs) != SSA_NAME
                && ascsync_ref_place (lhs, pdef, &c, &var, &vmul) != 0)
              return false;
            continue;
          }
        gassign *as = dyn_cast <gassign *> (g);
        if (!as || !gimple_vdef (as) || gimple_clobber_p (as))
          continue;
        HOST_WIDE_INT c, vmul;
        tree var;
        int r = ascsync_ref_place (gimple_assign_lhs (as), pdef, &c, &var,
                                 &vmul);
        if (r < 0 || (r > 0 && !store_entries (t, fn, as, c, var, vmul)))
          return false;
      }
  return true;
}

/* The table of pointer parameter PARAM of function FNDECL (file
   comment), made once; null when FNDECL's writes through it are not
   followed.  */
static const struct store_table *
param_table (tree fndecl, int param)
{
  for (unsigned i = 0; i < tables.length (); i++)
    if (tables[i]->fndecl == fndecl && tables[i]->param == param)
      return tables[i]->busy ? NULL : tables[i];
  struct ascsync_byte_ranges w;
  function *fn = DECL_STRUCT_FUNCTION (fndecl);
  tree parm = ascsync_param_at (fndecl, param);
  if (!fn || !fn->cfg || (fn->curr_properties & PROP_rtl)
      || !gimple_in_ssa_p (fn) || !parm
      || !ascsync_param_writes (fndecl, param, &w))
    return NULL;
  store_table *t = XCNEW (struct store_table);
  t->fndecl = fndecl;
  t->param = param;
  t->busy = true;
  tables.safe_push (t);
  /* FN's dominators, computed as the current function's.  */
  push_cfun (fn);
  bool had = dom_info_available_p (CDI_DOMINATORS);
  if (!had)
    calculate_dominance_info (CDI_DOMINATORS);
  t->ok = fill_table (t, fn, parm);
  if (!had)
    free_dominance_info (CDI_DOMINATORS);
  pop_cfun ();
  t->busy = false;
  return t;
}

/* What entry K of table T, not known as such, holds at CALL of FN
   (struct call_held), into *H.  */
static bool
call_value (const struct store_table *t, unsigned k, function *fn,
            gcall *call, struct held *h)
{
  bool has = false;
  location_t loc = gimple_location (call);
  for (unsigned i = 0; i < call_helds.length (); i++)
    {
      const call_held &c = call_helds[i];
      if (c.t != t || c.entry != k || c.caller != fn->decl || c.loc != loc)
        continue;
      if (has && memcmp (&c.h, h, sizeof *h) != 0)
        return false;
      *h = c.h;
      has = true;
    }
  return has && loc != UNKNOWN_LOCATION;
}

/* Note what entry K of T, not known as such, holds at each call of
   NODE, its function or a clone GCC made of it (struct call_held).  */
static void
note_node_calls (const struct store_table *t, unsigned k, cgraph_node *node)
{
  function *tfn = DECL_STRUCT_FUNCTION (t->fndecl);
  const store_entry &e = t->entries[k];
  for (cgraph_edge *ce = node->callers; ce; ce = ce->next_caller)
    {
      function *cf = ascsync_call_edge_fn (ce);
      struct held_ctx ctx;
      memset (&ctx, 0, sizeof ctx);
      ctx.fn = cf;
      ctx.call = ce->call_stmt;
      ctx.var = e.var;
      ctx.val = e.val;
      call_held c = { t, k, ce->caller->decl,
                      ce->call_stmt ? gimple_location (ce->call_stmt)
                                    : UNKNOWN_LOCATION, {} };
      memset (&c.h, 0, sizeof c.h);
      if (cf && ce->call_stmt && cf->cfg
          && ascsync_stored_value (tfn, gimple_assign_rhs1 (e.store), &ctx,
                                   &c.h, 0))
        call_helds.safe_push (c);
    }
  for (cgraph_node *c = node->clones; c; c = c->next_sibling_clone)
    note_node_calls (t, k, c);
}

/* Note what the entries of T not known as such hold at each call of
   its function (struct call_held).  */
static void
note_call_values (const struct store_table *t)
{
  cgraph_node *node = cgraph_node::get (t->fndecl);
  for (unsigned k = 0; node && DECL_STRUCT_FUNCTION (t->fndecl)
                       && k < t->entries.length (); k++)
    if (!t->entries[k].known && t->entries[k].store)
      note_node_calls (t, k, node);
}

/* See gimple_held.h.  */
gassign *
ascsync_sole_store (function *fn, int param, HOST_WIDE_INT byte,
                    unsigned size)
{
  const struct store_table *t = param_table (fn->decl, param);
  gassign *st = NULL;
  for (unsigned k = 0; t && t->ok && k < t->entries.length (); k++)
    {
      const store_entry &e = t->entries[k];
      if (e.byte + (HOST_WIDE_INT) e.size <= byte
          || e.byte >= byte + (HOST_WIDE_INT) size)
        continue;
      if (e.byte != byte || e.size != size || !e.store || e.var || st)
        return NULL;
      st = e.store;
    }
  return t && t->ok ? st : NULL;
}

/* See gimple_held.h.  */
bool
ascsync_call_stores (function *fn, gcall *call, unsigned i,
                     HOST_WIDE_INT byte, unsigned size, struct held *out,
                     bool *has)
{
  int j;
  tree callee = ascsync_call_body (fn, call, i, &j);
  const struct store_table *t = callee ? param_table (callee, j) : NULL;
  if (!t || !t->ok)
    return false;
  for (unsigned k = 0; k < t->entries.length (); k++)
    {
      const struct store_entry &e = t->entries[k];
      if (e.byte + (HOST_WIDE_INT) e.size <= byte
          || e.byte >= byte + (HOST_WIDE_INT) size)
        continue;
      struct held h = e.h;
      if (e.byte != byte || e.size != size
          || (!e.known && !call_value (t, k, fn, call, &h)))
        return false;
      if (h.kind == HELD_ARG)
        {
          tree arg = ascsync_call_arg_for_param (call, t->fndecl, e.h.kparam);
          if (!arg || !ascsync_stored_value (fn, arg, NULL, &h, 0)
              || !ascsync_held_move (&h, e.h.lo, e.h.hi))
            return false;
        }
      if (!ascsync_held_join (out, has, h))
        return false;
    }
  return true;
}

/* PLUGIN_ALL_IPA_PASSES_END: make the tables (file comment).  */
static void
tables_at_ipa_end (void *, void *)
{
  /* The unit's functions and what they write (gimple_calls.cc,
     gimple_readonly.cc) first.  */
  ascsync_calls_init ();
  ascsync_heldstore_init ();
  /* The buffers pointer arguments lie in (gimple_symparam.cc).  */
  ascsync_symparam_init ();
}

/* See ascsync-gcc.h.  */
void
ascsync_heldstore_register (const char *plugin_name)
{
  register_callback (plugin_name, PLUGIN_ALL_IPA_PASSES_END,
                     tables_at_ipa_end, NULL);
}

/* See ascsync-gcc.h.  */
void
ascsync_heldstore_init (void)
{
  cgraph_node *node;
  FOR_EACH_FUNCTION (node)
    if ((node->has_gimple_body_p () && ascsync_unit_body_p (node->decl))
        || (node->clones && DECL_STRUCT_FUNCTION (node->decl)
            && DECL_STRUCT_FUNCTION (node->decl)->cfg))
      {
        int i = 0;
        for (tree p = DECL_ARGUMENTS (node->decl); p; p = DECL_CHAIN (p), i++)
          if (POINTER_TYPE_P (TREE_TYPE (p)))
            param_table (node->decl, i);
      }
  call_helds.release ();
  for (unsigned i = 0; i < tables.length (); i++)
    if (tables[i]->ok)
      note_call_values (tables[i]);
}
