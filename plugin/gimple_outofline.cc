/* gimple_outofline.cc -- kernels launched by the unit's host code stay
   out of line (ascsync).

   A kernel is a function the host launches (ASCSIM_LAUNCH): each block
   of a launch starts with every pipe idle and ends drained, so the
   kernel's body is planned as a function of its own, and the host code
   around the launch holds no sync.  __global__ makes a kernel noinline
   for that reason.  But a plain function the host launches is a kernel
   too (the manual says so), and GCC may inline it into the function
   that launches it (-O3, or a function called once): the plan of that
   host function would then put the kernel's sync around the launch,
   into host code, where the simulator refuses it ("set_flag called
   outside ASCSIM_LAUNCH").

   So, before GCC's early inliner runs (right after "ssa", when every
   function of the unit has its CFG), every function the host code
   calls inside a launch (gimple_calls.cc, find_launch_calls) is made
   uninlinable, as __global__ would have made it.  The other calls of
   such a function, if any, are not inlined either: one body serves
   every call.  */

#include "ascsync-gcc.h"
#include "tree-pass.h"

namespace {

const pass_data pass_data_ascsync_outofline =
{
  GIMPLE_PASS, /* type */
  "ascsync_outofline", /* name */
  OPTGROUP_NONE, /* optinfo_flags */
  TV_PLUGIN_RUN, /* tv_id */
  PROP_cfg, /* properties_required */
  0, /* properties_provided */
  0, /* properties_destroyed */
  0, /* todo_flags_start */
  0, /* todo_flags_finish */
};

class pass_ascsync_outofline : public gimple_opt_pass
{
public:
  pass_ascsync_outofline (gcc::context *ctxt)
    : gimple_opt_pass (pass_data_ascsync_outofline, ctxt), done (false)
  {}

  /* opt_pass methods: */
  unsigned int execute (function *) final override;

private:
  /* Whether the unit's kernels were marked: once per unit, at the
     first function, when every function has its CFG.  */
  bool done;
}; // class pass_ascsync_outofline

/* Mark the kernels the unit's host code launches uninlinable, at the
   first function the pass runs on.  Returns 0.  */
unsigned int
pass_ascsync_outofline::execute (function *)
{
  if (done)
    return 0;
  done = true;
  auto_vec<tree> kernels;
  ascsync_launched_functions (&kernels);
  for (tree decl : kernels)
    DECL_UNINLINABLE (decl) = 1;
  return 0;
}

} // anon namespace

/* See ascsync-gcc.h.  */
opt_pass *
ascsync_make_outofline_pass (gcc::context *ctxt)
{
  return new pass_ascsync_outofline (ctxt);
}
