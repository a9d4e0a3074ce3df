/* gimple_counter.cc -- counters that only grow (ascsync): a scalar of
   a loop stepped up on some paths of an iteration only ("out + c * ROW"
   written, then c++, under a condition that depends on data), which
   GCC's scalar evolution does not describe.  When the counter is
   stepped past the value an access used on every path from the access
   back to it, no two executions of the access in one run of the loop
   see the same value: with a pointer moving by at least the access's
   length per unit of the counter, they touch disjoint bytes.  A
   counter reset at each entry of the loop (by an enclosing loop) gives
   nothing beyond one run; the runs are left to the dependences carried
   by the enclosing loops.

   A counter may also be stepped by a value computed in the iteration
   ("while (pos < end) { n = MIN (end - pos, TILE); ...; pos += n; }",
   a stream of tiles of run-time lengths): then the access's length,
   a function of that value, is compared with the step for each value
   the step takes (gimple_across.cc).  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "gimple_val.h"

/* Deepest chain of definitions followed.  */
#define COUNTER_DEPTH 12

/* Largest step (in units of the counter) told apart; larger ones count
   as this.  */
#define COUNTER_STEP_CAP ((int64_t) 1 << 20)

/* One access's counter: the header PHI CTR of LOOP, and the blocks of
   an iteration of LOOP reachable from the access's block (AFTER) and
   reaching it (BEFORE), without a back edge of LOOP.  */
struct counter_walk
{
  class loop *loop;
  tree ctr;
  bitmap after, before;
};

/* Fill W->AFTER with the blocks of W->LOOP that a path from the
   successors of block FROM reaches without entering W->LOOP's header
   nor leaving the loop, and W->BEFORE with those from which such a
   path reaches FROM (FROM in both).  False when FROM lies on a cycle
   of such paths (an irreducible region GCC did not make a loop): then
   an iteration may run it twice.  */
static bool
mark_paths (struct counter_walk *w, basic_block from)
{
  auto_vec<basic_block, 16> work;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, from->succs)
    work.safe_push (e->dest);
  while (!work.is_empty ())
    {
      basic_block b = work.pop ();
      if (b == w->loop->header || !flow_bb_inside_loop_p (w->loop, b)
          || !bitmap_set_bit (w->after, b->index))
        continue;
      if (b == from)
        return false;
      FOR_EACH_EDGE (e, ei, b->succs)
        work.safe_push (e->dest);
    }
  bitmap_set_bit (w->after, from->index);
  work.safe_push (from);
  while (!work.is_empty ())
    {
      basic_block b = work.pop ();
      if (!bitmap_set_bit (w->before, b->index) || b == w->loop->header)
        continue;
      FOR_EACH_EDGE (e, ei, b->preds)
        if (flow_bb_inside_loop_p (w->loop, e->src))
          work.safe_push (e->src);
    }
  return true;
}

/* Whether adding to a value of TYPE never wraps in a program without
   undefined behaviour (a signed integer GCC takes overflow of as
   undefined, or a pointer).  */
static bool
no_wrap_type (tree type)
{
  if (POINTER_TYPE_P (type))
    return !flag_wrapv_pointer;
  return INTEGRAL_TYPE_P (type) && TYPE_OVERFLOW_UNDEFINED (type);
}

/* The least amount X, computed in an iteration of W->LOOP, exceeds
   W->CTR (the counter's value at the start of that iteration) by, over
   every path of the iteration (THROUGH false) or over the paths
   through the access (THROUGH: a PHI's arguments on edges leaving a
   block reachable from the access or entering one that reaches it);
   -1 when X may lie below W->CTR or is not known as such.  X is W->CTR,
   a PHI of such values in W->LOOP (not in a loop inside it), or one
   plus a constant not below 0 in a type without wrap-around.  A PHI
   with no argument on those paths (not on a path through the access)
   gives COUNTER_STEP_CAP.  */
static int64_t
least_step (const struct counter_walk *w, tree x, bool through, int depth)
{
  if (x == w->ctr)
    return 0;
  if (TREE_CODE (x) != SSA_NAME || depth > COUNTER_DEPTH
      || SSA_NAME_IS_DEFAULT_DEF (x))
    return -1;
  gimple *def = SSA_NAME_DEF_STMT (x);
  basic_block bb = gimple_bb (def);
  if (!bb || bb->loop_father != w->loop)
    return -1;
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      if (bb == w->loop->header)
        return -1;
      int64_t least = COUNTER_STEP_CAP;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
        {
          edge e = gimple_phi_arg_edge (phi, i);
          if (through && !bitmap_bit_p (w->after, e->src->index)
              && !bitmap_bit_p (w->before, bb->index))
            continue;
          int64_t s = least_step (w, gimple_phi_arg_def (phi, i), through,
                                  depth + 1);
          if (s < 0)
            return -1;
          least = s < least ? s : least;
        }
      return least;
    }
  gassign *as = dyn_cast <gassign *> (def);
  if (!as || !no_wrap_type (TREE_TYPE (x))
      || (gimple_assign_rhs_code (as) != PLUS_EXPR
          && gimple_assign_rhs_code (as) != POINTER_PLUS_EXPR))
    return -1;
  tree k = gimple_assign_rhs2 (as);
  HOST_WIDE_INT kv;
  if (TREE_CODE (k) != INTEGER_CST || !ascsync_signed_cst (k, &kv) || kv < 0)
    return -1;
  int64_t s = least_step (w, gimple_assign_rhs1 (as), through, depth + 1);
  if (s < 0)
    return -1;
  s += kv < COUNTER_STEP_CAP ? (int64_t) kv : COUNTER_STEP_CAP;
  return s < COUNTER_STEP_CAP ? s : COUNTER_STEP_CAP;
}

/* Whether conversion of an exactly computed value from type FROM to
   type TO keeps it modulo 2^64 (as addresses are compared): TO has 64
   bits or more, or holds every value of FROM.  */
static bool
conversion_exact (tree to, tree from)
{
  unsigned pt = TYPE_PRECISION (to), pf = TYPE_PRECISION (from);
  if (pt >= 64)
    return pf <= 64;
  return (pt > pf && (!TYPE_UNSIGNED (to) || TYPE_UNSIGNED (from)))
         || (pt == pf && TYPE_UNSIGNED (to) == TYPE_UNSIGNED (from));
}

/* Whether arithmetic in TYPE is exact modulo 2^64: 64 bits or more
   (pointers too), or overflow undefined.  */
static bool
exact_type (tree type)
{
  return TYPE_PRECISION (type) >= 64
         || (INTEGRAL_TYPE_P (type) && TYPE_OVERFLOW_UNDEFINED (type));
}

/* Whether T (an integer or pointer value in LOOP) is *COEF * C plus a
   value fixed through one run of LOOP, modulo 2^64, C an integer or
   pointer PHI of LOOP's header (into *CTR, the same for every part;
   *CTR null: none found yet).  Sums, differences, products by
   constants and conversions that keep the value, each in a type where
   it is exact.  */
static bool
counter_linear (class loop *loop, tree t, tree *ctr, HOST_WIDE_INT *coef,
                int depth)
{
  *coef = 0;
  if (ascsync_run_invariant (loop, t, 0))
    return true;
  if (TREE_CODE (t) != SSA_NAME || depth > COUNTER_DEPTH)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (gimple_code (def) == GIMPLE_PHI && gimple_bb (def) == loop->header)
    {
      if (*ctr && *ctr != t)
        return false;
      *ctr = t;
      *coef = 1;
      return true;
    }
  gassign *as = dyn_cast <gassign *> (def);
  if (!as || !exact_type (TREE_TYPE (t)))
    return false;
  enum tree_code code = gimple_assign_rhs_code (as);
  tree a = gimple_assign_rhs1 (as), b = NULL_TREE;
  HOST_WIDE_INT ca, cb = 0, k;
  if (CONVERT_EXPR_CODE_P (code))
    return conversion_exact (TREE_TYPE (t), TREE_TYPE (a))
           && counter_linear (loop, a, ctr, coef, depth + 1);
  if (code != PLUS_EXPR && code != POINTER_PLUS_EXPR && code != MINUS_EXPR
      && code != MULT_EXPR)
    return false;
  b = gimple_assign_rhs2 (as);
  if (code == MULT_EXPR)
    {
      if (TREE_CODE (b) != INTEGER_CST || !ascsync_signed_cst (b, &k)
          || k < -(1 << 20) || k > (1 << 20)
          || !counter_linear (loop, a, ctr, &ca, depth + 1)
          || ca < -((HOST_WIDE_INT) 1 << 40) || ca > ((HOST_WIDE_INT) 1 << 40))
        return false;
      *coef = ca * k;
      return true;
    }
  if (!counter_linear (loop, a, ctr, &ca, depth + 1)
      || !counter_linear (loop, b, ctr, &cb, depth + 1)
      || ca < -((HOST_WIDE_INT) 1 << 40) || ca > ((HOST_WIDE_INT) 1 << 40)
      || cb < -((HOST_WIDE_INT) 1 << 40) || cb > ((HOST_WIDE_INT) 1 << 40))
    return false;
  *coef = code == MINUS_EXPR ? ca - cb : ca + cb;
  return true;
}

/* Whether two values of counter CTR scaled by COEF (!= 0) differ by
   less than 2^62 bytes, so that they are apart modulo 2^64 as much as
   they are as integers: an integer of at most 32 bits and |COEF| <=
   2^30, or a pointer (two pointers into one object) not scaled.  */
static bool
apart_below_wrap (tree ctr, HOST_WIDE_INT coef)
{
  if (POINTER_TYPE_P (TREE_TYPE (ctr)))
    return coef == 1 || coef == -1;
  return coef != 0 && TYPE_PRECISION (TREE_TYPE (ctr)) <= 32
         && coef >= -((HOST_WIDE_INT) 1 << 30)
         && coef <= ((HOST_WIDE_INT) 1 << 30);
}

/* The innermost loop of CALL when its pointer argument ARG is *COEF *
   *CTR plus a value fixed through one run of that loop (counter_linear),
   *CTR a PHI of the loop's header of a type without wrap-around whose
   scaled values are apart as integers (apart_below_wrap); else null.  */
static class loop *
counter_loop (gcall *call, tree arg, tree *ctr, HOST_WIDE_INT *coef)
{
  basic_block bb = gimple_bb (call);
  class loop *loop = bb ? bb->loop_father : NULL;
  if (!loop || !loop_outer (loop) || TREE_CODE (arg) != SSA_NAME)
    return NULL;
  *ctr = NULL_TREE;
  if (!counter_linear (loop, arg, ctr, coef, 0) || !*ctr
      || !no_wrap_type (TREE_TYPE (*ctr)) || !apart_below_wrap (*ctr, *coef))
    return NULL;
  return loop;
}

/* See ascsync-gcc.h.  */
bool
ascsync_counter_index (gcall *call, tree arg, HOST_WIDE_INT *coef,
                       int64_t *step, int *loopnum)
{
  basic_block bb = gimple_bb (call);
  struct counter_walk w;
  w.loop = counter_loop (call, arg, &w.ctr, coef);
  if (!w.loop)
    return false;
  class loop *loop = w.loop;
  auto_bitmap after, before;
  w.after = after;
  w.before = before;
  if (!mark_paths (&w, bb))
    return false;
  /* Every value the counter takes at the next iteration is not below
     its value in this one, and above it on the paths through CALL.  */
  gphi *phi = as_a <gphi *> (SSA_NAME_DEF_STMT (w.ctr));
  int64_t least = COUNTER_STEP_CAP;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      edge e = gimple_phi_arg_edge (phi, i);
      if (!flow_bb_inside_loop_p (loop, e->src))
        continue;
      tree v = gimple_phi_arg_def (phi, i);
      if (least_step (&w, v, false, 0) < 0)
        return false;
      if (!bitmap_bit_p (w.after, e->src->index))
        continue;
      int64_t s = least_step (&w, v, true, 0);
      if (s < 1)
        return false;
      least = s < least ? s : least;
    }
  *step = least;
  *loopnum = loop->num;
  return true;
}

/* Whether integer V, added at statement AS, is never negative: its
   bounds into *LO and *HI, from GCC's range there or the evaluator's
   value (which knows a difference that a branch orders, where GCC's
   ranger at -O0 has not yet seen that branch).  */
static bool
addend_range (tree v, gimple *as, uint64_t *lo, uint64_t *hi)
{
  const uint64_t lim = (uint64_t) 1 << 62;
  bool nonneg;
  if (ascsync_range_bounds (v, as, lo, hi, &nonneg) && nonneg && *hi < lim)
    return true;
  struct val e = ascsync_eval (v, 0);
  if (e.kind != VAL_INT || e.cyc || e.lo > e.hi || e.hi >= lim)
    return false;
  *lo = e.lo;
  *hi = e.hi;
  return true;
}

/* See ascsync-gcc.h.  */
bool
ascsync_stream_index (gcall *call, tree arg, HOST_WIDE_INT *coef,
                      struct ascsync_stream *st)
{
  tree ctr;
  class loop *loop = counter_loop (call, arg, &ctr, coef);
  if (!loop || !loop->latch || *coef <= 0
      || !INTEGRAL_TYPE_P (TREE_TYPE (ctr)))
    return false;
  /* The only way back to the header: CTR + V.  */
  gphi *phi = as_a <gphi *> (SSA_NAME_DEF_STMT (ctr));
  edge latch = loop_latch_edge (loop);
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      edge e = gimple_phi_arg_edge (phi, i);
      if (e != latch && flow_bb_inside_loop_p (loop, e->src))
        return false;
    }
  gassign *as;
  tree v = ascsync_latch_addend (loop, ctr, &as);
  uint64_t lo, hi;
  if (!v || TREE_CODE (v) != SSA_NAME || !addend_range (v, as, &lo, &hi))
    return false;
  st->v = v;
  st->vlo = (HOST_WIDE_INT) lo;
  st->vhi = (HOST_WIDE_INT) hi;
  st->loopnum = loop->num;
  return true;
}

/* See ascsync-gcc.h.  */
tree
ascsync_latch_addend (class loop *loop, tree ctr, gassign **plus)
{
  gphi *phi = as_a <gphi *> (SSA_NAME_DEF_STMT (ctr));
  tree next = PHI_ARG_DEF_FROM_EDGE (phi, loop_latch_edge (loop));
  gassign *as = TREE_CODE (next) == SSA_NAME
                ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (next)) : NULL;
  if (!as || gimple_assign_rhs_code (as) != PLUS_EXPR)
    return NULL_TREE;
  *plus = as;
  return gimple_assign_rhs1 (as) == ctr ? gimple_assign_rhs2 (as)
         : gimple_assign_rhs2 (as) == ctr ? gimple_assign_rhs1 (as)
         : NULL_TREE;
}
