/* gimple_distinct.cc -- whose GM pointer parameters are distinct
   objects (ascsync).

   The aliasing rule of the plugin (the manual's Limitations): the GM
   pointer parameters of a kernel -- a function other units can call,
   the host's launch among them -- point into distinct objects, so an
   access through one never meets one through another.  A function only
   this unit calls (static, its address never taken) takes the rule from
   its calls: its GM pointer parameters are distinct when, at every
   call, the arguments for any two of them derive (by pointer arithmetic
   and conversions) from two different GM pointer parameters of a
   caller whose own are distinct.  So a noinline tile helper given x
   and y by a kernel knows that its loads of x and stores of y do not
   meet, as the kernel itself does.  A clone GCC made of a kernel
   (IPA-CP specialises one for the constant arguments of its only call,
   at -O3) is the kernel: it keeps the rule.

   -fplugin-arg-ascsync-gm-distinct=no drops the rule: any two GM
   accesses through pointers may then meet.

   GCC compiles a function before its callers, so their bodies are
   still in GIMPLE when it is planned; a caller compiled already, or a
   call GCC has no statement for, fails the test.  Answers are cached
   per function; a cycle of calls fails it.  */

#include "ascsync-gcc.h"
#include "gimple_val.h"

/* The answers so far: 1 distinct, 0 not, 2 being decided.  */
static hash_map<tree, int> *distinct_memo;

/* The answers of ascsync_parm_kept_p so far, by parameter: the pass
   runs after every pass that could add a store to one.  */
static hash_map<tree, bool> *kept_memo;

/* Whether statements of FN store into PARM.  */
static bool
parm_stored_p (function *fn, tree parm)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      {
        gimple *g = gsi_stmt (gsi);
        if (gimple_has_lhs (g) && gimple_get_lhs (g) == parm)
          return true;
      }
  return false;
}

/* See ascsync-gcc.h.  */
bool
ascsync_parm_kept_p (function *fn, tree parm)
{
  if (TREE_ADDRESSABLE (parm) || TREE_THIS_VOLATILE (parm) || !fn
      || !fn->cfg)
    return false;
  if (!kept_memo)
    kept_memo = new hash_map<tree, bool>;
  if (bool *m = kept_memo->get (parm))
    return *m;
  bool kept = !parm_stored_p (fn, parm);
  kept_memo->put (parm, kept);
  return kept;
}

/* The parameter of function FN (index) that pointer ARG, an operand of
   FN, derives from by pointer arithmetic and conversions; LOCAL_ROOT
   when it derives from get_imm (local memory, never GM), or is the
   address of FN's own variable (its frame: no GM buffer the kernel is
   given); -1 when none is found.  */
#define LOCAL_ROOT (-2)

static int
root_parm (function *fn, tree arg, int depth)
{
  if (depth > 16)
    return -1;
  tree parm = NULL_TREE;
  if (TREE_CODE (arg) == ADDR_EXPR)
    {
      tree base = get_base_address (TREE_OPERAND (arg, 0));
      return base && ((VAR_P (base) && auto_var_in_fn_p (base, fn->decl))
                      || ((TREE_CODE (base) == PARM_DECL
                           || TREE_CODE (base) == RESULT_DECL)
                          && DECL_CONTEXT (base) == fn->decl))
             ? LOCAL_ROOT : -1;
    }
  if (TREE_CODE (arg) == PARM_DECL)
    parm = ascsync_parm_kept_p (fn, arg) ? arg : NULL_TREE;
  else if (TREE_CODE (arg) == SSA_NAME && SSA_NAME_IS_DEFAULT_DEF (arg))
    parm = SSA_NAME_VAR (arg);
  else if (TREE_CODE (arg) == SSA_NAME)
    {
      gimple *def = SSA_NAME_DEF_STMT (arg);
      if (ascsync_get_imm_p (def))
        return LOCAL_ROOT;
      if (!is_gimple_assign (def))
        return -1;
      enum tree_code code = gimple_assign_rhs_code (def);
      if (code == POINTER_PLUS_EXPR || CONVERT_EXPR_CODE_P (code)
          || code == SSA_NAME || code == PARM_DECL)
        return root_parm (fn, gimple_assign_rhs1 (def), depth + 1);
      return -1;
    }
  if (!parm || TREE_CODE (parm) != PARM_DECL
      || !POINTER_TYPE_P (TREE_TYPE (parm)))
    return -1;
  return ascsync_param_index_of (fn->decl, parm);
}

/* Whether the call of edge E (its caller's body not compiled yet)
   passes its callee's pointer parameters (the arguments whose types
   are pointers) arguments derived from pairwise different parameters
   of the function holding the call (ascsync_call_edge_fn), whose own
   are distinct, or from get_imm.  */
static bool
call_distinct_p (cgraph_edge *e)
{
  gcall *call = e->call_stmt;
  function *fn = ascsync_call_edge_fn (e);
  if (!call || !fn || !fn->cfg || !ascsync_gm_params_distinct (fn->decl))
    return false;
  auto_vec<int> roots;
  for (unsigned k = 0; k < gimple_call_num_args (call); k++)
    {
      tree a = gimple_call_arg (call, k);
      if (!POINTER_TYPE_P (TREE_TYPE (a)))
        continue;
      int r = root_parm (fn, a, 0);
      if (r == LOCAL_ROOT)
        continue;
      if (r < 0)
        return false;
      for (unsigned j = 0; j < roots.length (); j++)
        if (roots[j] == r)
          return false;
      roots.safe_push (r);
    }
  return true;
}

/* Whether every call of local function NODE passes distinct objects.  */
static bool
callers_distinct_p (cgraph_node *node)
{
  if (!node || !ascsync_calls_all_known (node, node->decl))
    return false;
  for (cgraph_edge *e = node->callers; e; e = e->next_caller)
    if (!call_distinct_p (e))
      return false;
  return true;
}

/* Whether NODE is a clone of a function others may call (IPA-CP's,
   specialised for constant arguments, called instead of it): it keeps
   that function's promises.  */
static bool
kernel_clone_p (cgraph_node *node)
{
  return node && node->former_clone_of
         && TREE_PUBLIC (node->former_clone_of);
}

/* See ascsync-gcc.h.  */
bool
ascsync_gm_params_distinct (tree fndecl)
{
  if (!ascsync_settings.gm_distinct)
    return false;
  if (TREE_PUBLIC (fndecl))
    return true;
  cgraph_node *node = cgraph_node::get (fndecl);
  if (kernel_clone_p (node))
    return true;
  if (!distinct_memo)
    distinct_memo = new hash_map<tree, int>;
  if (int *m = distinct_memo->get (fndecl))
    return *m == 1;
  distinct_memo->put (fndecl, 2);
  bool r = callers_distinct_p (node);
  distinct_memo->put (fndecl, r ? 1 : 0);
  return r;
}

/* See ascsync-gcc.h.  DEPTH bounds the walk up the callers.  */
static bool
param_may_be_local (tree fndecl, int param, int depth)
{
  cgraph_node *node = cgraph_node::get (fndecl);
  if (ascsync_kernel_p (fndecl) || kernel_clone_p (node))
    return false;
  if (depth > 4 || !node || !ascsync_calls_all_known (node, fndecl))
    return true;
  for (cgraph_edge *e = node->callers; e; e = e->next_caller)
    {
      gcall *call = e->call_stmt;
      function *fn = ascsync_call_edge_fn (e);
      tree arg = call ? ascsync_call_arg_for_param (call, fndecl, param)
                      : NULL_TREE;
      if (!arg || !fn || !fn->cfg)
        return true;
      int r = root_parm (fn, arg, 0);
      if (r < 0 || param_may_be_local (fn->decl, r, depth + 1))
        return true;
    }
  return false;
}

/* See ascsync-gcc.h.  */
bool
ascsync_param_may_be_local (tree fndecl, int param)
{
  return param_may_be_local (fndecl, param, 0);
}
