/* gimple_prefix.cc -- slot counters stepped on a prefix of a loop's
   iterations (ascsync).

   A software-pipelined loop loads tile T + D while there is one, into
   the slot a counter of its own names, stepped with the load; the loads
   of tiles 0 .. D - 1 went before the loop, stepping the same counter:

     ls = 0;
     for (p = 0; p < D && p < n; p++)
       { load (slot ls); if (++ls == K) ls = 0; }
     for (t = 0; t < n; t++)
       {
         if (t + D < n)
           { load (slot ls); if (++ls == K) ls = 0; }
         compute (slot cs); if (++cs == K) cs = 0;
       }

   The counter is not a rotation of the loop (gimple_val.cc,
   eval_mod_counter): it stops once the guard fails.  But the guard
   holds on a prefix of the iterations (its left side grows with T, its
   right side is fixed in a run of the loop), so wherever it holds, it
   held in every earlier iteration, each of which stepped the counter
   once: there the counter is (S + T) mod K in iteration T, S its value
   at the loop's entry.  And the guard says something of the run: at T
   = 0 already "D < n", so the loop before it ran D times (its exit test
   decided in each iteration with n > D, see ascsync_exit_iteration),
   leaving S = D mod K.  The load of tile T + D then goes to slot (T +
   D) mod K, and the compute of tile T, from slot T mod K, is told
   apart from it as the kernel's author intends.

   The guard may also test a counter of the loads themselves, stepped
   by 1 exactly where it holds ("if (lt < n) { load (slot ls); lt++;
   ... }", LT going on from the loop before): it stops when the guard
   fails, so the guard fails for good.  At T = 0 it then says that LT's
   value when the loop before left is below N; assuming in turn that
   the loop left in iteration 0, 1, ..., that bound decides its exit
   tests ("lt < D && lt < n" cannot have left by "lt < n"), and the
   first iteration it leaves in under its own assumption is the one.

   Only what is proved is used: the guard "X < Y" (or "<=", or "!=" at
   an end of X's range, GCC's ranger says: a counter counting down to
   the loop's end) with X never decreasing and Y never increasing from
   one iteration to the next (constant steps, no wrap-around: GCC's
   overflow rules or its niter analysis), and one of their first values
   a constant, so that the guard states a range of the other; the
   counter stepped on every path where the guard holds and on none
   where it fails; S a constant, or the last value of a rotation of a
   loop whose exits all lie on every path round it, leaving after a
   number of iterations GCC knows, or that its exit tests decide under
   the guard's range (two exits at -O0 for "p < D && p < n"), or that
   the difference of the two sides of an exit test "!=" gives (GCC's
   affine combinations: "ivtmp != x + blk * 2 + 3072" after ivopts).  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "dominance.h"
#include "fold-const.h"
#include "tree-scalar-evolution.h"
#include "tree-ssa-loop-niter.h"
#include "gimple_val.h"

/* Largest iteration of the loop before a prefix loop searched for its
   exit.  */
#define PREFIX_MAX_TRIPS 64

/* The scalar evolution of integer operand X of statement AT in LOOP,
   from its entry: its value at the first iteration into *START (an SSA
   name fixed in LOOP, or a constant) and its constant step per
   iteration into *STEP (0 for a value fixed in LOOP); false when it is
   neither, or when it may wrap around: unless GCC takes its type's
   overflow as undefined, it stays in its type over the most iterations
   GCC knows of, or GCC's niter analysis proves it does not wrap at AT
   (scev_probably_wraps_p).  */
static bool
evolution_of (class loop *loop, gimple *at, tree x, tree *start,
              HOST_WIDE_INT *step)
{
  if (!ascsync_loop_evolution (loop, x, start, step)
      || (TREE_CODE (*start) != INTEGER_CST
          && TREE_CODE (*start) != SSA_NAME))
    return false;
  if (*start == x)
    return true;                /* fixed in LOOP */
  tree type = TREE_TYPE (x);
  if (TYPE_OVERFLOW_UNDEFINED (type)
      || !scev_probably_wraps_p (NULL_TREE, *start,
                                 build_int_cst (type, *step), at, loop,
                                 true))
    return true;
  /* A constant start and at most N steps that stay in the type: N
     GCC's bound on the latch's runs, or the evaluator's when smaller
     (an unsigned counter "for (uint64_t t = 0; t < ntiles; t++)" that
     GCC bounds only by its type).  */
  HOST_WIDE_INT n = get_max_loop_iterations_int (loop);
  uint64_t trips;
  if (ascsync_loop_trips_bound (loop, &trips) && trips >= 1
      && trips < ((uint64_t) 1 << 40) && (n < 0 || trips - 1 < (uint64_t) n))
    n = (HOST_WIDE_INT) (trips - 1);
  unsigned prec = TYPE_PRECISION (type);
  if (n < 0 || TREE_CODE (*start) != INTEGER_CST || prec > 64
      || (!tree_fits_shwi_p (*start) && !tree_fits_uhwi_p (*start)))
    return false;
  __int128 lo = TYPE_UNSIGNED (type) ? 0 : -((__int128) 1 << (prec - 1));
  __int128 hi = ((__int128) 1 << (prec - !TYPE_UNSIGNED (type))) - 1;
  __int128 f0 = tree_fits_shwi_p (*start) ? (__int128) tree_to_shwi (*start)
                                          : (__int128) tree_to_uhwi (*start);
  __int128 last = f0 + (__int128) *step * n;
  return f0 >= lo && f0 <= hi && last >= lo && last <= hi;
}

/* Whether A is H + 1.  */
static bool
plus_one_of (tree a, tree h)
{
  gassign *as = TREE_CODE (a) == SSA_NAME
                ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (a)) : NULL;
  return as && gimple_assign_rhs_code (as) == PLUS_EXPR
         && gimple_assign_rhs1 (as) == h
         && integer_onep (gimple_assign_rhs2 (as));
}

/* Whether header PHI PHI (result H) of LOOP is a counter stepped
   exactly where the condition ending block C = E->src takes edge E:
   its latch value is a PHI joining, right after C's two sides, H from
   the other side and the next value from E's side -- (H + 1) mod K
   (see ascsync_mod_step_of) with *K the period when MODULAR, else H +
   1 (*K 0).  */
static bool
stepped_on_edge (class loop *loop, gphi *phi, edge e, bool modular, int *k)
{
  tree h = gimple_phi_result (phi);
  basic_block c = e->src;
  if (!INTEGRAL_TYPE_P (TREE_TYPE (h)) || gimple_phi_num_args (phi) != 2
      || !loop->latch || EDGE_COUNT (c->succs) != 2
      || !single_pred_p (e->dest)
      || !dominated_by_p (CDI_DOMINATORS, loop->latch, c))
    return false;
  tree lat = PHI_ARG_DEF_FROM_EDGE (phi, loop_latch_edge (loop));
  gphi *j = TREE_CODE (lat) == SSA_NAME
            ? dyn_cast <gphi *> (SSA_NAME_DEF_STMT (lat)) : NULL;
  if (!j || gimple_bb (j)->loop_father != loop
      || get_immediate_dominator (CDI_DOMINATORS, gimple_bb (j)) != c)
    return false;
  edge other = EDGE_SUCC (c, 0) == e ? EDGE_SUCC (c, 1) : EDGE_SUCC (c, 0);
  bool same = false, step = false;
  *k = 0;
  for (int pass = 0; pass < 2; pass++)
    for (unsigned i = 0; i < gimple_phi_num_args (j); i++)
      {
        tree a = gimple_phi_arg_def (j, i);
        edge ae = gimple_phi_arg_edge (j, i);
        if (a == h)
          {
            /* Not stepped: only past the other side.  */
            if (ae != other
                && !(single_pred_p (other->dest)
                     && dominated_by_p (CDI_DOMINATORS, ae->src,
                                        other->dest)))
              return false;
            same = true;
          }
        else if (!dominated_by_p (CDI_DOMINATORS, ae->src, e->dest)
                 || (modular ? !ascsync_mod_step_of (loop, a, h, ae, k)
                             : !plus_one_of (a, h)))
          return false;
        else
          step = true;
      }
  return same && step && (!modular || sync_period_ok (*k));
}

/* Whether the test ending block A and the one ending block B, both
   GIMPLE_CONDs on integers, are one test or its negation: then
   *SAME says which.  */
static bool
one_test_p (basic_block a, basic_block b, bool *same)
{
  gcond *ca = safe_dyn_cast <gcond *> (last_stmt (a));
  gcond *cb = safe_dyn_cast <gcond *> (last_stmt (b));
  if (!ca || !cb
      || !INTEGRAL_TYPE_P (TREE_TYPE (gimple_cond_lhs (ca)))
      || !operand_equal_p (gimple_cond_lhs (ca), gimple_cond_lhs (cb), 0)
      || !operand_equal_p (gimple_cond_rhs (ca), gimple_cond_rhs (cb), 0))
    return false;
  enum tree_code code = gimple_cond_code (ca);
  *same = code == gimple_cond_code (cb);
  return *same || invert_tree_comparison (code, false) == gimple_cond_code (cb);
}

/* The value PRE, a name defined before LOOP, has on LOOP's entry: PRE
   itself, or when PRE is a PHI of the block whose test guards the
   loop (its edge to the loop's entry one outcome of the test), the one
   argument left after dropping those that come in on an edge where the
   same test, at the block the edge leaves, took the other outcome --
   paths on which the loop does not run.  GCC's jump threading splits
   those paths off; with it off (gimple_threading.cc) they join first
   ("ls = PHI <ls_after_prologue, 0>" before a guard "n > 0" that the
   prologue's own guard repeats).  */
static tree
guarded_entry_value (tree pre, class loop *loop)
{
  gphi *phi = TREE_CODE (pre) == SSA_NAME
              ? dyn_cast <gphi *> (SSA_NAME_DEF_STMT (pre)) : NULL;
  if (!phi)
    return pre;
  basic_block b = gimple_bb (phi);
  edge into = NULL;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, b->succs)
    if (single_pred_p (e->dest)
        && dominated_by_p (CDI_DOMINATORS, loop_preheader_edge (loop)->src,
                           e->dest))
      into = e;
  if (!into || !(into->flags & (EDGE_TRUE_VALUE | EDGE_FALSE_VALUE)))
    return pre;
  bool into_true = into->flags & EDGE_TRUE_VALUE;
  tree left = NULL_TREE;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      edge in = gimple_phi_arg_edge (phi, i);
      bool same;
      if ((in->flags & (EDGE_TRUE_VALUE | EDGE_FALSE_VALUE))
          && one_test_p (in->src, b, &same)
          && (((in->flags & EDGE_TRUE_VALUE) != 0) == into_true) != same)
        continue;
      tree arg = gimple_phi_arg_def (phi, i);
      if (left && !operand_equal_p (left, arg, 0))
        return pre;
      left = arg;
    }
  return left ? left : pre;
}

/* What a prefix guard says of the run of its loop (prefix_condition):
   VAR, fixed in the run, lies in [LO, HI]; or, when REL is set, VAR is
   at least the value REL (a name of a loop the guarded one follows) had
   when that loop left, plus STRICT, and at most HI.  */
struct prefix_fact
{
  tree var;
  HOST_WIDE_INT lo, hi;
  tree rel;
  HOST_WIDE_INT strict;
};

/* Bounds *LO, *HI for the first values X0 and Y0 of a prefix guard's
   sides in a 64-bit unsigned type (a counter "uint64_t t" against the
   tile count), whose values do not all fit a HOST_WIDE_INT: 0 and the
   largest value the evaluator knows the one that is a name to take,
   GCC's range gives it at AT (the guard), or the count assumption
   gives it (it is a count, gimple_lengths.cc).  */
static bool
wide_unsigned_bounds (tree x0, tree y0, gimple *at, HOST_WIDE_INT *lo,
                      HOST_WIDE_INT *hi)
{
  tree v = TREE_CODE (y0) == SSA_NAME ? y0 : x0;
  tree type = TREE_TYPE (v);
  uint64_t top, glo;
  bool nonneg;
  if (TREE_CODE (v) != SSA_NAME || !TYPE_UNSIGNED (type)
      || TYPE_PRECISION (type) != 64)
    return false;
  struct val e = ascsync_eval (v, 0);
  if (e.kind == VAL_INT && !e.cyc)
    top = e.hi;
  else if (ascsync_range_bounds (v, at, &glo, &top, &nonneg))
    ;
  else if (!ascsync_settings.layout || !SSA_NAME_DEF_STMT (v)
           || !ascsync_count_not_negative (v, SSA_NAME_DEF_STMT (v),
                                           (uint64_t) 1 << 40, &top))
    return false;
  if (top >= ((uint64_t) 1 << 40))
    return false;
  *lo = 0;
  *hi = (HOST_WIDE_INT) top;
  return true;
}

/* Whether the condition ending block C holds, on its edge E, only on a
   prefix of the iterations of LOOP: E's side of it is "X < Y" or "X <=
   Y" where X never decreases and Y never increases from one iteration
   to the next (evolution_of; or X a signed counter of LOOP stepped by 1
   exactly on E, "if (lt < n) load (lt++)": it stops when the guard
   fails, which then fails for good), so that where it holds it held in
   every earlier iteration.  What it then says of the run, X's first
   value below (or not above) Y's, goes to *F: a range of the one of the
   two first values that is an SSA name when the other is a constant;
   when both are names, X's first value defined in a loop before LOOP,
   Y's bounded below by X's (F->rel); when both are constants, nothing
   (F->var null).  */
static bool
prefix_condition (class loop *loop, basic_block c, edge e,
                  struct prefix_fact *f)
{
  gcond *cond = safe_dyn_cast <gcond *> (last_stmt (c));
  if (!cond)
    return false;
  enum tree_code code = gimple_cond_code (cond);
  tree x = gimple_cond_lhs (cond), y = gimple_cond_rhs (cond);
  tree type = TREE_TYPE (x);
  if (!INTEGRAL_TYPE_P (type))
    return false;
  if (!(e->flags & EDGE_TRUE_VALUE))
    code = invert_tree_comparison (code, false);
  /* "X != C" where C ends X's range there (GCC's ranger: a counter
     counting down to the loop's end) is "X > C" (or "X < C").  */
  int_range_max r;
  if (code == NE_EXPR && TREE_CODE (y) == INTEGER_CST
      && TREE_CODE (x) == SSA_NAME
      && get_range_query (cfun)->range_of_expr (r, x, cond)
      && !r.undefined_p () && !r.varying_p ())
    code = wi::to_wide (y) == r.lower_bound () ? GT_EXPR
           : wi::to_wide (y) == r.upper_bound () ? LT_EXPR : NE_EXPR;
  if (code == GT_EXPR || code == GE_EXPR)
    {
      tree t = x;
      x = y;
      y = t;
      code = swap_tree_comparison (code);
    }
  tree x0, y0;
  HOST_WIDE_INT xs, ys, c0;
  gphi *xphi = TREE_CODE (x) == SSA_NAME
               ? dyn_cast <gphi *> (SSA_NAME_DEF_STMT (x)) : NULL;
  int k;
  if (code != LT_EXPR && code != LE_EXPR)
    return false;
  if (evolution_of (loop, cond, x, &x0, &xs) && xs >= 0)
    ;
  else if (xphi && gimple_bb (xphi) == loop->header
           && TYPE_OVERFLOW_UNDEFINED (type)
           && stepped_on_edge (loop, xphi, e, false, &k))
    x0 = guarded_entry_value (PHI_ARG_DEF_FROM_EDGE
                                (xphi, loop_preheader_edge (loop)), loop);
  else
    return false;
  if (!evolution_of (loop, cond, y, &y0, &ys) || ys > 0)
    return false;
  /* X0 < Y0 (or <=): a bound of the one that is a name.  */
  HOST_WIDE_INT strict = code == LT_EXPR, tmin, tmax;
  f->rel = NULL_TREE;
  f->strict = strict;
  if (TREE_CODE (x0) == INTEGER_CST && TREE_CODE (y0) == INTEGER_CST)
    {
      /* Both first values known (a trip count GCC propagated into a
         clone): the guard is still a prefix, but says nothing of the
         run.  */
      f->var = NULL_TREE;
      f->lo = f->hi = 0;
      return true;
    }
  if (!ascsync_type_bounds (type, &tmin, &tmax)
      && !wide_unsigned_bounds (x0, y0, cond, &tmin, &tmax))
    return false;
  if (TREE_CODE (x0) == INTEGER_CST && TREE_CODE (y0) == SSA_NAME
      && ascsync_signed_cst (x0, &c0))
    {
      f->var = y0;
      f->lo = c0 < tmax ? c0 + strict : tmax;
      f->hi = tmax;
    }
  else if (TREE_CODE (y0) == INTEGER_CST && TREE_CODE (x0) == SSA_NAME
           && ascsync_signed_cst (y0, &c0))
    {
      f->var = x0;
      f->lo = tmin;
      f->hi = c0 > tmin ? c0 - strict : tmin;
    }
  else if (TREE_CODE (x0) == SSA_NAME && TREE_CODE (y0) == SSA_NAME
           && gimple_bb (SSA_NAME_DEF_STMT (x0))
           && !flow_bb_inside_loop_p (loop,
                                      gimple_bb (SSA_NAME_DEF_STMT (x0))))
    {
      f->var = y0;
      f->rel = x0;
      f->lo = tmin;
      f->hi = tmax;
    }
  else
    return false;
  return f->lo <= f->hi;
}

/* The iteration of loop BEFORE in which it leaves, into *IT, where INV
   is in [INVLO, INVHI], when each exit leaves from a block dominated by
   DB that dominates BEFORE's latch: GCC's count of its latch runs when
   that is a constant, else the first iteration in which the test of
   one exit decides to leave, every exit's test deciding to stay in
   every earlier one ("p < D && p < n" has two exits at -O0, the second
   decided by N > D only up to D; see ascsync_exit_iteration).  */
static bool
leaving_iteration_related (class loop *before,
                           const struct prefix_fact *f, int *it);

static bool
leaving_iteration (class loop *before, basic_block db,
                   const struct prefix_fact *f, int *it)
{
  auto_vec<edge> exits = get_loop_exit_edges (before);
  if (exits.is_empty ())
    return false;
  for (edge e : exits)
    if (!dominated_by_p (CDI_DOMINATORS, e->src, db)
        || !dominated_by_p (CDI_DOMINATORS, before->latch, e->src))
      return false;
  tree latches = number_of_latch_executions (before);
  if (latches && TREE_CODE (latches) == INTEGER_CST
      && tree_fits_uhwi_p (latches)
      && tree_to_uhwi (latches) < PREFIX_MAX_TRIPS)
    {
      *it = (int) tree_to_uhwi (latches);
      return true;
    }
  if (f->rel)
    return leaving_iteration_related (before, f, it);
  /* The first leaving any exit's test decides (an exit whose test is
     decided only so far, "p < n" with n > D known, may still say
     nothing past it); then every exit's test must stay below it.  */
  int first = PREFIX_MAX_TRIPS, t;
  for (edge e : exits)
    if (ascsync_exit_iteration (before, e, f->var, f->lo, f->hi, first, &t)
        > 0)
      first = t;
  if (first >= PREFIX_MAX_TRIPS)
    return false;
  for (edge e : exits)
    if (ascsync_exit_iteration (before, e, f->var, f->lo, f->hi, first, &t)
        != 0)
      return false;
  *it = first;
  return true;
}

/* leaving_iteration when F bounds its variable by the value F->rel,
   C + S * T in iteration T of BEFORE (S >= 0), has when BEFORE leaves:
   each iteration T in turn is assumed to be the one it leaves in, the
   variable then at least C + S * T + F->strict.  Where under that
   assumption every exit's test stays in T, T is not it; the first
   where one leaves in T, every exit's test staying before, is it (a
   later one would leave under a stronger bound, which the weaker
   already decides); anything undecided, or a leave before T, and there
   is no answer.  */
static bool
leaving_iteration_related (class loop *before,
                           const struct prefix_fact *f, int *it)
{
  tree r0;
  HOST_WIDE_INT rs, rc;
  if (!ascsync_loop_evolution (before, f->rel, &r0, &rs) || rs < 0
      || TREE_CODE (r0) != INTEGER_CST || !ascsync_signed_cst (r0, &rc)
      || rc < -((HOST_WIDE_INT) 1 << 40) || rc > ((HOST_WIDE_INT) 1 << 40)
      || rs > ((HOST_WIDE_INT) 1 << 20))
    return false;
  auto_vec<edge> exits = get_loop_exit_edges (before);
  for (int t = 0; t < PREFIX_MAX_TRIPS; t++)
    {
      HOST_WIDE_INT lo = rc + rs * t + f->strict;
      if (lo > f->hi)
        return false;
      bool leaves = false;
      for (edge e : exits)
        {
          int at;
          int r = ascsync_exit_iteration (before, e, f->var, lo, f->hi,
                                          t + 1, &at);
          if (r < 0 || (r > 0 && at < t))
            return false;
          leaves |= r > 0;
        }
      if (leaves)
        {
          *it = t;
          return true;
        }
    }
  return false;
}

/* The residue in [0, K) that the counter starting from PRE at LOOP's
   entry starts from, into *S, where F says: PRE a constant, or the
   value straight-line code before LOOP gives it on every path F allows
   (ascsync_value_under: the loads of the first tiles each under its
   own guard), or the last value of a slot rotation of a loop that LOOP
   follows, in the iteration in which that loop leaves
   (leaving_iteration).  */
static bool
start_residue (class loop *loop, tree pre, int k,
               const struct prefix_fact *f, HOST_WIDE_INT *s)
{
  if (TREE_CODE (pre) == INTEGER_CST)
    return ascsync_signed_cst (pre, s) && *s >= 0 && *s < k;
  if (TREE_CODE (pre) != SSA_NAME)
    return false;
  struct val v = ascsync_eval (pre, 0);
  if (v.kind == VAL_INT && !v.cyc && v.lo == v.hi && v.pk == 0)
    {
      *s = (HOST_WIDE_INT) v.lo;
      return *s < k;
    }
  struct ascsync_fact fact = { f->var, f->lo, f->hi };
  if (f->var && !f->rel
      && ascsync_value_under (loop_preheader_edge (loop)->src, NULL, pre,
                              &fact, 1, s))
    return *s >= 0 && *s < k;
  basic_block db = gimple_bb (SSA_NAME_DEF_STMT (pre));
  class loop *before = db ? db->loop_father : NULL;
  int it;
  if (!before || !loop_outer (before) || before == loop
      || flow_bb_inside_loop_p (before, loop->header)
      || v.kind != VAL_INT || v.cyc || v.pk < 2 || v.ps || v.pphase
      || v.pl != before->num
      || !leaving_iteration (before, db, f, &it))
    return false;
  int r = it % v.pk;
  if (v.plo[r] != v.phi[r])
    return false;
  *s = (HOST_WIDE_INT) v.plo[r];
  return *s < k;
}

/* See gimple_val.h.  */
void
ascsync_prefix_counters (edge e, struct ascsync_guards *g)
{
  class loop *loop = e->src->loop_father;
  if (!loop || !loop_outer (loop) || !scev_initialized_p ())
    return;
  struct prefix_fact f;
  bool cond_known = false, cond_ok = false;
  for (gphi_iterator gpi = gsi_start_phis (loop->header);
       !gsi_end_p (gpi) && g->np < ASCSYNC_MAX_GUARDS; gsi_next (&gpi))
    {
      gphi *phi = gpi.phi ();
      int k;
      if (!stepped_on_edge (loop, phi, e, true, &k))
        continue;
      if (!cond_known)
        {
          cond_known = true;
          cond_ok = prefix_condition (loop, e->src, e, &f);
        }
      HOST_WIDE_INT s;
      tree pre = guarded_entry_value (PHI_ARG_DEF_FROM_EDGE
                                        (phi, loop_preheader_edge (loop)),
                                      loop);
      if (!cond_ok
          || !start_residue (loop, pre, k, &f, &s))
        continue;
      struct ascsync_prefix *p = &g->p[g->np++];
      p->h = gimple_phi_result (phi);
      p->v = ascsync_val_int (0, k - 1);
      p->v.pl = loop->num;
      p->v.pk = k;
      for (int r = 0; r < k; r++)
        p->v.plo[r] = p->v.phi[r] = (uint64_t) ((s + r) % k);
    }
}
