/* gimple_calls.cc -- which calls issue pipe work.

   A call that is not an intrinsic is one of three kinds for the plan
   (ascsync_call_kind):

   - bearing: a call of a function of this unit whose body issues pipe
     work, directly or through calls;
   - opaque: a call that may issue pipe work the plugin cannot see -- an
     indirect call, a function defined in another unit, a weak
     definition another unit may replace -- made by device code;
   - free: anything else.  Internal functions and GCC builtins; const
     and pure functions; functions declared by the compiler (C++'s
     __cxa_begin_catch), in a system header (libc, libm: sqrtf, memcpy,
     printf) or in the ascsync headers (cce.h, ascsim.h,
     include/ascsync/), and the simulator's (the prefixes asc_ and
     ascsim_ are reserved to it and to the header); functions and
     function types marked pipe-free (the attribute ascsync_pipe_free,
     ASCSYNC_PIPE_FREE in cce.h), and every call a function so marked
     makes (the mark covers what it calls); functions of this unit
     whose body issues no pipe work; and every call made by code that
     is not device code.  A free call may still be a scalar access
     (gimple_ops.cc, call_scalar_access).

   Host code runs outside kernels: a function that launches kernels
   (ASCSIM_LAUNCH: each block of a launch starts with every pipe idle
   and is drained by the simulator, so the kernel calls need no sync
   around them), main, static constructors and destructors, and the
   functions of the unit only they call, outside launches.  Device code
   may run in a kernel: a function that calls an intrinsic, get_imm,
   get_block_idx, get_block_num or get_status, a kernel launched in
   this unit, every public function of a unit that has one of those,
   and what device code calls or takes the address of, to a fixpoint
   with the bearing functions (compute_bearing).  A plain C program (no
   intrinsic anywhere) has no device code: its calls are left alone.

   A read of the core's status register (get_status of the ascsync
   headers) is bearing too: the status reflects the pipe work that has
   completed, so every pending pipe instruction must complete first.

   A bearing or opaque call is an operation SYNC_OP_CALL: the plan
   orders all pending pipe work before it and assumes nothing about the
   pipes after it (pipe_barrier (PIPE_ALL) on both sides).  An opaque
   call also gets a warning at its location saying how to do better.  */

#include "ascsync-gcc.h"
#include "attribs.h"
#include "calls.h"

/* The attribute marking a function, or a function type, pipe-free.  */
static const char pipe_free_name[] = "ascsync_pipe_free";

/* Attribute handler: the attribute is on a function or method type
   (GCC moved it there from a function's declaration or a pointer to
   function, as the spec's function_type_required asks); anything else
   is ignored with a warning.  */
static tree
handle_pipe_free (tree *node, tree name, tree args, int flags,
                  bool *no_add_attrs)
{
  (void) args;
  (void) flags;
  if (!FUNC_OR_METHOD_TYPE_P (*node))
    {
      warning (OPT_Wattributes, "%qE attribute applies only to functions "
               "and function types", name);
      *no_add_attrs = true;
    }
  return NULL_TREE;
}

/* ascsync_pipe_free: no arguments; on a function type (decl_required
   false, type_required and function_type_required true); no effect on
   type identity.  */
static const struct attribute_spec pipe_free_spec =
{
  pipe_free_name, 0, 0, false, true, true, false, handle_pipe_free, NULL
};

/* See ascsync-gcc.h.  */
void
ascsync_register_attributes (void *gcc_data, void *user_data)
{
  (void) gcc_data;
  (void) user_data;
  register_attribute (&pipe_free_spec);
}

/* Whether T, a function declaration or a function type (or null),
   carries the pipe-free attribute.  */
static bool
pipe_free_p (tree t)
{
  if (t && DECL_P (t))
    {
      if (lookup_attribute (pipe_free_name, DECL_ATTRIBUTES (t)))
        return true;
      t = TREE_TYPE (t);
    }
  return t && FUNC_OR_METHOD_TYPE_P (t)
         && lookup_attribute (pipe_free_name, TYPE_ATTRIBUTES (t));
}

/* See ascsync-gcc.h.  */
bool
ascsync_header_decl_p (tree decl)
{
  const char *file = DECL_SOURCE_FILE (decl);
  if (!file)
    return false;
  const char *base = lbasename (file);
  return !strcmp (base, "cce.h") || !strcmp (base, "ascsim.h")
         || strstr (file, "/ascsync/") != NULL;
}

/* Whether CALLEE, a function without a body the plugin may use, is
   known to issue no pipe work: a builtin, const or pure, declared by
   the compiler (C++'s __cxa_begin_catch), in a system header or in the
   ascsync headers, a function of the simulator (the prefixes asc_ and
   ascsim_ are reserved to it and to the header: the unit tests call
   its internal functions), or marked pipe-free.  */
static bool
callee_free_p (tree callee)
{
  if (fndecl_built_in_p (callee)
      || (flags_from_decl_or_type (callee) & (ECF_CONST | ECF_PURE)))
    return true;
  location_t loc = DECL_SOURCE_LOCATION (callee);
  if (LOCATION_LOCUS (loc) <= BUILTINS_LOCATION || DECL_ARTIFICIAL (callee)
      || DECL_IN_SYSTEM_HEADER (callee))
    return true;
  const char *name = DECL_NAME (callee)
                     ? IDENTIFIER_POINTER (DECL_NAME (callee)) : "";
  if (!strncmp (name, "asc_", 4) || !strncmp (name, "ascsim_", 7))
    return true;
  return ascsync_header_decl_p (callee) || pipe_free_p (callee);
}

/* What the unit's functions are, computed once before its first
   function is expanded: DEFINED, those with a GIMPLE body the linker
   keeps (not a weak definition another unit may replace); HOST, host
   code (find_host); DEVICE, code that may run in a kernel
   (compute_bearing); BEARING, those that issue pipe work, directly or
   through calls; LAUNCHED, the kernels the unit's host code launches.  */
static hash_set<tree> *defined, *host, *device, *bearing, *launched;

/* See ascsync-gcc.h.  */
tree
ascsync_body_decl (tree decl)
{
  cgraph_node *node = decl ? cgraph_node::get (decl) : NULL;
  if (node && node->alias)
    if (cgraph_node *target = node->ultimate_alias_target ())
      return target->decl;
  return decl;
}

/* The function called by STMT, a statement of function CALLER (null:
   not known), through aliases (ascsync_body_decl); null when STMT is no
   call or an indirect one.  The callee of STMT's call graph edge when
   CALLER has one: interprocedural passes redirect the edge to a clone
   (IPA-CP's "f.constprop", IPA-SRA's "f.isra") while the statement
   still names the function cloned, whose body is gone, until CALLER
   itself is compiled.  */
static tree
called_decl (gimple *stmt, tree caller = NULL_TREE)
{
  gcall *call = dyn_cast <gcall *> (stmt);
  return call ? ascsync_call_callee (caller, call) : NULL_TREE;
}

/* Whether STMT is a call of the function named NAME.  */
static bool
call_of_p (gimple *stmt, const char *name)
{
  tree callee = is_gimple_call (stmt) ? gimple_call_fndecl (stmt)
                                      : NULL_TREE;
  return callee && DECL_NAME (callee)
         && !strcmp (IDENTIFIER_POINTER (DECL_NAME (callee)), name);
}

/* Whether F (declaration DECL) is host code by itself: it calls
   ascsim_launch_next_block (ASCSIM_LAUNCH), or it is main, or a
   static constructor or destructor (run before main, after exit).  */
static bool
host_p (function *f, tree decl)
{
  if (DECL_STATIC_CONSTRUCTOR (decl) || DECL_STATIC_DESTRUCTOR (decl))
    return true;
  if (DECL_NAME (decl) && !strcmp (IDENTIFIER_POINTER (DECL_NAME (decl)),
                                   "main")
      && (!DECL_CONTEXT (decl)
          || TREE_CODE (DECL_CONTEXT (decl)) == TRANSLATION_UNIT_DECL))
    return true;
  basic_block bb;
  FOR_EACH_BB_FN (bb, f)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      if (call_of_p (gsi_stmt (gsi), "ascsim_launch_next_block"))
        return true;
  return false;
}

/* Add to IN_LAUNCH the calls of host function F that may run inside a
   launch (the kernel ASCSIM_LAUNCH runs): those reached from a call of
   ascsim_launch_begin on a path without a call of ascsim_launch_end.  */
static void
find_launch_calls (function *f, hash_set<gimple *> *in_launch)
{
  auto_vec<gimple_stmt_iterator> work;
  auto_bitmap visited;          /* blocks scanned from their start */
  basic_block bb;
  FOR_EACH_BB_FN (bb, f)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      if (call_of_p (gsi_stmt (gsi), "ascsim_launch_begin"))
        {
          gimple_stmt_iterator next = gsi;
          gsi_next (&next);
          work.safe_push (next);
        }
  while (!work.is_empty ())
    {
      gimple_stmt_iterator gsi = work.pop ();
      basic_block from = gsi_bb (gsi);
      bool ended = false;
      for (; !gsi_end_p (gsi) && !ended; gsi_next (&gsi))
        if (call_of_p (gsi_stmt (gsi), "ascsim_launch_end"))
          ended = true;
        else if (is_gimple_call (gsi_stmt (gsi)))
          in_launch->add (gsi_stmt (gsi));
      if (ended)
        continue;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, from->succs)
        if (e->dest != EXIT_BLOCK_PTR_FOR_FN (f)
            && bitmap_set_bit (visited, e->dest->index))
          work.safe_push (gsi_start_bb (e->dest));
    }
}

/* Whether NODE, a function of the unit no other unit may call (not
   public, address not taken), is called only by host code, outside
   launches (IN_LAUNCH: the calls that may run in one): a helper of
   main, C++'s static initialisation.  */
static bool
called_by_host_only (cgraph_node *node, hash_set<gimple *> &in_launch)
{
  if (TREE_PUBLIC (node->decl) || node->address_taken || !node->callers)
    return false;
  for (cgraph_edge *e = node->callers; e; e = e->next_caller)
    {
      cgraph_node *c = e->caller->inlined_to ? e->caller->inlined_to
                                             : e->caller;
      if (!host->contains (c->decl) || !e->call_stmt
          || in_launch.contains (e->call_stmt))
        return false;
    }
  return true;
}

/* Fill DEFINED and HOST (host_p, then functions called by host code
   only, outside launches) over every function with a GIMPLE body; add
   to LAUNCHED the functions called inside launches (kernels).  */
static void
find_host (hash_set<tree> *launched)
{
  hash_set<gimple *> in_launch;
  cgraph_node *node;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    {
      function *f = node->get_fun ();
      if (!f || !f->cfg)
        continue;
      if (!DECL_WEAK (node->decl) || DECL_COMDAT (node->decl))
        defined->add (node->decl);
      if (host_p (f, node->decl))
        {
          host->add (node->decl);
          find_launch_calls (f, &in_launch);
        }
    }
  bool changed = true;
  while (changed)
    {
      changed = false;
      FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
        {
          function *f = node->get_fun ();
          if (f && f->cfg && !host->contains (node->decl)
              && called_by_host_only (node, in_launch))
            {
              host->add (node->decl);
              find_launch_calls (f, &in_launch);
              changed = true;
            }
        }
    }
  for (hash_set<gimple *>::iterator it = in_launch.begin ();
       it != in_launch.end (); ++it)
    if (tree callee = called_decl (*it))
      launched->add (callee);
}

/* Whether F shows it runs in a kernel: it calls an intrinsic (sync and
   set_vector_mask included) or get_imm, get_block_idx, get_block_num
   or get_status of the ascsync headers.  */
static bool
device_evidence_p (function *f)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, f)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      {
        gimple *stmt = gsi_stmt (gsi);
        tree callee = is_gimple_call (stmt) ? gimple_call_fndecl (stmt)
                                            : NULL_TREE;
        enum asc_variant var;
        if (callee && (ascsync_intrinsic_of (callee, &var) >= 0
                       || ((call_of_p (stmt, "get_imm")
                            || call_of_p (stmt, "get_block_idx")
                            || call_of_p (stmt, "get_block_num")
                            || call_of_p (stmt, "get_status"))
                           && ascsync_header_decl_p (callee))))
          return true;
      }
  return false;
}

/* Bit K of UNIT_HAND_IDS[P][Q]: a hand-written set_flag or wait_flag
   of the unit's device code may use id K of pipe pair (P, Q)
   (compute_bearing).  */
static uint32_t unit_hand_ids[ASC_NPIPES][ASC_NPIPES];

/* The value of argument K of CALL when it is a constant in [0, 32),
   else -1.  */
static int
small_arg (gcall *call, unsigned k)
{
  tree t = gimple_call_arg (call, k);
  if (TREE_CODE (t) != INTEGER_CST || !tree_fits_shwi_p (t))
    return -1;
  HOST_WIDE_INT v = tree_to_shwi (t);
  return v >= 0 && v < 32 ? (int) v : -1;
}

/* Add to UNIT_HAND_IDS the ids the hand-written flags of F may use: a
   pipe that is no constant stands for every pipe, an id that is none
   for every id.  */
static void
note_hand_ids (function *f)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, f)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      {
        gcall *call = dyn_cast <gcall *> (gsi_stmt (gsi));
        tree callee = call ? gimple_call_fndecl (call) : NULL_TREE;
        enum asc_variant var;
        int op = callee ? ascsync_intrinsic_of (callee, &var) : -1;
        if ((op != ASC_OP_set_flag && op != ASC_OP_wait_flag)
            || gimple_call_num_args (call) < 5)
          continue;
        int p = small_arg (call, 2), q = small_arg (call, 3);
        int e = small_arg (call, 4);
        uint32_t ids = e >= 0 ? (uint32_t) 1 << e : ~(uint32_t) 0;
        for (int x = 0; x < ASC_NPIPES; x++)
          for (int y = 0; y < ASC_NPIPES; y++)
            if ((p < 0 || p == x) && (q < 0 || q == y))
              unit_hand_ids[x][y] |= ids;
      }
}

/* See ascsync-gcc.h.  */
void
ascsync_reserve_unit_hand_ids (uint32_t reserved[ASC_NPIPES][ASC_NPIPES])
{
  /* Mode strip removes every hand-written flag of the unit.  */
  if (ascsync_settings.mode == ASCSYNC_MODE_STRIP)
    return;
  ascsync_calls_init ();
  for (int p = 0; p < ASC_NPIPES; p++)
    for (int q = 0; q < ASC_NPIPES; q++)
      reserved[p][q] |= unit_hand_ids[p][q];
}

/* Add DECL to DEVICE unless it is host code; whether it is new.  */
static bool
add_device (tree decl)
{
  return !host->contains (decl) && !device->add (decl);
}

/* Add to DEVICE what device function NODE may run: the functions it
   calls directly or whose address it takes, also in the initialiser
   of a variable it refers to (a table of function pointers); whether
   any is new.  */
static bool
spread_device (cgraph_node *node)
{
  bool changed = false;
  basic_block bb;
  FOR_EACH_BB_FN (bb, node->get_fun ())
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      if (tree callee = called_decl (gsi_stmt (gsi), node->decl))
        changed |= add_device (callee);
  ipa_ref *ref;
  for (unsigned i = 0; node->iterate_reference (i, ref); i++)
    if (cgraph_node *c = dyn_cast <cgraph_node *> (ref->referred))
      changed |= add_device (ascsync_body_decl (c->decl));
    else if (varpool_node *v = dyn_cast <varpool_node *> (ref->referred))
      {
        ipa_ref *r2;
        for (unsigned j = 0; v->iterate_reference (j, r2); j++)
          if (cgraph_node *c = dyn_cast <cgraph_node *> (r2->referred))
            changed |= add_device (ascsync_body_decl (c->decl));
      }
  return changed;
}

/* Whether CALL calls a function it cannot see that may issue pipe
   work: an indirect call, or a call of a function without a body here
   that is not known free (callee_free_p), neither through a pipe-free
   function type (DEFINED must be complete).  */
static bool
call_opaque_p (gcall *call)
{
  if (gimple_call_internal_p (call) || pipe_free_p (gimple_call_fntype (call)))
    return false;
  tree callee = called_decl (call);
  if (!callee)
    return true;
  return !defined->contains (callee) && !callee_free_p (callee);
}

/* Whether CALL reads the status register: get_status of the ascsync
   headers.  */
static bool
status_read_p (gcall *call)
{
  tree callee = called_decl (call);
  return callee && call_of_p (call, "get_status")
         && ascsync_header_decl_p (callee);
}

/* Whether STMT, a statement of function CALLER, issues pipe work as
   far as BEARING knows: an intrinsic other than set_vector_mask,
   set_atomic_none and set_l0_set_value, a call of a bearing function,
   a status read or (OPAQUE_TOO) an opaque call.  */
static bool
stmt_bears (gimple *stmt, tree caller, bool opaque_too)
{
  gcall *call = dyn_cast <gcall *> (stmt);
  if (!call)
    return false;
  tree callee = called_decl (call, caller);
  enum asc_variant var;
  int opnum = ascsync_intrinsic_of (callee, &var);
  if (opnum >= 0)
    return opnum != ASC_OP_set_vector_mask
           && opnum != ASC_OP_set_atomic_none
           && opnum != ASC_OP_set_l0_set_value;
  if ((callee && bearing->contains (callee)) || status_read_p (call))
    return true;
  return opaque_too && call_opaque_p (call);
}

/* Whether some statement of F bears (stmt_bears, OPAQUE_TOO).  */
static bool
fun_bears (function *f, bool opaque_too)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, f)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      if (stmt_bears (gsi_stmt (gsi), f->decl, opaque_too))
        return true;
  return false;
}

/* Whether DECL's opaque calls count as free: it is marked pipe-free
   (the mark covers what it calls) and not found bearing, or it is not
   device code.  */
static bool
opaque_free_p (tree decl)
{
  return (pipe_free_p (decl) && !bearing->contains (decl))
         || !device->contains (decl);
}

/* One round of the fixpoint of compute_bearing over every function
   that is not host code (SPREAD: the device functions spread_device
   has been run for); whether anything changed.  */
static bool
spread_round (hash_set<tree> *spread)
{
  bool changed = false;
  cgraph_node *node;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    {
      function *f = node->get_fun ();
      tree decl = node->decl;
      if (!f || !f->cfg || host->contains (decl))
        continue;
      bool opaque_too = device->contains (decl) && !pipe_free_p (decl);
      if (!bearing->contains (decl) && fun_bears (f, opaque_too))
        {
          bearing->add (decl);
          add_device (decl);
          changed = true;
        }
      if (device->contains (decl) && !spread->add (decl))
        changed |= spread_device (node);
    }
  return changed;
}

/* Warn that DECL, marked pipe-free, issues pipe work: the mark is
   ignored for its own calls and for the calls of it.  */
static void
warn_false_mark (tree decl)
{
  ascsync_warning (ASCSYNC_WARN_PIPE_FREE, DECL_SOURCE_LOCATION (decl),
                   "ascsync: %qD is declared %<ascsync_pipe_free%> but issues "
                   "pipe work (an intrinsic, or a call of a function of this "
                   "unit that issues some): the attribute is ignored", decl);
}

/* Make the sets, and fill DEFINED, HOST and LAUNCHED (find_host).  In
   the link's compile of -flto's IR (in_lto_p), GCC reads a function's
   body only when it compiles that function: read every body first, so
   that the sets see the whole unit, as they do in a compile.  */
static void
find_sets (void)
{
  cgraph_node *node;
  if (in_lto_p)
    FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
      if (!node->get_fun () && !node->in_other_partition)
        node->get_untransformed_body ();
  defined = new hash_set<tree>;
  host = new hash_set<tree>;
  device = new hash_set<tree>;
  bearing = new hash_set<tree>;
  launched = new hash_set<tree>;
  find_host (launched);
}

/* Compute DEFINED, HOST, DEVICE and BEARING over every function with a
   GIMPLE body.  Device code is what shows it runs in a kernel
   (device_evidence_p), the kernels launched here, every public
   function that is not host code when the unit has any of those (a
   kernel of another unit may call it), and, to a fixpoint, what device
   code calls or takes the address of (spread_device), and the
   functions that bear.  A function bears when it issues pipe work
   itself, calls a bearing function, or -- device code not marked
   pipe-free -- makes an opaque call.  Host code is neither.  Also the
   ids of the device code's hand-written flags (UNIT_HAND_IDS).  With
   WARN, a function marked pipe-free that bears gets a warning.  */
static void
compute_bearing (bool warn)
{
  find_sets ();
  cgraph_node *node;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    if (node->get_fun () && node->get_fun ()->cfg
        && (launched->contains (node->decl)
            || device_evidence_p (node->get_fun ())))
      add_device (node->decl);
  if (device->elements () > 0)
    FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
      if (TREE_PUBLIC (node->decl))
        add_device (node->decl);
  hash_set<tree> spread;
  while (spread_round (&spread))
    ;
  memset (unit_hand_ids, 0, sizeof unit_hand_ids);
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    if (node->get_fun () && node->get_fun ()->cfg
        && device->contains (node->decl))
      note_hand_ids (node->get_fun ());
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    if (warn && pipe_free_p (node->decl) && bearing->contains (node->decl))
      warn_false_mark (node->decl);
}

/* Forget the sets compute_bearing made.  */
static void
release_sets (void)
{
  delete defined;
  delete host;
  delete device;
  delete bearing;
  delete launched;
  defined = host = device = bearing = launched = NULL;
}

/* See ascsync-gcc.h.  */
void
ascsync_device_functions (vec<tree> *out)
{
  compute_bearing (false);
  cgraph_node *node;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    if (device->contains (node->decl))
      out->safe_push (node->decl);
  release_sets ();
}

/* See ascsync-gcc.h.  */
bool
ascsync_early_device_p (tree decl)
{
  static hash_set<tree> *early;
  if (!early)
    {
      early = new hash_set<tree>;
      auto_vec<tree> decls;
      ascsync_device_functions (&decls);
      for (tree d : decls)
        early->add (d);
    }
  return early->contains (decl);
}

/* See ascsync-gcc.h.  */
void
ascsync_launched_functions (vec<tree> *out)
{
  find_sets ();
  cgraph_node *node;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    if (launched->contains (node->decl))
      out->safe_push (node->decl);
  release_sets ();
}

/* See ascsync-gcc.h.  */
void
ascsync_calls_init (void)
{
  if (!bearing)
    compute_bearing (true);
  ascsync_confined_init ();
  ascsync_readonly_init ();
}

/* See ascsync-gcc.h.  */
bool
ascsync_kernel_entry_p (tree decl)
{
  ascsync_calls_init ();
  cgraph_node *node = cgraph_node::get (decl);
  if (!node)
    return false;
  for (cgraph_edge *e = node->callers; e; e = e->next_caller)
    if (!host->contains (e->caller->decl))
      return false;
  return ascsync_kernel_p (decl);
}

/* See ascsync-gcc.h.  */
tree
ascsync_get_imm_decl (void)
{
  cgraph_node *node;
  FOR_EACH_FUNCTION (node)
    {
      tree d = node->decl;
      tree args = TYPE_ARG_TYPES (TREE_TYPE (d));
      if (DECL_NAME (d) && id_equal (DECL_NAME (d), "get_imm")
          && INTEGRAL_TYPE_P (TREE_TYPE (TREE_TYPE (d))) && args
          && INTEGRAL_TYPE_P (TREE_VALUE (args))
          && TREE_CHAIN (args) && VOID_TYPE_P (TREE_VALUE (TREE_CHAIN (args))))
        return d;
    }
  return NULL_TREE;
}

/* See ascsync-gcc.h.  */
bool
ascsync_kernel_p (tree decl)
{
  ascsync_calls_init ();
  return launched->contains (decl)
         || lookup_attribute ("used", DECL_ATTRIBUTES (decl));
}

/* See ascsync-gcc.h.  */
bool
ascsync_unit_body_p (tree decl)
{
  return defined && defined->contains (decl);
}

/* See ascsync-gcc.h.  */
bool
ascsync_host_fun_p (function *fun)
{
  return host->contains (current_function_decl)
         || host_p (fun, current_function_decl);
}

/* See ascsync-gcc.h.  */
enum ascsync_call_kind
ascsync_call_kind (gcall *call, bool host)
{
  if (host || gimple_call_internal_p (call))
    return ASCSYNC_CALL_FREE;
  tree callee = called_decl (call, current_function_decl);
  if ((callee && bearing->contains (callee)) || status_read_p (call))
    return ASCSYNC_CALL_BEARING;
  if (!call_opaque_p (call) || opaque_free_p (current_function_decl))
    return ASCSYNC_CALL_FREE;
  return ASCSYNC_CALL_OPAQUE;
}

/* See ascsync-gcc.h.  */
bool
ascsync_fun_has_sync_work (function *fun, bool host)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      {
        gimple *stmt = gsi_stmt (gsi);
        gcall *call = dyn_cast <gcall *> (stmt);
        if (!call)
          continue;
        enum asc_variant var;
        int opnum = ascsync_intrinsic_of (gimple_call_fndecl (call), &var);
        if (opnum >= 0 ? (opnum != ASC_OP_set_vector_mask
                          && opnum != ASC_OP_set_atomic_none
                          && opnum != ASC_OP_set_l0_set_value)
                       : ascsync_call_kind (call, host) != ASCSYNC_CALL_FREE)
          return true;
      }
  return false;
}

/* Call sites warned at in this unit (GCC's unrolled and inlined copies
   of a call share its locus).  */
static vec<location_t> warned_calls;

/* See ascsync-gcc.h.  */
void
ascsync_warn_opaque_call (gcall *call)
{
  location_t loc = gimple_location (call);
  location_t locus = LOCATION_LOCUS (loc);
  for (unsigned i = 0; i < warned_calls.length (); i++)
    if (warned_calls[i] == locus)
      return;
  warned_calls.safe_push (locus);
  tree callee = gimple_call_fndecl (call);
  if (!callee)
    ascsync_warning (ASCSYNC_WARN_OPAQUE_CALL, loc,
                     "ascsync: an indirect call may issue pipe work the "
                     "plugin cannot see: it is fenced with %<pipe_barrier "
                     "(PIPE_ALL)%> before and after; call the function "
                     "directly (defined in this unit), or, if no function it "
                     "may call issues pipe work, declare the function type of "
                     "the pointer %<ASCSYNC_PIPE_FREE%>");
  else
    ascsync_warning (ASCSYNC_WARN_OPAQUE_CALL, loc,
                     "ascsync: %qD may issue pipe work the plugin cannot see "
                     "(%s): its call is fenced with %<pipe_barrier "
                     "(PIPE_ALL)%> before and after; define it in this unit, "
                     "or, if it issues no pipe work, declare it "
                     "%<ASCSYNC_PIPE_FREE%>",
                     callee,
                     DECL_WEAK (callee) && !DECL_EXTERNAL (callee)
                     ? "its definition here is weak: another unit may "
                       "replace it"
                     : "it is not defined in this unit");
}
