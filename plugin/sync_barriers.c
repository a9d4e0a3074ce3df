/* sync_barriers.c -- the same-pipe barriers of the structured
   placement (GCC-independent), planned once the flag pairs are final.

   A same-pipe dependence A -> B (both on pipe P) that no kept pair
   orders needs a pipe_barrier (P) on every path from A to B (or, when
   they meet only round a loop's back edge, on every such path).  One
   barrier orders every dependence it lies between, so placing them is
   stabbing intervals with as few points as possible, where the best
   order on a line is known: take the intervals by their right ends,
   and stab each one no point stabs yet at its right end.

   1. The dependences (find_needs).  Each one the pairs do not order
      needs a barrier; its own point (barrier_point) is as late as it
      can be -- right before B -- unless B lies in loops A is not in
      (then the end of B's nearest dominator outside them, so the
      barrier does not run in every iteration of those loops) or B
      runs in a loop's first iteration only.  The own point orders the
      dependence by construction.
   2. The order (order_by_point): first the dependences that reach B
      forward in an iteration, then those that go round a back edge
      (their intervals wrap, and most are stabbed by then: the barrier
      between a tile's last two vector steps also orders the last one
      before the next tile's first), each group by the position of its
      own point in reverse post order.
   3. The barriers (plan_in_order): in that order, one at the own point
      of each dependence no barrier placed so far orders.  The join
      after a tile's main part and its tail is the own point of the
      dependences from the conversions to the steps after them; placed
      first, it also orders the conversions of the next tile after this
      tile's, which taken first would have put one barrier before each
      conversion.
   4. Barriers all of whose dependences others order too are dropped,
      latest placed first; then barriers moved up at no cost stand for
      those of sibling branches after them (sync_barrier_cover.c:
      sync_drop_covered_barriers, sync_merge_lifted_barriers, not for
      source output).  Then, per loop and
      pipe, the plan with the dependences round the loop's back edge
      ordered at the start of its iteration where that point orders
      them, when it has fewer barriers run not much more often
      (try_iteration_starts).  A barrier that alone orders dependences
      whose producers all lie in one block run less often than its own
      goes right after them (sink_to_producers): a vector op in a branch
      an iteration takes or not (the zeros of an edge tile) and its
      consumers after the join.
   5. A barrier right before an operation that only dependences from
      an earlier iteration need, or at the start of an iteration that
      only they need, is skipped in the first iteration
      (guard_first_iterations).  */

#include <stdlib.h>
#include <string.h>
#include "sync_place.h"

/* Whether same-pipe barrier H of BL orders dependence K of C->SAME
   (see sync_barrier_orders_dep).  */
static int
barrier_covers (const struct pctx *c, const struct sbar_list *bl, int h,
                int k, int fwd)
{
  return sync_barrier_orders_dep (c, bl->v[h].at, bl->v[h].pipe, k, fwd);
}

/* Whether the flag pairs of C other than SKIP order same-pipe
   dependence A -> B, the points SA before WB, DIST iterations apart
   (CARRIED: B after A in the iteration, but they conflict only DIST
   iterations apart).  Leaves C->DIST changed.  */
static int
same_ordered (struct pctx *c, int a, int b, struct pt sa, struct pt wb,
              int dist, int carried, int skip)
{
  const struct sync_func *fn = c->fn;
  c->dist = dist;
  sync_witness_clear (c);
  if (sync_dep_ordered (c, a, b, sa, wb, skip, SYNC_HOW_LC))
    return 1;
  sync_witness_clear (c);
  if (sync_hb_ordered (c, a, b, sa, wb, skip))
    return 1;
  sync_witness_clear (c);
  int fwd = sa.block < wb.block
            || (sa.block == wb.block && sa.key < wb.key);
  /* ROUND: B is reached from A only round the back edge of their loop,
     or they conflict only from one iteration to a later one.  After A
     in reverse post order (A and B in branches one iteration takes one
     of, or in one iteration), it is ordered when a chain of pairs
     carries A to B the smallest number of iterations later at which
     they meet.  */
  int cl = sync_common_loop (fn, sa.block, wb.block);
  if (cl < 0 || !fwd || (!carried && sync_forward_path (fn, sa, wb, cl)))
    return 0;
  c->dist = sync_ops_min_dist (&fn->ops[a], &fn->ops[b], cl);
  return c->dist > 0 && sync_dep_ordered (c, a, b, sa, wb, skip,
                                          SYNC_HOW_ROUND);
}

/* Whether the flag pairs of C other than SKIP order same-pipe
   dependence D (no pipe_barrier needed for it): in its form, or only
   from one run of its loop to a later one when that is all it has.
   Leaves C->DIST changed.  */
static int
same_dep_ordered (struct pctx *c, const struct dep *d, int skip)
{
  return same_ordered (c, d->a, d->b, d->sa, d->wb, d->dist, d->carried,
                       skip)
         || (d->xonly && d->xdist > 0
             && same_ordered (c, d->a, d->b, d->xsa, d->xwb, d->xdist, 0,
                              skip));
}

/* Whether same-pipe dependence K of C goes only round the back edge
   of loop L (or from one iteration of L to a later one), and the flag
   pairs order it from one run of L to the next, which does not pass
   L's latch -- or a row guard of L does: a guard in a loop inside
   another runs its sync, always, on the one edge entering L
   (sync_plan_row_guards), which every path from one run to the next
   passes.  */
static int
round_only (struct pctx *c, int k, int l)
{
  const struct sync_func *fn = c->fn;
  const struct dep *d = &c->same.v[k];
  if (d->wb.where != SYNC_BEFORE_OP || d->wb.op != d->b
      || sync_common_loop (fn, d->sa.block, d->wb.block) != l
      || (!d->carried && sync_forward_path (fn, d->sa, d->wb, l)))
    return 0;
  /* No form from one run to the next: trusted only when L is never
     run again (outer_carried does not look past a parent loop whose
     iteration forms keep the two apart within its runs).  */
  int ordered = d->xdist == 0
                ? fn->loops[l].parent < 0
                : same_ordered (c, d->a, d->b, d->xsa, d->xwb, d->xdist, 0,
                                -1)
                  || (fn->loops[l].parent >= 0
                      && sync_row_guard_depth (&fn->ops[d->a],
                                               &fn->ops[d->b], l) > 0);
  c->dist = d->dist;
  return ordered;
}

/* The period of barrier H of BL, guarded in the first iteration of
   loop L (guard_first_iterations), when it orders dependences (NEED,
   forward FWDS) that within a run of L meet only PERIOD or more
   iterations apart (the exact least distance, not capped at
   SYNC_MAXK), PERIOD >= 2: then running it only in the iterations
   numbered a multiple of PERIOD orders them all, since between the
   iterations of any two that meet lies one of those -- where it runs
   in every iteration of L that goes round: its block's when that
   dominates L's latch, else (*MOVE set) the start of L's header (a
   barrier before an operation on a branch, a scatter's store that
   skips some rows: in iteration M it orders the work of the iterations
   before M before that of M on).  0 when there is no such period.  */
static int
barrier_period (struct pctx *c, const struct sbar_list *bl, int h, int l,
                const int *need, const int *fwds, int *move)
{
  const struct sync_func *fn = c->fn;
  const struct sync_loop *lp = &fn->loops[l];
  struct pt at = bl->v[h].at;
  if (lp->latch < 0)
    return 0;
  *move = !sync_bdom (c, at.block, lp->latch);
  int period = 0;
  for (int k = 0; k < c->same.n; k++)
    if (need[k] && fn->ops[c->same.v[k].a].pipe == bl->v[h].pipe
        && barrier_covers (c, bl, h, k, fwds[k]))
      {
        const struct dep *d = &c->same.v[k];
        int dist = sync_ops_min_dist_exact (&fn->ops[d->a], &fn->ops[d->b],
                                            l);
        if (dist == 1)
          return 0;
        if (dist > 1 && (!period || dist < period))
          period = dist;
      }
  return period;
}

/* Leave out each same-pipe barrier of BL right before an operation B of
   loop L in the first iteration of every run of L (the hand-written
   "if (ks > 0) pipe_barrier (PIPE_M)" before an accumulating mad) when
   every dependence it orders (NEED, forward FWDS) has B as its
   consumer and goes only round L's back edge (round_only): then none
   reaches B in the first iteration but from a run before, which the
   flag pairs order.  Likewise a barrier at the start of L's iteration
   all of whose dependences go only round L's back edge.  */
static void
guard_first_iterations (struct pctx *c, struct sbar_list *bl,
                        const int *need, const int *fwds)
{
  const struct sync_func *fn = c->fn;
  for (int h = 0; h < bl->n; h++)
    {
      struct pt at = bl->v[h].at;
      int l = at.block >= 0 ? fn->blocks[at.block].loop : -1;
      int start = l >= 0 && at.where == SYNC_BLOCK_START
                  && at.block == fn->loops[l].header;
      if (at.where != SYNC_BEFORE_OP && !start)
        continue;
      int p = bl->v[h].pipe;
      int ok = l >= 0, any = 0;
      for (int k = 0; ok && k < c->same.n; k++)
        if (need[k] && fn->ops[c->same.v[k].a].pipe == p
            && barrier_covers (c, bl, h, k, fwds[k]))
          {
            any = 1;
            ok = (start || c->same.v[k].b == at.op) && round_only (c, k, l);
          }
      if (ok && any)
        {
          int move = 0;
          bl->v[h].guard = l + 1;
          bl->v[h].period = barrier_period (c, bl, h, l, need, fwds, &move);
          if (move && bl->v[h].period > 1)
            bl->v[h].at = sync_pt_start (fn, fn->loops[l].header);
          else if (move)
            bl->v[h].period = 0;
        }
    }
}

/* The point, of AT (run FAT times by GCC's profile) and the points
   after operation A on every path from A to WB round the back edge of
   their common loop CL (right after A, the starts of A's iteration
   post-dominators in CL outside loops A is not in: sync_s_chain), that
   GCC's profile runs least often; AT on a tie.  */
static struct pt
sunk_after_producer (struct pctx *c, int a, struct pt wb, int cl,
                     struct pt at, int64_t fat)
{
  const struct sync_func *fn = c->fn;
  struct pt sc[MAXCHAIN];
  int ns = sync_s_chain (c, a, sc);
  struct pt sa = sync_pt_after (fn, a);
  for (int i = 0; i < ns; i++)
    {
      int64_t f = sync_point_freq (fn, sc[i]);
      if (f >= 0 && f < fat && (cl < 0 || sync_in_loop (fn, cl, sc[i].block))
          && (i == 0 || sync_barrier_between (c, sc[i], sa, wb, 0)))
        {
          at = sc[i];
          fat = f;
        }
    }
  return at;
}

/* Where the barrier for the same-pipe dependence of A on B goes (its
   points' WB; FWD, OUTER, ROUND and CL as sync_plan_barriers computes
   them): hoisted towards A (sync_hoist_point) unless it is met from
   one run of a loop to the next.  */
static struct pt
barrier_point (struct pctx *c, int a, int b, struct pt wb, int fwd,
               int outer, int round, int cl)
{
  const struct sync_func *fn = c->fn;
  struct pt at = outer ? wb
                 : sync_hoist_point (c, a, b, fwd,
                                     sync_common_loop (fn, fn->ops[a].block,
                                                       fn->ops[b].block));
  /* A reaching B only round the loop (a branch that one iteration
     takes or not): right after A, or where A's paths leave the loops
     B is not in, is on every path from A to B as well; take the one
     GCC's profile runs least often when it runs less often than AT
     (a path for an empty tile; the exit of a loop over the odd rows),
     before the plan looks for points that order several dependences
     at once (try_iteration_starts), which a barrier there may then
     make needless.  */
  int64_t fat = sync_point_freq (fn, at);
  if (!outer && round && fat >= 0)
    at = sunk_after_producer (c, a, wb, cl, at, fat);
  /* B runs in the first iteration of the common loop CL only: A meets
     it from an earlier run of the loop, and right before B is on every
     such path, run once a run.  */
  if (!outer && cl >= 0 && sync_first_iteration_only (fn, cl, wb.block))
    at = sync_pt_before (fn, b);
  return at;
}

/* What the dependences of C->SAME need: per dependence, whether a
   barrier (not ordered by the flag pairs), forward in the iteration,
   going round a back edge, its own point, and the barrier planned at
   that point (-1: none).  */
struct bneed
{
  int *need, *fwd, *own, *round;
  struct pt *at;
};

/* Append a barrier of pipe P at AT for dependence A -> B to BL;
   returns its index.  */
static int
push_barrier (struct sbar_list *bl, struct pt at, int p, int a, int b)
{
  if (bl->n == bl->cap)
    {
      bl->cap = bl->cap ? 2 * bl->cap : 16;
      bl->v = (struct sbar *) realloc (bl->v, bl->cap * sizeof *bl->v);
      if (!bl->v)
        abort ();
    }
  bl->v[bl->n].at = at;
  bl->v[bl->n].pipe = p;
  bl->v[bl->n].guard = 0;
  bl->v[bl->n].period = 0;
  bl->v[bl->n].peer = b;
  bl->v[bl->n].cause = a;
  return bl->n++;
}

/* Phase 1: fill N for the dependences of C->SAME: which need a
   barrier (the flag pairs other than SKIP leave them unordered; KNOWN,
   when non-null, gives that per dependence where already found: 1
   ordered, 0 not, -1 not yet known), forward in the iteration or
   round a back edge, and their own points.  */
static void
find_needs (struct pctx *c, struct bneed *n, int skip,
            const signed char *known)
{
  const struct sync_func *fn = c->fn;
  for (int k = 0; k < c->same.n; k++)
    {
      const struct dep *d = &c->same.v[k];
      int a = d->a, b = d->b;
      struct pt sa = d->sa, wb = d->wb;
      if (known && known[k] >= 0 ? known[k]
                                 : same_dep_ordered (c, d, skip))
        continue;
      c->dist = d->dist;
      /* Forward in the iteration: B after A in reverse post order, or
         no loop holds both (every path from A to B is forward, also
         when A's loop, left only from its header, comes after B in
         reverse post order).  */
      int cl = sync_common_loop (fn, sa.block, wb.block);
      int fwd = cl < 0 || sa.block < wb.block
                || (sa.block == wb.block && sa.key < wb.key);
      int round = cl >= 0
                  && (d->carried || !sync_forward_path (fn, sa, wb, cl));
      n->need[k] = 1;
      n->fwd[k] = fwd;
      n->round[k] = round;
      /* From one run of an inner loop to a later one (see
         outer_carried): WB is on every such path.  */
      int outer = !fwd && !(wb.where == SYNC_BEFORE_OP && wb.op == b);
      n->at[k] = barrier_point (c, a, b, wb, fwd, outer, round, cl);
    }
}

/* The barrier of pipe P at point AT in BL, or -1.  */
static int
barrier_at (const struct sbar_list *bl, int p, struct pt at)
{
  for (int h = 0; h < bl->n; h++)
    if (bl->v[h].pipe == p && sync_same_point (bl->v[h].at, at))
      return h;
  return -1;
}

/* Plan the barriers of C (N) into BL, emptied first, taking the needed
   dependences in the order ORDER: a barrier at the own point of each
   one that no barrier planned before orders (or right before whose
   consumer one lies) -- or, for one going round the back edge of loop
   L on pipe P with START[L * NP + P] set, at the start of L's
   iteration when a barrier there orders it.  Sets N->OWN.  */
static void
plan_in_order (struct pctx *c, struct sbar_list *bl, struct bneed *n,
               const int *order, const char *start)
{
  const struct sync_func *fn = c->fn;
  bl->n = 0;
  for (int i = 0; i < c->same.n; i++)
    {
      int k = order[i];
      n->own[k] = -1;
      if (!n->need[k])
        continue;
      const struct dep *d = &c->same.v[k];
      int p = fn->ops[d->a].pipe, done = 0;
      c->dist = d->dist;
      /* The latest planned first: in the order of their points, the
         barrier ordering a dependence is most often the last one.  */
      for (int h = bl->n - 1; !done && h >= 0; h--)
        done = sync_barrier_orders_dep (c, bl->v[h].at, bl->v[h].pipe, k,
                                        n->fwd[k]);
      if (done)
        continue;
      struct pt at = n->at[k];
      int cl = sync_common_loop (fn, d->sa.block, d->wb.block);
      if (start && n->round[k] && cl >= 0 && start[cl * NP + p])
        {
          struct pt ip = sync_pt_start (fn, fn->loops[cl].header);
          if (sync_barrier_orders_dep (c, ip, p, k, n->fwd[k]))
            at = ip;
        }
      /* The same point as a barrier of this pipe planned before.  */
      n->own[k] = barrier_at (bl, p, at);
      if (n->own[k] < 0)
        n->own[k] = push_barrier (bl, at, p, d->a, d->b);
    }
}

/* The sort key of dependence K for plan_in_order: ROUND, then its own
   point AT.  */
struct okey
{
  int round;
  struct pt at;
  int k;
};

static int
cmp_okey (const void *x, const void *y)
{
  const struct okey *a = (const struct okey *) x;
  const struct okey *b = (const struct okey *) y;
  if (a->round != b->round)
    return a->round - b->round;
  if (a->at.block != b->at.block)
    return a->at.block < b->at.block ? -1 : 1;
  if (a->at.key != b->at.key)
    return a->at.key < b->at.key ? -1 : 1;
  return a->k - b->k;
}

/* The order of the dependences of C (N) for plan_in_order, into
   ORDER: those that reach their consumer forward in the iteration
   first, then those that go round a back edge, each by the position of
   its own point (blocks are numbered in reverse post order).  As in stabbing
   intervals at their right ends, a barrier placed for a dependence
   that ends early serves the later ones it lies between.  */
static void
order_by_point (const struct pctx *c, const struct bneed *n, int *order)
{
  int ns = c->same.n;
  struct okey *v = (struct okey *) malloc ((ns + 1) * sizeof *v);
  if (!v)
    abort ();
  for (int k = 0; k < ns; k++)
    {
      v[k].round = n->round[k];
      v[k].at = n->at[k];
      v[k].k = k;
    }
  qsort (v, ns, sizeof *v, cmp_okey);
  for (int i = 0; i < ns; i++)
    order[i] = v[i].k;
  free (v);
}

/* How often the blocks of the barriers of OLD that NEW does not have
   run together by GCC's profile, each block counted once (barriers of
   one block run in the same iterations): at its first barrier in OLD,
   when NEW does not have that one; -1 when some has no estimate.  */
static int64_t
replaced_blocks_freq (const struct sync_func *fn, const struct sbar_list *old,
                      const struct sbar_list *new_bl)
{
  int64_t sum = 0;
  for (int h = 0; h < old->n; h++)
    {
      int seen = 0;
      for (int j = 0; j < h && !seen; j++)
        seen = old->v[j].at.block == old->v[h].at.block;
      if (seen || barrier_at (new_bl, old->v[h].pipe, old->v[h].at) >= 0)
        continue;
      int64_t f = sync_point_freq (fn, old->v[h].at);
      if (f < 0)
        return -1;
      sum += f;
    }
  return sum;
}

/* Whether loop L holds at least two barriers of pipe P of BL: the
   only case where one at the start of its iteration can replace
   some.  */
static int
several_in_loop (const struct sync_func *fn, const struct sbar_list *bl,
                 int l, int p)
{
  int m = 0;
  for (int h = 0; h < bl->n; h++)
    if (bl->v[h].pipe == p && bl->v[h].at.where != SYNC_ON_EDGE
        && bl->v[h].at.block >= 0 && sync_in_loop (fn, l, bl->v[h].at.block))
      m++;
  return m >= 2;
}

/* After phase 4: where the operations a loop carries dependences to run
   under conditions (a row's head and its masked tail, each in a branch
   taken on data), a barrier before each consumer orders only that
   consumer's dependences, and only when its branch runs; one at the
   start of the iteration orders all of them.  For each loop L and pipe
   P with two or more barriers in L, plan the barriers of C (N, ORDER)
   again with the start of L's iteration taken for the dependences
   round L's back edge that it orders (not for source output: see
   struct sync_options), and keep that plan instead of BL
   when it has fewer barriers and, by GCC's profile, the start runs at
   most twice as often as the blocks of the barriers it replaces run
   together, each block once (the profile's guesses for branches on
   data are rough; what it tells reliably is a branch run rarely, such
   as a tail, whose barriers then stay however many it holds).  */
static void
try_iteration_starts (struct pctx *c, struct sbar_list *bl, struct bneed *n,
                      const int *order)
{
  const struct sync_func *fn = c->fn;
  char *start = NULL;
  struct sbar_list alt = { NULL, 0, 0 };
  for (int l = 0; l < fn->nloops; l++)
    for (int p = 0; p < NP; p++)
      {
        if (!several_in_loop (fn, bl, l, p))
          continue;
        if (!start && !(start = (char *) calloc ((size_t) fn->nloops * NP, 1)))
          abort ();
        start[l * NP + p] = 1;
        plan_in_order (c, &alt, n, order, start);
        sync_drop_covered_barriers (c, &alt, n->need, n->fwd, n->own);
        sync_merge_lifted_barriers (c, &alt, n->need, n->fwd, n->own);
        int64_t f = sync_point_freq (fn,
                                     sync_pt_start (fn, fn->loops[l].header));
        int64_t saved = replaced_blocks_freq (fn, bl, &alt);
        if (alt.n < bl->n && (f < 0 || saved < 0 || f <= 2 * saved))
          {
            struct sbar_list t = *bl;
            *bl = alt;
            alt = t;
          }
        else
          start[l * NP + p] = 0;
      }
  /* N->OWN now describes the last plan tried, not BL: nothing after
     this phase reads it.  */
  free (alt.v);
  free (start);
}

/* Whether barrier H of BL alone orders dependence K of C->SAME
   (needed, forward when FWD): no other barrier of BL does.  */
static int
only_barrier_for (const struct pctx *c, const struct sbar_list *bl, int h,
                  int k, int fwd)
{
  if (c->fn->ops[c->same.v[k].a].pipe != bl->v[h].pipe
      || !barrier_covers (c, bl, h, k, fwd))
    return 0;
  for (int j = 0; j < bl->n; j++)
    if (j != h && bl->v[j].pipe == bl->v[h].pipe
        && barrier_covers (c, bl, j, k, fwd))
      return 0;
  return 1;
}

/* Phase 4a: a barrier that alone orders dependences whose producers
   all lie in one block that GCC's profile runs less often than the
   barrier's own block (a branch an iteration takes or not, the
   consumers after the join) goes right after the last of those
   producers, A, instead, when it orders every one of those dependences
   there (a barrier orders whatever of its pipe was issued before it
   before whatever is issued after; every path from a producer before A
   in A's block passes right after A unless the consumer comes first,
   between the two): it then runs only on the paths that need it.
   Never into a loop the barrier's own block is not in: there it would
   run once per iteration of that loop, and GCC's guessed profile (a
   branch in the loop taken one time in five) does not know how many
   iterations take the branch.  */
static void
sink_to_producers (struct pctx *c, struct sbar_list *bl, const int *need,
                   const int *fwds)
{
  const struct sync_func *fn = c->fn;
  int *alone = (int *) malloc ((c->same.n + 1) * sizeof (int));
  if (!alone)
    abort ();
  for (int h = 0; h < bl->n; h++)
    {
      int64_t fh = sync_point_freq (fn, bl->v[h].at);
      if (fh < 0)
        continue;
      /* The dependences H alone orders, and their latest producer A
         when they all have theirs in one block.  */
      int na = 0, a = -1;
      for (int k = 0; k < c->same.n && na >= 0; k++)
        {
          const struct dep *d = &c->same.v[k];
          if (!need[k] || !only_barrier_for (c, bl, h, k, fwds[k]))
            continue;
          if (a >= 0 && fn->ops[d->a].block != fn->ops[a].block)
            na = -1;
          else
            {
              alone[na++] = k;
              if (a < 0 || d->a > a)
                a = d->a;
            }
        }
      if (na <= 0)
        continue;
      const struct sync_block *ab = &fn->blocks[fn->ops[a].block];
      if (ab->freq < 0 || ab->freq >= fh
          || (ab->loop >= 0
              && !sync_in_loop (fn, ab->loop, bl->v[h].at.block)))
        continue;
      struct pt y = sync_pt_after (fn, a);
      int ok = barrier_at (bl, bl->v[h].pipe, y) < 0;
      for (int x = 0; x < na && ok; x++)
        {
          const struct dep *d = &c->same.v[alone[x]];
          ok = !(fn->ops[d->b].block == y.block && d->b > d->a
                 && d->b <= a);
        }
      if (ok)
        bl->v[h].at = y;
    }
  free (alone);
}

/* Plan the barriers of C->SAME into BL (emptied first) as
   sync_plan_barriers does, the flag pairs other than SKIP ordering what
   they do (KNOWN: see find_needs); FINAL: the plan kept, not one
   only counted, also moved (sink_to_producers, which keeps their
   number) and guarded (guard_first_iterations).  */
static void
plan_barriers (struct pctx *c, struct sbar_list *bl, int skip,
               const signed char *known, int final)
{
  int ns = c->same.n;
  struct bneed n;
  n.need = (int *) calloc (ns + 1, sizeof (int));
  n.fwd = (int *) calloc (ns + 1, sizeof (int));
  n.own = (int *) calloc (ns + 1, sizeof (int));
  n.round = (int *) calloc (ns + 1, sizeof (int));
  n.at = (struct pt *) calloc (ns + 1, sizeof (struct pt));
  int *order = (int *) malloc ((ns + 1) * sizeof (int));
  if (!n.need || !n.fwd || !n.own || !n.round || !n.at || !order)
    abort ();
  find_needs (c, &n, skip, known);
  order_by_point (c, &n, order);
  plan_in_order (c, bl, &n, order, NULL);
  sync_drop_covered_barriers (c, bl, n.need, n.fwd, n.own);
  if (!c->opts->source_points)
    {
      sync_merge_lifted_barriers (c, bl, n.need, n.fwd, n.own);
      try_iteration_starts (c, bl, &n, order);
    }
  if (final)
    {
      sink_to_producers (c, bl, n.need, n.fwd);
      guard_first_iterations (c, bl, n.need, n.fwd);
    }
  free (order);
  free (n.need);
  free (n.fwd);
  free (n.own);
  free (n.round);
  free (n.at);
}

/* See sync_place.h.  The same-pipe dependences collected in C
   (C->SAME): a pipe_barrier each unless the flag pairs order them
   already, through other pipes, or a barrier lies between; into
   C->BARS (see the head of this file).  */
void
sync_plan_barriers (struct pctx *c, const struct same_memo *m)
{
  signed char *known = NULL;
  if (m && m->all)
    {
      /* What the memo found ordered with the live pairs (each drop
         forgot what relied on the dead pair); the rest tested again.  */
      known = (signed char *) malloc (c->same.n + 1);
      if (!known)
        abort ();
      for (int k = 0; k < c->same.n; k++)
        known[k] = m->all[k] > 0 ? 1 : -1;
    }
  plan_barriers (c, &c->bars, -1, known, 1);
  free (known);
  c->bars_final = 1;
  free (c->same.v);
}

/* The number of barriers plan_barriers plans for C with the flag pairs
   other than SKIP (KNOWN: see find_needs).  */
static int
count_barriers (struct pctx *c, int skip, const signed char *known)
{
  struct sbar_list bl = { NULL, 0, 0 };
  plan_barriers (c, &bl, skip, known, 0);
  free (bl.v);
  return bl.n;
}

/* See sync_place.h.  A dependence matters when the pairs other than
   SKIP leave it unordered and all of them order it, which is known
   (sync_same_memo_drop); one they order by a witness without SKIP stays
   ordered.  */
int
sync_same_relies_on (struct pctx *c, int skip, struct same_memo *m)
{
  int ns = c->same.n, any = 0;
  if (!m->all)
    {
      m->all = (signed char *) malloc (ns + 1);
      m->wit = (struct witness *) malloc ((ns + 1) * sizeof *m->wit);
      if (!m->all || !m->wit)
        abort ();
      memset (m->all, -1, ns + 1);
      m->with = -1;
    }
  signed char *without = (signed char *) malloc (ns + 1);
  if (!without)
    abort ();
  memset (without, -1, ns + 1);
  for (int k = 0; k < ns; k++)
    {
      const struct dep *d = &c->same.v[k];
      if (m->all[k] < 0)
        {
          m->wit[k].n = -1;
          c->wit = &m->wit[k];
          m->all[k] = (signed char) same_dep_ordered (c, d, -1);
          c->wit = NULL;
        }
      if (!m->all[k])
        continue;
      without[k] = sync_witness_holds (c, &m->wit[k], skip)
                   || same_dep_ordered (c, d, skip);
      any |= !without[k];
    }
  int more = 0;
  if (any)
    {
      if (m->with < 0)
        m->with = count_barriers (c, -1, m->all);
      more = count_barriers (c, skip, without) > m->with;
    }
  free (without);
  return more;
}

/* See sync_place.h.  */
void
sync_same_memo_drop (const struct pctx *c, struct same_memo *m)
{
  for (int k = 0; m->all && k < c->same.n; k++)
    if (m->all[k] > 0 && !sync_witness_holds (c, &m->wit[k], -1))
      m->all[k] = -1;
  m->with = -1;
}

/* See sync_place.h.  */
void
sync_same_memo_reset (struct same_memo *m)
{
  free (m->all);
  free (m->wit);
  m->all = NULL;
  m->wit = NULL;
  m->with = -1;
}
