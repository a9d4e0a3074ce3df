/* gimple_inline.cc -- device functions declared inline are inlined
   (ascsync).

   A kernel's helpers are written to be inlined: "static inline void
   chain (int s, uint32_t o, uint8_t rep)" holding a tile's vector
   chain, the methods of an operator class defined in the class (C++
   makes them inline), templates over the element type.  GCC's inliner
   weighs each call by its size, and an intrinsic call with ten
   arguments weighs much: a helper of six vector operations called
   three times, or an Init / Process method, stays out of line at -O2.
   The plan then sees a call.  A summary of the callee (gimple_summary.cc)
   holds for every call at once: the slot one call passes and the
   offset and count another passes merge into one range, each copy of
   the callee's work spans both slots, and the pairs of a
   double-buffered loop get one id each, the load of tile T + 1 waiting
   for the store of tile T.  Inlined, the same helper's operations take
   the caller's values, slot by slot.

   So right after GCC builds SSA, before its early inliner runs, a
   device function (one that may run in a kernel, gimple_calls.cc)
   declared inline is marked to be inlined whatever its size, as
   "__attribute__ ((always_inline))" would but without the error when a
   call cannot be (DECL_DISREGARD_INLINE_LIMITS).  A function the
   kernel author keeps out of line ("noinline", or not declared inline)
   stays a call.  Nothing changes at -O0 (no inlining), with -fno-inline
   on the command line, in modes off and lint, or with the plugin's
   option inline=no.  */

#include "ascsync-gcc.h"
#include "attribs.h"

namespace {

const pass_data pass_data_ascsync_inline =
{
  GIMPLE_PASS, /* type */
  "ascsync_inline", /* name */
  OPTGROUP_NONE, /* optinfo_flags */
  TV_PLUGIN_RUN, /* tv_id */
  PROP_cfg | PROP_ssa, /* properties_required */
  0, /* properties_provided */
  0, /* properties_destroyed */
  0, /* todo_flags_start */
  0, /* todo_flags_finish */
};

class pass_ascsync_inline : public gimple_opt_pass
{
public:
  pass_ascsync_inline (gcc::context *ctxt)
    : gimple_opt_pass (pass_data_ascsync_inline, ctxt)
  {}

  /* opt_pass methods: */
  bool gate (function *fun) final override
  {
    return opt_for_fn (fun->decl, optimize) > 0
           && !opt_for_fn (fun->decl, flag_no_inline);
  }
  unsigned int execute (function *fun) final override;
}; // class pass_ascsync_inline

/* Mark FUN to be inlined when it is a device function declared inline
   and not "noinline" (see the file comment).  Returns 0.  */
unsigned int
pass_ascsync_inline::execute (function *fun)
{
  tree decl = fun->decl;
  if (ascsync_early_device_p (decl) && DECL_DECLARED_INLINE_P (decl)
      && !DECL_UNINLINABLE (decl)
      && !lookup_attribute ("noinline", DECL_ATTRIBUTES (decl)))
    DECL_DISREGARD_INLINE_LIMITS (decl) = 1;
  return 0;
}

} // anon namespace

/* See ascsync-gcc.h.  */
opt_pass *
ascsync_make_inline_pass (gcc::context *ctxt)
{
  return new pass_ascsync_inline (ctxt);
}
