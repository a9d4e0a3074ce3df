/* gimple_confined.cc -- functions of the unit that touch no memory
   but their own frame and what their pointer arguments point to.

   A call of a function issuing no pipe work is a scalar access of what
   it may touch (gimple_ops.cc, call_scalar_access): what its pointer
   arguments point to, and, unless the call is confined, all of UB and
   GM, since a function may find a pointer to local or global memory by
   itself (a global pointer, get_imm, an integer cast to a pointer).
   This file decides that a function of the unit is confined from its
   body, so that a helper computing a mask, an address or a scalar from
   its arguments (left out of line at -O0, or noinline) is not taken to
   write all of UB and GM.

   A function is confined when its body (the body the linker keeps:
   ascsync_unit_body_p) has no asm, no static chain, and

   - every memory reference's base is an automatic variable, parameter
     or result of the function itself, or is reached through a pointer
     derived (copies, conversions, pointer arithmetic, PHIs; an address
     held in an integer as wide as a pointer and moved by constants, as
     GCC's induction variables at -Os are) only from pointer parameters
     and the addresses of such variables (or of a string literal);
   - every variable it names that is not its own is read-only data of
     arithmetic type (a constant table), and it takes no function's
     address;
   - every pointer it passes to a call is derived the same way, and
     every function it calls is an internal function, a builtin, a
     const function, a function of the ascsync headers, or confined
     itself (a recursive call is not: the answer is computed once per
     function, depth first, with a function being decided taken as not
     confined).

   The answers are cached per declaration; they do not depend on the
   order functions are compiled in.  */

#include "ascsync-gcc.h"
#include "calls.h"
#include "gimple-walk.h"

/* The answers so far: 1 confined, 0 not, 2 being decided.  */
static hash_map<tree, int> *confined_memo;

static bool confined_fun_p (tree decl);
static bool confined_callee_p (tree callee);

/* Whether DECL is an automatic variable, parameter or result of FN.  */
static bool
own_frame_decl_p (tree decl, tree fn)
{
  if (TREE_CODE (decl) == PARM_DECL || TREE_CODE (decl) == RESULT_DECL)
    return DECL_CONTEXT (decl) == fn;
  return VAR_P (decl) && auto_var_in_fn_p (decl, fn);
}

/* Whether the type T is arithmetic data, or arrays of it.  */
static bool
arithmetic_data_type_p (tree t)
{
  while (TREE_CODE (t) == ARRAY_TYPE)
    t = TREE_TYPE (t);
  return INTEGRAL_TYPE_P (t) || SCALAR_FLOAT_TYPE_P (t);
}

/* Whether pointer P (an SSA name or an address, in FN) is derived only
   from pointer parameters of FN and the addresses of FN's own
   variables (or is a string literal's address: the ascsync header
   passes the file name to every intrinsic).  VISITED guards PHI cycles.  */
static bool
derived_from_args_p (tree p, tree fn, hash_set<tree> *visited)
{
  if (TREE_CODE (p) == ADDR_EXPR)
    {
      tree base = get_base_address (TREE_OPERAND (p, 0));
      if (base && TREE_CODE (base) == STRING_CST)
        return true;
      if (base && DECL_P (base))
        return own_frame_decl_p (base, fn);
      if (base && TREE_CODE (base) == MEM_REF)
        return derived_from_args_p (TREE_OPERAND (base, 0), fn, visited);
      return false;
    }
  if (TREE_CODE (p) != SSA_NAME)
    return false;
  if (visited->add (p))
    return true;
  if (SSA_NAME_IS_DEFAULT_DEF (p))
    {
      tree var = SSA_NAME_VAR (p);
      return var && TREE_CODE (var) == PARM_DECL && DECL_CONTEXT (var) == fn
             && POINTER_TYPE_P (TREE_TYPE (var));
    }
  gimple *def = SSA_NAME_DEF_STMT (p);
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
        if (!derived_from_args_p (gimple_phi_arg_def (phi, i), fn, visited))
          return false;
      return true;
    }
  if (!is_gimple_assign (def))
    return false;
  tree rhs1 = gimple_assign_rhs1 (def);
  switch (gimple_assign_rhs_code (def))
    {
    case SSA_NAME:
    case ADDR_EXPR:
    case POINTER_PLUS_EXPR:
      return derived_from_args_p (rhs1, fn, visited);
    case PLUS_EXPR:
    case MINUS_EXPR:
      /* An address held as an integer and moved by a constant (GCC's
         induction variables after ivopts at -Os: "ivtmp = (unsigned
         long) &m", "ivtmp + 8").  */
      return INTEGRAL_TYPE_P (TREE_TYPE (rhs1))
             && TREE_CODE (gimple_assign_rhs2 (def)) == INTEGER_CST
             && derived_from_args_p (rhs1, fn, visited);
    CASE_CONVERT:
      return (POINTER_TYPE_P (TREE_TYPE (rhs1))
              || (INTEGRAL_TYPE_P (TREE_TYPE (rhs1))
                  && TYPE_PRECISION (TREE_TYPE (rhs1)) >= POINTER_SIZE))
             && derived_from_args_p (rhs1, fn, visited);
    default:
      return false;
    }
}

/* walk_gimple_op callback: clear the flag *WI->info when *TP names
   memory or a function FN (WI->info's function) may not reach: a
   variable not its own that is not constant arithmetic data, a
   function's address, a dereference of a pointer not derived from its
   arguments.  */
static tree
check_operand (tree *tp, int *walk_subtrees, void *data)
{
  struct walk_stmt_info *wi = (struct walk_stmt_info *) data;
  tree fn = *(tree *) wi->info;
  tree t = *tp;
  if (TYPE_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  bool ok = true;
  if (TREE_CODE (t) == FUNCTION_DECL)
    ok = false;
  else if (VAR_P (t) || TREE_CODE (t) == PARM_DECL
           || TREE_CODE (t) == RESULT_DECL)
    ok = own_frame_decl_p (t, fn)
         || (VAR_P (t) && TREE_READONLY (t)
             && arithmetic_data_type_p (TREE_TYPE (t)));
  else if (TREE_CODE (t) == MEM_REF || TREE_CODE (t) == TARGET_MEM_REF)
    {
      hash_set<tree> visited;
      ok = derived_from_args_p (TREE_OPERAND (t, 0), fn, &visited);
    }
  if (!ok)
    {
      wi->info = NULL;
      return t;
    }
  return NULL_TREE;
}

/* Whether call CALL, made by FN, keeps FN confined: its callee is
   confined in the sense of the file comment, and each pointer it
   passes is derived from FN's arguments and frame.  */
static bool
confined_call_p (gcall *call, tree fn)
{
  if (gimple_call_internal_p (call))
    return true;
  tree callee = gimple_call_fndecl (call);
  if (!callee || gimple_call_chain (call))
    return false;
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    {
      tree arg = gimple_call_arg (call, i);
      hash_set<tree> visited;
      if (POINTER_TYPE_P (TREE_TYPE (arg))
          && !derived_from_args_p (arg, fn, &visited))
        return false;
    }
  return confined_callee_p (callee);
}

/* Whether statement STMT of FN keeps FN confined.  */
static bool
confined_stmt_p (gimple *stmt, tree fn)
{
  if (is_gimple_debug (stmt) || gimple_code (stmt) == GIMPLE_LABEL)
    return true;
  if (gimple_code (stmt) == GIMPLE_ASM)
    return false;
  struct walk_stmt_info wi;
  memset (&wi, 0, sizeof wi);
  wi.info = &fn;
  gcall *call = dyn_cast <gcall *> (stmt);
  if (call)
    {
      if (!confined_call_p (call, fn))
        return false;
      /* The callee is checked; its address is no escape.  */
      tree lhs = gimple_call_lhs (call);
      if (lhs)
        walk_tree (&lhs, check_operand, &wi, NULL);
      for (unsigned i = 0; wi.info && i < gimple_call_num_args (call); i++)
        walk_tree (gimple_call_arg_ptr (call, i), check_operand, &wi, NULL);
    }
  else
    walk_gimple_op (stmt, check_operand, &wi);
  return wi.info != NULL;
}

/* Whether the arguments of PHI, in FN, keep FN confined (a PHI joins
   values: only an address may name memory).  */
static bool
confined_phi_p (gphi *phi, tree fn)
{
  struct walk_stmt_info wi;
  memset (&wi, 0, sizeof wi);
  wi.info = &fn;
  for (unsigned i = 0; wi.info && i < gimple_phi_num_args (phi); i++)
    walk_tree (gimple_phi_arg_def_ptr (phi, i), check_operand, &wi, NULL);
  return wi.info != NULL;
}

/* Whether DECL, a function of the unit with a body, is confined
   (file comment); computed once.  */
static bool
confined_fun_p (tree decl)
{
  if (int *known = confined_memo->get (decl))
    return *known == 1;
  confined_memo->put (decl, 2);
  function *f = DECL_STRUCT_FUNCTION (decl);
  bool ok = f && f->cfg && !(f->curr_properties & PROP_rtl)
            && gimple_in_ssa_p (f) && !f->static_chain_decl
            && !DECL_STATIC_CHAIN (decl);
  basic_block bb;
  if (ok)
    FOR_EACH_BB_FN (bb, f)
      {
        for (gphi_iterator pi = gsi_start_phis (bb); ok && !gsi_end_p (pi);
             gsi_next (&pi))
          ok = confined_phi_p (pi.phi (), decl);
        for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
             ok && !gsi_end_p (gsi); gsi_next (&gsi))
          ok = confined_stmt_p (gsi_stmt (gsi), decl);
        if (!ok)
          break;
      }
  confined_memo->put (decl, ok ? 1 : 0);
  return ok;
}

/* Whether a call of CALLEE is confined by what it is: an internal
   function's, a builtin, a const function, a function of the ascsync
   headers.  */
static bool
confined_by_kind_p (tree callee)
{
  return fndecl_built_in_p (callee)
         || (flags_from_decl_or_type (callee) & ECF_CONST)
         || ascsync_header_decl_p (callee);
}

/* Whether a call of CALLEE is confined: by what it is
   (confined_by_kind_p), or CALLEE is a function of the unit found
   confined (confined_fun_p).  */
static bool
confined_callee_p (tree callee)
{
  if (confined_by_kind_p (callee))
    return true;
  tree body = ascsync_body_decl (callee);
  return ascsync_unit_body_p (body) && confined_fun_p (body);
}

/* See ascsync-gcc.h.  */
void
ascsync_confined_init (void)
{
  if (confined_memo)
    return;
  confined_memo = new hash_map<tree, int>;
  cgraph_node *node;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    if (ascsync_unit_body_p (node->decl))
      confined_fun_p (node->decl);
}

/* See ascsync-gcc.h.  */
bool
ascsync_confined_callee_p (tree callee)
{
  if (confined_by_kind_p (callee))
    return true;
  int *known = confined_memo
               ? confined_memo->get (ascsync_body_decl (callee)) : NULL;
  return known && *known == 1;
}
