/* gimple_threading.cc -- GCC's jump threading kept out of software-
   pipelined loops, and its path splitting out of device code
   (ascsync).

   A software-pipelined loop often folds its prologue or epilogue into
   its body under a test of the counter that the first iteration
   decides one way and the next the other:

     for (it = 0; it <= n; it++)
       { if (it < n) stage1 (it); if (it > 0) stage2 (it - 1); }
     for (t = -1; t < n; t++)
       { if (t + 1 < n) prefetch (t + 1); if (t < 0) continue; ... }

   GCC's jump threaders copy the path of that first iteration, whose
   test they know, into the body: the loop gets a second entry (it is
   irreducible) or becomes a nest whose counter is a PHI of constants
   on the threaded paths.  Node splitting makes it reducible again, but
   the rotation of the slots with the counter and the pairing of one
   dependence's copies are lost, and the plan waits in every iteration
   where the expert's rotates.  What threading saves there is a compare
   and a branch on the scalar unit per iteration.

   So right after GCC builds SSA, before any threader runs, a device
   function (one that may run in a kernel, gimple_calls.cc) with such a
   loop gets its own optimisation options with -fthread-jumps off, as
   "__attribute__ ((optimize ("no-thread-jumps")))" would give it.  The
   test that marks a loop: a condition inside it (not an exit) comparing
   a counter (C + S * T in iteration T, C and S constants) with a
   constant, whose values in iterations 0 and 1 are different, in a
   loop no exit test of which compares a counter with a constant (a
   loop of known count, "for (part = 0; part < 2; part++)", is better
   peeled by the threaders, as complete unrolling would).  Other functions keep threading, which elsewhere
   gives the plan straight-line copies it reads more precisely.

   Nothing changes when the command line chooses (-fthread-jumps or
   -fno-thread-jumps), at -O0 (no threading), in modes off and lint, or
   with the plugin's option threading=yes.  The options differ from the
   unit's in that one flag, which GCC's inliner does not compare, so
   inlining is unchanged.  GCC 12's VRP still threads some jumps while
   it runs; those shapes are left to node splitting and the counter
   analysis.

   A loop of pipe work that runs until a flag its body sets stays clear
   ("for (;;) { any = 0; ... if (m[b] > 1) { ...; any = 1; } ... if
   (!any) break; ... }") draws the late threaders, after the loop
   optimisers: the flag is known on each path through the body, and
   each path copied to the test is an entry of its own.  Node splitting
   copies the body once per entry, the copies hold smaller regions of
   the same kind, and past its budget the data-flow planner plans the
   function with footprints no loop bounds (slower than a barrier after
   every instruction).  GCC's backward threader weighs a thread that
   makes a loop irreducible itself, by the statements it copies against
   the blocks of its path: a device function with such a loop (and no
   loop of the first kind, whose threading is off) gets the strictest
   weights, so that the threaders make a loop irreducible only where
   they copy almost nothing, and thread elsewhere as before.  Not every
   device function: a loop of two parts, "for (part = 0; part < 2;
   part++)", whose parts differ in their offsets and counts, is read
   most precisely when the threaders peel it (irreducibly; node
   splitting then leaves straight-line code).  The command line's
   --param fsm-scale-path-stmts or fsm-scale-path-blocks, or
   threading=yes, leave GCC's weights.

   Path splitting (-fsplit-paths, at -O3) copies a loop's tail, from a
   join to the latch, into the arms of the branch before the join: the
   tile's work and the exit test of "np = left < TP ? left : TP" stand
   in both arms, the copies of one dependence cannot be placed as one
   pair around the latch, and the plan orders them back to back.  What
   it aims at, if-conversion of scalar code, is no work of the pipes:
   the same pass turns -fsplit-paths off in every device function,
   unless the command line chooses or split-paths=yes.  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "fold-const.h"

/* The weights GCC's backward threader gives the statements and the
   blocks of a path that would make a loop irreducible: the largest and
   the smallest it allows (--param fsm-scale-path-stmts and
   fsm-scale-path-blocks).  */
#define IRREDUCIBLE_STMTS_WEIGHT 10
#define IRREDUCIBLE_BLOCKS_WEIGHT 1

/* X, or the constant the copy X is of (SSA is all there is this early:
   "it_1 = 0" is not propagated yet).  */
static tree
copied_constant (tree x)
{
  for (int guard = 0; guard < 4 && TREE_CODE (x) == SSA_NAME; guard++)
    {
      gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (x));
      if (!as || !(gimple_assign_single_p (as)
                   || CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (as))))
        break;
      x = gimple_assign_rhs1 (as);
    }
  return x;
}

/* Whether integer X is a counter of LOOP: C + S * T in iteration T,
   C and S constants, into *C and *S.  SSA is all there is this early
   (no preheaders, so no scalar evolution): a header PHI whose entry
   value is a constant and whose latch value adds a constant to it, or
   such a PHI plus a constant, through conversions.  */
static bool
counter_of (class loop *loop, tree x, HOST_WIDE_INT *c, HOST_WIDE_INT *s)
{
  HOST_WIDE_INT add = 0;
  for (int guard = 0; guard < 4 && TREE_CODE (x) == SSA_NAME; guard++)
    {
      gimple *def = SSA_NAME_DEF_STMT (x);
      if (gassign *as = dyn_cast <gassign *> (def))
        {
          enum tree_code code = gimple_assign_rhs_code (as);
          if (CONVERT_EXPR_CODE_P (code))
            x = gimple_assign_rhs1 (as);
          else if (code == PLUS_EXPR
                   && TREE_CODE (gimple_assign_rhs2 (as)) == INTEGER_CST
                   && tree_fits_shwi_p (gimple_assign_rhs2 (as)))
            {
              add += tree_to_shwi (gimple_assign_rhs2 (as));
              x = gimple_assign_rhs1 (as);
            }
          else
            return false;
          continue;
        }
      gphi *phi = dyn_cast <gphi *> (def);
      if (!phi || gimple_bb (phi) != loop->header
          || gimple_phi_num_args (phi) != 2)
        return false;
      tree start = NULL_TREE, next = NULL_TREE;
      for (unsigned i = 0; i < 2; i++)
        if (flow_bb_inside_loop_p (loop, gimple_phi_arg_edge (phi, i)->src))
          next = gimple_phi_arg_def (phi, i);
        else
          start = copied_constant (gimple_phi_arg_def (phi, i));
      gassign *step = next && TREE_CODE (next) == SSA_NAME
                      ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (next)) : NULL;
      if (!start || TREE_CODE (start) != INTEGER_CST
          || !tree_fits_shwi_p (start) || !step
          || gimple_assign_rhs_code (step) != PLUS_EXPR
          || gimple_assign_rhs1 (step) != gimple_phi_result (phi)
          || TREE_CODE (gimple_assign_rhs2 (step)) != INTEGER_CST
          || !tree_fits_shwi_p (gimple_assign_rhs2 (step)))
        return false;
      *c = tree_to_shwi (start) + add;
      *s = tree_to_shwi (gimple_assign_rhs2 (step));
      return true;
    }
  return false;
}

/* The value of operand X of a test in LOOP in iteration IT: X when a
   constant, C + S * IT when a counter (counter_of); else NULL_TREE.  */
static tree
value_in_iteration (class loop *loop, tree x, int it)
{
  HOST_WIDE_INT c, s;
  x = copied_constant (x);
  if (TREE_CODE (x) == INTEGER_CST)
    return x;
  if (!INTEGRAL_TYPE_P (TREE_TYPE (x)) || !counter_of (loop, x, &c, &s))
    return NULL_TREE;
  return build_int_cst (TREE_TYPE (x), c + s * it);
}

/* Whether an exit test of LOOP compares a counter with a constant: its
   trip count is then a constant.  */
static bool
constant_trips_p (class loop *loop)
{
  for (edge e : get_loop_exit_edges (loop))
    {
      gcond *c = safe_dyn_cast <gcond *> (last_stmt (e->src));
      HOST_WIDE_INT a, b;
      if (c
          && ((TREE_CODE (copied_constant (gimple_cond_rhs (c)))
               == INTEGER_CST
               && INTEGRAL_TYPE_P (TREE_TYPE (gimple_cond_lhs (c)))
               && counter_of (loop, gimple_cond_lhs (c), &a, &b))
              || (TREE_CODE (copied_constant (gimple_cond_lhs (c)))
                  == INTEGER_CST
                  && INTEGRAL_TYPE_P (TREE_TYPE (gimple_cond_rhs (c)))
                  && counter_of (loop, gimple_cond_rhs (c), &a, &b))))
        return true;
    }
  return false;
}

/* Whether LOOP (of unknown trip count) holds a test, not an exit, that
   its iterations 0 and 1 decide differently (see the file comment).  */
static bool
first_iteration_test_p (class loop *loop)
{
  if (!loop->header || constant_trips_p (loop))
    return false;
  basic_block *body = get_loop_body (loop);
  bool found = false;
  for (unsigned i = 0; i < loop->num_nodes && !found; i++)
    {
      gcond *c = safe_dyn_cast <gcond *> (last_stmt (body[i]));
      if (!c || body[i]->loop_father != loop
          || loop_exits_from_bb_p (loop, body[i]))
        continue;
      tree v[2];
      for (int it = 0; it < 2; it++)
        {
          tree l = value_in_iteration (loop, gimple_cond_lhs (c), it);
          tree r = value_in_iteration (loop, gimple_cond_rhs (c), it);
          v[it] = l && r ? fold_binary (gimple_cond_code (c),
                                        boolean_type_node, l,
                                        fold_convert (TREE_TYPE (l), r))
                         : NULL_TREE;
        }
      found = v[0] && v[1] && TREE_CODE (v[0]) == INTEGER_CST
              && TREE_CODE (v[1]) == INTEGER_CST
              && !tree_int_cst_equal (v[0], v[1]);
    }
  free (body);
  return found;
}

/* Most definitions looked at for one flag (flag_of_body_p).  */
#define FLAG_MAX_DEFS 16

/* Whether X is a flag of LOOP: through copies, conversions and PHIs it
   takes only constants, and a PHI of a block of LOOP chooses among
   them ("any = 0" at the top of the body, "any = 1" on some paths
   through it), so that each path into a test of X decides it.  A
   counter, which adds to itself, is none.  */
static bool
flag_of_body_p (class loop *loop, tree x)
{
  auto_vec<tree, FLAG_MAX_DEFS> work, seen;
  work.quick_push (x);
  bool phi_in_loop = false;
  while (!work.is_empty ())
    {
      tree v = work.pop ();
      if (TREE_CODE (v) == INTEGER_CST)
        continue;
      if (TREE_CODE (v) != SSA_NAME)
        return false;
      if (seen.contains (v))
        continue;
      if (seen.length () >= FLAG_MAX_DEFS)
        return false;
      seen.quick_push (v);
      gimple *def = SSA_NAME_DEF_STMT (v);
      if (gassign *as = dyn_cast <gassign *> (def))
        {
          if (!gimple_assign_single_p (as)
              && !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (as)))
            return false;
          if (work.length () >= FLAG_MAX_DEFS)
            return false;
          work.quick_push (gimple_assign_rhs1 (as));
          continue;
        }
      gphi *phi = dyn_cast <gphi *> (def);
      if (!phi)
        return false;
      phi_in_loop |= flow_bb_inside_loop_p (loop, gimple_bb (phi));
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
        {
          if (work.length () >= FLAG_MAX_DEFS)
            return false;
          work.quick_push (gimple_phi_arg_def (phi, i));
        }
    }
  return phi_in_loop;
}

/* Whether a block of LOOP calls an intrinsic or a device function.  */
static bool
loop_calls_pipe_work_p (class loop *loop)
{
  basic_block *body = get_loop_body (loop);
  bool found = false;
  for (unsigned i = 0; i < loop->num_nodes && !found; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
         !gsi_end_p (gsi) && !found; gsi_next (&gsi))
      {
        gcall *call = dyn_cast <gcall *> (gsi_stmt (gsi));
        tree callee = call ? gimple_call_fndecl (call) : NULL_TREE;
        enum asc_variant var;
        found = callee && (ascsync_intrinsic_of (callee, &var) >= 0
                           || ascsync_early_device_p (callee));
      }
  free (body);
  return found;
}

/* Whether LOOP, which issues pipe work, tests a flag its body sets
   (flag_of_body_p; see the file comment).  */
static bool
flag_test_p (class loop *loop)
{
  if (!loop->header)
    return false;
  basic_block *body = get_loop_body (loop);
  bool found = false;
  for (unsigned i = 0; i < loop->num_nodes && !found; i++)
    {
      gcond *c = safe_dyn_cast <gcond *> (last_stmt (body[i]));
      found = c && (flag_of_body_p (loop, gimple_cond_lhs (c))
                    || flag_of_body_p (loop, gimple_cond_rhs (c)));
    }
  free (body);
  return found && loop_calls_pipe_work_p (loop);
}

/* Whether FUN has a loop for which TEST holds.  */
static bool
has_loop_p (function *fun, bool (*test) (class loop *))
{
  if (!loops_for_fn (fun) || number_of_loops (fun) <= 1)
    return false;
  for (auto loop : loops_list (fun, 0))
    if (test (loop))
      return true;
  return false;
}

/* Give function DECL its own optimisation options: the ones it has,
   with -fthread-jumps and -ftree-vrp off when THREAD, -fsplit-paths off
   when SPLIT, and the threaders' strictest weights against a thread
   that makes a loop irreducible when WEIGH (see the file comment), as
   "__attribute__ ((optimize (...)))" would.  Nothing when they are so
   already.  */
static void
flags_off (tree decl, bool thread, bool split, bool weigh)
{
  tree old = DECL_FUNCTION_SPECIFIC_OPTIMIZATION (decl);
  if (!old)
    old = optimization_default_node;
  const cl_optimization *o = TREE_OPTIMIZATION (old);
  thread = thread && o->x_flag_thread_jumps;
  split = split && o->x_flag_split_paths;
  weigh = weigh && o->x_flag_thread_jumps
          && (o->x_param_fsm_scale_path_stmts != IRREDUCIBLE_STMTS_WEIGHT
              || o->x_param_fsm_scale_path_blocks
                 != IRREDUCIBLE_BLOCKS_WEIGHT);
  if (!thread && !split && !weigh)
    return;
  struct cl_optimization saved;
  cl_optimization_save (&saved, &global_options, &global_options_set);
  cl_optimization_restore (&global_options, &global_options_set,
                           TREE_OPTIMIZATION (old));
  /* Value-range propagation threads too, whatever -fthread-jumps says,
     and remakes the loop of a "continue" taken by the first iteration
     only into a nest; its ranges are then the plugin's own
     (ascsync_note_ranges), as below -O2.  */
  if (thread)
    global_options.x_flag_thread_jumps = global_options.x_flag_tree_vrp = 0;
  if (split)
    global_options.x_flag_split_paths = 0;
  if (weigh)
    {
      global_options.x_param_fsm_scale_path_stmts = IRREDUCIBLE_STMTS_WEIGHT;
      global_options.x_param_fsm_scale_path_blocks
        = IRREDUCIBLE_BLOCKS_WEIGHT;
    }
  DECL_FUNCTION_SPECIFIC_OPTIMIZATION (decl)
    = build_optimization_node (&global_options, &global_options_set);
  cl_optimization_restore (&global_options, &global_options_set, &saved);
}

namespace {

const pass_data pass_data_ascsync_threading =
{
  GIMPLE_PASS, /* type */
  "ascsync_threading", /* name */
  OPTGROUP_NONE, /* optinfo_flags */
  TV_PLUGIN_RUN, /* tv_id */
  PROP_cfg | PROP_ssa, /* properties_required */
  0, /* properties_provided */
  0, /* properties_destroyed */
  0, /* todo_flags_start */
  0, /* todo_flags_finish */
};

class pass_ascsync_threading : public gimple_opt_pass
{
public:
  pass_ascsync_threading (gcc::context *ctxt, bool threading,
                          bool split_paths)
    : gimple_opt_pass (pass_data_ascsync_threading, ctxt),
      job_threading (threading), job_split_paths (split_paths)
  {}

  /* opt_pass methods: */
  bool gate (function *) final override
  {
    return (job_threading && flag_thread_jumps)
           || (job_split_paths && flag_split_paths);
  }
  unsigned int execute (function *fun) final override;

private:
  /* The jobs: jump threading off in the device functions with a
     software-pipelined loop, kept from making loops irreducible in
     those with a loop of pipe work that tests a flag its body sets,
     path splitting off in every one.  */
  bool job_threading, job_split_paths;
}; // class pass_ascsync_threading

/* The pass's jobs in FUN when it is device code (see the class).
   Returns 0.  */
unsigned int
pass_ascsync_threading::execute (function *fun)
{
  if (!ascsync_early_device_p (fun->decl))
    return 0;
  bool thread = job_threading && has_loop_p (fun, first_iteration_test_p);
  bool weigh = job_threading && !thread
               && !global_options_set.x_param_fsm_scale_path_stmts
               && !global_options_set.x_param_fsm_scale_path_blocks
               && has_loop_p (fun, flag_test_p);
  flags_off (fun->decl, thread, job_split_paths, weigh);
  return 0;
}

} // anon namespace

/* See ascsync-gcc.h.  */
bool
ascsync_threading_off_p (tree decl)
{
  return TREE_OPTIMIZATION (optimization_default_node)->x_flag_thread_jumps
         && !opt_for_fn (decl, flag_thread_jumps);
}

/* See ascsync-gcc.h.  */
bool
ascsync_irreducible_weighed_p (tree decl)
{
  const cl_optimization *o
    = TREE_OPTIMIZATION (optimization_default_node);
  return (o->x_param_fsm_scale_path_stmts != IRREDUCIBLE_STMTS_WEIGHT
          || o->x_param_fsm_scale_path_blocks != IRREDUCIBLE_BLOCKS_WEIGHT)
         && opt_for_fn (decl, param_fsm_scale_path_stmts)
            == IRREDUCIBLE_STMTS_WEIGHT
         && opt_for_fn (decl, param_fsm_scale_path_blocks)
            == IRREDUCIBLE_BLOCKS_WEIGHT;
}

/* See ascsync-gcc.h.  */
bool
ascsync_split_paths_off_p (tree decl)
{
  return TREE_OPTIMIZATION (optimization_default_node)->x_flag_split_paths
         && !opt_for_fn (decl, flag_split_paths);
}

/* See ascsync-gcc.h.  */
opt_pass *
ascsync_make_threading_pass (gcc::context *ctxt, bool threading,
                             bool split_paths)
{
  return new pass_ascsync_threading (ctxt, threading, split_paths);
}
