/* gimple_retval.cc -- the value a small integer function of the unit
   returns, as an expression of its arguments, for the evaluator at its
   calls (ascsync).

   Tiling code computes its counts with helpers: "kcnt = imin (K - k0,
   8)", "len = ceil_div (n, 16)".  At -O2 GCC inlines them and the
   evaluator (gimple_val.cc) sees the arithmetic; at -O0 (or where a
   helper is noinline) the count is a call's result, unknown, and every
   footprint sized by it reaches the end of its buffer.

   When a function of the unit is compiled (GCC compiles a callee before
   its callers at -O2, and in source order at -O0: a helper defined
   before its callers), the value it returns is recorded when it is an
   expression of its integer parameters and constants alone: one return
   statement, its value computed by assignments of the codes below from
   the parameters' values at entry and integer constants, with no load,
   no call and no PHI -- what the function returns is then that
   expression of its arguments, whatever else it does.  At a call of a
   function so recorded, the evaluator computes the expression from the
   values of the call's arguments, as intervals of non-negative integers
   (a subtraction only where it cannot go below zero, no step past
   2^40): "imin (_48, 8)" is at most 8 wherever _48 is known.  A
   function that may be replaced at link time (weak, or not available)
   records nothing.  Expressions are kept per declaration as nodes of
   codes, parameter indices and constants: the function's own trees are
   released once it is compiled.  */

#include "ascsync-gcc.h"
#include "cgraph.h"
#include "gimple_val.h"

/* Most nodes of a recorded expression.  */
#define RETVAL_MAX_NODES 16

/* One node: an integer constant (CODE INTEGER_CST, VALUE), a parameter
   (CODE PARM_DECL, PARAM its index), or CODE applied to nodes A (and B)
   of type precision PREC and signedness UNS.  */
struct rnode
{
  enum tree_code code;
  int param, a, b;
  HOST_WIDE_INT value;
  int prec, uns;
};

/* A recorded expression: nodes NODE[0 .. N), the root last.  */
struct retval
{
  int n;
  struct rnode node[RETVAL_MAX_NODES];
};

/* The expressions recorded so far, by function declaration.  */
static hash_map<tree, retval *> *retvals;

/* Whether CODE is one an expression node may apply.  */
static bool
retval_code_p (enum tree_code code)
{
  switch (code)
    {
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case TRUNC_DIV_EXPR:
    case MIN_EXPR:
    case MAX_EXPR:
    case NOP_EXPR:
    case CONVERT_EXPR:
    case SSA_NAME:
      return true;
    default:
      return false;
    }
}

/* Append to R the node of operand T of function FUN (DEPTH steps from
   the return); its index, or -1 when T is no such expression.  */
static int
retval_node (function *fun, tree t, struct retval *r, int depth)
{
  if (depth > 8 || r->n == RETVAL_MAX_NODES
      || !INTEGRAL_TYPE_P (TREE_TYPE (t)))
    return -1;
  struct rnode x;
  memset (&x, 0, sizeof x);
  x.prec = TYPE_PRECISION (TREE_TYPE (t));
  x.uns = TYPE_UNSIGNED (TREE_TYPE (t));
  x.a = x.b = -1;
  if (TREE_CODE (t) == INTEGER_CST)
    {
      if (!tree_fits_shwi_p (t))
        return -1;
      x.code = INTEGER_CST;
      x.value = tree_to_shwi (t);
    }
  else if (TREE_CODE (t) == SSA_NAME && SSA_NAME_IS_DEFAULT_DEF (t)
           && SSA_NAME_VAR (t) && TREE_CODE (SSA_NAME_VAR (t)) == PARM_DECL)
    {
      x.code = PARM_DECL;
      x.param = ascsync_param_index_of (fun->decl, SSA_NAME_VAR (t));
      if (x.param < 0)
        return -1;
    }
  else if (TREE_CODE (t) == SSA_NAME)
    {
      gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
      if (!def || gimple_assign_load_p (def)
          || !retval_code_p (gimple_assign_rhs_code (def)))
        return -1;
      x.code = gimple_assign_rhs_code (def);
      x.a = retval_node (fun, gimple_assign_rhs1 (def), r, depth + 1);
      if (x.a < 0)
        return -1;
      if (get_gimple_rhs_class (x.code) == GIMPLE_BINARY_RHS)
        {
          x.b = retval_node (fun, gimple_assign_rhs2 (def), r, depth + 1);
          if (x.b < 0)
            return -1;
        }
    }
  else
    return -1;
  if (r->n == RETVAL_MAX_NODES)
    return -1;
  r->node[r->n] = x;
  return r->n++;
}

/* See ascsync-gcc.h.  */
void
ascsync_retval_record (function *fun)
{
  cgraph_node *node = cgraph_node::get (fun->decl);
  if (!node || node->get_availability () < AVAIL_AVAILABLE
      || DECL_WEAK (fun->decl)
      || !INTEGRAL_TYPE_P (TREE_TYPE (TREE_TYPE (fun->decl))))
    return;
  greturn *ret = NULL;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    if (greturn *g = safe_dyn_cast <greturn *> (last_stmt (bb)))
      {
        if (ret)
          return;               /* more than one return */
        ret = g;
      }
  tree v = ret ? gimple_return_retval (ret) : NULL_TREE;
  if (!v)
    return;
  struct retval r;
  r.n = 0;
  if (retval_node (fun, v, &r, 0) < 0)
    return;
  if (!retvals)
    retvals = new hash_map<tree, retval *>;
  retval *&slot = retvals->get_or_insert (fun->decl);
  if (!slot)
    slot = XNEW (retval);
  *slot = r;
}

/* The value of node I of R at CALL (its arguments' values), DEPTH as
   for ascsync_eval: an interval of non-negative integers below 2^40
   that fits the node's type, or unknown.  */
static struct val
retval_eval (const struct retval *r, int i, gcall *call, int depth)
{
  const struct rnode *x = &r->node[i];
  const uint64_t lim = (uint64_t) 1 << 40;
  struct val u = ascsync_val_unknown ();
  struct val a = u, b = u, v = u;
  if (x->code == INTEGER_CST)
    v = x->value >= 0 ? ascsync_val_int (x->value, x->value) : u;
  else if (x->code == PARM_DECL)
    {
      if ((unsigned) x->param < gimple_call_num_args (call))
        v = ascsync_eval (gimple_call_arg (call, x->param), depth + 1);
      ascsync_val_forget_form (&v);
    }
  else
    {
      a = retval_eval (r, x->a, call, depth);
      if (x->b >= 0)
        b = retval_eval (r, x->b, call, depth);
      bool known = a.kind == VAL_INT && !a.cyc
                   && (x->b < 0 || (b.kind == VAL_INT && !b.cyc));
      if (known)
        switch (x->code)
          {
          case MIN_EXPR:
            v = ascsync_val_int (MIN (a.lo, b.lo), MIN (a.hi, b.hi));
            break;
          case MAX_EXPR:
            v = ascsync_val_int (MAX (a.lo, b.lo), MAX (a.hi, b.hi));
            break;
          case PLUS_EXPR:
            v = ascsync_val_int (a.lo + b.lo, a.hi + b.hi);
            break;
          case MINUS_EXPR:
            if (a.lo >= b.hi)
              v = ascsync_val_int (a.lo - b.hi, a.hi - b.lo);
            break;
          case MULT_EXPR:
            if (a.hi < lim && b.hi < lim && (!b.hi || a.hi <= lim / b.hi))
              v = ascsync_val_int (a.lo * b.lo, a.hi * b.hi);
            break;
          case TRUNC_DIV_EXPR:
            if (b.lo > 0)
              v = ascsync_val_int (a.lo / b.hi, a.hi / b.lo);
            break;
          default:              /* a copy or conversion */
            v = a;
            break;
          }
    }
  uint64_t tmax = x->prec >= 64 ? UINT64_MAX
                  : ((uint64_t) 1 << (x->prec - !x->uns)) - 1;
  if (v.kind != VAL_INT || v.cyc || v.lo > v.hi || v.hi >= lim
      || v.hi > tmax)
    return u;
  return v;
}

/* See ascsync-gcc.h.  */
bool
ascsync_retval_at (gcall *call, int depth, struct val *out)
{
  tree fn = gimple_call_fndecl (call);
  retval **slot = retvals && fn ? retvals->get (fn) : NULL;
  if (!slot)
    return false;
  *out = retval_eval (*slot, (*slot)->n - 1, call, depth);
  return out->kind == VAL_INT;
}
