/* gimple_immparam.cc -- get_imm addresses a function computes from its
   parameters (ascsync).

   The layout assumption (gimple_ops.cc, layout_bound) takes the
   addresses a function gives get_imm as the starts of its buffers.  A
   helper given a slot by its caller,

     static void fill (__gm__ half *x, int s)
     {
       copy_gm_to_ubuf ((__ubuf__ half *) get_imm (0x2000 + s * 0x400), x, ...);
     }

   computes the address of a slot of a buffer its caller owns: the
   caller may lay that buffer out otherwise, with slots of a size known
   only at run time ("b + (t & 1) * sz", sz at most 512 halves), whose
   second slot begins at 0x2400 or below it and runs past it.  In the
   helper's own body the argument is a function of S, and the values S
   takes there are the starts of the helper's slots.  But once GCC
   inlines the helper, or clones it for a constant argument (IPA-CP's
   "fill.constprop"), the argument folds to the constant 0x2400: a
   start the caller would seem to declare itself, which would end the
   caller's buffer at 0x2000 there and cut the second slot's accesses
   short (a race).

   So right after GCC builds SSA, before any inlining or cloning, the
   get_imm calls of each function whose argument depends on one of its
   parameters (through copies, conversions, arithmetic and PHIs; a
   value loaded from memory does not count) are noted on the function's
   declaration, in the attribute "ascsync param imm": the line and
   column of each such call (of the macro's expansion point).  The note
   follows the code: an inlined copy of the call sits in a block whose
   origin is the helper, a clone shares its origin's attributes, and
   LTO streams them.  ascsync_imm_from_param_p answers for a call in
   any later body.  Two get_imm calls at one position (two expansions
   of a macro on one line) are both taken as computed from a parameter
   when one is: a start fewer only widens accesses.  */

#include "ascsync-gcc.h"
#include "attribs.h"
#include "gimple_val.h"

/* The attribute holding the notes (a space: no user can write it).  */
static const char attr_name[] = "ascsync param imm";

/* Whether T is a parameter's value on entry.  */
static bool
param_value_p (tree t, const void *)
{
  return SSA_NAME_IS_DEFAULT_DEF (t) && SSA_NAME_VAR (t)
         && TREE_CODE (SSA_NAME_VAR (t)) == PARM_DECL;
}

/* The source position a note names for location LOC: its line and
   column (of a macro's expansion point), in *LINE and *COL; false for
   an unknown location.  */
static bool
note_position (location_t loc, int *line, int *col)
{
  if (LOCATION_LOCUS (loc) == UNKNOWN_LOCATION)
    return false;
  expanded_location x = expand_location (loc);
  *line = x.line;
  *col = x.column;
  return x.line > 0;
}

/* Note on the declaration of FUN each get_imm call of FUN whose argument
   depends on a parameter of FUN (see the file comment).  */
static void
note_param_imm_calls (function *fun)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      {
        gimple *g = gsi_stmt (gsi);
        int line, col;
        if (!ascsync_get_imm_p (g) || gimple_call_num_args (g) < 1
            || !note_position (gimple_location (g), &line, &col))
          continue;
        hash_set<tree> visited;
        int budget = 64;
        if (!ascsync_defs_reach_p (gimple_call_arg (g, 0), param_value_p,
                                   NULL, &budget, false, &visited))
          continue;
        tree pos = tree_cons (NULL_TREE, build_int_cst (integer_type_node,
                                                        line),
                              build_tree_list (NULL_TREE,
                                               build_int_cst
                                                 (integer_type_node, col)));
        DECL_ATTRIBUTES (fun->decl)
          = tree_cons (get_identifier (attr_name), pos,
                       DECL_ATTRIBUTES (fun->decl));
      }
}

/* The function whose source CALL was written in: the origin of the
   innermost inlined block around it, else the current function (a
   clone shares its origin's attributes).  */
static tree
written_in (gimple *call)
{
  for (tree b = gimple_block (call); b && TREE_CODE (b) == BLOCK;
       b = BLOCK_SUPERCONTEXT (b))
    if (inlined_function_outer_scope_p (b))
      {
        tree fn = block_ultimate_origin (b);
        if (fn && TREE_CODE (fn) == FUNCTION_DECL)
          return fn;
        break;
      }
  return current_function_decl;
}

/* See ascsync-gcc.h.  */
bool
ascsync_imm_from_param_p (gimple *call)
{
  int line, col;
  tree fn = written_in (call);
  if (!fn || !note_position (gimple_location (call), &line, &col))
    return false;
  for (tree a = lookup_attribute (attr_name, DECL_ATTRIBUTES (fn)); a;
       a = lookup_attribute (attr_name, TREE_CHAIN (a)))
    {
      tree pos = TREE_VALUE (a);
      if (tree_to_shwi (TREE_VALUE (pos)) == line
          && tree_to_shwi (TREE_VALUE (TREE_CHAIN (pos))) == col)
        return true;
    }
  return false;
}

namespace {

const pass_data pass_data_ascsync_immparam =
{
  GIMPLE_PASS, /* type */
  "ascsync_immparam", /* name */
  OPTGROUP_NONE, /* optinfo_flags */
  TV_PLUGIN_RUN, /* tv_id */
  PROP_cfg | PROP_ssa, /* properties_required */
  0, /* properties_provided */
  0, /* properties_destroyed */
  0, /* todo_flags_start */
  0, /* todo_flags_finish */
};

class pass_ascsync_immparam : public gimple_opt_pass
{
public:
  pass_ascsync_immparam (gcc::context *ctxt)
    : gimple_opt_pass (pass_data_ascsync_immparam, ctxt)
  {}

  /* opt_pass methods: */
  unsigned int execute (function *fun) final override
  {
    note_param_imm_calls (fun);
    return 0;
  }
}; // class pass_ascsync_immparam

} // anon namespace

/* See ascsync-gcc.h.  */
opt_pass *
ascsync_make_immparam_pass (gcc::context *ctxt)
{
  return new pass_ascsync_immparam (ctxt);
}
