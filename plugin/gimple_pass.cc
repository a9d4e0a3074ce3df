/* gimple_pass.cc -- the "ascsync" GIMPLE pass: build the abstract CFG of
   the function, plan the sync (sync_plan.c), dump, check the
   hand-written sync (gimple_lint.cc), and insert the calls (mode lint:
   warn instead).

   Registered after "optimized" (ascsync.cc): inlining, unrolling and
   constant propagation are done, SSA and the CFG are intact, and the pass
   runs at every -O level.  Functions with no pipe operation are not
   touched at all, so plain C compiles byte-identically.  */

#include "ascsync-gcc.h"

/* gimple_ops.cc: release loops and post-dominators.  */
void ascsync_release_cfg (function *fun);

namespace {

const pass_data pass_data_ascsync =
{
  GIMPLE_PASS, /* type */
  "ascsync", /* name */
  OPTGROUP_NONE, /* optinfo_flags */
  TV_PLUGIN_RUN, /* tv_id */
  PROP_cfg | PROP_ssa, /* properties_required */
  0, /* properties_provided */
  0, /* properties_destroyed */
  0, /* todo_flags_start */
  0, /* todo_flags_finish */
};

class pass_ascsync : public gimple_opt_pass
{
public:
  pass_ascsync (gcc::context *ctxt)
    : gimple_opt_pass (pass_data_ascsync, ctxt)
  {}

  /* opt_pass methods: */
  opt_pass *clone () final override { return new pass_ascsync (m_ctxt); }
  bool gate (function *) final override
  {
    return ascsync_settings.mode != ASCSYNC_MODE_OFF;
  }
  unsigned int execute (function *fun) final override;
}; // class pass_ascsync

/* Clear the tail-call mark of every call of FUN.  GCC's tail-call pass
   runs before this one: a call it marked (a kernel ending with its
   hand-written wait_flag) becomes a jump out of the function, which
   would skip the sync inserted after it (the plan's drain of its flags
   at the function's end, left set).  */
static void
clear_tail_calls (function *fun)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      if (gcall *call = dyn_cast <gcall *> (gsi_stmt (gsi)))
        gimple_call_set_tail (call, false);
}

/* Turn off cross-jumping for FUN, a function with pipe or sync calls:
   it merges the identical call instructions ending two paths (a
   wait_flag in each of two switch cases, their arguments set up apart)
   into one, which the RTL check of the final order (rtl_verify.cc),
   seeing one call with the location of one of them, takes for a call
   moved, and fails the compile.  Only code size is lost.  The option
   is FUN's own (its optimization node), as __attribute__ ((optimize))
   would set it.  */
static void
keep_sync_calls_apart (function *fun)
{
  if (!flag_crossjumping)
    return;
  flag_crossjumping = 0;
  tree node = build_optimization_node (&global_options, &global_options_set);
  DECL_FUNCTION_SPECIFIC_OPTIMIZATION (fun->decl) = node;
  optimization_current_node = node;
}

/* Build the abstract CFG of FUN into FN, STMTS and BBS
   (ascsync_build_func), its hand-written sync removed in mode strip.
   In mode keep, a kernel's entry with a hand-written wait_flag that the
   scalar unit may satisfy only later in program order
   (sync_hand_wait_before_set) is built again with its hand-written
   sync removed, as mode strip does, and a warning: the planner does
   not follow such sync, and a wait of its own for the pipe standing
   still there would never end.  Returns the number of operations, and
   in *STRIP whether the hand-written sync was removed.  */
static int
build_for_mode (function *fun, struct sync_func *fn, vec<gimple *> *stmts,
                vec<basic_block> *bbs, bool *strip)
{
  *strip = ascsync_settings.mode == ASCSYNC_MODE_STRIP;
  int n = ascsync_build_func (fun, fn, stmts, bbs, *strip);
  if (n == 0 || *strip || ascsync_settings.mode != ASCSYNC_MODE_KEEP
      || !fn->entry_clean)
    return n;
  int w = sync_hand_wait_before_set (fn);
  if (w < 0)
    return n;
  location_t loc = linemap_resolve_location (line_table,
                                             gimple_location ((*stmts)[w]),
                                             LRK_MACRO_EXPANSION_POINT, NULL);
  ascsync_warning (ASCSYNC_WARN_UNBALANCED_FLAG, loc,
                   "ascsync: this %<wait_flag%> may run when no "
                   "%<set_flag%> of its flag is pending, to be taken by one "
                   "the scalar unit issues later; mode keep does not "
                   "follow such sync, so the hand-written sync of %qD is "
                   "replaced by what the plugin plans, as in mode strip",
                   current_function_decl);
  ascsync_free_func (fn);
  stmts->truncate (0);
  bbs->truncate (0);
  ascsync_release_cfg (fun);
  *strip = true;
  return ascsync_build_func (fun, fn, stmts, bbs, true);
}

/* Plan and insert the sync of FUN.  Returns the TODO flags.  */
unsigned int
pass_ascsync::execute (function *fun)
{
  struct sync_func fn;
  auto_vec<gimple *> stmts;
  auto_vec<basic_block> bbs;
  bool strip;
  if (build_for_mode (fun, &fn, &stmts, &bbs, &strip) == 0)
    {
      if (ascsync_source_path || ascsync_source_fixits)
        ascsync_source_skip_function ();
      ascsync_release_cfg (fun);
      return strip ? TODO_update_ssa_only_virtuals : 0;
    }
  keep_sync_calls_apart (fun);
  FILE *dump = ascsync_settings.dump ? dump_file : NULL;
  /* A function a kernel calls leaves the ids of the unit's hand-written
     flags alone (ascsync_reserve_unit_hand_ids).  */
  struct sync_options own = ascsync_settings.sync;
  if (!fn.entry_clean)
    ascsync_reserve_unit_hand_ids (own.reserved);
  const struct sync_options *opts = &own;
  if (FILE *d = sync_dump_section (dump, opts, SYNC_DUMP_OPS))
    {
      if (ascsync_threading_off_p (fun->decl))
        fprintf (d, ";; ascsync: jump threading is off in this function "
                 "(a loop whose first iteration decides a test, or an "
                 "optimize attribute; see Jump threading in the manual)\n");
      if (ascsync_irreducible_weighed_p (fun->decl))
        fprintf (d, ";; ascsync: jump threading may not make a loop "
                 "irreducible in this function (a loop of pipe work tests a "
                 "flag its body sets, or an optimize attribute; see Jump "
                 "threading in the manual)\n");
      if (ascsync_split_paths_off_p (fun->decl))
        fprintf (d, ";; ascsync: path splitting is off in this function "
                 "(device code, or an optimize attribute; see Jump "
                 "threading in the manual)\n");
      sync_dump_func (&fn, d);
    }
  struct sync_plan plan;
  memset (&plan, 0, sizeof plan);
  if (sync_plan_function (&fn, opts, &plan, dump) != 0)
    {
      error_at (DECL_SOURCE_LOCATION (current_function_decl),
                "ascsync: internal error planning the sync of %qD",
                current_function_decl);
      sync_plan_release (&plan);
      ascsync_free_func (&fn);
      ascsync_release_cfg (fun);
      return 0;
    }
  if (FILE *d = sync_dump_section (dump, opts, SYNC_DUMP_PLAN))
    sync_dump_plan (&fn, &plan, d);
  ascsync_summary_record (current_function_decl, &fn, &plan);
  if (ascsync_settings.summary)
    inform (DECL_SOURCE_LOCATION (current_function_decl),
            "ascsync: %qs: %d operations, %d dependences, %d %<set_flag%>, "
            "%d %<wait_flag%>, %d %<pipe_barrier%>, %d fallbacks, "
            "%d pipe pairs",
            fn.name, fn.nops, plan.stats.deps, plan.stats.sets,
            plan.stats.waits, plan.stats.barriers, plan.stats.fallbacks,
            plan.stats.pairs_used);
  if (plan.stats.fallbacks)
    ascsync_warning (ASCSYNC_WARN_FALLBACK,
                     DECL_SOURCE_LOCATION (current_function_decl),
                     "ascsync: no event id left on some pipe pair of %qD: "
                     "%d fallbacks (a wait for the source pipe to drain, or "
                     "a %<pipe_barrier (PIPE_ALL)%>, before the consumer)",
                     current_function_decl,
                     plan.stats.fallbacks);
  bool lint = ascsync_settings.mode == ASCSYNC_MODE_LINT;
  if (lint || ascsync_settings.mode == ASCSYNC_MODE_KEEP)
    ascsync_lint_function (&fn, opts, &plan, stmts, lint);
  if (ascsync_source_path || ascsync_source_fixits)
    ascsync_source_function (fun, &fn, &plan, stmts, bbs);
  unsigned todo = 0;
  if (lint)
    ;                           /* the source stays as written */
  else if (plan.n > 0 || strip)
    {
      ascsync_emit_plan (fun, &fn, &plan, stmts, bbs);
      clear_tail_calls (fun);
      mark_virtual_operands_for_renaming (fun);
      todo = TODO_update_ssa_only_virtuals | TODO_rebuild_cgraph_edges;
    }
  sync_plan_release (&plan);
  ascsync_free_func (&fn);
  ascsync_release_cfg (fun);
  return todo;
}

} // anon namespace

/* See ascsync-gcc.h.  */
opt_pass *
ascsync_make_pass (gcc::context *ctxt)
{
  return new pass_ascsync (ctxt);
}
