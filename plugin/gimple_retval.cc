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
   no call and no PHI but the join of a branch that picks the smaller
   or larger of the two values it compares (a minimum written with "if"
   at -O0) -- what the function returns is then that expression of its
   arguments, whatever else it does.  At a call of a
   function so recorded, the expression is computed in signed intervals
   (ascsync_span_combine, bounds within 2^62, a value its type cannot
   hold wrapping to all of the type's) from its arguments' values as
   the asker knows them: the evaluator (ascsync_retval_at, "imin (_48,
   8)" is at most 8 wherever _48 is known, a result kept when not
   negative and below 2^40), and the count assumption
   (gimple_lengths.cc), which holds in the expression as where the
   helper inlined: "MIN (len - t * TILE, TILE)" is at most TILE, its
   conversion to a count not negative.  A function that may be
   replaced at link time (weak, or not available) records nothing.
   Expressions are kept per declaration as nodes of codes, parameter
   indices and constants: the function's own trees are released once
   it is compiled.  */

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
    case EXACT_DIV_EXPR:
    case RSHIFT_EXPR:
    case LSHIFT_EXPR:
    case BIT_AND_EXPR:
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

/* T with the copies that define it ("_7 = left_2", "left_6 = 256")
   followed back.  */
static tree
strip_copies (tree t)
{
  for (int i = 0; i < 8 && TREE_CODE (t) == SSA_NAME; i++)
    {
      gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
      if (!def || !gimple_assign_single_p (def)
          || gimple_assign_load_p (def))
        break;
      tree rhs = gimple_assign_rhs1 (def);
      if (TREE_CODE (rhs) != SSA_NAME && TREE_CODE (rhs) != INTEGER_CST)
        break;
      t = rhs;
    }
  return t;
}

/* The branch block a value reaches PHI's block from along edge E: E's
   source when it ends in a condition, else the single predecessor of a
   block that only passes on to E; *TAKEN the branch's edge.  Null when
   neither.  */
static basic_block
arm_branch (edge e, edge *taken)
{
  basic_block src = e->src;
  if (safe_dyn_cast <gcond *> (last_stmt (src)))
    {
      *taken = e;
      return src;
    }
  if (!single_pred_p (src) || !single_succ_p (src))
    return NULL;
  *taken = single_pred_edge (src);
  return safe_dyn_cast <gcond *> (last_stmt ((*taken)->src))
         ? (*taken)->src : NULL;
}

/* For PHI of two arguments at the join of a branch comparing them --
   "if (a < b) r = a; else r = b;", the -O0 form of what GCC's phiopt
   makes a MIN_EXPR at -O2 -- MIN_EXPR or MAX_EXPR, *A and *B the
   operands compared; ERROR_MARK for any other PHI.  Whether the
   comparison is strict does not matter: where the two are equal, so
   are both arms.  */
static enum tree_code
phi_minmax (gphi *phi, tree *a, tree *b)
{
  edge t0, t1;
  if (gimple_phi_num_args (phi) != 2)
    return ERROR_MARK;
  basic_block c0 = arm_branch (gimple_phi_arg_edge (phi, 0), &t0);
  basic_block c1 = arm_branch (gimple_phi_arg_edge (phi, 1), &t1);
  if (!c0 || c0 != c1 || t0 == t1)
    return ERROR_MARK;
  gcond *cond = as_a <gcond *> (last_stmt (c0));
  *a = strip_copies (gimple_cond_lhs (cond));
  *b = strip_copies (gimple_cond_rhs (cond));
  int ti = (t0->flags & EDGE_TRUE_VALUE) ? 0 : 1;
  tree vt = strip_copies (gimple_phi_arg_def (phi, ti));
  tree vf = strip_copies (gimple_phi_arg_def (phi, 1 - ti));
  if (!types_compatible_p (TREE_TYPE (*a),
                           TREE_TYPE (gimple_phi_result (phi))))
    return ERROR_MARK;
  bool first = operand_equal_p (vt, *a, 0) && operand_equal_p (vf, *b, 0);
  bool second = operand_equal_p (vt, *b, 0) && operand_equal_p (vf, *a, 0);
  switch (gimple_cond_code (cond))
    {
    case LT_EXPR:
    case LE_EXPR:
      return first ? MIN_EXPR : second ? MAX_EXPR : ERROR_MARK;
    case GT_EXPR:
    case GE_EXPR:
      return first ? MAX_EXPR : second ? MIN_EXPR : ERROR_MARK;
    default:
      return ERROR_MARK;
    }
}

/* Append to R the node of operand T of function FUN (DEPTH steps from
   the return); its index, or -1 when T is no such expression.  */
static int
retval_node (function *fun, tree t, struct retval *r, int depth)
{
  t = strip_copies (t);
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
  else if (gphi *phi = TREE_CODE (t) == SSA_NAME
                       ? dyn_cast <gphi *> (SSA_NAME_DEF_STMT (t)) : NULL)
    {
      tree a, b;
      x.code = phi_minmax (phi, &a, &b);
      if (x.code == ERROR_MARK
          || (x.a = retval_node (fun, a, r, depth + 1)) < 0
          || (x.b = retval_node (fun, b, r, depth + 1)) < 0)
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

/* The values of node I of R at CALL, its arguments' values from
   ARGF (DATA); COUNTS: the count assumption holds (a signed value
   converted is not negative).  */
static struct int_span
retval_span (const struct retval *r, int i, gcall *call, retval_arg_fn argf,
             void *data, bool counts)
{
  const struct rnode *x = &r->node[i];
  struct int_span any = ascsync_span_of_type (x->prec, x->uns);
  if (x->code == INTEGER_CST)
    {
      struct int_span v = { x->value, x->value };
      return ascsync_span_fit (v, x->prec, x->uns);
    }
  if (x->code == PARM_DECL)
    return (unsigned) x->param < gimple_call_num_args (call)
           ? ascsync_span_fit (argf (gimple_call_arg (call, x->param), call,
                                     data), x->prec, x->uns)
           : any;
  struct int_span a = retval_span (r, x->a, call, argf, data, counts);
  if (x->b < 0)                 /* a copy or conversion */
    return ascsync_span_convert (a, !r->node[x->a].uns, x->prec, x->uns,
                                 counts && x->code != SSA_NAME);
  struct int_span b = retval_span (r, x->b, call, argf, data, counts);
  return ascsync_span_combine (x->code, a, b, x->prec, x->uns);
}

/* See gimple_val.h.  */
bool
ascsync_retval_span (gcall *call, retval_arg_fn argf, void *data,
                     bool counts, struct int_span *out)
{
  tree fn = gimple_call_fndecl (call);
  retval **slot = retvals && fn ? retvals->get (fn) : NULL;
  if (!slot)
    return false;
  *out = retval_span (*slot, (*slot)->n - 1, call, argf, data, counts);
  return true;
}

/* The values of argument ARG of CALL from the evaluator, DATA pointing
   to the depth of CALL's result (ascsync_retval_at).  */
static struct int_span
eval_arg_span (tree arg, gcall *, void *data)
{
  struct val v = ascsync_eval (arg, *(int *) data + 1);
  struct int_span s = { -ASCSYNC_SPAN_INF, ASCSYNC_SPAN_INF };
  if (v.kind == VAL_INT && !v.cyc && v.lo <= v.hi
      && v.hi < (uint64_t) ASCSYNC_SPAN_INF)
    s.lo = (int64_t) v.lo, s.hi = (int64_t) v.hi;
  return s;
}

/* See ascsync-gcc.h.  */
bool
ascsync_retval_at (gcall *call, int depth, struct val *out)
{
  struct int_span s;
  if (!ascsync_retval_span (call, eval_arg_span, &depth, false, &s)
      || s.lo < 0 || s.hi >= ((int64_t) 1 << 40))
    return false;
  *out = ascsync_val_int (s.lo, s.hi);
  return true;
}
