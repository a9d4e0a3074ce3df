/* gimple_guards.cc -- values at a statement under guards on remainders
   (ascsync).

   Code that processes N elements in whole units of C and a remainder
   computes Q = N / C and handles the tail only when N % C != 0:

     full = rows / 8;
     if (rows % 8 != 0)
       vcadd (sums + 16, picks + full * 64, 1, ...);

   Where the guard holds, N is not a multiple of C, so Q is at most
   (N_MAX - 1) / C when N_MAX, the largest value of N, is a multiple of
   C (here 15, not 16: the tail never starts at the end of a 128-row
   buffer); under "N % C > 0" N is also positive (a remainder has the
   sign of its dividend), so Q is not negative.  GCC's range query does
   not relate the two (its bitwise-and and modulo operators cannot
   express "not a multiple" in a range), and GCC computes the address
   wherever it likes (often before the guard, hoisted out of a loop),
   so the operands of an operation are evaluated here at the operation
   (ascsync_eval_at): first the facts the conditions dominating it
   state, then the operand again along the conversions, sums, products
   and shifts between it and a quotient a fact bounds, each step as the
   evaluator takes it, the result never wider than the evaluator's.

   A fact is "M != 0", "M > 0" (true edge) or "M == 0" (false edge) of a
   GIMPLE_COND whose taken edge leads to a block with that one
   predecessor dominating the statement, where M is "R % C" or
   "R & (C - 1)": R is not a multiple of C.  An SSA value satisfies a
   condition tested on it wherever the taken edge dominates (GCC's
   ranger reasons the same way).  A quotient N / C is bounded by a fact
   on R when R is N or, for a power of two C, R and N differ by integer
   conversions (all of precision at least log2 C: a conversion keeps
   the low bits, and GCC writes the test of "rows % 8" on an unsigned
   copy of the value it divides).  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "dominance.h"
#include "gimple_val.h"

/* T with integer conversions stripped (each of precision at least
   PREC), following SSA definitions.  */
static tree
conversion_root (tree t, unsigned prec)
{
  for (int steps = 0; steps < 8 && TREE_CODE (t) == SSA_NAME
                     && TYPE_PRECISION (TREE_TYPE (t)) >= prec; steps++)
    {
      tree from = ascsync_int_conversion_source (t);
      if (!from || TYPE_PRECISION (TREE_TYPE (from)) < prec)
        break;
      t = from;
    }
  return t;
}

/* What condition C, on edge E out of its block, says of its left
   operand X: 2 when X > 0 (taken), 1 when X != 0 ("X != 0" taken,
   "X == 0" not taken), 0 nothing of that kind.  */
static int
says_nonzero (gcond *c, edge e)
{
  if (!integer_zerop (gimple_cond_rhs (c)))
    return 0;
  bool taken = (e->flags & EDGE_TRUE_VALUE) != 0;
  switch (gimple_cond_code (c))
    {
    case NE_EXPR:
      return taken;
    case GT_EXPR:
      return taken ? 2 : 0;
    case EQ_EXPR:
      return !taken;
    default:
      return 0;
    }
}

/* See gimple_val.h.  */
void
ascsync_guards_at (gimple *at, struct ascsync_guards *g)
{
  g->n = g->np = 0;
  basic_block bb = gimple_bb (at);
  if (!bb || !dom_info_available_p (CDI_DOMINATORS))
    return;
  for (int steps = 0; steps < 64 && bb && g->n < ASCSYNC_MAX_GUARDS; steps++)
    {
      if (single_pred_p (bb))
        {
          edge e = single_pred_edge (bb);
          gcond *cond = safe_dyn_cast <gcond *> (last_stmt (e->src));
          int says = cond ? says_nonzero (cond, e) : 0;
          tree m = says ? gimple_cond_lhs (cond) : NULL_TREE;
          struct ascsync_guard f;
          if (m && ascsync_divmod_of (m, &f.r, &f.c) == 2
              && TREE_CODE (f.r) == SSA_NAME)
            {
              f.positive = says == 2
                           && gimple_assign_rhs_code (SSA_NAME_DEF_STMT (m))
                              == TRUNC_MOD_EXPR;
              g->f[g->n++] = f;
            }
          if (cond && flow_bb_inside_loop_p (e->src->loop_father,
                                             gimple_bb (at)))
            ascsync_prefix_counters (e, g);
        }
      bb = get_immediate_dominator (CDI_DOMINATORS, bb);
      if (bb == ENTRY_BLOCK_PTR_FOR_FN (cfun))
        break;
    }
}

/* What guards G say of N modulo C: 2 when N % C != 0 and N > 0, 1 when
   only N % C != 0, 0 nothing.  */
static int
fact_on (tree n, uint64_t c, const struct ascsync_guards *g)
{
  int best = 0;
  bool pow2 = (c & (c - 1)) == 0;
  for (int i = 0; i < g->n; i++)
    if (g->f[i].c == c)
      {
        if (g->f[i].r == n)
          best = MAX (best, g->f[i].positive ? 2 : 1);
        else if (pow2
                 && conversion_root (g->f[i].r, exact_log2 (c))
                    == conversion_root (n, exact_log2 (c)))
          best = MAX (best, 1);
      }
  return best;
}

/* The largest value integer SSA name N may have at statement AT, from
   the evaluator's value of N and GCC's range of N at AT,
   into *HI, and whether N is known not to be negative into *NONNEG;
   false when neither bounds N (or the bound is negative).  */
static bool
largest_value (tree n, gimple *at, uint64_t *hi, bool *nonneg)
{
  bool known = false;
  *nonneg = TYPE_UNSIGNED (TREE_TYPE (n));
  struct val nv = ascsync_eval (n, 0);
  if (nv.kind == VAL_INT && !nv.cyc)
    {
      *hi = nv.hi;
      *nonneg = known = true;
    }
  uint64_t glo, ghi;
  bool gnonneg;
  if (ascsync_range_bounds (n, at, &glo, &ghi, &gnonneg))
    {
      *nonneg |= gnonneg;
      if (!known || ghi < *hi)
        {
          *hi = ghi;
          known = true;
        }
    }
  return known;
}

/* The value of Q at statement AT when Q is a quotient "N / C" or
   "N >> K" and guards G (at AT) say N % C != 0 there, into *V (V's
   value as the evaluator has it, narrowed); false when they do not
   narrow it.  */
static bool
quotient_value (tree q, gimple *at, const struct ascsync_guards *g,
                struct val *v)
{
  tree n;
  uint64_t c, nhi = 0;
  bool nonneg;
  int says;
  if (!INTEGRAL_TYPE_P (TREE_TYPE (q)) || ascsync_divmod_of (q, &n, &c) != 1
      || TREE_CODE (n) != SSA_NAME || !(says = fact_on (n, c, g))
      || !largest_value (n, at, &nhi, &nonneg) || nhi == 0 || nhi % c != 0)
    return false;
  /* N < NHI there, and N / C <= (NHI - 1) / C also when N is negative
     (its quotient is then at most 0).  */
  uint64_t hi = (nhi - 1) / c;
  *v = ascsync_eval (q, 0);
  if (v->cyc || (v->pk && v->ps))
    return false;
  if (v->kind == VAL_UNKNOWN && (nonneg || says == 2))
    {
      *v = ascsync_val_int (0, hi);
      return true;
    }
  if (v->kind != VAL_INT || hi < v->lo || hi >= v->hi)
    return false;
  v->hi = hi;
  for (int i = 0; i < v->pk; i++)
    if (v->plo[i] > hi)
      {
        ascsync_val_forget_form (v);
        break;
      }
    else if (v->phi[i] > hi)
      v->phi[i] = hi;
  return true;
}

/* The value of operand T at statement AT under guards G (at AT) into
   *V: a quotient they bound, a slot counter they step (G's prefix
   counters), or what T's definition (a conversion, sum, difference,
   product or shift, get_imm, a load from a slot table) computes from
   its operands' values at AT, found within DEPTH more definitions;
   false when nothing on the way is narrowed (*V is then not set).  */
static bool
value_at (tree t, gimple *at, const struct ascsync_guards *g, int depth,
          struct val *v)
{
  if (TREE_CODE (t) != SSA_NAME || depth <= 0)
    return false;
  if (quotient_value (t, at, g, v))
    return true;
  for (int i = 0; i < g->np; i++)
    if (g->p[i].h == t)
      {
        *v = g->p[i].v;
        return true;
      }
  gimple *def = SSA_NAME_DEF_STMT (t);
  bool imm = ascsync_get_imm_p (def);
  if (!is_gimple_assign (def) && !imm)
    return false;
  if (!imm && gimple_assign_load_p (def))
    {
      /* A slot table read at an index narrowed here.  */
      tree ref = gimple_assign_rhs1 (def);
      struct val ix;
      if (TREE_CODE (ref) != ARRAY_REF
          || !value_at (TREE_OPERAND (ref, 1), at, g, depth - 1, &ix))
        return false;
      *v = ascsync_eval_load_index (ref, ix, 0);
      return v->kind != VAL_UNKNOWN;
    }
  tree a = imm ? gimple_call_arg (def, 0) : gimple_assign_rhs1 (def);
  tree b = !imm && gimple_num_ops (def) > 2 ? gimple_assign_rhs2 (def)
                                             : NULL_TREE;
  struct val va, vb = ascsync_val_unknown ();
  bool na = value_at (a, at, g, depth - 1, &va);
  bool nb = b && value_at (b, at, g, depth - 1, &vb);
  if (!na && !nb)
    return false;
  if (!na)
    va = ascsync_eval (a, 0);
  if (b && !nb)
    vb = ascsync_eval (b, 0);
  struct val r, old = ascsync_eval (t, 0);
  if (!ascsync_eval_def_with (t, va, vb, &r))
    return false;
  /* Never wider than the evaluator's value.  */
  if (r.kind == old.kind && r.kind != VAL_UNKNOWN && !r.cyc && !old.cyc
      && (r.kind != VAL_GM || r.param == old.param))
    {
      if (old.lo > r.lo)
        r.lo = old.lo;
      if (old.hi < r.hi)
        r.hi = old.hi;
      if (r.lo > r.hi)
        return false;
    }
  else if (old.kind != VAL_UNKNOWN)
    return false;
  *v = r;
  return true;
}

/* See gimple_val.h.  */
struct val
ascsync_eval_at (tree t, gimple *at, const struct ascsync_guards *g)
{
  struct val v;
  if ((g->n || g->np) && value_at (t, at, g, 12, &v))
    return v;
  return ascsync_eval (t, 0);
}
