/* sync_place.c -- structured sync placement of ascsync (GCC-independent).

   Used when the abstract CFG carries dominator and loop information
   (sync_func.have_cfg), for functions with and without hand-written
   sync.  Post-dominance is computed here on the iteration graph (see
   iter_postdom), not taken from the function-wide post-dominator tree,
   so that a point post-dominating another in a loop body is reached in
   the same iteration.  For every dependence a -> b between pipe
   operations:
     - same pipe (not S): a pipe_barrier before b, outside the loops
       that hold b but not a;
     - cross pipe P -> Q: a set_flag (P, Q) at a point S after a and a
       wait_flag (P, Q) at a point W before b, chosen as close to a and b
       as possible such that S and W alternate on every path: S and W in
       the same innermost loop, S dominates W and W post-dominates S
       within the iteration (the paper's hoisting out of loops falls out
       of walking the post-dominator chain of a and the dominator chain
       of b);
     - a dependence that crosses a back edge (b before a in the loop
       body, or a before b but touching b's bytes only in a later
       iteration, as a prefetch into the other slot) gets a
       loop-carried pair: W and S executed once per iteration, a
       priming set_flag on the preheader edge and a draining wait_flag
       on every exit edge (of the outermost enclosing loop for which
       the ids mean the same slots in every run);
     - otherwise set_flag and wait_flag back to back before b.
   Dependences already ordered by a kept pair of the same pipe pair, by
   a chain of pairs through other pipes, or by hand-written sync (mode
   keep) get nothing (sync_order.c); pairs of one pipe pair are merged
   when the merged points stay valid (the producer's and consumer's own
   points, or the nearest points of their chains in the loops of the
   pair's points: a producer in an inner loop served from after it).  A
   flag may be set again only once its previous wait is ordered before
   the new set: a pair in a loop that no reverse pair orders gets a
   reverse acknowledgement pair, or, a prefetch pair, more ids than its
   distance, its wait taking the set of that many iterations before
   (rotate_lagging).  Event
   ids are then given per pipe pair by colouring: two pairs share an id
   when their live ranges (set to wait) are disjoint on every path and
   each one's wait is ordered before the other's next set (see
   interfere); never a reserved id nor one hand-written sync uses.  A
   pair left without an id becomes a wait for its source pipe through
   PIPE_S at its wait, or a pipe_barrier (PIPE_ALL) there (sync_ids.c).
   Program points and the CFG relations between them are in
   sync_points.c, re-arming in sync_rearm.c, split sets in
   sync_split.c, same-pipe barriers and the emission in sync_emit.c,
   slot groups in sync_group.c, what the files share in sync_place.h.
   Every decision is taken in a fixed order, so the plan is
   deterministic.  */

#include <stdlib.h>
#include <string.h>
#include "sync_place.h"


/* Whether no operation but EXCEPT that may issue work of pipe P (a
   call or hand-written sync too, conservatively) lies on a path from
   point FROM to point TO within one iteration of loop L (-1: the
   function body).  */
static int
pipe_free_between (const struct sync_func *fn, struct pt from, struct pt to,
                   int p, int except, int l)
{
  for (int y = 0; y < fn->nblocks; y++)
    {
      const struct sync_block *by = &fn->blocks[y];
      if (by->nops == 0 || (l >= 0 && !sync_in_loop (fn, l, y)))
        continue;
      int inner = y != from.block && y != to.block;
      if (inner && (!sync_forward_path (fn, from, sync_pt_start (fn, y), l)
                    || !sync_forward_path (fn, sync_pt_end (fn, y), to, l)))
        continue;
      if (!inner && from.block == to.block && y == from.block
          && from.key >= to.key)
        continue;
      for (int x = by->first_op; x < by->first_op + by->nops; x++)
        {
          long k = sync_pt_before (fn, x).key;
          if (x == except || (y == from.block && k < from.key)
              || (y == to.block && k > to.key))
            continue;
          if (fn->ops[x].kind != SYNC_OP_PIPE || fn->ops[x].pipe == p)
            return 0;
        }
    }
  return 1;
}

/* Whether the set of a pair ordering A before B (a forward dependence
   of one iteration) may stand right before B, back to back with its
   wait, as early in pipe P's queue as a set right after A: A's point
   dominates B's, B lies in no loop A is not in, and no path from A to
   B within the iteration meets another operation that may issue work
   of A's pipe; and B is the only operation of its pipe that meets A
   in the iteration after it.  Then B's wait need not be hoisted out of
   a branch B alone takes, where it would hold back pipe Q on the other
   paths (a wait hoisted above the branches of several consumers serves
   them all at once).  */
static int
late_set_ok (const struct pctx *c, int a, int b)
{
  const struct sync_func *fn = c->fn;
  int ab = fn->ops[a].block, bb = fn->ops[b].block;
  int l = fn->blocks[ab].loop;
  struct pt sa = sync_pt_after (fn, a), wb = sync_pt_before (fn, b);
  if (fn->ops[a].kind != SYNC_OP_PIPE || fn->ops[b].kind != SYNC_OP_PIPE
      || ab == bb || !sync_pdom_pt (c, sa, wb, 0)
      || fn->blocks[ab].loop != fn->blocks[bb].loop)
    return 0;
  for (int x = 0; x < fn->nops; x++)
    if (x != b && fn->ops[x].kind == SYNC_OP_PIPE
        && fn->ops[x].pipe == fn->ops[b].pipe
        && (l < 0 || sync_in_loop (fn, l, fn->ops[x].block))
        && sync_forward_path (fn, sa, sync_pt_before (fn, x), l)
        && (l >= 0 ? sync_ops_conflict_dist (&fn->ops[a], &fn->ops[x], l, 0)
                   : sync_ops_conflict (&fn->ops[a], &fn->ops[x])))
      return 0;
  return pipe_free_between (fn, sa, wb, fn->ops[a].pipe, -1, l);
}

/* A set point for loop-carried pair R joined by producer A (point SA)
   when R's set does not come after SA nor SA after it: the nearest
   point on A's post-dominator chain after R's set too, when no
   operation of R's source pipe but A lies between R's set and it (R's
   own producers' flag is not delayed); else SA.  */
static struct pt
lc_join_set (struct pctx *c, const struct pair *r, int a, struct pt sa)
{
  const struct sync_func *fn = c->fn;
  static struct pt sc[MAXCHAIN];
  if (r->kind != PK_LC || r->split)
    return sa;
  int ns = sync_s_chain (c, a, sc);
  for (int i = 1; i < ns; i++)
    if (sync_ppdom_pt (c, sc[i], r->s, 1)
        && sync_in_loop (fn, r->loop, sc[i].block))
      return pipe_free_between (fn, r->s, sc[i], r->p, a, r->loop)
             ? sc[i] : sa;
  return sa;
}

/* Operations A and B, in loop L, conflict in no two iterations of one
   run of L (their iteration forms say so, or L runs too few iterations
   for their distance).  They may still conflict from one run of L to a
   later one, across the back edge of L's parent loop M (of the nearest
   enclosing loop whose runs are long enough for the distance, into
   *ML).  Return 0 when they do not; else the distance of the
   dependence, with *SA and *WB the points it orders.  A same-pipe
   dependence gets the points of M that stand for A and B -- the
   nearest set point after A and wait point before B that lie directly
   in M (every path from A to a later B passes both, in this order) --
   and its distance in iterations of M (as sync_ops_min_dist).  A
   cross-pipe dependence, or one without such points, is ordered as one
   through L's back edge (distance 1, *SA after A and *WB before B),
   which orders every later run too.  */
static int
outer_carried (const struct pctx *c, int a, int b, int l, struct pt *sa,
               struct pt *wb, int *ml)
{
  const struct sync_func *fn = c->fn;
  int m = fn->loops[l].parent, d = 0;
  /* M too may run too few iterations for the distance: then from one
     run of M to a later one.  */
  for (; m >= 0; m = fn->loops[m].parent)
    {
      d = sync_ops_min_dist_exact (&fn->ops[a], &fn->ops[b], m);
      if (d == 0)
        return 0;
      if (sync_loop_dist_possible (fn, m, d, fn->ops[b].block))
        break;
    }
  if (d > SYNC_MAXK)
    d = SYNC_MAXK;
  if (m < 0)
    return 0;                   /* L is never run again */
  *ml = m;
  *sa = sync_pt_after (fn, a);
  *wb = sync_pt_before (fn, b);
  if (fn->ops[a].pipe != fn->ops[b].pipe)
    return 1;
  static struct pt sc[MAXCHAIN], wc[MAXCHAIN];
  int ns = sync_s_chain (c, a, sc), nw = sync_w_chain (c, b, wc);
  int i = 0, j = 0;
  while (i < ns && fn->blocks[sc[i].block].loop != m)
    i++;
  while (j < nw && fn->blocks[wc[j].block].loop != m)
    j++;
  if (i == ns || j == nw || !sync_back_only (c, sc[i], wc[j]))
    return 1;
  *sa = sc[i];
  *wb = wc[j];
  return d;
}

/* Whether hand-written sync orders the dependence of B on A carried
   by loop L (-1: none) at distance DIST, SA before WB
   (sync_hand_ordered, sync_hb_hand_ordered).  Leaves C->DIST set to
   DIST.  */
static int
hand_ordered (struct pctx *c, int a, int b, int l, int dist, struct pt sa,
              struct pt wb)
{
  c->dist = dist;
  return sync_hand_ordered (c, a, b, l) || sync_hb_hand_ordered (c, a, b, sa,
                                                                 wb);
}

/* The forms of a dependence: carried by loop DL (-1: none) at distance
   DIST, from point SA to WB; and from one run of DL to a later one
   (outer_carried): by loop XL at distance XDIST (0: none), from XSA to
   XWB.  XONLY: one run of DL cannot make DIST (sync_loop_dist_possible),
   so only that second form has instances.  */
struct dep_forms
{
  int dl, dist, xonly;
  struct pt sa, wb;
  int xl, xdist;
  struct pt xsa, xwb;
};

/* Whether hand-written sync orders the dependence of B on A of forms
   F: 1 as a whole, 2 in parts -- its instances in one run of DL by a
   barrier on every path round DL's back edge, and those from one run
   to a later one in their own form ("if (k > 0) pipe_barrier" between
   the steps of one tile's accumulation, the flags of the tile loop
   across tiles) -- or only in the second form when XONLY; none of that
   form when DL is never run again.  0 when neither.  */
static int
hand_orders_forms (struct pctx *c, int a, int b, const struct dep_forms *f)
{
  if (hand_ordered (c, a, b, f->dl, f->dist, f->sa, f->wb))
    return 1;
  if (f->dl < 0
      || !(f->xonly || sync_hand_barrier_in_run (c, a, b, f->dl)))
    return 0;
  if (f->xdist > 0)
    return hand_ordered (c, a, b, f->xl, f->xdist, f->xsa, f->xwb) ? 2 : 0;
  return !f->xonly && c->fn->loops[f->dl].parent < 0 ? 2 : 0;
}

/* See sync_place.h.  */
struct pair *
sync_new_pair (struct pctx *c, enum pk k, int p, int q, struct pt s,
               struct pt w, int loop)
{
  if (c->nv == c->cv)
    {
      c->cv = c->cv ? 2 * c->cv : 32;
      c->v = (struct pair *) realloc (c->v, c->cv * sizeof *c->v);
      if (!c->v)
        abort ();
    }
  struct pair *r = &c->v[c->nv++];
  memset (r, 0, sizeof *r);
  r->kind = k;
  r->p = p;
  r->q = q;
  r->s = s;
  r->w = w;
  r->loop = loop;
  r->runs = loop;
  r->event = -1;
  r->rot = 1;
  return r;
}

/* Append dependence A -> B of distance DIST, ordering SA before WB, to
   L.  */
static void
deps_add (struct deps *l, int a, int b, int dist, struct pt sa, struct pt wb)
{
  if (l->n == l->cap)
    {
      l->cap = l->cap ? 2 * l->cap : 4;
      l->v = (struct dep *) realloc (l->v, l->cap * sizeof *l->v);
      if (!l->v)
        abort ();
    }
  struct dep *d = &l->v[l->n++];
  d->a = a;
  d->b = b;
  d->dist = dist;
  d->sa = sa;
  d->wb = wb;
  d->carried = 0;
  d->xdist = 0;
  d->xonly = 0;
}

/* Append dependence A -> B of distance DIST of FN to L, ordering the
   point after A before the point before B.  */
static void
deps_add_ops (const struct sync_func *fn, struct deps *l, int a, int b,
              int dist)
{
  deps_add (l, a, b, dist, sync_pt_after (fn, a), sync_pt_before (fn, b));
}

/* Whether the kept pairs other than SKIP order the dependence D: by
   one of the shapes sync_order.c knows, or along every path
   (sync_hb.c).  */
static int
still_ordered (struct pctx *c, const struct dep *d, int skip)
{
  c->dist = d->dist;
  sync_witness_clear (c);
  if (sync_dep_ordered (c, d->a, d->b, d->sa, d->wb, skip, SYNC_HOW_LC))
    return 1;
  sync_witness_clear (c);
  return sync_hb_ordered (c, d->a, d->b, d->sa, d->wb, skip);
}

/* The nearest set point SC[*I] and wait point WC[*J] (of SC[0 .. NS)
   and WC[0 .. NW)) of a loop-carried pair of loop L for the dependence
   from A valid with XSET (see sync_lc_valid): the smallest sum of
   their indices, then the nearest set point.  0 when none is.  */
static int
find_lc (struct pctx *c, int a, int l, int xset, const struct pt *sc,
         int ns, const struct pt *wc, int nw, int *i, int *j)
{
  const struct sync_func *fn = c->fn;
  for (int sum = 0; sum < ns + nw; sum++)
    for (*i = 0; *i <= sum && *i < ns; ++*i)
      {
        *j = sum - *i;
        if (*j < nw
            && sync_lc_valid (c, l, sc[*i], wc[*j], fn->ops[a].block, xset))
          return 1;
      }
  return 0;
}

/* A new loop-carried pair of loop L for the dependence A -> B, set at S
   and waited at W, valid with XSET, rotating over ROT ids (its wait
   taking the set of LAG iterations before, 0: ROT): its index.  */
static int
new_lc (struct pctx *c, int a, int b, int l, int rot, int lag, int xset,
        struct pt s, struct pt w)
{
  const struct sync_func *fn = c->fn;
  struct pair *r = sync_new_pair (c, PK_LC, fn->ops[a].pipe,
                                  fn->ops[b].pipe, s, w, l);
  r->rot = rot;
  r->lag = lag;
  r->xset = xset;
  deps_add_ops (fn, &r->deps, a, b, c->dist);
  sync_split_set (c, c->nv - 1, b);
  return c->nv - 1;
}

/* A new loop-carried pair of loop L, rotating over ROT ids, for the
   dependence A -> B at the nearest set point of SC[0 .. NS) and wait
   point of WC[0 .. NW) valid with XSET (find_lc): its index, or -1
   when no combination is valid.  */
static int
place_lc_at (struct pctx *c, int a, int b, int l, int rot, int xset,
             const struct pt *sc, int ns, const struct pt *wc, int nw)
{
  int i, j;
  if (!find_lc (c, a, l, xset, sc, ns, wc, nw, &i, &j))
    return -1;
  return new_lc (c, a, b, l, rot, 0, xset, sc[i], wc[j]);
}

/* For a dependence A -> B into the scalar pipe, a loop-carried pair of
   loop L (as place_lc, ROT and the points as there) whose wait follows
   its set in the iteration (SYNC_XSET_LATE), over ROT + 1 ids, when
   its wait is nearer B than the nearest wait that precedes the set:
   the scalar pipe's wait stalls issue, so one hoisted above the set
   also holds back everything the iteration issues in between (the
   prefetch of the next tile, issued only once the current one has
   landed).  Its index, or -1.  */
static int
place_lc_late (struct pctx *c, int a, int b, int l, int rot,
               const struct pt *sc, int ns, const struct pt *wc, int nw)
{
  const struct sync_func *fn = c->fn;
  int n = c->opts->nflags < 4 ? c->opts->nflags : 4;
  int i, j, i0, j0;
  if (fn->ops[b].pipe != ASC_PIPE_S || fn->ops[a].pipe == ASC_PIPE_S
      || rot + 1 > n
      || !find_lc (c, a, l, SYNC_XSET_LATE, sc, ns, wc, nw, &i, &j)
      || (find_lc (c, a, l, 0, sc, ns, wc, nw, &i0, &j0) && j0 <= j))
    return -1;
  return new_lc (c, a, b, l, rot + 1, rot, SYNC_XSET_LATE, sc[i], wc[j]);
}

/* A new loop-carried pair of loop L as place_lc_at makes it, from set
   points SC[0 .. NS) and wait points WC[0 .. NW) (WC[0] right before
   B): into the scalar pipe, one whose wait follows its set when that
   waits nearer B (place_lc_late); else the nearest valid pair; failing
   any, the nearest whose wait and
   set run in consecutive iterations of L only (SYNC_XSET_GUARDED: the
   stage of a software-pipelined loop that skips its first or last
   iterations, where GCC's copies of the tests leave no block of the
   stage on every path round L; the stage's other pairs, which run
   there too, then re-arm it); failing that, the nearest where L may be
   left between the wait and the set of an iteration (struct
   pair.XSET); failing that too, such a pair with its set at the start
   of L's latch (every path of the iteration from A that goes round
   passes it: A on a path that may leave L, GCC's copy of the exit test
   in the body) and its wait where no work of B's pipe lies between it
   and B (a wait hoisted above such work would hold it back a whole
   iteration, where a set and wait back to back before B holds back
   nothing but B); -1 when none is valid.  */
static int
place_lc (struct pctx *c, int a, int b, int l, int rot,
          const struct pt *sc, int ns, const struct pt *wc, int nw)
{
  const struct sync_func *fn = c->fn;
  int i = place_lc_late (c, a, b, l, rot, sc, ns, wc, nw);
  if (i < 0)
    i = place_lc_at (c, a, b, l, rot, 0, sc, ns, wc, nw);
  if (i < 0)
    i = place_lc_at (c, a, b, l, rot, SYNC_XSET_GUARDED, sc, ns, wc, nw);
  if (i < 0)
    i = place_lc_at (c, a, b, l, rot, 1, sc, ns, wc, nw);
  int latch = fn->loops[l].latch;
  if (i >= 0 || latch < 0 || ns > MAXCHAIN)
    return i;
  static struct pt sl[MAXCHAIN + 1], wl[MAXCHAIN];
  memcpy (sl, sc, ns * sizeof *sc);
  sl[ns] = sync_pt_start (fn, latch);
  int nwl = 0;
  for (int j = 0; j < nw; j++)
    if (pipe_free_between (fn, wc[j], wc[0], fn->ops[b].pipe, b, l))
      wl[nwl++] = wc[j];
  return place_lc_at (c, a, b, l, rot, 1, sl, ns + 1, wl, nwl);
}

/* Whether intra or loop-carried pair R can take a dependence from A
   (whose set point is SA) to a consumer whose wait point is WB: its set
   moved to SA or kept where it follows SA, its wait to WB or kept where
   it precedes WB, still a valid pair (for every producer it orders);
   then move them.  FWD, CARRIED, L as in place_cross.  */
static int
merge_into (struct pctx *c, struct pair *r, int a, struct pt sa,
            struct pt wb, int fwd, int carried, int l)
{
  const struct sync_func *fn = c->fn;
  struct pt s2 = sync_ppdom_pt (c, r->s, sa, 1) ? r->s : sa;
  if (!sync_ppdom_pt (c, s2, r->s, 1))
    s2 = lc_join_set (c, r, a, sa);
  struct pt w2 = sync_pdom_pt (c, r->w, wb, 1) ? r->w : wb;
  if (!sync_ppdom_pt (c, s2, r->s, 1) || !sync_pdom_pt (c, w2, r->w, 1)
      || (r->split && (s2.block != r->s.block || s2.key != r->s.key)))
    return 0;
  /* S2 must still follow every producer, W2 precede every consumer:
     true since S2 is at or after R->S and SA, W2 at or before.  */
  if ((!fwd || carried) && l >= 0
      && (!sync_in_loop (fn, l, s2.block) || !sync_in_loop (fn, l, w2.block)))
    return 0;
  int ok;
  if (r->kind == PK_INTRA)
    ok = sync_intra_valid (c, s2, w2);
  else
    {
      ok = sync_lc_valid (c, r->loop, s2, w2, fn->ops[a].block, r->xset);
      for (int k = 0; ok && k < r->deps.n; k++)
        ok = sync_lc_valid (c, r->loop, s2, w2,
                            fn->ops[r->deps.v[k].a].block, r->xset);
    }
  if (ok)
    {
      r->s = s2;
      r->w = w2;
    }
  return ok;
}

/* Bytes below which an operation's work is too short to be worth a
   pair of its own (see join_delays): about 8 cycles of a vector op or
   of a transfer on the 910A model, against the 2 of a set and a
   wait.  */
#define JOIN_MIN_BYTES 2048

/* The most bytes one access of operation OP covers in one execution:
   its payload when exact or known (at the largest counts), else its
   range (in one slot of a rotation).  */
static uint64_t
op_bytes (const struct sync_op *op)
{
  uint64_t m = 0;
  for (int i = 0; i < op->naccess; i++)
    {
      const struct sync_access *x = &op->acc[i];
      uint64_t n = x->hi - x->lo;
      if (x->exact)
        n = asc_access_bytes (&x->acc);
      else if (x->bytes)
        n = x->bytes;
      else if (x->pk >= 2)
        {
          n = 0;
          for (int r = 0; r < x->pk; r++)
            if (x->phi[r] - x->plo[r] > n)
              n = x->phi[r] - x->plo[r];
        }
      if (n > m)
        m = n;
    }
  return m;
}

/* The bytes operation X covers in a run of the loops around it that do
   not hold block B: one execution's (op_bytes) times the iterations
   each such loop makes at most, where known.  */
static uint64_t
op_work (const struct sync_func *fn, int x, int b)
{
  uint64_t n = op_bytes (&fn->ops[x]);
  for (int l = fn->blocks[fn->ops[x].block].loop;
       l >= 0 && !sync_in_loop (fn, l, b) && n < ((uint64_t) 1 << 40);
       l = fn->loops[l].parent)
    if (fn->loops[l].maxiter > 1)
      n *= (uint64_t) fn->loops[l].maxiter;
  return n;
}

/* The work of pipe P between points: the bytes (op_work, loops not
   holding block REF) of its operations that every point of FROM[0 ..
   NFROM) precedes and that precede TO on every path (an operation
   whose own "after" point is in FROM is not counted: it runs before
   that point).  */
static uint64_t
pipe_work_between (const struct pctx *c, int p, const struct pt *from,
                   int nfrom, struct pt to, int ref)
{
  const struct sync_func *fn = c->fn;
  uint64_t sum = 0;
  for (int x = 0; x < fn->nops; x++)
    {
      const struct sync_op *o = &fn->ops[x];
      if (o->kind != SYNC_OP_PIPE || o->pipe != p
          || !sync_pdom_pt (c, sync_pt_after (fn, x), to, 1))
        continue;
      int after_all = 1;
      for (int k = 0; k < nfrom && after_all; k++)
        after_all = sync_pdom_pt (c, from[k], sync_pt_before (fn, x), 1);
      if (after_all)
        sum += op_work (fn, x, ref);
    }
  return sum;
}

/* The work joining producer A (point SA after it) to pair R would hold
   back: the work of A's pipe after every producer R orders, up to and
   with A (the steps of a chain after the one R waits for, which
   joining makes R's consumers wait for too).  */
static uint64_t
work_after_producers (const struct pctx *c, const struct pair *r, int a,
                      struct pt sa)
{
  const struct sync_func *fn = c->fn;
  struct pt *from = (struct pt *) malloc ((r->deps.n + 1) * sizeof *from);
  if (!from)
    abort ();
  for (int k = 0; k < r->deps.n; k++)
    from[k] = sync_pt_after (fn, r->deps.v[k].a);
  uint64_t sum = pipe_work_between (c, fn->ops[a].pipe, from, r->deps.n, sa,
                                    sa.block);
  free (from);
  return sum;
}

/* Whether the pairs of R's pipe pair placed so far and one more fit
   the ids the target leaves free.  */
static int
ids_for_another (const struct pctx *c, const struct pair *r)
{
  uint32_t taken = c->opts->reserved[r->p][r->q] | c->handids[r->p][r->q];
  int ids = r->rot;
  for (int i = 0; i < c->nv; i++)
    if (!c->v[i].dead && c->v[i].p == r->p && c->v[i].q == r->q)
      ids += c->v[i].rot;
  for (int k = 0; k < c->opts->nflags && k < 32; k++)
    ids += (taken >> k) & 1;
  return ids <= c->opts->nflags;
}

/* The mirror of join_delays' case: joining A -> B to pair R would move
   R's wait up above B (R's wait is not on every path to B) while R's set
   stays after a producer of R that runs after A, which B does not
   need.  Returns the latest such producer when the work of A's pipe
   after A up to R's set (work_after_producers seen from the other
   side) and B's are long enough, else -1.  */
static int
join_holds_consumer (const struct pctx *c, const struct pair *r, int a,
                     int b, struct pt sa, struct pt wb)
{
  const struct sync_func *fn = c->fn;
  if (sync_pdom_pt (c, r->w, wb, 1)
      || op_work (fn, b, sa.block) < JOIN_MIN_BYTES
      || pipe_work_between (c, fn->ops[a].pipe, &sa, 1, r->s, sa.block)
         < JOIN_MIN_BYTES)
    return -1;
  int later = -1;
  for (int k = 0; k < r->deps.n; k++)
    {
      int y = r->deps.v[k].a;
      if (y > later && sync_pdom_pt (c, sa, sync_pt_before (fn, y), 1)
          && sync_pdom_pt (c, sync_pt_after (fn, y), r->s, 1))
        later = y;
    }
  return later;
}

/* Whether joining the dependence A -> B (set point SA, wait point WB)
   to pair R, within one iteration or loop-carried, would hold back
   work R already lets run: R's set would move past A (A after every
   producer R orders) while R's wait stays where it is, before a
   consumer X of R that comes before B.  X would then wait for A,
   though it does not need it (vcmpv reading the x tile held until the
   dy tile is loaded as well; the ping half of an iteration's next load
   held until the pong half's work is done); two pairs let it start as
   soon as its own producers are done.  Or the mirror: R's wait would
   move up to B while its set stays after a later producer B does not
   need (join_holds_consumer: the consumers taken in another order than
   they run, as at -O0).  Only when the work held up and the work held
   back are long enough to gain more than the second pair costs
   (JOIN_MIN_BYTES: the producer's pipe's work from R's producers to A,
   work_after_producers; the consumer's with its loops' iterations,
   op_work), and while the pairs of R's pipe pair placed so far and the
   new one fit the ids the target leaves free (a pair left short of ids
   would lose more).  Returns that consumer X, or -1, and into *FOR_OP the
   producer X would wait for.  */
static int
join_delays (const struct pctx *c, const struct pair *r, int a, int b,
             struct pt sa, struct pt wb, int *for_op)
{
  const struct sync_func *fn = c->fn;
  if ((r->kind != PK_INTRA && r->kind != PK_LC) || r->split
      || !ids_for_another (c, r))
    return -1;
  if (sync_ppdom_pt (c, r->s, sa, 1))
    {
      *for_op = join_holds_consumer (c, r, a, b, sa, wb);
      return *for_op >= 0 ? b : -1;
    }
  if (!sync_pdom_pt (c, r->w, wb, 0)
      || work_after_producers (c, r, a, sa) < JOIN_MIN_BYTES)
    return -1;
  *for_op = a;
  for (int k = 0; k < r->deps.n; k++)
    {
      int x = r->deps.v[k].b;
      if (fn->ops[x].pipe == r->q
          && sync_pdom_pt (c, sync_pt_after (fn, x), wb, 1)
          && op_work (fn, x, wb.block) >= JOIN_MIN_BYTES)
        return x;
    }
  return -1;
}

/* Merge producer A (point SA after it) and a consumer (point WB
   before it) into pair R (merge_into): at their own points first,
   then at the nearest points of their chains SC[0 .. NS) and WC[0 ..
   NW) in the loops of R's set and wait (A or the consumer inside a
   loop nested in those: R's points serve them from outside it).  FWD,
   CARRIED and L as merge_into takes them.  */
static int
merge_at_points (struct pctx *c, struct pair *r, int a, struct pt sa,
                 struct pt wb, const struct pt *sc, int ns,
                 const struct pt *wc, int nw, int fwd, int carried, int l)
{
  const struct sync_func *fn = c->fn;
  for (int h = 0; h < 2; h++)
    {
      struct pt sx = sa, wx = wb;
      if (h)
        {
          int ls = fn->blocks[r->s.block].loop;
          int lw = fn->blocks[r->w.block].loop;
          int x = 0, y = 0;
          while (x < ns && fn->blocks[sc[x].block].loop != ls)
            x++;
          while (y < nw && fn->blocks[wc[y].block].loop != lw)
            y++;
          if (x == ns || y == nw || (x == 0 && y == 0)
              || r->s.where == SYNC_ON_EDGE || r->w.where == SYNC_ON_EDGE)
            return 0;
          sx = sc[x];
          wx = wc[y];
        }
      if (merge_into (c, r, a, sx, wx, fwd, carried, l))
        return 1;
    }
  return 0;
}

/* Plan the cross-pipe dependence A -> B; ROT: when it crosses a back
   edge, its smallest distance in iterations (at most the ids a pipe
   pair has), else 1.  CARRIED: A comes before B in the iteration of their
   common loop, but they conflict only from one iteration to a later
   one.  Returns the index of the pair that orders it, new or joined,
   or -1 when the pairs so far already order it.  */
static int
place_cross (struct pctx *c, int a, int b, int rot, int carried)
{
  const struct sync_func *fn = c->fn;
  int p = fn->ops[a].pipe, q = fn->ops[b].pipe;
  struct pt sa = sync_pt_after (fn, a), wb = sync_pt_before (fn, b);
  if (sync_dep_ordered (c, a, b, sa, wb, -1,
                        carried ? SYNC_HOW_LC : SYNC_HOW_PLAIN))
    {
      /* Dropping a pair as redundant must leave it ordered.  */
      deps_add_ops (fn, &c->imp, a, b, c->dist);
      return -1;
    }
  static struct pt sc[MAXCHAIN], wc[MAXCHAIN];
  int ns = sync_s_chain (c, a, sc), nw = sync_w_chain (c, b, wc);
  int fwd = fn->ops[a].block < fn->ops[b].block
            || (fn->ops[a].block == fn->ops[b].block && a < b);
  int l = sync_common_loop (fn, fn->ops[a].block, fn->ops[b].block);
  /* B before A in reverse post order but reached from A in the same
     iteration: from inside a loop nested in L that exits at its header
     (a while loop at -O0) round that loop's back edge.  Forward: a
     loop-carried pair of L, which orders A only before the B of later
     iterations, cannot take it.  */
  if (!fwd && fn->ops[a].block != fn->ops[b].block
      && sync_forward_path (fn, sa, wb, l))
    fwd = 1;
  /* B after A in reverse post order but not reached from A in the same
     iteration of L: A after a loop nested in L that B is in (whose
     body that order may put after the blocks following it), B reached
     only round L's back edge.  */
  else if (fwd && l >= 0 && fn->ops[a].block != fn->ops[b].block
           && !sync_forward_path (fn, sa, wb, l))
    fwd = 0;
  /* Merge with an existing pair of P -> Q.  */
  for (int i = 0; i < c->nv; i++)
    {
      struct pair *r = &c->v[i];
      if (r->dead || r->ack || r->p != p || r->q != q
          || (r->kind != PK_INTRA && r->kind != PK_LC)
          || (carried && r->kind != PK_LC))
        continue;
      if (r->kind == PK_LC && ((!carried && fwd) || r->rot != rot))
        continue;
      /* A split set stays split: A must come before its cut.  */
      if (r->split && !sync_set_follows (c, r, sa))
        continue;
      int held_for = -1;
      int held = c->joinall ? -1 : join_delays (c, r, a, b, sa, wb,
                                                &held_for);
      if (held >= 0)
        {
          c->refused++;
          /* For the dump, when the join would otherwise have been
             made (tried on a copy).  */
          struct pair tmp = *r;
          if (merge_at_points (c, &tmp, a, sa, wb, sc, ns, wc, nw, fwd,
                               carried, l))
            {
              c->apart = i;
              c->held = held;
              c->held_for = held_for;
            }
          continue;
        }
      if ((!fwd || carried) && l >= 0 && r->kind == PK_LC && r->loop != l)
        continue;
      if (merge_at_points (c, r, a, sa, wb, sc, ns, wc, nw, fwd, carried,
                           l))
        {
          deps_add_ops (fn, &r->deps, a, b, c->dist);
          return i;
        }
    }
  /* CARRIED: A before B in the iteration but the conflict only from an
     iteration to a later one (a prefetch into the other slot): a
     loop-carried pair, its set after A and after its wait (late in the
     iteration), is tried first.  */
  static struct pt cc[MAXCHAIN + 1];
  int nc = 0;
  if (carried && l >= 0)
    {
      /* The end of A's block too: a set there still precedes the exit
         test when the loop exits from that block.  */
      cc[nc++] = sc[0];
      cc[nc++] = sync_pt_end (fn, fn->ops[a].block);
      for (int i = 1; i < ns; i++)
        cc[nc++] = sc[i];
      int i = place_lc (c, a, b, l, rot, cc, nc, wc, nw);
      if (i >= 0)
        return i;
    }
  /* Nearest valid intra-iteration placement; with a late set (see
     late_set_ok) only one whose wait stays right before B.  */
  int late = fwd && !carried && late_set_ok (c, a, b);
  for (int sum = 0; sum < ns + nw; sum++)
    for (int i = 0; i <= sum && i < ns; i++)
      {
        int j = sum - i;
        if (j >= nw)
          continue;
        if (j > 0 && late)
          continue;
        if (sync_intra_valid (c, sc[i], wc[j])
            && (fwd || l < 0 || (sync_in_loop (fn, l, sc[i].block)
                                 && sync_in_loop (fn, l, wc[j].block))))
          {
            struct pair *r = sync_new_pair (c, PK_INTRA, p, q, sc[i], wc[j],
                                            -1);
            deps_add_ops (fn, &r->deps, a, b, c->dist);
            sync_split_set (c, c->nv - 1, b);
            return c->nv - 1;
          }
      }
  /* Loop-carried, only for a dependence through the back edge.  */
  if (l >= 0 && !fwd)
    {
      int i = place_lc (c, a, b, l, rot, sc, ns, wc, nw);
      if (i >= 0)
        return i;
    }
  /* A set and a wait back to back at H orders every P instruction
     before H before every Q instruction after it: one such pair at H
     serves every dependence that takes H.  */
  struct pt h = late ? wb : sync_hoist_point (c, a, b, fwd, l);
  for (int i = 0; i < c->nv; i++)
    {
      struct pair *r = &c->v[i];
      if (!r->dead && !r->ack && r->kind == PK_B2B && r->p == p
          && r->q == q && r->rot == 1 && !r->split
          && sync_same_point (r->s, h) && sync_same_point (r->w, h))
        {
          deps_add_ops (fn, &r->deps, a, b, c->dist);
          return i;
        }
    }
  struct pair *r = sync_new_pair (c, PK_B2B, p, q, h, h, -1);
  deps_add_ops (fn, &r->deps, a, b, c->dist);
  return c->nv - 1;
}

/* How the ids of loop-carried pair R can mean the same slots in every
   run of its loop: 0 with one id, or with slot rotations counted from 0
   at each entry of the loop in every access of its dependences; P > 0
   with rotations counted from the unknown start of a counter running
   across runs (PPHASE P in every such access, R's period dividing its
   PKEY, and C->KEYED): the ids then follow the counter's value, not
   the iteration number; -1 when they cannot (rotations of both kinds
   or of two starts, a rotation whose period R's does not divide, so
   that one id would stand for several slots, or an iteration form in
   the loop: an iteration form is relative to a base that may change
   from run to run, so its distance says nothing about two runs).  */
int
sync_slot_key (const struct pctx *c, const struct pair *r)
{
  if (r->rot <= 1)
    return 0;
  int key = 0, from0 = 0;
  for (int k = 0; k < r->deps.n; k++)
    {
      const struct sync_op *a = &c->fn->ops[r->deps.v[k].a];
      const struct sync_op *b = &c->fn->ops[r->deps.v[k].b];
      for (int i = 0; i < a->naccess; i++)
        for (int j = 0; j < b->naccess; j++)
          {
            const struct sync_access *x = &a->acc[i], *y = &b->acc[j];
            if (!sync_accesses_depend (x, y))
              continue;         /* not what the pair orders */
            for (int e = 0; e < 2; e++)
              {
                const struct sync_access *z = e ? y : x;
                if (sync_access_iter_form (z, r->loop)
                    || (z->ck >= 2 && z->cloop == r->loop))
                  return -1;
                if (z->pk < 2 || z->ploop != r->loop)
                  continue;
                if (z->pk % r->rot)
                  return -1;
                if (z->pphase == 0)
                  from0 = 1;
                else if (!c->keyed || z->pkey == 0 || z->pkey % r->rot
                         || (key && key != z->pphase))
                  return -1;
                else
                  key = z->pphase;
              }
          }
    }
  return key && from0 ? -1 : key;
}

/* Prime and drain loop-carried pair R once around the outermost loop
   enclosing its loop L that has one entry edge and known exits,
   instead of around every run of L.  At each entry of L every id of R
   then has one set outstanding, as after a prime: the last set of that
   id in an earlier run, which follows every producer of that id's slot
   in that run (R's ids mean the same slots in every run, see
   slot_key, whose phase R then takes), so a dependence from one run to
   a later one is sync_ordered, and the next run's first loads no
   longer wait for the drain of the previous run (MatMul's k-steps
   across tiles; AttnScore's cube steps, whose L0A/L0B slots follow a
   step counter running over both matmuls).  */
static void
prime_outside (struct pctx *c, struct pair *r)
{
  if (r->dead)
    return;
  r->runs = sync_runs (c, r);
  if (r->kind == PK_LC && r->runs != r->loop)
    r->phase = sync_slot_key (c, r);
}

/* See sync_place.h.  */
int
sync_runs (const struct pctx *c, const struct pair *r)
{
  const struct sync_func *fn = c->fn;
  /* An exit between the wait and the set drains by the iterations of
     the pair's own loop: its prime and drain stay around it.  */
  if (r->kind != PK_LC || r->ack || r->xset || sync_slot_key (c, r) < 0)
    return r->runs;
  int runs = r->loop;
  for (int m = fn->loops[r->loop].parent; m >= 0; m = fn->loops[m].parent)
    {
      const struct sync_loop *lp = &fn->loops[m];
      int ok = lp->pre_from >= -1 && lp->nexits > 0;
      for (int k = 0; ok && k < lp->nexits; k++)
        ok = lp->exit_to[k] >= 0;
      if (!ok)
        break;
      runs = m;
    }
  return runs;
}

/* The witnesses of C->IMP's dependences (see struct witness): entry K
   for C->IMP.V[K], N -1 when none is known.  Valid while pairs only
   die (drop_redundant).  */
struct wcache
{
  int n;
  struct witness *v;
};

/* See sync_place.h.  */
void
sync_witness_clear (const struct pctx *c)
{
  if (c->wit)
    c->wit->n = -1;
}

/* See sync_place.h.  */
int
sync_witness_holds (const struct pctx *c, const struct witness *w, int skip)
{
  if (w->n < 0)
    return 0;
  for (int k = 0; k < w->n; k++)
    if (w->v[k] == skip || c->v[w->v[k]].dead)
      return 0;
  return 1;
}

/* Whether every dependence of pair R and every one found ordered
   without a pair of its own (C->IMP) is ordered by the kept pairs other
   than SKIP.  WC non-null: the tests of C->IMP's dependences go by
   their witnesses there when those hold, and record new ones.  */
static int
deps_kept_ordered (struct pctx *c, const struct pair *r, int skip,
                   struct wcache *wc)
{
  for (int k = 0; k < r->deps.n; k++)
    if (!still_ordered (c, &r->deps.v[k], skip))
      return 0;
  if (wc && wc->n < c->imp.n)
    {
      wc->v = (struct witness *) realloc (wc->v, (c->imp.n + 1)
                                                 * sizeof *wc->v);
      if (!wc->v)
        abort ();
      for (; wc->n < c->imp.n; wc->n++)
        wc->v[wc->n].n = -1;
    }
  for (int k = 0; k < c->imp.n; k++)
    {
      if (wc && sync_witness_holds (c, &wc->v[k], skip))
        continue;
      c->wit = wc ? &wc->v[k] : NULL;
      int ok = still_ordered (c, &c->imp.v[k], skip);
      c->wit = NULL;
      if (!ok)
        return 0;
    }
  return 1;
}

/* Pair R goes: its dependences join those that must stay ordered
   (C->IMP).  */
static void
drop_pair (struct pctx *c, struct pair *r)
{
  r->dead = 1;
  for (int k = 0; k < r->deps.n; k++)
    {
      const struct dep *d = &r->deps.v[k];
      deps_add (&c->imp, d->a, d->b, d->dist, d->sa, d->wb);
    }
}

/* Whether re-arming a kept loop-carried pair other than I that must
   stay (its dependences not ordered without it) would take more
   without pair I (sync_rearm_cost): dropping I would cost it an
   acknowledgement pair, or its ids, and save nothing.  A pair that
   could go too does not count: two pairs re-arming each other, both
   redundant, both go.  */
static int
rearm_relies_on (struct pctx *c, int i)
{
  for (int j = 0; j < c->nv; j++)
    if (j != i && !c->v[j].dead && c->v[j].kind == PK_LC
        && sync_rearm_cost (c, j, -1) < sync_rearm_cost (c, j, i)
        && !deps_kept_ordered (c, &c->v[j], j, NULL))
      return 1;
  return 0;
}

/* Redundancy: drop the pairs of C whose dependences the others order,
   latest created first, when every dependence ordered without a pair
   of its own (found ordered when planned, or of a pair dropped before)
   stays ordered too, no other pair's re-arming relies on it
   (rearm_relies_on), and, for an intra pair, the same-pipe barriers do
   not (sync_same_relies_on: a same-pipe dependence the kept pairs
   order would take a pipe_barrier of its own, which stalls the whole
   producer pipe, where the pair's wait stalls its consumer on work of
   one iteration only; a loop-carried pair, primed and drained, with
   ids of its own, may well cost more than the barrier; SAME holds what
   that found, filled here); say so to DRED when non-null.  Members of a
   slot group stay.  */
static void
drop_redundant (struct pctx *c, FILE *dred, struct same_memo *same)
{
  struct wcache wc = { 0, NULL };
  for (int i = c->nv - 1; i >= 0; i--)
    {
      struct pair *r = &c->v[i];
      if (r->dead || r->kind == PK_ALL || r->deps.n == 0 || r->lead)
        continue;
      if (deps_kept_ordered (c, r, i, &wc) && !rearm_relies_on (c, i)
          && !(r->kind == PK_INTRA
               && sync_same_relies_on (c, i, same)))
        {
          if (dred)
            fprintf (dred, ";;   v%d removed: every dependence it orders "
                     "stays ordered by the pairs kept\n", i);
          drop_pair (c, r);
          sync_same_memo_drop (c, same);
        }
    }
  free (wc.v);
}


/* A pair P -> S may take its set later on P, up to its wait, and then
   order what another pair of P orders: a wait of the scalar pipe
   stalls issue, so everything issued after it starts after the work
   before the set.  Per pair R of P -> S and per other pair R2 of P
   whose producers all lie before R's wait: R's set moves to the latest
   of them when that still precedes the wait on every path and every
   dependence of both stays ordered without R2, which goes.  The scalar
   wait gets longer; the experts do the same (Softmax sets V -> S after
   the vconv that follows the vcmax, which also frees the input slot
   for the next prefetch).  */
static void
widen_scalar_sets (struct pctx *c, FILE *dred)
{
  for (int i = 0; i < c->nv; i++)
    {
      struct pair *r = &c->v[i];
      if (r->dead || r->ack || r->kind != PK_INTRA || r->q != ASC_PIPE_S
          || r->p == ASC_PIPE_S || r->s.where == SYNC_ON_EDGE)
        continue;
      for (int j = 0; j < c->nv; j++)
        {
          struct pair *r2 = &c->v[j];
          if (j == i || r2->dead || r2->ack || r2->lead || r2->p != r->p
              || r2->q == ASC_PIPE_S || r2->deps.n == 0
              || (r2->kind != PK_INTRA && r2->kind != PK_LC))
            continue;
          struct pt s2 = r->s;
          int ok = 1;
          for (int k = 0; ok && k < r2->deps.n; k++)
            {
              struct pt sa = r2->deps.v[k].sa;
              if (sync_ppdom_pt (c, s2, sa, 1))
                continue;
              if (sa.where != SYNC_ON_EDGE && sync_ppdom_pt (c, sa, s2, 1))
                s2 = sa;
              else
                ok = 0;
            }
          if (!ok || !sync_intra_valid (c, s2, r->w))
            continue;
          struct pt old = r->s;
          r->s = s2;
          if (!deps_kept_ordered (c, r, j, NULL)
              || !deps_kept_ordered (c, r2, j, NULL))
            {
              r->s = old;
              continue;
            }
          if (dred)
            {
              fprintf (dred, ";;   v%d removed: v%d (to the scalar pipe) "
                       "sets ", j, i);
              sync_dump_point (c->fn, s2, dred);
              fprintf (dred, " instead, which orders its dependences\n");
            }
          drop_pair (c, r2);
        }
    }
}

/* The same-pipe dependences A -> B of one block (A before B) that the
   plan orders one way or another, as a bit matrix over the N
   operations: each that is a dependence of its own (a barrier or the
   pairs order it), that hand-written sync orders, or that two such
   order through an operation between the two.  Happens-before is
   transitive, and an operation between A and B in their block runs
   whenever both do, so A -> M and M -> B ordered order A -> B: in a
   long chain of vector steps on one buffer only the neighbours' need
   planning, not every pair (the barriers' work grows with the
   dependences times the barriers).  */
struct block_order
{
  int n, w;
  uint64_t *bits;
};

/* Note A -> B ordered in O.  */
static void
block_order_note (struct block_order *o, int a, int b)
{
  o->bits[(size_t) a * o->w + b / 64] |= (uint64_t) 1 << (b % 64);
}

/* Whether O has A -> B.  */
static int
block_order_has (const struct block_order *o, int a, int b)
{
  return (o->bits[(size_t) a * o->w + b / 64] >> (b % 64)) & 1;
}

/* An operation M of FN's block holding A and B, between them, with A ->
   M and M -> B in O; -1 when there is none.  */
static int
block_order_through (const struct sync_func *fn, const struct block_order *o,
                     int a, int b)
{
  for (int m = a + 1; m < b; m++)
    if (fn->ops[m].block == fn->ops[a].block && block_order_has (o, a, m)
        && block_order_has (o, m, b))
      return m;
  return -1;
}

/* The ids a loop-carried pair of a dependence of distance DIST rotates
   over with NFLAGS ids a pipe pair: a rotation over ROT ids orders the
   set of iteration T before the wait of T + ROT, which covers any
   distance of at least ROT, so as many as the distance, within the
   flags and 4.  */
static int
dep_rot (int dist, int nflags)
{
  int rot = dist < nflags ? dist : nflags;
  return rot > 4 ? 4 : rot < 1 ? 1 : rot;
}

/* Plan FN with the structured placement into PLAN (empty), dumping to
   DUMP when non-null; KEYED: loop-carried pairs may follow a counter's
   slots (see slot_key); JOINALL: join wherever a pair can take a
   dependence (see join_delays), else *REFUSED (when non-null) gets the
   number of joins refused; OWN_RUNS: see pctx.OWN_RUNS.  Returns the
   number of pairs following a counter's slots.  */
static int
plan_structured (const struct sync_func *fn, const struct sync_options *opts,
                 struct sync_plan *plan, FILE *dump, int keyed, int joinall,
                 int own_runs, int *refused)
{
  struct pctx c;
  memset (&c, 0, sizeof c);
  memset (&plan->stats, 0, sizeof plan->stats);
  c.fn = fn;
  c.opts = opts;
  c.plan = plan;
  c.keyed = keyed;
  c.joinall = joinall;
  c.own_runs = own_runs;
  int nb = fn->nblocks;
  c.nb = nb;
  int *par = (int *) calloc (nb + 1, sizeof (int));
  c.din = (int *) malloc ((nb + 1) * sizeof (int));
  c.dout = (int *) malloc ((nb + 1) * sizeof (int));
  c.pin = (int *) malloc ((nb + 1) * sizeof (int));
  c.pout = (int *) malloc ((nb + 1) * sizeof (int));
  if (!par || !c.din || !c.dout || !c.pin || !c.pout)
    abort ();
  for (int b = 0; b < nb; b++)
    par[b] = fn->blocks[b].idom;
  sync_tree_intervals (nb, par, c.din, c.dout);
  c.ipd = par;
  sync_iter_postdom (fn, c.ipd);
  sync_tree_intervals (nb, c.ipd, c.pin, c.pout);

  /* Hand-written sync: its ids are taken.  */
  c.has_hand = sync_hand_ids (fn, c.handids);
  sync_hand_flags (&c);

  /* Dependences, consumer by consumer in program order, producers
     latest first.  */
  FILE *ddeps = sync_dump_section (dump, opts, SYNC_DUMP_DEPS);
  int bw;
  uint64_t *reach = sync_reach_sets (fn, &bw);
  c.bw = bw;
  struct block_order bord = { fn->nops, (fn->nops + 63) / 64, NULL };
  bord.bits = (uint64_t *) calloc ((size_t) bord.n * bord.w + 1,
                                   sizeof (uint64_t));
  if (!bord.bits)
    abort ();
  for (int b = 0; b < fn->nops; b++)
    {
      const struct sync_op *ob = &fn->ops[b];
      if (ob->kind == SYNC_OP_CALL && ob->nofence)
        continue;               /* the copies around it stand for it */
      if (ob->kind == SYNC_OP_CALL)
        {
          /* Work of a callee: everything before is finished, nothing
             after starts early.  */
          struct pair *r = sync_new_pair (&c, PK_ALL, ASC_PIPE_ALL,
                                          ASC_PIPE_ALL,
                                     sync_pt_before (fn, b),
                                     sync_pt_before (fn, b), -1);
          (void) r;
          struct pair *r2 = sync_new_pair (&c, PK_ALL, ASC_PIPE_ALL,
                                           ASC_PIPE_ALL,
                                      sync_pt_after (fn, b),
                                      sync_pt_after (fn, b), -1);
          r2->w.where = SYNC_AFTER_OP;
          continue;
        }
      if (ob->kind != SYNC_OP_PIPE || ob->naccess == 0)
        continue;
      for (int pass = 0; pass < 2; pass++)
        for (int a = fn->nops - 1; a >= 0; a--)
          {
            const struct sync_op *oa = &fn->ops[a];
            if (oa->kind != SYNC_OP_PIPE || oa->naccess == 0)
              continue;
            /* Pass 0: producers before B in program order (forward
               dependences), pass 1: the others (through back edges).  */
            int fwd = (oa->block == ob->block && a < b)
                      || (oa->block != ob->block && oa->block < ob->block);
            if (fwd != (pass == 0))
              continue;
            int reachable = (oa->block == ob->block && a < b)
                            || ((reach[(size_t) oa->block * bw
                                       + (ob->block >> 6)]
                                 >> (ob->block & 63)) & 1);
            if (!reachable || !sync_ops_conflict (oa, ob))
              continue;
            int p = oa->pipe, q = ob->pipe;
            if (p == q && p == ASC_PIPE_S)
              continue;
            /* Through a back edge: the smallest distance at which the
               two conflict (slot rotations make it 2 for ping-pong
               buffers); none at all, no dependence.  */
            int dist = 1;
            /* DIST not capped at SYNC_MAXK: a distance one run of the
               loop cannot make (sync_loop_dist_possible).  */
            int dexact = 1;
            struct pt sa = sync_pt_after (fn, a), wb = sync_pt_before (fn, b);
            /* Only when nothing but the loop's back edge leads from A to
               B (see sync_back_only).  */
            int cl = sync_common_loop (fn, oa->block, ob->block);
            int carried = 0;
            /* The loop carrying it, for the dump (-1: none).  */
            int dl = -1;
            if (fwd && cl >= 0
                && !sync_ops_conflict_dist_within (fn, oa, ob, cl, 0))
              {
                dexact = sync_ops_min_dist_within (fn, oa, ob, cl);
                carried = dexact > SYNC_MAXK ? SYNC_MAXK : dexact;
                dl = cl;
                if (carried > 0
                    && sync_loop_dist_possible (fn, cl, dexact, ob->block))
                  /* Forward in the iteration but only from one iteration
                     to a later one (a prefetch into the other slot): a
                     loop-carried pair, set late in the iteration.  */
                  dist = carried;
                else
                  {
                    /* The slot rotations and iteration forms of CL show
                       no conflict in one iteration nor from one to a
                       later one of one run, and nor do the rotations of
                       the loops around CL from one run of CL to the
                       next.  */
                    if (carried == 0 && !sync_ops_iter_form (oa, ob, cl)
                        && !sync_ops_meet_across_runs (oa, ob, cl))
                      continue;   /* disjoint slots: never */
                    carried = 0;
                    dist = dexact = outer_carried (&c, a, b, cl, &sa, &wb,
                                                   &dl);
                    if (dist == 0)
                      continue;
                  }
              }
            else if (sync_back_only (&c, sa, wb)
                     || (fwd && cl >= 0 && sync_ops_iter_form (oa, ob, cl)
                         && !sync_forward_path (fn, sa, wb, cl)))
              {
                /* B reached from A only round a back edge (also when B
                   comes later in reverse post order but on a branch
                   that A's iteration does not take: a loop's tail
                   repeat GCC moved into it).  */
                dexact = sync_ops_min_dist_within (fn, oa, ob, cl);
                dist = dexact > SYNC_MAXK ? SYNC_MAXK : dexact;
                dl = cl;
                /* Not within one run of CL, but maybe from one run to
                   the next (see outer_carried).  */
                if (dist == 0 && (sync_ops_iter_form (oa, ob, cl)
                                  || sync_ops_meet_across_runs (oa, ob, cl)))
                  dist = dexact = outer_carried (&c, a, b, cl, &sa, &wb,
                                                 &dl);
                /* Nor when CL runs fewer iterations than the distance
                   and no run of it follows another (a prologue loop
                   loading the first slots of a rotation).  */
                struct pt xs, xw;
                int xl;
                if (dist > 0
                    && !sync_loop_dist_possible (fn, cl, dexact, ob->block)
                    && outer_carried (&c, a, b, cl, &xs, &xw, &xl) == 0)
                  dist = 0;
                if (dist == 0)
                  continue;
              }
            /* Only from one run of DL to a later one (DL runs too few
               iterations, or B in its first only): that form too.  */
            int xonly = dl >= 0
                        && !sync_loop_dist_possible (fn, dl, dexact,
                                                     ob->block);
            struct pt xsa = sa, xwb = wb;
            int xl = -1;
            /* Used by same-pipe dependences and the hand-written check
               only.  */
            int xdist = dl >= 0 && (p == q || c.has_hand)
                        ? outer_carried (&c, a, b, dl, &xsa, &xwb, &xl) : 0;
            plan->stats.deps++;
            struct dep_forms df = { dl, dist, xonly, sa, wb, xl, xdist, xsa,
                                    xwb };
            int hand = c.has_hand ? hand_orders_forms (&c, a, b, &df) : 0;
            /* Within one iteration in one block (see block_order).  */
            int inblock = p == q && oa->block == ob->block && !carried
                          && dl < 0;
            if (hand && inblock)
              block_order_note (&bord, a, b);
            if (hand)
              {
                if (ddeps)
                  sync_dump_dep (&c, a, b, dl, dist,
                                 hand == 1 ? "ordered by hand-written sync"
                                 : "ordered by hand-written sync, within one"
                                   " run and across runs apart",
                                 -1, ddeps);
                continue;
              }
            c.dist = dist;
            if (p == q)
              {
                int m = inblock ? block_order_through (fn, &bord, a, b) : -1;
                if (inblock)
                  block_order_note (&bord, a, b);
                if (m >= 0)
                  {
                    if (ddeps)
                      {
                        char what[64];
                        snprintf (what, sizeof what, "same pipe, ordered "
                                  "through op%d", m);
                        sync_dump_dep (&c, a, b, dl, dist, what, -1, ddeps);
                      }
                    continue;
                  }
                /* Decided once the flag pairs are known.  */
                deps_add (&c.same, a, b, dist, sa, wb);
                struct dep *sd = &c.same.v[c.same.n - 1];
                sd->carried = carried > 0;
                if (dl >= 0)
                  {
                    sd->xdist = xdist;
                    sd->xsa = xsa;
                    sd->xwb = xwb;
                    sd->xonly = xonly;
                  }
                if (ddeps)
                  sync_dump_dep (&c, a, b, dl, dist,
                                 "same pipe (barrier decided after the "
                                 "pairs)", -1, ddeps);
                if (ddeps && sd->xonly && sd->xdist > 0)
                  {
                    if (sync_first_iteration_only (fn, dl, ob->block))
                      fprintf (ddeps, ";;     op%d runs in the first "
                               "iteration of L%d only: ", b, dl);
                    else
                      fprintf (ddeps, ";;     L%d runs at most %d "
                               "iterations: ", dl, fn->loops[dl].maxiter);
                    fprintf (ddeps, "only from one run to a later, carried "
                             "by L%d, distance %d, ", xl, sd->xdist);
                    sync_dump_point (fn, sd->xsa, ddeps);
                    fprintf (ddeps, " before ");
                    sync_dump_point (fn, sd->xwb, ddeps);
                    fprintf (ddeps, "\n");
                  }
                continue;
              }
            int rot = dep_rot (dist, opts->nflags);
            int nv0 = c.nv;
            c.apart = c.held = c.held_for = -1;
            int pi = place_cross (&c, a, b, rot, carried > 0);
            if (ddeps)
              {
                char what[96];
                int shown = pi;
                if (pi >= nv0 && c.apart >= 0)
                  {
                    snprintf (what, sizeof what, "new pair v%d (joining v%d "
                              "would hold op%d for op%d)", pi, c.apart,
                              c.held, c.held_for);
                    shown = -1;
                  }
                else
                  snprintf (what, sizeof what, "%s",
                            pi < 0 ? "ordered by the pairs placed so far"
                            : pi >= nv0 ? "new pair" : "joins pair");
                sync_dump_dep (&c, a, b, dl, dist, what, shown, ddeps);
              }
          }
    }
  FILE *dv = sync_dump_section (dump, opts, SYNC_DUMP_VIRTUAL);
  if (dv)
    {
      fprintf (dv, ";; ascsync: %d virtual pairs\n", c.nv);
      for (int i = 0; i < c.nv; i++)
        sync_dump_pair (&c, i, dv);
    }

  /* Redundancy (see drop_redundant).  */
  FILE *dred = sync_dump_section (dump, opts, SYNC_DUMP_REDUNDANCY);
  struct same_memo same = { NULL, NULL, -1 };
  widen_scalar_sets (&c, dred);
  drop_redundant (&c, dred, &same);
  sync_same_memo_reset (&same);
  /* Prime and drain outside inner loops; slot groups, which may order
     what other pairs were placed for.  */
  for (int i = 0; i < c.nv; i++)
    {
      prime_outside (&c, &c.v[i]);
      if (dred && c.v[i].kind == PK_LC && c.v[i].runs != c.v[i].loop)
        fprintf (dred, ";;   v%d primed and drained around L%d, not each "
                 "run of L%d\n", i, c.v[i].runs, c.v[i].loop);
    }
  if (sync_form_groups (&c, dred))
    widen_scalar_sets (&c, dred);
  drop_redundant (&c, dred, &same);
  free (c.imp.v);
  sync_plan_barriers (&c, &same);
  sync_same_memo_reset (&same);
  if (dred)
    for (int h = 0; h < c.bars.n; h++)
      {
        fprintf (dred, ";;   same-pipe barrier (%s) at ",
                 asc_pipe_names[c.bars.v[h].pipe]);
        sync_dump_point (fn, c.bars.v[h].at, dred);
        if (c.bars.v[h].guard > 0 && c.bars.v[h].period > 1)
          fprintf (dred, " in the iterations of L%d numbered a multiple "
                   "of %d but 0 (what it orders meets %d or more "
                   "iterations apart)", c.bars.v[h].guard - 1,
                   c.bars.v[h].period, c.bars.v[h].period);
        else if (c.bars.v[h].guard > 0)
          fprintf (dred, " after the first iteration of L%d",
                   c.bars.v[h].guard - 1);
        fprintf (dred, " (producer op%d)\n", c.bars.v[h].cause);
      }
  /* Re-arming.  */
  int nv0 = c.nv;
  /* Loop-carried pairs whose sets are split last: the acknowledgements
     of the others may re-arm them at their cut points.  */
  for (int late = 0; late < 2; late++)
    for (int i = 0; i < nv0; i++)
      if ((c.v[i].kind == PK_LC && c.v[i].split) == late)
        sync_ensure_rearm (&c, i);
  /* Acknowledgements that are loop-carried in a nested loop need their
     drain ordered before the next prime too.  */
  for (int i = nv0; i < c.nv; i++)
    if (c.v[i].kind == PK_LC && c.v[i].ack == 1
        && fn->loops[c.v[i].runs].parent >= 0)
      {
        const struct sync_loop *lp = &fn->loops[c.v[i].runs];
        struct pt e = { lp->pre_from, 0, SYNC_ON_EDGE, lp->header };
        struct pair *a = sync_new_pair (&c, PK_B2B, c.v[i].q, c.v[i].p, e,
                                        e, -1);
        a->ack = 2;
      }
  if (dred)
    for (int i = nv0; i < c.nv; i++)
      {
        fprintf (dred, ";;   added for re-arming:\n");
        sync_dump_pair (&c, i, dred);
      }

  /* Event ids: distinct per pipe pair.  */
  c.live = (uint64_t **) calloc (c.nv + 1, sizeof (uint64_t *));
  if (!c.live)
    abort ();
  sync_assign_ids (&c);
  sync_key_ids (&c);
  sync_prologue_primes (&c, dred);
  for (int i = 0; i < c.nv; i++)
    free (c.live[i]);
  free (c.live);
  free (reach);
  free (bord.bits);
  FILE *da = sync_dump_section (dump, opts, SYNC_DUMP_ALLOC);
  if (da)
    sync_dump_alloc (&c, da);

  sync_emit_plan (&c);
  /* What a caller's summary of FN needs (gimple_summary.cc); a kernel's
     entry has no device caller, and keeps the empty orders of the
     zeroed PLAN it gets.  */
  if (!fn->entry_clean)
    {
      free (plan->op_exit_ord);
      plan->op_exit_ord = (unsigned char *) calloc (fn->nops + 1, 1);
      if (!plan->op_exit_ord)
        abort ();
      sync_hb_exit_orders (&c, plan->exit_ord, plan->op_exit_ord);
      free (plan->entry_ord);
      plan->entry_ord = sync_hb_entry_orders (&c, 0);
      free (plan->entry_via);
      plan->entry_via = sync_hb_entry_orders (&c, 1);
    }
  if (refused)
    *refused = c.refused;
  int nkeyed = 0;
  for (int i = 0; i < c.nv; i++)
    {
      nkeyed += !c.v[i].dead && c.v[i].phase > 0;
      free (c.v[i].deps.v);
      sync_unsplit (&c.v[i]);
    }
  free (c.v);
  free (c.hflags);
  free (c.bars.v);
  sync_hb_cache_free (&c);
  free (c.din);
  free (c.dout);
  free (c.pin);
  free (c.pout);
  free (c.ipd);
  return nkeyed;
}

/* What PLAN of FN costs by GCC's profile in waits that hold a pipe
   until another has done everything it issued so far, not one
   dependence's work: fallbacks (through the scalar unit, or
   pipe_barrier (PIPE_ALL)) and the waits of acknowledgements (re-arming,
   reason SYNC_R_REUSE), each weighed by the estimated executions of its
   block.  -1 when the profile does not say for one of them.  */
static int64_t
plan_cost (const struct sync_func *fn, const struct sync_plan *plan)
{
  int64_t cost = 0;
  for (int i = 0; i < plan->n; i++)
    {
      const struct sync_insn *s = &plan->v[i];
      if (s->action == SYNC_SET
          || (s->reason != SYNC_R_FALLBACK && s->reason != SYNC_R_REUSE))
        continue;
      int b = s->op >= 0 ? fn->ops[s->op].block : s->block;
      int64_t f = b >= 0 ? fn->blocks[b].freq : -1;
      if (f < 0 || __builtin_add_overflow (cost, f, &cost))
        return -1;
    }
  return cost;
}

/* Plan FN again with KEYED, JOINALL and OWN_RUNS (see plan_structured),
   its fallbacks into *FB; when it has fewer than *PLAN -- and, COSTED,
   costs no more by GCC's profile (plan_cost; not compared where the
   profile does not tell) -- it replaces *PLAN, *REFUSED (when non-null)
   gets its refused joins, and the result is 1.  */
static int
replan_if_fewer (const struct sync_func *fn, const struct sync_options *opts,
                 struct sync_plan *plan, int keyed, int joinall, int own_runs,
                 int costed, int *refused, int *fb)
{
  struct sync_plan alt;
  memset (&alt, 0, sizeof alt);
  int r = 0;
  plan_structured (fn, opts, &alt, NULL, keyed, joinall, own_runs, &r);
  *fb = alt.stats.fallbacks;
  int64_t c0 = costed ? plan_cost (fn, plan) : -1;
  int64_t c1 = costed ? plan_cost (fn, &alt) : -1;
  if (*fb >= plan->stats.fallbacks || (c0 >= 0 && c1 >= 0 && c1 > c0))
    {
      sync_plan_release (&alt);
      return 0;
    }
  sync_plan_release (plan);
  *plan = alt;
  if (refused)
    *refused = r;
  return 1;
}

/* Plan FN with either planner (sync_plan_function's contract, without
   moving the insertions at the copies of a callee's work).  */
static int
plan_either (const struct sync_func *fn, const struct sync_options *opts,
             struct sync_plan *plan, FILE *dump)
{
  /* The structured placement needs dominators and loops, and its cost
     grows faster than quadratically with the number of operations
     (about as the cube; see Compile cost in the manual), and some of
     its questions walk the blocks: without them, or for a function of
     more operations or blocks than OPTS->structured_max, the data-flow
     planner serves.  So it does when some edge cannot take code: only the
     data-flow planner keeps the flags clear across such edges (see
     sync_block.sfix).  */
  int fixed = sync_has_fixed_edges (fn);
  int large = fn->nops > opts->structured_max
              || fn->nblocks > opts->structured_max;
  if (!fn->have_cfg || large || fixed)
    {
      FILE *dv = sync_dump_section (dump, opts, SYNC_DUMP_VIRTUAL);
      if (dv)
        {
          char many[48];
          snprintf (many, sizeof many, "more than %d %s",
                    opts->structured_max,
                    fn->nops > opts->structured_max ? "operations"
                                                    : "blocks");
          fprintf (dv, ";; ascsync: the data-flow planner serves (%s): it "
                   "places the sync while it walks the blocks, without "
                   "virtual pairs, redundancy removal or colouring\n",
                   fixed ? "abnormal or EH edges, which take no code"
                   : !fn->have_cfg ? "no dominator or loop information"
                   : many);
        }
      return sync_plan_dataflow (fn, opts, plan, dump);
    }
  /* Pairs following a counter's slots are primed once outside the
     loops, which may leave other dependences to pairs of their own and
     take the ids those need: when the plan then has fallbacks, the plan
     without such pairs is taken if it has fewer.  Likewise pairs kept
     apart so that a consumer is not held for a producer it does not
     need (join_delays) take ids, also for re-arming in the other
     direction: when the plan chosen has fallbacks and refused joins,
     the plan joining wherever it can is taken if it has fewer.  Before
     both, pairs primed around their own loop to rotate their ids with
     a lag (rotate_lagging_own_runs) take ids too: when the plan has
     fallbacks, the plan without them is taken if it has fewer and
     costs no more by GCC's profile (their fallbacks are often their
     drains, once a run of their loop, where the plan without waits for
     an acknowledgement in every iteration).  With a dump, the plan
     chosen is made again, dumping.  */
  memset (plan, 0, sizeof *plan);
  int keyed = 1, joinall = 0, own = 1, refused = 0;
  int nkeyed = plan_structured (fn, opts, plan, NULL, 1, 0, 1, &refused);
  int fbo = plan->stats.fallbacks, fb = fbo, fb1 = -1, fb0 = -1, fbj = -1;
  if (fbo > 0
      && replan_if_fewer (fn, opts, plan, 1, 0, 0, 1, &refused, &fb1))
    own = 0;
  fb = plan->stats.fallbacks;
  if (nkeyed > 0 && fb > 0
      && replan_if_fewer (fn, opts, plan, 0, 0, own, 0, &refused, &fb0))
    keyed = 0;
  int fbk = plan->stats.fallbacks;
  if (fbk > 0 && refused > 0
      && replan_if_fewer (fn, opts, plan, keyed, 1, own, 0, NULL, &fbj))
    joinall = 1;
  /* No flag may be pending at a call issuing pipe work (sync_calls.c):
     else the data-flow planner, which waits for its flags before every
     such call, serves.  */
  int at = sync_plan_flags_at_call (fn, plan);
  if (at >= 0)
    {
      sync_plan_release (plan);
      FILE *dv = sync_dump_section (dump, opts, SYNC_DUMP_VIRTUAL);
      if (dv)
        fprintf (dv, ";; ascsync: the data-flow planner serves: a flag of "
                 "the structured plan may be pending at the call op%d "
                 "(line %d), whose callee may use it\n", at,
                 fn->ops[at].line);
      return sync_plan_dataflow (fn, opts, plan, dump);
    }
  if (dump)
    {
      sync_plan_release (plan);
      plan_structured (fn, opts, plan, dump, keyed, joinall, own, NULL);
      if (fb1 >= 0 && (opts->dump & SYNC_DUMP_REDUNDANCY))
        fprintf (dump, ";; ascsync: with pairs primed around their own "
                 "loops to rotate %d fallbacks, without %d (and the cost "
                 "by GCC's profile): planned %s them\n", fbo, fb1,
                 own ? "with" : "without");
      if (fb0 >= 0 && (opts->dump & SYNC_DUMP_REDUNDANCY))
        fprintf (dump, ";; ascsync: with pairs following a counter's slots "
                 "%d fallbacks, without %d: planned %s them\n", fb, fb0,
                 keyed ? "with" : "without");
      if (fbj >= 0 && (opts->dump & SYNC_DUMP_REDUNDANCY))
        fprintf (dump, ";; ascsync: with pairs kept apart %d fallbacks, "
                 "joining wherever a pair can take a dependence %d: "
                 "planned %s\n", fbk, fbj,
                 joinall ? "joining" : "with them apart");
    }
  return 0;
}

/* Plan FN; see sync.h.  The ids the callees of its summarised calls
   may use are left to them (sync_calls.c).  */
int
sync_plan_function (const struct sync_func *fn,
                    const struct sync_options *opts, struct sync_plan *plan,
                    FILE *dump)
{
  uint32_t ids[ASC_NPIPES][ASC_NPIPES];
  struct sync_options own;
  if (sync_callee_ids (fn, SYNC_IDS_ANY, ids))
    {
      own = *opts;
      for (int p = 0; p < ASC_NPIPES; p++)
        for (int q = 0; q < ASC_NPIPES; q++)
          own.reserved[p][q] |= ids[p][q];
      opts = &own;
    }
  int r = plan_either (fn, opts, plan, dump);
  if (r == 0)
    {
      sync_plan_anchor_calls (fn, plan);
      sync_plan_anchor_flag_parts (fn, plan);
      sync_plan_row_guards (fn, opts, plan);
    }
  return r;
}

/* Release PLAN's memory.  */
void
sync_plan_release (struct sync_plan *plan)
{
  free (plan->v);
  free (plan->guards);
  free (plan->entry_ord);
  free (plan->entry_via);
  free (plan->op_exit_ord);
  memset (plan, 0, sizeof *plan);
}
