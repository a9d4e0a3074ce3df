/* gimple_symparam.cc -- a helper's pointer parameter in a buffer whose
   start is known only at run time, from the helper's calls (ascsync).

   A tile helper left out of line is given its operands' addresses:

     load2 (xb[s], yb[s], x + t * tile, y + t * tile, nblk);

   with "xb[s] = get_imm (s * tb)", "yb[s] = get_imm ((2 + s) * tb)" in
   the kernel, TB known only at run time (gimple_symstart.cc).  Within
   the helper each parameter is an unknown address: its two loads may
   write any byte of UB each, and a barrier went between them in every
   call.  The calls know better: each passes a pointer into one of the
   kernel's buffers, and, by the layout assumption, the helper's
   accesses through it stay in that buffer.

   So when the interprocedural passes end (every body still there, no
   function being compiled, no scalar evolution analysis under way),
   each pointer argument of each call of a function of the unit, in a
   function declaring buffers with get_imm, is read in its function
   (ascsync_symbolic_arg, with that function made the current one, its
   dominators and a ranger of its own set up for the question, the
   structure of its loops left unused): the buffer
   from COEF * X to the next multiple of X the function declares, X a
   value with one value in a run of it, at least 1 where it is used,
   every value computed on the way exact at its largest.  Then, for a
   function only its unit calls, whose calls are all among them (GCC
   compiles a function before its callers), a pointer parameter lies in
   the buffers its calls pass.  Each call names an X of its caller's;
   the parameter's buffer is the least start to the greatest end over
   them.  Within the helper X is a value of its own, one for its whole
   run (it is called within one run of the caller): that call's X, when
   the calls name different ones (kernels sharing a helper, a caller
   with two tile lengths), the value "X of the call making the run",
   the same for every parameter the same calls give (joined call by
   call, ascsync_joined_values).  Accesses through two parameters
   whose buffers do not meet touch no common byte, whatever X is
   (struct sync_access SNAME, compared in sync_access.c).  X's key in
   the helper is SYNC_FOREIGN_SNAME plus its number among the values
   so met in the unit, apart from the keys of the helper's own names.

   Answers are memoized per function and parameter.  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "dominance.h"
#include "tree-scalar-evolution.h"
#include "gimple-range.h"
#include "cgraph.h"
#include "gimple_val.h"
#include "gimple_runslot.h"

/* One answer: parameter PARAM of FNDECL lies in buffer B at every call
   (KNOWN).  */
struct symparam_memo
{
  tree fndecl;
  int param;
  bool known;
  struct sym_buffer b;
};
static vec<symparam_memo> symparam_memos;

/* The values of other functions met so far, in order: X's key is
   SYNC_FOREIGN_SNAME + 1 + its index; a value joined call by call
   (J not 0) is met as its number.  */
struct foreign_value
{
  tree x;
  int j;
};
static vec<foreign_value> foreign_values;

/* The values joined call by call (ascsync_joined_values), each its
   calls' pairs: number I's are JOINED_PAIRS[JOINED_FIRST[I - 1] ...
   JOINED_FIRST[I] - 1] (JOINED_FIRST[0] = 0).  */
static vec<foreign_value> joined_pairs;
static vec<unsigned> joined_first;

/* Most values joined call by call in a unit.  */
#define JOINED_VALUES_MAX 4096

/* See ascsync-gcc.h.  */
int
ascsync_joined_values (const tree *x, const int *j, unsigned n)
{
  unsigned from = 0;
  for (unsigned v = 0; v < joined_first.length (); v++)
    {
      unsigned to = joined_first[v];
      bool same = to - from == n;
      for (unsigned i = 0; same && i < n; i++)
        same = joined_pairs[from + i].x == x[i]
               && joined_pairs[from + i].j == j[i];
      if (same)
        return (int) v + 1;
      from = to;
    }
  if (joined_first.length () >= JOINED_VALUES_MAX)
    return 0;
  for (unsigned i = 0; i < n; i++)
    {
      foreign_value p = { x[i], j[i] };
      joined_pairs.safe_push (p);
    }
  joined_first.safe_push (joined_pairs.length ());
  return (int) joined_first.length ();
}

/* See ascsync-gcc.h (file comment).  */
int32_t
ascsync_foreign_key (tree x, int j)
{
  unsigned i;
  if (j)
    x = NULL_TREE;
  for (i = 0; i < foreign_values.length (); i++)
    if (foreign_values[i].x == x && foreign_values[i].j == j)
      break;
  if (i == foreign_values.length ())
    {
      foreign_value v = { x, j };
      foreign_values.safe_push (v);
    }
  return SYNC_FOREIGN_SNAME + 1 + (int32_t) i;
}

/* A pointer argument read when the interprocedural passes end: ARG of
   CALL, made in function FNDECL, lies in buffer B.  */
struct arg_buffer
{
  gcall *call;
  tree arg, fndecl;
  struct sym_buffer b;
};
static vec<arg_buffer> arg_buffers;

/* The first of a call's entries in ARG_BUFFERS (its entries are
   consecutive).  Looked up only.  */
static hash_map<gimple *, unsigned> *arg_buffer_first;

/* Whether the function of NODE makes a call of a function of the unit
   with a pointer argument, into *PTRS, and a get_imm call too, into
   *BUFS; whether it makes a call of a function of the unit given the
   address of one of its variables, into *OBJS.  (A call of a function
   of the unit is an edge to a node with a body: an IPA clone's when
   the statement still names the function cloned.)  */
static void
what_calls_pass (cgraph_node *node, bool *ptrs, bool *bufs, bool *objs)
{
  bool imm = false, ptr = false;
  for (cgraph_edge *e = node->callees; e; e = e->next_callee)
    {
      gcall *call = e->call_stmt;
      if (!call)
        continue;
      imm |= ascsync_get_imm_p (call);
      for (unsigned i = 0; e->callee && e->callee->has_gimple_body_p ()
                           && i < gimple_call_num_args (call); i++)
        {
          tree arg = gimple_call_arg (call, i);
          ptr |= POINTER_TYPE_P (TREE_TYPE (arg));
          *objs |= TREE_CODE (arg) == ADDR_EXPR
                   && VAR_P (get_base_address (TREE_OPERAND (arg, 0)));
        }
    }
  *ptrs = ptr;
  *bufs = imm && ptr;
}

/* Record the buffers the pointer arguments of the calls of functions of
   the unit in the current function FN lie in (arg_buffers).  */
static void
note_arg_buffers (function *fn)
{
  auto_vec<fn_start> all;
  ascsync_function_starts (&all, true);
  cgraph_node *node = cgraph_node::get (fn->decl);
  for (cgraph_edge *e = node ? node->callees : NULL; e; e = e->next_callee)
    {
      gcall *call = e->call_stmt;
      for (unsigned i = 0; call && i < gimple_call_num_args (call); i++)
        {
          tree arg = gimple_call_arg (call, i);
          arg_buffer a = { call, arg, fn->decl, { NULL_TREE, 0, 0 } };
          if (TREE_CODE (arg) == SSA_NAME && POINTER_TYPE_P (TREE_TYPE (arg))
              && ascsync_symbolic_arg (call, arg, all, &a.b))
            {
              if (!arg_buffer_first->get (call))
                arg_buffer_first->put (call, arg_buffers.length ());
              arg_buffers.safe_push (a);
            }
        }
    }
}

/* See ascsync-gcc.h.  */
void
ascsync_symparam_init (void)
{
  arg_buffers.release ();
  ascsync_heldsym_reset ();
  ascsync_paramcong_reset ();
  delete arg_buffer_first;
  arg_buffer_first = new hash_map<gimple *, unsigned>;
  if (scev_initialized_p () || cfun)
    return;
  cgraph_node *node;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    {
      function *fn = node->get_fun ();
      bool ptrs = false, bufs = false, objs = false;
      if (!fn || !fn->cfg || !gimple_in_ssa_p (fn) || !loops_for_fn (fn)
          || (fn->curr_properties & PROP_rtl))
        continue;
      what_calls_pass (node, &ptrs, &bufs, &objs);
      /* Buffers and objects under the layout assumption; congruences
         always.  */
      bufs &= ascsync_settings.layout;
      objs &= ascsync_settings.layout;
      if (!ptrs && !bufs && !objs)
        continue;
      push_cfun (fn);
      bool had = dom_info_available_p (CDI_DOMINATORS);
      if (!had)
        calculate_dominance_info (CDI_DOMINATORS);
      /* The floors VRP would give the counters (a slot "t % 3"),
         where it has not run.  */
      if ((bufs || objs)
          && (optimize < 2 || !opt_for_fn (fn->decl, flag_tree_vrp)))
        ascsync_note_counter_floors (fn);
      enable_ranger (fn);
      if (ptrs)
        ascsync_paramcong_note (fn);
      if (bufs)
        note_arg_buffers (fn);
      if (objs)
        ascsync_heldsym_note (fn);
      disable_ranger (fn);
      if (!had)
        free_dominance_info (CDI_DOMINATORS);
      pop_cfun ();
    }
}

/* The buffer argument ARG of CALL lies in, read when the
   interprocedural passes ended, into *B and its function into
   *FNDECL.  */
static bool
arg_buffer_of (gcall *call, tree arg, struct sym_buffer *b, tree *fndecl)
{
  unsigned *first = arg_buffer_first ? arg_buffer_first->get (call) : NULL;
  for (unsigned i = first ? *first : arg_buffers.length ();
       i < arg_buffers.length () && arg_buffers[i].call == call; i++)
    if (arg_buffers[i].arg == arg)
      {
        *b = arg_buffers[i].b;
        *fndecl = arg_buffers[i].fndecl;
        return true;
      }
  return false;
}

/* Parameter PARAM of FNDECL's buffer, as every call passes it, into
   *OUT (file comment): the least start to the greatest end over the
   calls, X the value each call's caller has (one name, or joined call
   by call, ascsync_joined_values).  */
static bool
param_buffer (tree fndecl, int param, struct sym_buffer *out)
{
  cgraph_node *node = cgraph_node::get (fndecl);
  if (!node || !ascsync_calls_all_known (node, fndecl))
    return false;
  unsigned ncalls = 0;
  tree xs[ASCSYNC_JOINED_MAX];
  int js[ASCSYNC_JOINED_MAX];
  bool one_x = true;
  for (cgraph_edge *e = node->callers; e; e = e->next_caller)
    {
      gcall *call = e->call_stmt;
      function *cf = ascsync_call_edge_fn (e);
      tree arg = call && cf && cf->cfg && !(cf->curr_properties & PROP_rtl)
                 ? ascsync_call_arg_for_param (call, fndecl, param)
                 : NULL_TREE;
      struct sym_buffer b;
      tree fn;
      if (ncalls >= ASCSYNC_JOINED_MAX || !arg
          || !arg_buffer_of (call, arg, &b, &fn) || fn == fndecl)
        return false;
      xs[ncalls] = b.x;
      js[ncalls] = 0;
      if (ncalls++ == 0)
        {
          *out = b;
          continue;
        }
      one_x &= b.x == out->x;
      out->clo = MIN (out->clo, b.clo);
      out->end = !out->end || !b.end ? 0 : MAX (out->end, b.end);
    }
  if (ncalls == 0)
    return false;
  out->xj = one_x ? 0 : ascsync_joined_values (xs, js, ncalls);
  return one_x || out->xj;
}

/* Whether integer offset T, added to a pointer parameter, is computed
   from constants and the current function's own loop counters alone:
   no parameter or value read from memory, which could carry a multiple
   of the callers' X past the buffer (the layout assumption's form
   refuses an offset moving by X in the caller too).  */
bool
ascsync_offset_own_p (tree t, int depth)
{
  if (TREE_CODE (t) == INTEGER_CST)
    return tree_int_cst_sgn (t) >= 0;
  if (TREE_CODE (t) != SSA_NAME || depth > 8 || SSA_NAME_IS_DEFAULT_DEF (t))
    return false;
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
        {
          tree a = gimple_phi_arg_def (phi, i);
          gimple *ad = TREE_CODE (a) == SSA_NAME ? SSA_NAME_DEF_STMT (a)
                                                 : NULL;
          /* The step back round a loop: the PHI itself moved.  */
          if (ad && is_gimple_assign (ad)
              && (gimple_assign_rhs1 (ad) == t
                  || (gimple_num_ops (ad) > 2 && gimple_assign_rhs2 (ad) == t))
              && (gimple_num_ops (ad) < 3
                  || ascsync_offset_own_p (gimple_assign_rhs1 (ad) == t
                                   ? gimple_assign_rhs2 (ad)
                                   : gimple_assign_rhs1 (ad), depth + 1)))
            continue;
          if (!ascsync_offset_own_p (a, depth + 1))
            return false;
        }
      return true;
    }
  gassign *as = dyn_cast <gassign *> (def);
  if (!as || gimple_assign_load_p (as))
    return false;
  for (unsigned i = 1; i < gimple_num_ops (as); i++)
    if (!ascsync_offset_own_p (gimple_op (as, i), depth + 1))
      return false;
  return true;
}

/* See ascsync-gcc.h.  */
bool
ascsync_param_symbolic (tree ptr, struct sync_access *s)
{
  struct ptr_parts parts;
  ascsync_split_pointer (ptr, &parts);
  tree parm = parts.base && TREE_CODE (parts.base) == SSA_NAME
              && SSA_NAME_IS_DEFAULT_DEF (parts.base)
              ? SSA_NAME_VAR (parts.base) : NULL_TREE;
  if (parts.bad || !parm || TREE_CODE (parm) != PARM_DECL
      || !POINTER_TYPE_P (TREE_TYPE (parm)))
    return false;
  for (int i = 0; i < parts.n; i++)
    if (!ascsync_offset_own_p (parts.off[i], 0))
      return false;
  int param = ascsync_param_index (parm);
  tree fndecl = current_function_decl;
  symparam_memo *m = NULL;
  for (unsigned i = 0; i < symparam_memos.length () && !m; i++)
    if (symparam_memos[i].fndecl == fndecl && symparam_memos[i].param == param)
      m = &symparam_memos[i];
  if (!m)
    {
      symparam_memo n;
      memset (&n, 0, sizeof n);
      n.fndecl = fndecl;
      n.param = param;
      n.known = param >= 0 && param_buffer (fndecl, param, &n.b);
      symparam_memos.safe_push (n);
      m = &symparam_memos.last ();
    }
  if (!m->known || m->b.clo > 255 || m->b.end > 255)
    return false;
  s->sname = ascsync_foreign_key (m->b.x, m->b.xj);
  s->sunit = 1;
  s->sbase = 0;
  s->swhole = 1;
  for (int r = 0; r < (s->pk >= 2 ? s->pk : 1); r++)
    {
      s->sslot[r] = (uint8_t) m->b.clo;
      s->send[r] = (uint8_t) m->b.end;
    }
  return true;
}
