/* gimple_readonly.cc -- pointer parameters through which a function of
   the unit never writes, and which it never lets escape (ascsync).

   A kernel keeps its slots' addresses in a local object and passes the
   object's address to functions left out of line: an Ascend C operator
   class's methods ("op.Compute (t)" is "KernelAdd::Compute (&op, t)"),
   or a C helper given "&bufs".  The evaluator reads a local table's
   values from the stores naming it (gimple_tables.cc), which holds only
   when nothing else can write the table: once the address is taken, a
   call might.  A call cannot when the parameter the address is passed
   to is read-only here:

   - every use of the parameter, and of every pointer derived from it
     (copies, conversions, pointer arithmetic, PHIs, addresses of
     references through it), is the address of a load, a comparison, a
     difference of pointers, or an argument of a call to a function of
     the unit in the same position of which it is read-only in turn;
   - none is stored, returned, passed to any other function (an
     intrinsic, a builtin, a function without a body here), used by an
     asm, or the address of a store.

   Then the function, and every function it calls with such a pointer,
   can only read the object: it has no other way to reach it, since the
   caller passes its address nowhere else (the caller's statements are
   checked by ascsync_tables_init).  A recursive chain is decided as
   not read-only.

   The answers, a bit per parameter, are computed once per unit for
   every function with a GIMPLE body, with ascsync_confined_init's
   (before the first function is expanded), and do not depend on the
   order functions are compiled in.  Before then (the "ascsync-tables"
   pass of the first function compiled) no parameter is read-only.  */

#include "ascsync-gcc.h"
#include "tree-dfa.h"

/* Per function declaration: bit I set when parameter I is read-only;
   bit 31 while the function is being decided.  */
static hash_map<tree, unsigned> *readonly_memo;

#define READONLY_BUSY (1u << 31)

static unsigned readonly_params (tree decl);

/* Whether the call CALL passes pointer NAME (derived from a parameter)
   only in argument positions its callee reads through, and not in its
   result's place or its static chain.  */
static bool
readonly_call_use_p (gcall *call, tree name)
{
  tree callee = gimple_call_fndecl (call);
  if (gimple_call_internal_p (call) || !callee || gimple_call_chain (call)
      || ascsync_header_decl_p (callee))
    return false;
  tree body = ascsync_body_decl (callee);
  if (!ascsync_unit_body_p (body))
    return false;
  unsigned ro = readonly_params (body);
  tree lhs = gimple_call_lhs (call);
  if (lhs && TREE_CODE (lhs) != SSA_NAME)
    return false;
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    {
      tree arg = gimple_call_arg (call, i);
      if (arg == name)
        {
          if (i >= 31 || !((ro >> i) & 1))
            return false;
        }
      else if (TREE_CODE (arg) != SSA_NAME && !is_gimple_min_invariant (arg))
        return false;       /* an aggregate read through it, say */
    }
  return true;
}

/* Whether NAME, a pointer, is the base address of REF, a reference
   through it (a MEM_REF or TARGET_MEM_REF on NAME).  */
static bool
reference_through_p (tree ref, tree name)
{
  if (!ref)
    return false;
  tree base = get_base_address (ref);
  return base && (TREE_CODE (base) == MEM_REF
                  || TREE_CODE (base) == TARGET_MEM_REF)
         && TREE_OPERAND (base, 0) == name;
}

/* Whether assignment AS, a use of pointer NAME, only reads through it
   or derives another pointer from it (pushed on WORK).  */
static bool
readonly_assign_use_p (gassign *as, tree name, vec<tree> *work)
{
  tree lhs = gimple_assign_lhs (as);
  tree rhs1 = gimple_assign_rhs1 (as);
  enum tree_code code = gimple_assign_rhs_code (as);
  if (TREE_CODE (lhs) != SSA_NAME)
    return false;               /* a store: of NAME, or through it */
  if (gimple_assign_load_p (as))
    return reference_through_p (rhs1, name)
           && gimple_assign_rhs2 (as) == NULL_TREE;
  if (TREE_CODE_CLASS (code) == tcc_comparison || code == POINTER_DIFF_EXPR)
    return true;
  if (code == POINTER_PLUS_EXPR && rhs1 != name)
    return false;               /* NAME as an offset */
  if (code == POINTER_PLUS_EXPR || code == SSA_NAME
      || (CONVERT_EXPR_CODE_P (code) && POINTER_TYPE_P (TREE_TYPE (lhs)))
      || (code == ADDR_EXPR && reference_through_p (TREE_OPERAND (rhs1, 0),
                                                   name)))
    {
      work->safe_push (lhs);
      return true;
    }
  return false;
}

/* Whether FN (body DECL) only reads through its pointer parameter PARM
   and lets no pointer derived from it escape (file comment).  */
static bool
readonly_param_p (function *fn, tree parm)
{
  tree ddef = ssa_default_def (fn, parm);
  if (!ddef)
    return true;                /* never used */
  auto_vec<tree> work;
  hash_set<tree> seen;
  work.safe_push (ddef);
  seen.add (ddef);
  while (!work.is_empty ())
    {
      tree name = work.pop ();
      imm_use_iterator it;
      gimple *use;
      FOR_EACH_IMM_USE_STMT (use, it, name)
        {
          bool ok;
          auto_vec<tree> derived;
          if (is_gimple_debug (use) || gimple_code (use) == GIMPLE_COND)
            ok = true;
          else if (gphi *phi = dyn_cast <gphi *> (use))
            {
              derived.safe_push (gimple_phi_result (phi));
              ok = true;
            }
          else if (gassign *as = dyn_cast <gassign *> (use))
            ok = readonly_assign_use_p (as, name, &derived);
          else if (gcall *call = dyn_cast <gcall *> (use))
            ok = readonly_call_use_p (call, name);
          else
            ok = false;         /* a return, an asm, a switch */
          if (!ok)
            return false;
          for (unsigned i = 0; i < derived.length (); i++)
            if (!seen.add (derived[i]))
              work.safe_push (derived[i]);
        }
    }
  return true;
}

/* The read-only parameters of DECL, a function of the unit (bit I for
   parameter I < 31); none while it is being decided (a recursive
   chain), or when its body is not GIMPLE in SSA form.  */
static unsigned
readonly_params (tree decl)
{
  if (!readonly_memo)
    return 0;
  if (unsigned *known = readonly_memo->get (decl))
    return *known & READONLY_BUSY ? 0 : *known;
  readonly_memo->put (decl, READONLY_BUSY);
  function *fn = DECL_STRUCT_FUNCTION (decl);
  unsigned ro = 0;
  if (fn && fn->cfg && !(fn->curr_properties & PROP_rtl)
      && gimple_in_ssa_p (fn))
    {
      unsigned i = 0;
      for (tree p = DECL_ARGUMENTS (decl); p && i < 31;
           p = DECL_CHAIN (p), i++)
        if (POINTER_TYPE_P (TREE_TYPE (p)) && readonly_param_p (fn, p))
          ro |= 1u << i;
    }
  readonly_memo->put (decl, ro);
  return ro;
}

/* See ascsync-gcc.h.  */
void
ascsync_readonly_init (void)
{
  if (readonly_memo)
    return;
  readonly_memo = new hash_map<tree, unsigned>;
  cgraph_node *node;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    if (ascsync_unit_body_p (node->decl))
      readonly_params (node->decl);
}

/* See ascsync-gcc.h.  */
bool
ascsync_readonly_arg_p (gcall *call, unsigned i)
{
  tree callee = gimple_call_fndecl (call);
  if (!readonly_memo || !callee || gimple_call_internal_p (call)
      || gimple_call_chain (call) || i >= 31)
    return false;
  unsigned *known = readonly_memo->get (ascsync_body_decl (callee));
  return known && !(*known & READONLY_BUSY) && ((*known >> i) & 1);
}
