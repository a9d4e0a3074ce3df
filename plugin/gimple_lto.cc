/* gimple_lto.cc -- ascsync under -flto: no link without the sync.

   With -flto the compile step ("gcc -flto -fplugin=ascsync.so -c k.c")
   only streams GIMPLE into the object file: the ascsync pass, which runs
   after "optimized", runs when the link compiles that IR (lto1), and
   only if the plugin is given on the link line too.  Linked without it,
   the program would have no sync at all, and nothing would say so.

   So, in the compile step (flag_generate_lto, not in_lto_p), before
   the IPA passes stream the IR, every function that calls an intrinsic
   gets a call of ascsync_lto_link_needs_plugin, an external function
   no library defines (void, no arguments, leaf, nothrow, touching no
   memory, so it changes no optimization), and a warning says that the
   plugin must be on the link line.  The pass "ascsync_lto", right after
   "optimized", deletes those calls wherever the plugin runs: in the
   link's compile of the IR, and in the compile step's own code with
   -ffat-lto-objects.  A link without the plugin keeps them and fails
   with an undefined reference to ascsync_lto_link_needs_plugin.  With
   mode=off at the compile step nothing is marked (no sync was asked
   for).  */

#include "ascsync-gcc.h"

/* The marker's name: what the linker reports as undefined.  */
static const char marker_name[] = "ascsync_lto_link_needs_plugin";

/* The plugin's file, for the warning.  */
static const char *plugin_path;

/* Whether FNDECL is an entry point of an intrinsic (asc_NAME of the
   table, or the C++ wrapper asc_cxx_NAME when not inlined yet).  */
static bool
intrinsic_decl_p (tree fndecl)
{
  if (!fndecl || !DECL_NAME (fndecl))
    return false;
  const char *name = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  enum asc_variant var;
  return !strncmp (name, "asc_cxx_", 8)
         || (!strncmp (name, "asc_", 4) && asc_op_lookup (name, &var) >= 0);
}

/* The first call of an intrinsic in FUN, or null.  */
static gimple *
first_intrinsic_call (function *fun)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      if (is_gimple_call (gsi_stmt (gsi))
          && intrinsic_decl_p (gimple_call_fndecl (gsi_stmt (gsi))))
        return gsi_stmt (gsi);
  return NULL;
}

/* The marker's declaration: "void ascsync_lto_link_needs_plugin
   (void)", external, leaf, nothrow and without virtual operands.  */
static tree
marker_decl (void)
{
  tree decl = build_fn_decl (marker_name,
                             build_function_type_list (void_type_node,
                                                       NULL_TREE));
  TREE_PUBLIC (decl) = 1;
  DECL_EXTERNAL (decl) = 1;
  DECL_ARTIFICIAL (decl) = 1;
  TREE_NOTHROW (decl) = 1;
  DECL_IS_NOVOPS (decl) = 1;
  DECL_ATTRIBUTES (decl) = tree_cons (get_identifier ("leaf"), NULL_TREE,
                                      DECL_ATTRIBUTES (decl));
  DECL_ASSEMBLER_NAME (decl);
  return decl;
}

/* PLUGIN_ALL_IPA_PASSES_START: in the compile step of -flto, put a
   call of the marker before the first intrinsic call of every function
   (NODE's body) that has one, and warn once.  */
static void
mark_functions (void *, void *)
{
  if (!flag_generate_lto || in_lto_p
      || ascsync_settings.mode == ASCSYNC_MODE_OFF)
    return;
  tree decl = NULL_TREE;
  tree first = NULL_TREE;
  cgraph_node *node;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    {
      function *fun = DECL_STRUCT_FUNCTION (node->decl);
      gimple *at = fun ? first_intrinsic_call (fun) : NULL;
      if (!at)
        continue;
      if (!decl)
        decl = marker_decl ();
      push_cfun (fun);
      gcall *call = gimple_build_call (decl, 0);
      gimple_set_location (call, gimple_location (at));
      gimple_stmt_iterator gsi = gsi_for_stmt (at);
      gsi_insert_before (&gsi, call, GSI_SAME_STMT);
      node->create_edge (cgraph_node::get_create (decl), call,
                         gimple_bb (call)->count);
      pop_cfun ();
      if (!first || DECL_SOURCE_LOCATION (node->decl)
                    < DECL_SOURCE_LOCATION (first))
        first = node->decl;
    }
  if (first)
    ascsync_warning (ASCSYNC_WARN_LTO, DECL_SOURCE_LOCATION (first),
                     "ascsync: with %<-flto%> the plugin must also be given "
                     "when linking: the sync is inserted when the link "
                     "compiles the program (give %<-fplugin=%s%> and the same "
                     "%<-fplugin-arg-ascsync-*%> options on the link line); "
                     "a link without it fails with an undefined reference to "
                     "%qs", plugin_path, marker_name);
}

namespace {

const pass_data pass_data_ascsync_lto =
{
  GIMPLE_PASS, /* type */
  "ascsync_lto", /* name */
  OPTGROUP_NONE, /* optinfo_flags */
  TV_PLUGIN_RUN, /* tv_id */
  PROP_cfg, /* properties_required */
  0, /* properties_provided */
  0, /* properties_destroyed */
  0, /* todo_flags_start */
  0, /* todo_flags_finish */
};

class pass_ascsync_lto : public gimple_opt_pass
{
public:
  pass_ascsync_lto (gcc::context *ctxt)
    : gimple_opt_pass (pass_data_ascsync_lto, ctxt)
  {}

  /* opt_pass methods: */
  opt_pass *clone () final override { return new pass_ascsync_lto (m_ctxt); }
  bool gate (function *) final override
  {
    return in_lto_p || flag_generate_lto;
  }
  unsigned int execute (function *fun) final override;
}; // class pass_ascsync_lto

/* Delete the calls of the marker in FUN.  Returns 0.  */
unsigned int
pass_ascsync_lto::execute (function *fun)
{
  cgraph_node *node = cgraph_node::get (fun->decl);
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
      {
        gimple *stmt = gsi_stmt (gsi);
        tree callee = is_gimple_call (stmt) ? gimple_call_fndecl (stmt)
                                            : NULL_TREE;
        if (!callee || !DECL_NAME (callee)
            || strcmp (IDENTIFIER_POINTER (DECL_NAME (callee)), marker_name))
          {
            gsi_next (&gsi);
            continue;
          }
        if (cgraph_edge *e = node ? node->get_edge (stmt) : NULL)
          cgraph_edge::remove (e);
        gsi_remove (&gsi, true);
      }
  return 0;
}

} // anon namespace

/* See ascsync-gcc.h.  */
void
ascsync_lto_register (const char *plugin_name, const char *full_name)
{
  plugin_path = full_name;
  register_callback (plugin_name, PLUGIN_ALL_IPA_PASSES_START,
                     mark_functions, NULL);
  /* Right after "optimized", before the "ascsync" pass registered
     there earlier.  */
  struct register_pass_info pass;
  pass.pass = new pass_ascsync_lto (g);
  pass.reference_pass_name = "optimized";
  pass.ref_pass_instance_number = 1;
  pass.pos_op = PASS_POS_INSERT_AFTER;
  register_callback (plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &pass);
}
