/* gimple_subst.cc -- expressions of one run-time value, checked at
   each of its values (ascsync).

   A kernel tiled at run time computes its loops' trip counts and its
   operations' strides from the same argument: with tile_len columns
   per tile, a loop over the tile's 128-column chunks runs
   "((tile_len - 1) >> 7) + 1" times, and a vector operation's repeat
   stride down the rows is "tile_len >> 4" blocks.  Whether the chunks
   interleave without touching (the chunks of one row fit in the row's
   stride) depends on how the two relate, which neither is affine in:
   it holds when tile_len is a multiple of 128, as the kernel checks at
   its entry ("if (tile_len % 128 != 0) return;"), and not otherwise.

   When both are functions of one SSA value V, fixed where they are
   used, whose range there (GCC's ranger at the statement) holds at
   most SUBST_MAX_VALUES values, the question is decided by trying
   each value: the expressions are folded with V replaced by it (GCC's
   folder: the types' wrapping and signedness), and a value is left
   out when a condition that dominates the statement on its one edge
   (a test the statement runs only past) is a function of V alone and
   fails at it.  Anything else -- a second run-time value, memory, a
   PHI -- makes the expression no function of V, and nothing is
   decided.  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "dominance.h"
#include "fold-const.h"
#include "gimple_val.h"

/* Largest number of values tried, depth of definitions followed, and
   number of leaves (SSA names not computed by integer assignments) of
   an expression.  */
#define SUBST_MAX_VALUES 4096
#define SUBST_MAX_DEPTH 24
#define SUBST_MAX_LEAVES 4

/* The SSA names T (GENERIC, or an SSA name through its definitions) is
   a function of that are not defined by an integer assignment of the
   folder's operations (a parameter, a PHI, a load, a call's result, a
   part of one), added to the N of LEAVES (at most SUBST_MAX_LEAVES):
   false when T is no such function or has more.  DEPTH bounds the
   walk.  */
static bool
leaves_of (tree t, tree *leaves, int *n, int depth)
{
  if (depth > SUBST_MAX_DEPTH)
    return false;
  if (TREE_CODE (t) == INTEGER_CST)
    return true;
  if (TREE_CODE (t) == SSA_NAME)
    {
      if (!INTEGRAL_TYPE_P (TREE_TYPE (t)))
        return false;
      gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
      if (as && !gimple_assign_load_p (as)
          && get_gimple_rhs_class (gimple_assign_rhs_code (as))
             != GIMPLE_TERNARY_RHS)
        {
          /* Through the definition, or else T itself is a leaf
             ("IMAGPART_EXPR <.DIVMOD (...)>").  */
          int n0 = *n;
          unsigned i = 1;
          while (i < gimple_num_ops (as)
                 && leaves_of (gimple_op (as, i), leaves, n, depth + 1))
            i++;
          if (i == gimple_num_ops (as))
            return true;
          *n = n0;
        }
      for (int i = 0; i < *n; i++)
        if (leaves[i] == t)
          return true;
      if (*n >= SUBST_MAX_LEAVES)
        return false;
      leaves[(*n)++] = t;
      return true;
    }
  if (!INTEGRAL_TYPE_P (TREE_TYPE (t)) && !COMPARISON_CLASS_P (t))
    return false;
  if (!UNARY_CLASS_P (t) && !BINARY_CLASS_P (t) && !COMPARISON_CLASS_P (t)
      && !CONVERT_EXPR_P (t) && TREE_CODE (t) != COND_EXPR)
    return false;
  for (int i = 0; i < TREE_OPERAND_LENGTH (t); i++)
    if (!leaves_of (TREE_OPERAND (t, i), leaves, n, depth + 1))
      return false;
  return true;
}

/* Values of leaves: LEAF[I] is VAL[I] (an INTEGER_CST of its type).  */
struct binding
{
  int n;
  tree leaf[SUBST_MAX_LEAVES], val[SUBST_MAX_LEAVES];
};

/* The constant T folds to when its leaves have the values B gives, or
   NULL_TREE.  T is as leaves_of accepted it.  */
static tree
value_with (tree t, const struct binding *b, int depth)
{
  if (depth > SUBST_MAX_DEPTH || !t)
    return NULL_TREE;
  for (int i = 0; i < b->n; i++)
    if (t == b->leaf[i])
      return b->val[i];
  if (TREE_CODE (t) == INTEGER_CST)
    return t;
  enum tree_code code;
  tree type = TREE_TYPE (t), ops[3] = { NULL_TREE, NULL_TREE, NULL_TREE };
  int n;
  if (TREE_CODE (t) == SSA_NAME)
    {
      gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
      if (!as)
        return NULL_TREE;
      code = gimple_assign_rhs_code (as);
      n = gimple_num_ops (as) - 1;
      for (int i = 0; i < n && i < 3; i++)
        ops[i] = value_with (gimple_op (as, i + 1), b, depth + 1);
    }
  else
    {
      code = TREE_CODE (t);
      n = TREE_OPERAND_LENGTH (t);
      for (int i = 0; i < n && i < 3; i++)
        ops[i] = value_with (TREE_OPERAND (t, i), b, depth + 1);
    }
  for (int i = 0; i < n && i < 3; i++)
    if (!ops[i] || TREE_CODE (ops[i]) != INTEGER_CST)
      return NULL_TREE;
  if (code == COND_EXPR && n == 3)
    return fold_convert (type, integer_zerop (ops[0]) ? ops[2] : ops[1]);
  return n <= 2 ? ascsync_fold_rhs (code, type, ops[0], ops[1]) : NULL_TREE;
}

/* Whether the leaves of T are all leaves of B.  */
static bool
bound_by (tree t, const struct binding *b)
{
  tree leaves[SUBST_MAX_LEAVES];
  int n = 0;
  if (!leaves_of (t, leaves, &n, 0))
    return false;
  for (int i = 0; i < n; i++)
    {
      int j = 0;
      while (j < b->n && b->leaf[j] != leaves[i])
        j++;
      if (j == b->n)
        return false;
    }
  return true;
}

/* The conditions statement AT runs only past, each a function of the
   leaves of B: into CONDS and EDGE_TRUE the GIMPLE_CONDs ending a block
   that dominates AT one of whose edges (to a block with one
   predecessor) dominates AT, and whether that edge is the true one.
   At most MAX.  */
static int
conditions_at (gimple *at, const struct binding *b, gcond **conds,
               bool *edge_true, int max)
{
  basic_block bb = gimple_bb (at);
  int n = 0;
  for (basic_block d = get_immediate_dominator (CDI_DOMINATORS, bb);
       d && n < max; d = get_immediate_dominator (CDI_DOMINATORS, d))
    {
      gcond *c = safe_dyn_cast <gcond *> (last_stmt (d));
      if (!c)
        continue;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, d->succs)
        if (single_pred_p (e->dest)
            && dominated_by_p (CDI_DOMINATORS, bb, e->dest)
            && (e->flags & (EDGE_TRUE_VALUE | EDGE_FALSE_VALUE)))
          {
            if (bound_by (gimple_cond_lhs (c), b)
                && bound_by (gimple_cond_rhs (c), b))
              {
                conds[n] = c;
                edge_true[n++] = (e->flags & EDGE_TRUE_VALUE) != 0;
              }
            break;
          }
    }
  return n;
}

/* Whether the values B gives pass the N conditions CONDS (true when one
   cannot be folded: it may pass).  */
static bool
passes (gcond **conds, const bool *edge_true, int n, const struct binding *b)
{
  for (int i = 0; i < n; i++)
    {
      tree x = value_with (gimple_cond_lhs (conds[i]), b, 0);
      tree y = value_with (gimple_cond_rhs (conds[i]), b, 0);
      if (!x || !y)
        continue;
      tree r = fold_binary (gimple_cond_code (conds[i]), boolean_type_node,
                            x, y);
      if (r && TREE_CODE (r) == INTEGER_CST
          && integer_zerop (r) == edge_true[i])
        return false;
    }
  return true;
}

/* Into B the leaves of the N expressions EXPRS, the one whose range at
   AT (into *R) has more than one value first (B->VAL[0] left unset),
   the others with their one value; false when there is more than one
   such leaf or none, or a leaf's range is unknown.  */
static bool
bind_leaves (gimple *at, tree *exprs, int n, struct binding *b,
             int_range_max *r)
{
  tree leaves[SUBST_MAX_LEAVES];
  int nl = 0;
  for (int i = 0; i < n; i++)
    if (!exprs[i] || !leaves_of (exprs[i], leaves, &nl, 0))
      return false;
  b->n = 1;
  b->leaf[0] = NULL_TREE;
  for (int i = 0; i < nl; i++)
    {
      int_range_max lr;
      if (!get_range_query (cfun)->range_of_expr (lr, leaves[i], at)
          || lr.undefined_p () || lr.varying_p ())
        return false;
      tree one;
      if (lr.singleton_p (&one))
        {
          b->leaf[b->n] = leaves[i];
          b->val[b->n++] = fold_convert (TREE_TYPE (leaves[i]), one);
          continue;
        }
      if (b->leaf[0])
        return false;
      b->leaf[0] = leaves[i];
      *r = lr;
    }
  return b->leaf[0] != NULL_TREE;
}

/* See ascsync-gcc.h.  */
bool
ascsync_for_each_value (gimple *at, tree *exprs, int n,
                        bool (*check) (const HOST_WIDE_INT *vals, void *data),
                        void *data)
{
  struct binding b;
  int_range_max r;
  if (n > 4 || !bind_leaves (at, exprs, n, &b, &r))
    return false;
  tree type = TREE_TYPE (b.leaf[0]);
  signop sg = TYPE_SIGN (type);
  widest_int lo = widest_int::from (r.lower_bound (), sg);
  widest_int hi = widest_int::from (r.upper_bound (), sg);
  if (!wi::fits_shwi_p (lo) || !wi::fits_shwi_p (hi)
      || hi.to_shwi () - lo.to_shwi () >= SUBST_MAX_VALUES)
    return false;
  gcond *conds[16];
  bool edge_true[16];
  int nc = conditions_at (at, &b, conds, edge_true, 16);
  HOST_WIDE_INT vals[4];
  int tried = 0;
  for (HOST_WIDE_INT x = lo.to_shwi (); x <= hi.to_shwi (); x++)
    {
      b.val[0] = build_int_cst (type, x);
      if (!r.contains_p (b.val[0]) || !passes (conds, edge_true, nc, &b))
        continue;
      for (int i = 0; i < n; i++)
        {
          tree c = value_with (exprs[i], &b, 0);
          if (!c || !tree_fits_shwi_p (c))
            return false;
          vals[i] = tree_to_shwi (c);
        }
      if (!check (vals, data))
        return false;
      tried++;
    }
  return tried > 0;
}
