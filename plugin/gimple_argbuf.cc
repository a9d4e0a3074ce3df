/* gimple_argbuf.cc -- the local buffers the calls of a function pass
   for its pointer parameters (ascsync).

   A helper that is not inlined (noinline, or any helper at -O0) sees
   its pointer parameters as unknown addresses: an operand made from one
   may touch any byte of its space, so within the helper every pair of
   such accesses is a dependence ("load into p, load into m": a barrier
   between the loads; "read *gamma, then write dst": a wait of the
   scalar unit).  The calls know better: each passes an address made by
   pointer arithmetic from a buffer the kernel declares with get_imm.
   By the layout assumption (the manual's Layout assumption: pointer
   arithmetic stays in the buffer it starts in, as in a C object) the
   parameter then points into that buffer, from its get_imm address C
   to the next buffer start after the argument's constant offset from
   C.

   So for a function only its unit calls (static, address never taken)
   whose calls are all still in GIMPLE (GCC compiles a function before
   its callers) and name it (a call of an IPA clone, "f.constprop" or
   "f.isra", still names the function cloned, with that function's
   arguments, until its caller is compiled: its arguments are not the
   clone's parameters, position for position), each argument for the parameter is traced back through
   conversions, pointer arithmetic, PHIs and the caller's own pointer
   parameters (the same question one level up) to get_imm constants.
   The answer: each such constant C with the largest constant offset
   from it that an argument carries.  gimple_ops.cc bounds an access
   through the parameter by the buffers so named, and takes each C as a
   buffer start of the space the access is in (one layout for the
   unit, as the starts callees declare are).  Any argument not traced
   so, or more constants than ARGBUF_MAX, leaves the parameter unknown.
   Off with the layout assumption (-fplugin-arg-ascsync-layout=no).  */

#include "ascsync-gcc.h"
#include "tree-dfa.h"
#include "gimple_val.h"

/* One answer of ascsync_param_buffers, remembered per function and
   parameter (the calls do not change while the unit is compiled: each
   caller is still in GIMPLE when asked).  */
struct argbuf_memo
{
  tree fndecl;
  int param;
  bool known;
  struct ascsync_argbufs bufs;
};
static vec<argbuf_memo> argbuf_memos;

static bool param_buffers (tree fndecl, int param,
                           struct ascsync_argbufs *out, int level);

/* Add get_imm constant ROOT, reached with constant offset COFF from it,
   to OUT; false when OUT is full.  */
static bool
add_root (struct ascsync_argbufs *out, uint64_t root, uint64_t coff)
{
  for (int i = 0; i < out->n; i++)
    if (out->root[i] == root)
      {
        if (coff > out->coff[i])
          out->coff[i] = coff;
        return true;
      }
  if (out->n >= ARGBUF_MAX)
    return false;
  out->root[out->n] = root;
  out->coff[out->n] = coff;
  out->n++;
  return true;
}

/* The index of parameter PARM of function FN, or -1.  */
static int
parm_index (function *fn, tree parm)
{
  int i = 0;
  for (tree p = DECL_ARGUMENTS (fn->decl); p; p = DECL_CHAIN (p), i++)
    if (p == parm)
      return i;
  return -1;
}

/* Add to OUT the get_imm constants pointer ARG of function FN (a
   caller) is made from, each with the constant offset COFF plus those
   of the arithmetic on the way; VISITED: the PHIs on the walk (a cycle
   through one adds no constant of its own: the pointer moves from the
   values its other arguments bring, and the layout assumption keeps it
   in their buffers).  False when some value ARG may take is not so
   traced.  LEVEL: how many callers up FN is (see param_buffers); DEPTH
   bounds the walk.  */
static bool
arg_roots (function *fn, tree arg, uint64_t coff, hash_set<gimple *> *visited,
           struct ascsync_argbufs *out, int level, int depth)
{
  if (depth > 24 || coff >= ((uint64_t) 1 << 40))
    return false;
  tree parm = NULL_TREE;
  if (TREE_CODE (arg) == PARM_DECL)
    parm = ascsync_parm_kept_p (fn, arg) ? arg : NULL_TREE;
  else if (TREE_CODE (arg) == SSA_NAME && SSA_NAME_IS_DEFAULT_DEF (arg))
    parm = SSA_NAME_VAR (arg);
  if (parm)
    {
      struct ascsync_argbufs up;
      int idx = TREE_CODE (parm) == PARM_DECL ? parm_index (fn, parm) : -1;
      if (idx < 0 || !POINTER_TYPE_P (TREE_TYPE (parm))
          || !param_buffers (fn->decl, idx, &up, level + 1))
        return false;
      for (int i = 0; i < up.n; i++)
        if (!add_root (out, up.root[i], up.coff[i] + coff))
          return false;
      out->untraced |= up.untraced;
      return true;
    }
  /* The address of a variable (the caller's stack): memory no pipe
     and no traced access reaches.  */
  if (TREE_CODE (arg) == ADDR_EXPR)
    {
      tree base = get_base_address (TREE_OPERAND (arg, 0));
      if (!base || !(VAR_P (base) || TREE_CODE (base) == PARM_DECL
                     || TREE_CODE (base) == RESULT_DECL))
        return false;
      out->untraced = 1;
      return true;
    }
  if (TREE_CODE (arg) != SSA_NAME)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (arg);
  if (ascsync_get_imm_p (def))
    {
      tree c = gimple_call_arg (def, 0);
      return tree_fits_uhwi_p (c) && add_root (out, tree_to_uhwi (c), coff);
    }
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      if (visited->add (phi))
        return true;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
        if (!arg_roots (fn, gimple_phi_arg_def (phi, i), coff, visited, out,
                        level, depth + 1))
          return false;
      return true;
    }
  if (!is_gimple_assign (def))
    return false;
  enum tree_code code = gimple_assign_rhs_code (def);
  tree x = gimple_assign_rhs1 (def);
  if (CONVERT_EXPR_CODE_P (code) || code == SSA_NAME)
    return arg_roots (fn, x, coff, visited, out, level, depth + 1);
  if (code != POINTER_PLUS_EXPR && code != PLUS_EXPR)
    return false;
  tree y = gimple_assign_rhs2 (def);
  if (code == PLUS_EXPR && TREE_CODE (x) == INTEGER_CST)
    {
      tree t = x;
      x = y;
      y = t;
    }
  if (TREE_CODE (y) != INTEGER_CST)
    /* A variable offset: the pointer stays in the buffer it moves in.
       An integer sum of two names gives no pointer to follow.  */
    return (code == POINTER_PLUS_EXPR
            && arg_roots (fn, x, coff, visited, out, level, depth + 1));
  /* An address as a 64-bit integer (a pointer offset is sizetype): its
     low bits, taken as signed, are the step.  */
  if (TYPE_PRECISION (TREE_TYPE (y)) != 64)
    return false;
  HOST_WIDE_INT d = (HOST_WIDE_INT) TREE_INT_CST_LOW (y);
  /* A constant step back: the pointer may leave the buffer its
     constant names, so nothing is known.  */
  if (d < 0)
    return false;
  return arg_roots (fn, x, coff + (uint64_t) d, visited, out, level,
                    depth + 1);
}

/* Whether every call of function NODE (DECL) is known: a function only
   its unit may call (GCC's local flag, computed when optimizing; else
   static, not preserved nor visible outside), its address never
   taken, with at least one call.  */
bool
ascsync_calls_all_known (cgraph_node *node, tree decl)
{
  return node && !node->address_taken && node->callers
         && (node->local
             || (!TREE_PUBLIC (decl) && !DECL_EXTERNAL (decl)
                 && !DECL_PRESERVE_P (decl) && !node->externally_visible));
}

/* See ascsync-gcc.h.  */
bool
ascsync_call_args_match (gcall *call, tree fndecl)
{
  tree named = gimple_call_fndecl (call);
  return named && ascsync_body_decl (named) == ascsync_body_decl (fndecl);
}

/* ascsync_param_buffers for FNDECL, LEVEL levels of callers up from
   the function asked about (a cycle of calls ends at the bound).  */
static bool
param_buffers (tree fndecl, int param, struct ascsync_argbufs *out,
               int level)
{
  for (unsigned i = 0; i < argbuf_memos.length (); i++)
    if (argbuf_memos[i].fndecl == fndecl && argbuf_memos[i].param == param)
      {
        *out = argbuf_memos[i].bufs;
        return argbuf_memos[i].known;
      }
  memset (out, 0, sizeof *out);
  cgraph_node *node = cgraph_node::get (fndecl);
  if (level > 4 || !ascsync_calls_all_known (node, fndecl))
    return false;
  bool known = true;
  for (cgraph_edge *e = node->callers; e && known; e = e->next_caller)
    {
      gcall *call = e->call_stmt;
      cgraph_node *body = e->caller->inlined_to ? e->caller->inlined_to
                                                : e->caller;
      function *fn = DECL_STRUCT_FUNCTION (body->decl);
      hash_set<gimple *> visited;
      known = (call && fn && fn->cfg && body->decl != fndecl
               && ascsync_call_args_match (call, fndecl)
               && (unsigned) param < gimple_call_num_args (call)
               && arg_roots (fn, gimple_call_arg (call, param), 0, &visited,
                             out, level, 0));
    }
  if (!known)
    memset (out, 0, sizeof *out);
  known = known && (out->n > 0 || out->untraced);
  /* An answer cut short by LEVEL is not the function's own.  */
  if (level == 0)
    {
      argbuf_memo m;
      m.fndecl = fndecl;
      m.param = param;
      m.known = known;
      m.bufs = *out;
      argbuf_memos.safe_push (m);
    }
  return known;
}

/* See ascsync-gcc.h.  */
bool
ascsync_param_buffers (tree fndecl, int param, struct ascsync_argbufs *out)
{
  memset (out, 0, sizeof *out);
  if (!ascsync_settings.layout || param < 0)
    return false;
  return param_buffers (fndecl, param, out, 0);
}
