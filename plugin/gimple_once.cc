/* gimple_once.cc -- CFG edges taken only in the first or the last
   iteration of a loop (ascsync).

   Kernels guard what the first iteration of a loop must not do, or
   only it must, by a test on the loop's counter:

     for (ks = 0; ks < K; ks++)
       {
         ...
         if (ks > 0)
           pipe_barrier (PIPE_M);
         mad (l0c, l0a, l0b, m, k, n, ks == 0);
       }

   The edge that skips the barrier is taken in iteration 0 only.  The
   happens-before flow (sync_hb.c) counts iterations, and from the
   second on it need not follow such an edge: the barrier then lies on
   every path from one mad to the next.

   An edge qualifies when the test ending its source block compares a
   value GCC's scalar evolution describes as {BASE, +, STEP} in a loop L
   holding the block (BASE and STEP constants, STEP nonzero, a signed
   type, whose overflow is undefined: the value moves monotonically)
   with a constant, and the outcome the edge needs fails at the value of
   iteration 1, BASE + STEP, and so at every later one (past BASE +
   STEP the value only moves farther in STEP's direction).  Or the value
   is a PHI of L's header, and the outcome fails for every value GCC's
   ranger allows on each latch edge.

   A software-pipelined loop runs one stage less in its first and its
   last iteration:

     for (t = 0; t <= n; t++)
       {
         if (t < n)
           stage_a (t);
         if (t > 0)
           stage_b (t - 1);
       }

   The edge skipping stage A is taken in the last iteration only: where
   "t < n" fails, the exit test "t + 1 <= n" that every path on to the
   latch passes fails too, so the loop goes round no more.  An edge
   qualifies when the test ending its source and L's only exit test
   compare induction variables of one step in L (signed, overflow
   undefined) with one loop-invariant value, and the edge's outcome
   implies the exit's in the same iteration, or, when the loop tests
   its exit in its header (-O0), at the start of the next
   (last_iteration_edge).  GCC often rewrites the exit test "t < n" as
   "t + 1 != n" once it knows t starts at or below n; an exit on "V ==
   X" counts as one on "V >= X" (or "V <= X" going down) when V steps by
   one and X lies on its way from where it starts (GCC's ranger on the
   loop's entry edge): V then meets X exactly and is never past it
   while the loop runs (eq_on_the_way).

   A pipelined loop that prefetches D tiles ahead guards the prefetch
   by a test D iterations early:

     for (t = 0; t < n; t++)
       {
         if (t + D < n)
           load (t + D);
         ...
       }

   Where "t + D < n" fails, the exit test "t + 1 < n" fails at the
   latch of iteration t + D - 1 at the latest: the edge skipping the
   load lets the loop go round at most D - 1 more times.  The same
   comparison of the two tests gives that count (the fewest rounds M
   after which the exit's outcome is implied), up to
   ASCSYNC_LAST_MORE_MAX.  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "tree-scalar-evolution.h"
#include "tree-chrec.h"

/* Whether comparison CODE holds between A and B.  */
static bool
holds (enum tree_code code, const widest_int &a, const widest_int &b)
{
  switch (code)
    {
    case LT_EXPR: return wi::lts_p (a, b);
    case LE_EXPR: return wi::les_p (a, b);
    case GT_EXPR: return wi::gts_p (a, b);
    case GE_EXPR: return wi::ges_p (a, b);
    case EQ_EXPR: return a == b;
    case NE_EXPR: return a != b;
    default: gcc_unreachable ();
    }
}

/* Whether "V CODE C", V running from A on in the direction of STEP
   (A the value of iteration 1), fails at A and at every later value.  */
static bool
fails_from (enum tree_code code, const widest_int &a, const widest_int &c,
            bool up)
{
  if (holds (code, a, c))
    return false;
  switch (code)
    {
    case LT_EXPR: case LE_EXPR: return up;     /* moves away from C */
    case GT_EXPR: case GE_EXPR: return !up;
    case EQ_EXPR: return up ? wi::gts_p (a, c) : wi::lts_p (a, c);
    default: return false;                     /* != fails once only */
    }
}

/* The {BASE, +, STEP} of X in LOOP with constant BASE and STEP of a
   signed type with undefined overflow, into *BASE and *STEP.  */
static bool
affine_iv (class loop *loop, tree x, widest_int *base, widest_int *step)
{
  if (TREE_CODE (x) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (x))
      || !TYPE_OVERFLOW_UNDEFINED (TREE_TYPE (x)))
    return false;
  tree ev = instantiate_scev (loop_preheader_edge (loop), loop,
                              analyze_scalar_evolution (loop, x));
  if (!ev || TREE_CODE (ev) != POLYNOMIAL_CHREC
      || CHREC_VARIABLE (ev) != (unsigned) loop->num
      || TREE_CODE (CHREC_LEFT (ev)) != INTEGER_CST
      || TREE_CODE (CHREC_RIGHT (ev)) != INTEGER_CST
      || integer_zerop (CHREC_RIGHT (ev)))
    return false;
  *base = wi::to_widest (CHREC_LEFT (ev));
  *step = wi::to_widest (CHREC_RIGHT (ev));
  return true;
}

/* Whether X is a PHI of LOOP's header whose value in iterations 1 on,
   the value one of its latch edges brings, fails "X CODE C": every
   value GCC's ranger allows on each latch edge does (the counter "ks"
   whose increments GCC merged with a constant 1 from the path of
   iteration 0, which its scalar evolution does not follow).  */
static bool
phi_fails_later (class loop *loop, tree x, enum tree_code code,
                 const widest_int &c)
{
  gimple *def = SSA_NAME_DEF_STMT (x);
  if (gimple_code (def) != GIMPLE_PHI || gimple_bb (def) != loop->header)
    return false;
  gphi *phi = as_a <gphi *> (def);
  edge e;
  edge_iterator ei;
  bool any = false;
  FOR_EACH_EDGE (e, ei, loop->header->preds)
    {
      if (!flow_bb_inside_loop_p (loop, e->src))
        continue;
      tree arg = PHI_ARG_DEF_FROM_EDGE (phi, e);
      int_range_max r;
      if (TREE_CODE (arg) == INTEGER_CST)
        r = int_range<1> (arg, arg);
      else if (TREE_CODE (arg) != SSA_NAME
               || !get_range_query (cfun)->range_on_edge (r, e, arg)
               || r.undefined_p () || r.varying_p ())
        return false;
      widest_int lo = widest_int::from (r.lower_bound (), TYPE_SIGN (r.type ()));
      widest_int hi = widest_int::from (r.upper_bound (), TYPE_SIGN (r.type ()));
      /* The outcome fails over the whole range [LO, HI]: at its one
         value ("part" set to 1 on the latch, tested "part == 1"), or
         at both ends with "fails_from" holding going up from LO.  */
      if (lo == hi ? holds (code, lo, c)
                   : !fails_from (code, lo, c, true) || holds (code, hi, c))
        return false;
      any = true;
    }
  return any;
}

/* See ascsync-gcc.h.  */
enum tree_code
ascsync_edge_outcome (edge e, tree *a, tree *b)
{
  gcond *c = safe_dyn_cast <gcond *> (last_stmt (e->src));
  if (!c || !(e->flags & (EDGE_TRUE_VALUE | EDGE_FALSE_VALUE)))
    return ERROR_MARK;
  enum tree_code code = gimple_cond_code (c);
  if (code != LT_EXPR && code != LE_EXPR && code != GT_EXPR
      && code != GE_EXPR && code != EQ_EXPR && code != NE_EXPR)
    return ERROR_MARK;
  if (e->flags & EDGE_FALSE_VALUE)
    code = invert_tree_comparison (code, false);
  *a = gimple_cond_lhs (c);
  *b = gimple_cond_rhs (c);
  return code;
}

/* See ascsync-gcc.h.  */
class loop *
ascsync_first_iteration_edge (edge e)
{
  tree lhs, rhs;
  enum tree_code code = ascsync_edge_outcome (e, &lhs, &rhs);
  if (code == ERROR_MARK || !scev_initialized_p ())
    return NULL;
  if (TREE_CODE (lhs) == INTEGER_CST)
    {
      std::swap (lhs, rhs);
      code = swap_tree_comparison (code);
    }
  if (TREE_CODE (rhs) != INTEGER_CST)
    return NULL;
  widest_int cst = wi::to_widest (rhs);
  for (class loop *l = e->src->loop_father; l && loop_outer (l);
       l = loop_outer (l))
    {
      widest_int base, step;
      if (affine_iv (l, lhs, &base, &step)
          ? fails_from (code, base + step, cst, wi::gts_p (step, 0))
          : TREE_CODE (lhs) == SSA_NAME
            && phi_fails_later (l, lhs, code, cst))
        return l;
    }
  return NULL;
}

/* Whether "V == B" is first tested with V at BASE in LOOP, V moving by
   STEP (1 or -1), and B lies on V's way there from BASE: B a constant
   or a value the loop does not change whose range on LOOP's entry
   edge lies at or past BASE in STEP's direction.  V, of a signed type
   whose overflow is undefined, then meets B exactly and is never
   past it while LOOP runs.  */
static bool
eq_on_the_way (class loop *loop, tree b, const widest_int &base,
               const widest_int &step)
{
  if (step != 1 && step != -1)
    return false;
  widest_int lo, hi;
  if (TREE_CODE (b) == INTEGER_CST)
    lo = hi = wi::to_widest (b);
  else
    {
      int_range_max r;
      if (!get_range_query (cfun)->range_on_edge (r, loop_preheader_edge (loop),
                                                  b)
          || r.undefined_p () || r.varying_p ())
        return false;
      lo = widest_int::from (r.lower_bound (), TYPE_SIGN (r.type ()));
      hi = widest_int::from (r.upper_bound (), TYPE_SIGN (r.type ()));
    }
  return step == 1 ? wi::ges_p (lo, base) : wi::les_p (hi, base);
}

/* The outcome "A CODE B" of a test as "V >= X + ALPHA" (*DIR 1) or "V <=
   X + ALPHA" (*DIR -1) for V the value of an induction variable of LOOP
   with constant base and step (*BASE, *STEP) and X the other side, a
   constant or a value LOOP does not change, into *X; false otherwise.
   EXIT: the outcome that leaves LOOP by its only exit, where "V == X"
   is "V >= X" (or "V <= X") when V meets X on its way
   (eq_on_the_way): the form GCC gives "i < n" once it knows i starts
   at or below n.  */
static bool
iv_bound (class loop *loop, tree a, tree b, enum tree_code code, tree *x,
          widest_int *base, widest_int *step, int *dir, widest_int *alpha,
          bool exit)
{
  if (!affine_iv (loop, a, base, step))
    {
      std::swap (a, b);
      code = swap_tree_comparison (code);
      if (!affine_iv (loop, a, base, step))
        return false;
    }
  if (TREE_CODE (b) == SSA_NAME)
    {
      basic_block db = gimple_bb (SSA_NAME_DEF_STMT (b));
      if (db && flow_bb_inside_loop_p (loop, db))
        return false;
    }
  else if (TREE_CODE (b) != INTEGER_CST)
    return false;
  *x = b;
  switch (code)
    {
    case GE_EXPR: *dir = 1; *alpha = 0; return true;
    case GT_EXPR: *dir = 1; *alpha = 1; return true;
    case LE_EXPR: *dir = -1; *alpha = 0; return true;
    case LT_EXPR: *dir = -1; *alpha = -1; return true;
    case EQ_EXPR:
      if (!exit || !eq_on_the_way (loop, b, *base, *step))
        return false;
      *dir = wi::gts_p (*step, 0) ? 1 : -1;
      *alpha = 0;
      return true;
    default: return false;
    }
}

/* See ascsync-gcc.h.  */
bool
ascsync_passes_before_latch (class loop *loop, basic_block from, bitmap x)
{
  auto_vec<basic_block, 16> work;
  auto_bitmap seen;
  work.safe_push (from);
  while (!work.is_empty ())
    {
      basic_block b = work.pop ();
      if (bitmap_bit_p (x, b->index))
        continue;
      if (b == loop->latch)
        return false;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, b->succs)
        if (e->dest == loop->header)
          return false;
        else if (flow_bb_inside_loop_p (loop, e->dest)
                 && bitmap_set_bit (seen, e->dest->index))
          work.safe_push (e->dest);
    }
  return true;
}

/* Whether every path from block FROM in LOOP to its latch passes block
   X before (FROM itself not counted unless it is X).  */
static bool
passes_before_latch (class loop *loop, basic_block from, basic_block x)
{
  auto_bitmap one;
  bitmap_set_bit (one, x->index);
  return ascsync_passes_before_latch (loop, from, one);
}

/* Whether taking edge E in an iteration of LOOP means LOOP exits at
   the end of that iteration or of one at most *MORE rounds later (see
   the file comment): 1 at its exit test before the latch, 2 at its exit
   test in its header (the loop's form at -O0), where the next iteration
   starts with the counter moved by its step; 0 when it does not.  */
static int
last_iteration_edge (class loop *loop, edge e, int *more)
{
  edge x = single_exit (loop);
  tree a, b, xa, xb, g, gx;
  enum tree_code code = ascsync_edge_outcome (e, &a, &b);
  if (!x || x->src == e->src || code == ERROR_MARK
      || !flow_bb_inside_loop_p (loop, e->dest)
      || e->dest == loop->header || !loop->latch
      || (x->src != loop->header
          && !passes_before_latch (loop, e->dest, x->src)))
    return 0;
  enum tree_code xcode = ascsync_edge_outcome (x, &xa, &xb);
  widest_int base, step, xbase, xstep, alpha, beta;
  int dir, xdir;
  if (code == ERROR_MARK || xcode == ERROR_MARK
      || !iv_bound (loop, a, b, code, &g, &base, &step, &dir, &alpha, false)
      || !iv_bound (loop, xa, xb, xcode, &gx, &xbase, &xstep, &xdir, &beta,
                    true)
      || step != xstep || dir != xdir || !operand_equal_p (g, gx, 0))
    return 0;
  /* Where the exit test runs the exit's variable is the edge's plus D:
     "V + D >= X + BETA" is "V >= X + BETA - D".  M rounds later the
     edge's bound has moved by M * STEP: the exit's outcome is implied
     once DIR * (ALPHA + M * STEP - BETA + D) >= 0.  */
  widest_int d = xbase - base;
  if (x->src == loop->header)
    d += step;
  widest_int gap = dir > 0 ? beta - d - alpha : alpha - (beta - d);
  widest_int toward = dir > 0 ? step : -step;
  int m = 0;
  if (wi::gts_p (gap, 0))
    {
      /* Later rounds help only when the edge's variable moves toward
         the exit's bound, and then every round must pass the exit.  */
      if (!wi::gts_p (toward, 0)
          || (x->src != loop->header
              && !passes_before_latch (loop, loop->header, x->src)))
        return 0;
      widest_int rounds = wi::div_ceil (gap, toward, SIGNED);
      if (wi::gts_p (rounds, ASCSYNC_LAST_MORE_MAX))
        return 0;
      m = (int) rounds.to_shwi ();
    }
  *more = m;
  return x->src == loop->header ? 2 : 1;
}

/* See ascsync-gcc.h.  */
class loop *
ascsync_last_iteration_edge (edge e, bool *at_header, int *more)
{
  if (!scev_initialized_p ())
    return NULL;
  for (class loop *l = e->src->loop_father; l && loop_outer (l);
       l = loop_outer (l))
    if (int how = last_iteration_edge (l, e, more))
      {
        *at_header = how == 2;
        return l;
      }
  return NULL;
}

/* See ascsync-gcc.h.  */
bool
ascsync_monotone_edge (edge e, struct ascsync_mono_test *t, bool *val)
{
  tree a, b, x;
  enum tree_code code = ascsync_edge_outcome (e, &a, &b);
  class loop *loop = e->src->loop_father;
  widest_int base, step, alpha;
  int dir;
  if (code == ERROR_MARK || !scev_initialized_p () || !loop_outer (loop)
      || !iv_bound (loop, a, b, code, &x, &base, &step, &dir, &alpha, false))
    return false;
  /* V = BASE + STEP * T: "V >= X + ALPHA" is "STEP * T >= X + ALPHA -
     BASE", and "V <= X + ALPHA" is "STEP * T >= X + ALPHA + 1 - BASE"
     failing.  A constant X goes into the constant.  */
  t->loop = loop;
  t->step = step;
  t->k = (dir > 0 ? alpha : alpha + 1) - base;
  t->x = NULL_TREE;
  if (TREE_CODE (x) == INTEGER_CST)
    t->k += wi::to_widest (x);
  else
    t->x = x;
  *val = dir > 0;
  return true;
}
