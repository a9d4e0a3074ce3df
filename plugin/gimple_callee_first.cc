/* gimple_callee_first.cc -- the unit's functions are compiled callees
   first at every -O level (ascsync).

   The plugin plans a function's sync with what its callees do: a call
   of a function whose summary exists (gimple_summary.cc) is seen as
   the callee's pipe work; a call of one not planned yet is fenced with
   pipe_barrier (PIPE_ALL) on both sides.  When optimising, GCC compiles
   the functions of a unit in an order where callees come before their
   callers (expand_all_functions), so every callee is planned first.
   Without optimisation (-O0) GCC's default is -fno-toplevel-reorder:
   functions go in source order, and a helper defined after its caller
   -- one declared by a prototype above the kernel, and every C++
   template instance, which the front end emits at the end of the unit
   -- had no summary when its caller was planned, and each of its calls
   stalled every pipe twice.

   So, once the interprocedural passes end (every body still in GIMPLE,
   none compiled), the plugin takes the functions out of GCC's
   source-order list: each function node's "no_reorder" flag, which
   -fno-toplevel-reorder set at its definition, is cleared, and GCC
   then compiles them callees first as it does when optimising.  Only
   the order of the functions in the assembly changes; variables and
   top-level asm keep their order, and so do functions that ask for it
   with __attribute__ ((no_reorder)).  Not when the command line chose
   (-ftoplevel-reorder or -fno-toplevel-reorder): that order is kept,
   and a call of a function compiled after its caller stays fenced.
   Only in the modes that add sync (keep, strip): lint changes no
   code.  */

#include "ascsync-gcc.h"
#include "attribs.h"

/* PLUGIN_ALL_IPA_PASSES_END: clear the source-order flag of every
   function node that has it from -fno-toplevel-reorder only.  */
static void
order_callees_first (void *, void *)
{
  if (flag_toplevel_reorder || global_options_set.x_flag_toplevel_reorder)
    return;
  cgraph_node *node;
  FOR_EACH_FUNCTION (node)
    if (node->no_reorder
        && !lookup_attribute ("no_reorder", DECL_ATTRIBUTES (node->decl)))
      node->no_reorder = 0;
}

/* See ascsync-gcc.h.  */
void
ascsync_callee_first_register (const char *plugin_name)
{
  register_callback (plugin_name, PLUGIN_ALL_IPA_PASSES_END,
                     order_callees_first, NULL);
}
