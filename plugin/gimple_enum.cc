/* gimple_enum.cc -- the exact values of an integer expression of a few
   operands with few values each, found by evaluating the expression at
   every combination of them (ascsync).

   Interval arithmetic forgets what relates the operands of an
   operation computed from one value.  The rows a halving reduction
   keeps, "n - n / 2" for n in [0, 12], are [0, 6], but the difference
   of the intervals [0, 12] and [0, 6] reaches -6; the evaluator's
   intervals hold no negative numbers, so the value was lost, and with
   it the place of every access computed from it.  GCC's ranger
   reasons the same way, operation by operation.

   Here the expression is followed through integer arithmetic down to
   its leaves: the SSA names it is computed from that are not integer
   arithmetic (loads, PHIs, parameters, calls, conversions from
   pointers).  When there are at most ENUM_MAX_LEAVES leaves, each with
   a known interval of values, and at most ENUM_MAX_POINTS combinations
   of them (and ENUM_FUNCTION_POINTS in all of a function), the
   expression is evaluated at each combination in the
   arithmetic of each statement's type: wrapped to its precision,
   signed or unsigned division, remainder and right shift as the type
   says, conversions truncating and extending.  A division by zero or a
   shift out of range at some combination gives no answer (the
   combination may be one the program never reaches, but nothing is
   claimed then).  Two loads of the same reference under the same
   memory state (GIMPLE's virtual use) read one value and are one leaf:
   at -O0 each use of a variable is a load of its own.

   A leaf's values are the evaluator's, or a caller's (gimple_tables.cc
   binds the loads of a table to the values the table may hold, to find
   the values a store computed from them may put there).

   At a statement, the comparisons whose taken edges dominate it hold
   there; those computed from the expression's own leaves (and
   constants) are evaluated at each combination too, and the
   combinations where one fails are left out: under "if (m > 2)" and
   "if ((m / 2) & 1)", m is 6, 7, 10 or 11 of [0, 12].  Each SSA name
   has one value, and a comparison dominating the statement was made on
   the value the statement sees (the same reasoning as GCC's ranger).  */

#include "ascsync-gcc.h"
#include "dominance.h"
#include "fold-const.h"
#include "gimple_val.h"

/* Most leaves, expression nodes and combinations of leaf values of
   one expression, comparisons taken with it, and combinations all the
   enumerations of one function evaluate together (then no more is
   enumerated there: a function of many expressions of many values
   costs at most that).  */
#define ENUM_MAX_LEAVES 3
#define ENUM_MAX_NODES 24
#define ENUM_MAX_POINTS 1024
#define ENUM_MAX_CONDS 4
#define ENUM_FUNCTION_POINTS (1 << 16)

/* Combinations the current function's enumerations may still
   evaluate (ENUM_FUNCTION_POINTS at its start).  */
static uint64_t points_left;

/* See gimple_val.h.  */
void
ascsync_enum_reset (void)
{
  points_left = ENUM_FUNCTION_POINTS;
}

/* A leaf of the expression and its values: [LO, HI], now at CUR.  */
struct enum_leaf
{
  tree name;
  int64_t lo, hi, cur;
};

/* A comparison LHS CODE RHS that holds where the expression is
   evaluated.  */
struct enum_cond
{
  tree lhs, rhs;
  enum tree_code code;
};

/* The leaves of one expression and the nodes followed to them, and the
   comparisons that hold where it is evaluated.  */
struct enum_expr
{
  struct enum_leaf leaf[ENUM_MAX_LEAVES];
  int nleaves;
  int nodes;
  struct enum_cond cond[ENUM_MAX_CONDS];
  int nconds;
};

/* Whether an assignment of CODE is integer arithmetic the enumeration
   evaluates.  */
static bool
enum_code_p (enum tree_code code)
{
  switch (code)
    {
    case SSA_NAME:
    case NOP_EXPR:
    case CONVERT_EXPR:
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case TRUNC_DIV_EXPR:
    case EXACT_DIV_EXPR:
    case TRUNC_MOD_EXPR:
    case LSHIFT_EXPR:
    case RSHIFT_EXPR:
    case BIT_AND_EXPR:
    case BIT_IOR_EXPR:
    case BIT_XOR_EXPR:
    case BIT_NOT_EXPR:
    case NEGATE_EXPR:
    case ABS_EXPR:
    case MIN_EXPR:
    case MAX_EXPR:
      return true;
    default:
      return false;
    }
}

/* See gimple_val.h.  */
bool
ascsync_small_integer_p (tree t)
{
  return INTEGRAL_TYPE_P (TREE_TYPE (t))
         && TYPE_PRECISION (TREE_TYPE (t)) <= 64;
}

/* The assignment computing SSA name T by integer arithmetic of integer
   operands the enumeration follows; null when T is a leaf.  */
static gassign *
arith_def (tree t)
{
  if (TREE_CODE (t) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (t)
      || !ascsync_small_integer_p (t))
    return NULL;
  gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
  if (!as || gimple_assign_load_p (as)
      || !enum_code_p (gimple_assign_rhs_code (as)))
    return NULL;
  for (unsigned i = 1; i < gimple_num_ops (as); i++)
    {
      tree op = gimple_op (as, i);
      if ((TREE_CODE (op) != SSA_NAME && TREE_CODE (op) != INTEGER_CST)
          || !ascsync_small_integer_p (op))
        return NULL;
    }
  return as;
}

/* Whether memory state LATE follows memory state EARLY along a chain
   of at most 64 statements (no PHI on the way: each dominates the
   next) none of which may write REF, a reference into a local variable
   whose address only goes where nothing writes it
   (ascsync_local_unaliased_p): then only a store naming the variable
   may, and a call (an intrinsic, a sync call) may not.  */
static bool
unwritten_between (tree early, tree late, tree ref)
{
  tree decl = get_base_address (ref);
  if (!decl || !VAR_P (decl) || is_global_var (decl)
      || !ascsync_local_unaliased_p (decl))
    return false;
  for (int n = 0; n < 64 && late != early; n++)
    {
      gimple *def = SSA_NAME_DEF_STMT (late);
      if (gimple_code (def) == GIMPLE_PHI || gimple_nop_p (def)
          || gimple_code (def) == GIMPLE_ASM)
        return false;
      tree lhs = gimple_get_lhs (def);
      if (lhs && get_base_address (lhs) == decl)
        return false;
      late = gimple_vuse (def);
      if (!late)
        return false;
    }
  return late == early;
}

/* Whether leaves A and B hold one value: the same name, or loads of the
   same reference under memory states between which nothing writes it
   (the same state, or a local variable's element read again after
   calls that cannot write it: at -O0 "h = m[b] / 2; vadd (...);
   m[b] = m[b] - h" reads m[b] twice around the intrinsic).  */
static bool
same_leaf_p (tree a, tree b)
{
  if (a == b)
    return true;
  gimple *da = SSA_NAME_DEF_STMT (a), *db = SSA_NAME_DEF_STMT (b);
  if (!gimple_assign_load_p (da) || !gimple_assign_load_p (db)
      || gimple_has_volatile_ops (da) || gimple_has_volatile_ops (db)
      || !gimple_vuse (da) || !gimple_vuse (db)
      || !types_compatible_p (TREE_TYPE (a), TREE_TYPE (b))
      || !operand_equal_p (gimple_assign_rhs1 (da), gimple_assign_rhs1 (db),
                           0))
    return false;
  tree ref = gimple_assign_rhs1 (da);
  return (gimple_vuse (da) == gimple_vuse (db)
          || unwritten_between (gimple_vuse (da), gimple_vuse (db), ref)
          || unwritten_between (gimple_vuse (db), gimple_vuse (da), ref));
}

/* The index in E of the leaf holding T's value, or -1.  */
static int
find_leaf (const struct enum_expr *e, tree t)
{
  for (int i = 0; i < e->nleaves; i++)
    if (same_leaf_p (e->leaf[i].name, t))
      return i;
  return -1;
}

/* Collect into E the leaves of operand T; false when the expression has
   too many nodes or leaves.  */
static bool
collect_leaves (tree t, struct enum_expr *e)
{
  if (TREE_CODE (t) == INTEGER_CST)
    return true;
  if (TREE_CODE (t) != SSA_NAME || ++e->nodes > ENUM_MAX_NODES)
    return false;
  if (gassign *as = arith_def (t))
    {
      for (unsigned i = 1; i < gimple_num_ops (as); i++)
        if (!collect_leaves (gimple_op (as, i), e))
          return false;
      return true;
    }
  if (find_leaf (e, t) >= 0)
    return true;
  if (e->nleaves == ENUM_MAX_LEAVES)
    return false;
  e->leaf[e->nleaves++].name = t;
  return true;
}

/* The largest value of an integer type of precision PREC, signed unless
   UNS, that an int64_t holds.  */
static int64_t
type_top (unsigned prec, bool uns)
{
  unsigned bits = uns ? prec : prec - 1;
  return bits >= 63 ? INT64_MAX : (int64_t) (((uint64_t) 1 << bits) - 1);
}

/* Bound leaf L: by BIND (given DATA) when it knows it, else by the
   evaluator (DEPTH as for ascsync_eval); false when its values are no
   known interval of values its type holds.  */
static bool
leaf_bounds (struct enum_leaf *l, int depth, ascsync_enum_bind bind,
             const void *data)
{
  uint64_t lo, hi;
  if (!bind || !bind (l->name, data, &lo, &hi))
    {
      struct val v = ascsync_eval (l->name, depth + 1);
      if (v.kind != VAL_INT || v.cyc)
        return false;
      lo = v.lo;
      hi = v.hi;
    }
  tree type = TREE_TYPE (l->name);
  if (!ascsync_small_integer_p (l->name) || lo > hi
      || hi > (uint64_t) type_top (TYPE_PRECISION (type),
                                   TYPE_UNSIGNED (type)))
    return false;
  l->lo = l->cur = (int64_t) lo;
  l->hi = (int64_t) hi;
  return true;
}

/* V reduced to an integer of precision PREC, signed unless UNS, as an
   int64_t (sign- or zero-extended).  */
static int64_t
in_type (uint64_t v, unsigned prec, bool uns)
{
  if (prec >= 64)
    return (int64_t) v;
  uint64_t mask = ((uint64_t) 1 << prec) - 1;
  v &= mask;
  if (!uns && (v >> (prec - 1)) & 1)
    v |= ~mask;
  return (int64_t) v;
}

/* Whether A is below B as integers of a type signed unless UNS.  */
static bool
below_p (int64_t a, int64_t b, bool uns)
{
  return uns ? (uint64_t) a < (uint64_t) b : a < b;
}

/* Apply CODE to A and B (B unused when unary) in a type of precision
   PREC, signed unless UNS; false when undefined.  */
static bool
apply_code (enum tree_code code, int64_t a, int64_t b, unsigned prec,
            bool uns, int64_t *out)
{
  uint64_t ua = (uint64_t) a, ub = (uint64_t) b, r;
  switch (code)
    {
    case SSA_NAME: case NOP_EXPR: case CONVERT_EXPR: r = ua; break;
    case PLUS_EXPR: r = ua + ub; break;
    case MINUS_EXPR: r = ua - ub; break;
    case MULT_EXPR: r = ua * ub; break;
    case NEGATE_EXPR: r = -ua; break;
    case BIT_NOT_EXPR: r = ~ua; break;
    case ABS_EXPR: r = a < 0 && !uns ? -ua : ua; break;
    case BIT_AND_EXPR: r = ua & ub; break;
    case BIT_IOR_EXPR: r = ua | ub; break;
    case BIT_XOR_EXPR: r = ua ^ ub; break;
    case MIN_EXPR: r = below_p (b, a, uns) ? ub : ua; break;
    case MAX_EXPR: r = below_p (a, b, uns) ? ub : ua; break;
    case TRUNC_DIV_EXPR:
    case EXACT_DIV_EXPR:
    case TRUNC_MOD_EXPR:
      if (b == 0 || (!uns && a == INT64_MIN && b == -1))
        return false;
      if (code == TRUNC_MOD_EXPR)
        r = uns ? ua % ub : (uint64_t) (a % b);
      else
        r = uns ? ua / ub : (uint64_t) (a / b);
      break;
    case LSHIFT_EXPR:
    case RSHIFT_EXPR:
      if (b < 0 || b >= (int64_t) prec)
        return false;
      r = code == LSHIFT_EXPR ? ua << b : uns ? ua >> b : (uint64_t) (a >> b);
      break;
    default:
      return false;
    }
  *out = in_type (r, prec, uns);
  return true;
}

/* The value of operand T at the leaves' current values of E, into *OUT
   (in T's type); false when undefined there.  */
static bool
compute (tree t, const struct enum_expr *e, int64_t *out)
{
  tree type = TREE_TYPE (t);
  unsigned prec = TYPE_PRECISION (type);
  bool uns = TYPE_UNSIGNED (type);
  if (TREE_CODE (t) == INTEGER_CST)
    {
      *out = in_type ((uint64_t) TREE_INT_CST_LOW (t), prec, uns);
      return true;
    }
  gassign *as = arith_def (t);
  if (!as)
    {
      int i = find_leaf (e, t);
      if (i < 0)
        return false;
      *out = e->leaf[i].cur;
      return true;
    }
  int64_t a, b = 0;
  if (!compute (gimple_assign_rhs1 (as), e, &a)
      || (gimple_num_ops (as) > 2
          && !compute (gimple_assign_rhs2 (as), e, &b)))
    return false;
  return apply_code (gimple_assign_rhs_code (as), a, b, prec, uns, out);
}

/* Move E's leaves to their next combination of values; false after the
   last.  */
static bool
next_point (struct enum_expr *e)
{
  for (int i = 0; i < e->nleaves; i++)
    {
      if (e->leaf[i].cur < e->leaf[i].hi)
        {
          e->leaf[i].cur++;
          return true;
        }
      e->leaf[i].cur = e->leaf[i].lo;
    }
  return false;
}

/* Whether every comparison of E holds at the leaves' current values
   (one that cannot be computed there counts as holding).  */
static bool
conds_hold (const struct enum_expr *e)
{
  for (int i = 0; i < e->nconds; i++)
    {
      int64_t a, b;
      const struct enum_cond *c = &e->cond[i];
      if (!compute (c->lhs, e, &a) || !compute (c->rhs, e, &b))
        continue;
      bool uns = TYPE_UNSIGNED (TREE_TYPE (c->lhs));
      bool holds;
      switch (c->code)
        {
        case EQ_EXPR: holds = a == b; break;
        case NE_EXPR: holds = a != b; break;
        case LT_EXPR: holds = below_p (a, b, uns); break;
        case GE_EXPR: holds = !below_p (a, b, uns); break;
        case GT_EXPR: holds = below_p (b, a, uns); break;
        case LE_EXPR: holds = !below_p (b, a, uns); break;
        default: holds = true; break;
        }
      if (!holds)
        return false;
    }
  return true;
}

/* Whether operand T is computed from E's leaves and constants alone.  */
static bool
from_leaves_p (tree t, const struct enum_expr *e)
{
  struct enum_expr x = *e;
  return ascsync_small_integer_p (t) && collect_leaves (t, &x)
         && x.nleaves == e->nleaves;
}

/* Add to E the comparisons of integers computed from its leaves whose
   taken edges dominate statement AT (the conditions of the blocks with
   one predecessor on AT's dominator chain).  */
static void
collect_conds (gimple *at, struct enum_expr *e)
{
  basic_block bb = gimple_bb (at);
  if (!bb || !dom_info_available_p (CDI_DOMINATORS))
    return;
  for (int steps = 0; steps < 64 && bb && e->nconds < ENUM_MAX_CONDS;
       steps++)
    {
      if (single_pred_p (bb))
        {
          edge ed = single_pred_edge (bb);
          gcond *c = safe_dyn_cast <gcond *> (last_stmt (ed->src));
          enum tree_code code = c ? gimple_cond_code (c) : ERROR_MARK;
          if (c && (ed->flags & EDGE_FALSE_VALUE))
            code = invert_tree_comparison (code, false);
          if (c && (ed->flags & (EDGE_TRUE_VALUE | EDGE_FALSE_VALUE))
              && code != ERROR_MARK
              && from_leaves_p (gimple_cond_lhs (c), e)
              && from_leaves_p (gimple_cond_rhs (c), e))
            {
              struct enum_cond *ec = &e->cond[e->nconds++];
              ec->lhs = gimple_cond_lhs (c);
              ec->rhs = gimple_cond_rhs (c);
              ec->code = code;
            }
        }
      bb = get_immediate_dominator (CDI_DOMINATORS, bb);
      if (bb == ENTRY_BLOCK_PTR_FOR_FN (cfun))
        break;
    }
}

/* T's values over every combination of the values of E's leaves (bound
   already) at which E's comparisons hold, into [*LO, *HI]; false when
   one is undefined or negative, or no combination is left.  */
static bool
enumerate (tree t, struct enum_expr *e, uint64_t *lo, uint64_t *hi)
{
  bool uns = TYPE_UNSIGNED (TREE_TYPE (t));
  int64_t mn = 0, mx = 0;
  bool first = true;
  do
    {
      int64_t v;
      if (!conds_hold (e))
        continue;
      if (!compute (t, e, &v))
        return false;
      if (first || below_p (v, mn, uns))
        mn = v;
      if (first || below_p (mx, v, uns))
        mx = v;
      first = false;
    }
  while (next_point (e));
  if (first || mn < 0 || mx < 0)
    return false;
  *lo = (uint64_t) mn;
  *hi = (uint64_t) mx;
  return true;
}

/* Collect T's leaves into E and bound them (BIND, DATA and DEPTH as
   for leaf_bounds); false when T is no expression of few enough leaf
   values.  */
static bool
prepare (tree t, int depth, ascsync_enum_bind bind, const void *data,
         struct enum_expr *e)
{
  memset (e, 0, sizeof *e);
  if (TREE_CODE (t) != SSA_NAME || !arith_def (t) || !collect_leaves (t, e)
      || !e->nleaves)
    return false;
  uint64_t points = 1;
  for (int i = 0; i < e->nleaves; i++)
    {
      if (!leaf_bounds (&e->leaf[i], depth, bind, data))
        return false;
      /* Each factor bounded first: their product cannot wrap.  */
      uint64_t w = (uint64_t) (e->leaf[i].hi - e->leaf[i].lo) + 1;
      if (w > ENUM_MAX_POINTS || points * w > ENUM_MAX_POINTS)
        return false;
      points *= w;
    }
  if (points > points_left)
    return false;
  points_left -= points;
  return true;
}

/* See gimple_val.h.  */
bool
ascsync_enum_values (tree t, int depth, ascsync_enum_bind bind,
                     const void *data, uint64_t *lo, uint64_t *hi)
{
  struct enum_expr e;
  return prepare (t, depth, bind, data, &e) && enumerate (t, &e, lo, hi);
}

/* See gimple_val.h.  */
bool
ascsync_enum_values_at (tree t, gimple *at, uint64_t *lo, uint64_t *hi)
{
  struct enum_expr e;
  if (!prepare (t, 0, NULL, NULL, &e))
    return false;
  collect_conds (at, &e);
  return enumerate (t, &e, lo, hi);
}
