/* sync_hb_query.c -- the questions the happens-before flow answers
   (GCC-independent): whether the kept pairs or the hand-written sync
   order a dependence, whether a pair's flag is re-armed, and what a
   function's sync orders at its return (for its callers); each sets up
   a run of the flow of sync_hb.c (see its file comment), with the
   iteration counts a dependence allows.  */

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "sync_hb.h"

/* Whether a hand-written set_flag or wait_flag of FN has an id that
   rotates with loop L (counted from L's entry when PHASE0).  */
static int
hand_id_rotates (const struct sync_func *fn, int l, int phase0)
{
  for (int i = 0; i < fn->nops; i++)
    if ((fn->ops[i].kind == SYNC_OP_SET || fn->ops[i].kind == SYNC_OP_WAIT)
        && fn->ops[i].ev_pk >= 2 && fn->ops[i].ev_ploop == l
        && (!phase0 || fn->ops[i].ev_pphase == 0))
      return 1;
  return 0;
}

/* For hb_residues: when a loop holding B but not A rotates a slot of
   B's counted from its entry, count that loop's iterations from its
   entry (the run A precedes; another run, or out of it, the last count)
   and check B only at the iterations whose slot may meet A's bytes
   (sync_ops_conflict_iter): the load of the first tile before a loop
   that prefetches tile T + 1 into slot (T + 1) mod 2 meets the
   prefetch of iteration 1, not of iteration 0.  When every iteration
   may meet them, ENTRY_ALL asks to count them still if a hand-written
   id rotates with the loop from its entry: the counts tell its id
   (hb_hand_entry_id), so the wait of tile 0 takes the flag primed
   before the loop, which carries A.  Returns whether it set the
   counts.  */
static int
hb_entry_residues (struct hb_run *h, int a, int b, int entry_all)
{
  const struct sync_func *fn = h->c->fn;
  const struct sync_op *oa = &fn->ops[a], *ob = &fn->ops[b];
  int l = fn->blocks[ob->block].loop;
  for (; l >= 0 && !sync_in_loop (fn, l, oa->block); l = fn->loops[l].parent)
    {
      int rot = 0;
      for (int j = 0; j < ob->naccess && !rot; j++)
        rot = ob->acc[j].pk >= 2 && ob->acc[j].ploop == l
              && ob->acc[j].pphase == 0;
      if (!rot)
        continue;
      int all = 1;
      for (int k = 0; k < HB_NK - 1; k++)
        {
          h->need[k] = (fn->loops[l].maxiter == 0 || k < fn->loops[l].maxiter)
                       && (h->cut_loop < 0
                           ? sync_ops_conflict_iter (oa, ob, l, k)
                           : sync_ops_conflict_iters (oa, h->cut_loop,
                                                      h->cut_iter, ob, l, k));
          all &= h->need[k];
        }
      if (all && !(entry_all && hand_id_rotates (fn, l, 1)))
        return 0;
      h->loop = l;
      h->entry = 1;
      h->entry_all = all;
      h->nk = HB_NK;
      h->need[HB_NK - 1] = 1;
      return 1;
    }
  return 0;
}

/* Set H's loop and counts for the dependence of operation A on
   operation B (-1: none, every instance checked): the innermost loop
   holding both, whose iterations up to HB_KMAX after A's the flow
   tells apart, checking the consumer only where B's instance there may
   conflict with A's (sync_ops_conflict_dist), or a farther one, or
   another run of the loop, or out of it.  When every count needs the
   check, no counts.  ENTRY_ALL: see hb_entry_residues.  */
static void
hb_residues (struct hb_run *h, int a, int b, int entry_all)
{
  const struct sync_func *fn = h->c->fn;
  h->nk = 1;
  h->need[0] = 1;
  h->loop = a < 0 || b < 0 ? -1 : sync_common_loop (fn, fn->ops[a].block,
                                                    fn->ops[b].block);
  if (a >= 0 && b >= 0 && hb_entry_residues (h, a, b, entry_all))
    return;
  if (h->loop < 0)
    return;
  const struct sync_op *oa = &fn->ops[a], *ob = &fn->ops[b];
  int all = 1, possible = 1;
  for (int k = 0; k <= HB_KMAX; k++)
    {
      /* Once a distance is not possible, no larger one is.  */
      possible = possible && (k == 0 || sync_loop_dist_possible (fn, h->loop,
                                                                 k, ob->block));
      h->need[k] = possible && sync_ops_conflict_dist (oa, ob, h->loop, k);
      all &= h->need[k];
    }
  /* Hand-written ids rotating with the loop are told apart by the
     counts (hb_hand_sym) even when every count needs the check.  */
  int rot = hand_id_rotates (fn, h->loop, 0);
  /* So are edges taken in its first iteration only (sync_block.sonce):
     from count 1 on the flow does not follow them.  */
  for (int x = 0; x < fn->nblocks && !rot; x++)
    for (int j = 0; fn->blocks[x].sonce && j < fn->blocks[x].nsucc; j++)
      rot |= fn->blocks[x].sonce[j] == h->loop + 1;
  if (all && !rot)
    {
      h->need[0] = 1;
      return;
    }
  h->nk = HB_NK;
  h->need[HB_NK - 1] = 1;
}

/* The ORD after operation O: what its callee's sync orders it before
   at the return, for the copy of a callee's work leaving the call (see
   sync_op.work_ord); none else.  */
static unsigned
hb_start_ord (const struct sync_op *o)
{
  if (o->role != SYNC_ROLE_EXIT)
    return 0;
  return (o->work_ord >> ASC_PIPE_S) & 1 ? HB_ALLMASK
                                          : o->work_ord & HB_ALLMASK;
}

/* Start run H of the flow over C's function for work of pipe PA, ORD
   ORD0 after it, the counts of the dependence of operation A on
   operation B (hb_residues; ENTRY_ALL: see hb_entry_residues),
   collecting the hand-written sync and, when PAIRS, the kept pairs
   other than SKIP and SKIP2.  */
static void
hb_start (struct hb_run *h, struct pctx *c, int pa, unsigned ord0, int a,
          int b, int skip, int skip2, int pairs, int entry_all)
{
  memset (h, 0, sizeof *h);
  h->c = c;
  h->pa = pa;
  h->ord0 = ord0;
  h->cut_pair = h->cut_loop = -1;
  hb_residues (h, a, b, entry_all);
  h->used = (unsigned char *) calloc (c->nv + 1, 1);
  h->win = (int *) calloc (c->nv + 1, sizeof (int));
  if (!h->used || !h->win)
    abort ();
  sync_hb_collect (h, skip, skip2, pairs);
}

/* Free what hb_start allocated for H.  */
static void
hb_end (struct hb_run *h)
{
  free (h->used);
  free (h->win);
  free (h->first);
  free (h->ev);
  free (h->vdef);
}

/* The pipes whose next instruction operation B of C's function, a copy
   of a callee's work entering a call, follows in the callee
   (sync_op.entry_via), when WB is the point right before it; else 0.  */
static unsigned
consumer_via (const struct pctx *c, int b, struct pt wb)
{
  if (b < 0)
    return 0;
  const struct sync_op *ob = &c->fn->ops[b];
  struct pt pb = sync_pt_before (c->fn, b);
  return ob->role == SYNC_ROLE_ENTRY && wb.block == pb.block
         && wb.key == pb.key && wb.where == pb.where ? ob->entry_via : 0;
}

/* Whether the work of pipe PA at point SA (after the insertions there
   up to place SA_RANK) is ordered before the next instruction of pipe Q
   at point WB (place WB_RANK) wherever the flow reaches it, by the kept
   pairs other than SKIP when PAIRS and the hand-written sync; the pairs
   relied on into WIT when non-null.  ENTRY_ALL: see hb_entry_residues;
   0 when it sets no counts of its own (the run without it is the
   same).  */
static int
hb_core (struct pctx *c, int a, int b, int pa, unsigned ord0, struct pt sa,
         long sa_rank, int q, struct pt wb, long wb_rank, int skip,
         int skip2, int pairs, struct witness *wit, int entry_all)
{
  if (pa < 0 || pa >= NP || q < 0 || q >= NP
      || sa.where == SYNC_ON_EDGE || wb.where == SYNC_ON_EDGE)
    return 0;
  struct hb_run h;
  hb_start (&h, c, pa, ord0, a, b, skip, skip2, pairs, entry_all);
  if (entry_all && !h.entry_all)
    {
      hb_end (&h);
      return 0;
    }
  h.q = q;
  h.qvia = consumer_via (c, b, wb);
  h.wb = wb;
  h.wb_rank = wb_rank;
  int ok = sync_hb_flow (&h, sa, sa_rank, NULL);
  if (ok && wit)
    {
      wit->n = 0;
      for (int i = 0; i < c->nv && wit->n >= 0; i++)
        if (h.used[i])
          {
            if (wit->n == SYNC_WITMAX)
              wit->n = -1;
            else
              wit->v[wit->n++] = i;
          }
    }
  hb_end (&h);
  return ok;
}

/* A for hb_residues when SA and WB are the points after operation A
   and before operation B of C's function (the counts hold for those
   instances only), else -1.  */
static int
hb_residue_op (const struct pctx *c, int a, int b, struct pt sa, struct pt wb)
{
  struct pt pa = sync_pt_after (c->fn, a), pb = sync_pt_before (c->fn, b);
  return sa.block == pa.block && sa.key == pa.key && wb.block == pb.block
         && wb.key == pb.key ? a : -1;
}

/* The flow from operation A, run in iteration ITER of loop L, to
   operation B, over the hand-written sync and, when PAIRS, the kept
   pairs other than SKIP; CUT_PAIR as hb_run's (-1: none), ENTRY_ALL as
   hb_entry_residues's: whether they order A before B.  The counts are
   set again for A's bytes of that iteration.  */
static int
hb_cut_flow (struct pctx *c, int a, int b, int skip, int pairs,
             int cut_pair, int l, int iter, int entry_all)
{
  const struct sync_func *fn = c->fn;
  const struct sync_op *oa = &fn->ops[a], *ob = &fn->ops[b];
  struct hb_run h;
  hb_start (&h, c, oa->pipe, hb_start_ord (oa), a, b, skip, -1, pairs,
            entry_all);
  h.cut_pair = cut_pair;
  h.cut_loop = l;
  h.cut_iter = iter;
  h.entry = h.entry_all = 0;
  hb_residues (&h, a, b, entry_all);
  h.q = ob->pipe;
  h.qvia = ob->role == SYNC_ROLE_ENTRY ? ob->entry_via : 0;
  h.wb = sync_pt_before (fn, b);
  h.wb_rank = LONG_MAX;
  int ok = sync_hb_flow (&h, sync_pt_after (fn, a), LONG_MIN, NULL);
  hb_end (&h);
  return ok;
}

/* The iterations of loop L, counted from its entry, that the flow must
   start operation A from one by one so that the accesses of A and the
   ids of the hand-written flags rotating with L are those of one
   iteration: the period of their rotations, or fewer when L makes
   fewer iterations a run; 0 when nothing rotates with L or the period
   is past SYNC_MAXK * 3.  */
static int
hb_cut_period (const struct sync_func *fn, int a, int l)
{
  int n = 1;
  const struct sync_op *oa = &fn->ops[a];
  for (int j = 0; j < oa->naccess; j++)
    if (oa->acc[j].pk >= 2 && oa->acc[j].ploop == l && oa->acc[j].pphase == 0)
      n = sync_lcm (n, oa->acc[j].pk);
  for (int i = 0; i < fn->nops; i++)
    if ((fn->ops[i].kind == SYNC_OP_SET || fn->ops[i].kind == SYNC_OP_WAIT)
        && fn->ops[i].ev_pk >= 2 && fn->ops[i].ev_ploop == l
        && fn->ops[i].ev_pphase == 0)
      n = sync_lcm (n, fn->ops[i].ev_pk);
  if (n < 2 || n > SYNC_MAXK * 3)
    return 0;
  return fn->loops[l].maxiter > 0 && fn->loops[l].maxiter < n
         ? fn->loops[l].maxiter : n;
}

/* Whether the hand-written sync (and, when PAIRS, the kept pairs other
   than SKIP) orders operation A, in a loop L that does not hold
   operation B, before B, the flow started from A in each
   iteration of L up to hb_cut_period in turn: A's accesses and the ids
   of flags rotating with L are then those of that iteration
   (hb_hand_cut_id), so the set of id T a prologue loop issues with the
   load of tile T is the one the wait of tile T takes.  */
static int
hb_hand_ordered_per_iteration (struct pctx *c, int a, int b, int pairs,
                               int skip)
{
  const struct sync_func *fn = c->fn;
  const struct sync_op *oa = &fn->ops[a], *ob = &fn->ops[b];
  int l = fn->blocks[oa->block].loop;
  if (l < 0 || sync_in_loop (fn, l, ob->block) || oa->pipe < 0
      || oa->pipe >= NP || ob->pipe < 0 || ob->pipe >= NP)
    return 0;
  int n = hb_cut_period (fn, a, l);
  int ok = n > 0;
  for (int p = 0; ok && p < n; p++)
    ok = hb_cut_flow (c, a, b, skip, pairs, -1, l, p, 1);
  if (ok && c->wit)
    c->wit->n = 0;
  return ok;
}

/* See sync_place.h.  */
int
sync_hb_ordered (struct pctx *c, int a, int b, struct pt sa, struct pt wb,
                 int skip)
{
  const struct sync_func *fn = c->fn;
  return hb_core (c, hb_residue_op (c, a, b, sa, wb), b, fn->ops[a].pipe,
                  hb_start_ord (&fn->ops[a]), sa,
                  LONG_MIN, fn->ops[b].pipe, wb, LONG_MAX, skip, -1, 1,
                  c->wit, 0)
         || (c->has_hand && hb_residue_op (c, a, b, sa, wb) == a
             && hb_hand_ordered_per_iteration (c, a, b, 1, skip));
}

/* See sync_place.h.  */
int
sync_hb_hand_ordered (struct pctx *c, int a, int b, struct pt sa,
                      struct pt wb)
{
  const struct sync_func *fn = c->fn;
  return c->has_hand
         && (hb_core (c, hb_residue_op (c, a, b, sa, wb), b,
                      fn->ops[a].pipe, hb_start_ord (&fn->ops[a]), sa,
                      LONG_MIN, fn->ops[b].pipe, wb, LONG_MAX, -1, -1, 0,
                      c->wit, 0)
             /* Else counted from the entry of B's loop, which tells
                the ids of hand-written flags rotating with it.  */
             || hb_core (c, hb_residue_op (c, a, b, sa, wb), b,
                         fn->ops[a].pipe, hb_start_ord (&fn->ops[a]), sa,
                         LONG_MIN, fn->ops[b].pipe, wb, LONG_MAX, -1, -1, 0,
                         c->wit, 1)
             /* Else from A in each iteration of its own loop.  */
             || (hb_residue_op (c, a, b, sa, wb) == a
                 && hb_hand_ordered_per_iteration (c, a, b, 0, -1)));
}

/* See sync_place.h.  */
int
sync_hb_ordered_cut (struct pctx *c, int a, int b, int ri, int l, int iter)
{
  const struct sync_func *fn = c->fn;
  const struct sync_op *oa = &fn->ops[a], *ob = &fn->ops[b];
  if (oa->pipe < 0 || oa->pipe >= NP || ob->pipe < 0 || ob->pipe >= NP)
    return 0;
  return hb_cut_flow (c, a, b, -1, 1, ri, l, iter, 0);
}

/* Set H's loop and counts for re-arming pair R, the flow starting at
   its wait of some iteration T, for its set of iteration T + DIST of
   its loop only (a farther count when DIST is past HB_KMAX); DIST 0:
   the set that next sets the id that wait takes, R's ids rotating over
   ROT iterations: DIST ROT - LAG for a loop-carried pair, whose wait of
   T takes the set of T - LAG, ROT for a pair acting in one iteration;
   when that is 0, or the ids do not rotate, every count, as
   hb_residues leaves it.  */
static void
hb_rearm_residues (struct hb_run *h, const struct pair *r, int dist)
{
  if (r->loop < 0 || (r->kind != PK_LC && r->kind != PK_INTRA))
    return;
  int d = dist;
  if (d == 0 && r->rot >= 2 && !r->key)
    d = r->kind == PK_LC ? r->rot - sync_pair_lag (r) : r->rot;
  if (d < 1)
    return;
  h->loop = r->loop;
  h->nk = HB_NK;
  memset (h->need, 0, sizeof h->need);
  h->need[d <= HB_KMAX ? d : HB_NK - 1] = 1;
}

/* Whether the kept pairs other than RI and SKIP and the hand-written
   sync order pair RI's wait of an iteration before its set at point X
   DIST iterations later (hb_rearm_residues).  A set on an edge out of
   a block (a split set's cut, sync_split.c) is asked at the end of that
   block: what is ordered there is ordered on each edge leaving it.  */
static int
hb_rearm_flow (struct pctx *c, int ri, int skip, struct pt x, int dist)
{
  const struct pair *r = &c->v[ri];
  if (x.where == SYNC_ON_EDGE && x.block >= 0)
    x = sync_pt_end (c->fn, x.block);
  if (r->dead || r->kind == PK_ALL || r->w.where == SYNC_ON_EDGE
      || x.where == SYNC_ON_EDGE || r->q < 0 || r->q >= NP || r->p < 0
      || r->p >= NP)
    return 0;
  struct hb_run h;
  hb_start (&h, c, r->q, 0, -1, -1, ri, skip, 1, 0);
  hb_rearm_residues (&h, r, dist);
  h.q = r->p;
  h.wb = x;
  h.wb_rank = sync_issue_rank (c, ri, 1);
  int ok = sync_hb_flow (&h, r->w, sync_issue_rank (c, ri, 0), NULL);
  hb_end (&h);
  return ok;
}

/* See sync_place.h.  */
int
sync_hb_rearmed (struct pctx *c, int ri)
{
  return sync_hb_rearmed_without (c, ri, -1);
}

/* See sync_place.h.  */
int
sync_hb_rearmed_without (struct pctx *c, int ri, int skip)
{
  const struct pair *r = &c->v[ri];
  if (!r->split)
    return hb_rearm_flow (c, ri, skip, sync_set_pt (r), 0);
  for (int k = 0; k < r->split->ncut; k++)
    if (!hb_rearm_flow (c, ri, skip, r->split->cut[k], 0))
      return 0;
  return 1;
}

/* See sync_place.h.  */
int
sync_hb_rearmed_at (struct pctx *c, int ri, struct pt x)
{
  return hb_rearm_flow (c, ri, -1, x, 0);
}

/* See sync_place.h.  */
int
sync_hb_rearm_span (struct pctx *c, int ri, int skip)
{
  const struct pair *r = &c->v[ri];
  if (r->kind != PK_LC)
    return 0;
  for (int j = 1; j <= HB_KMAX; j++)
    {
      int ok = 1;
      if (!r->split)
        ok = hb_rearm_flow (c, ri, skip, sync_set_pt (r), j);
      for (int k = 0; r->split && ok && k < r->split->ncut; k++)
        ok = hb_rearm_flow (c, ri, skip, r->split->cut[k], j);
      if (ok)
        return j;
    }
  return 0;
}

/* See sync_place.h.  */
int
sync_hb_point_before (struct pctx *c, int pa, struct pt sa, long sa_rank,
                      int q, struct pt wb, long wb_rank, int skip,
                      int skip2)
{
  return hb_core (c, -1, -1, pa, 0, sa, sa_rank, q, wb, wb_rank, skip,
                  skip2, 1, NULL, 0);
}

/* The ORD at every return of C's function after the work of pipe PA
   at SA (ORD ORD0 there; SA.BLOCK -1: before its entry), by the kept
   pairs and the hand-written sync.  */
static unsigned
hb_ord_at_return (struct pctx *c, int pa, unsigned ord0, struct pt sa)
{
  struct hb_run h;
  hb_start (&h, c, pa, ord0, -1, -1, -1, -1, 1, 0);
  h.q = pa;
  h.wb.block = -1;
  unsigned o = 0;
  sync_hb_flow (&h, sa, LONG_MIN, &o);
  hb_end (&h);
  return o;
}

/* The point after the last boundary wait (WAITS, NW of them, in the
   order they dominate each other) of pipe X or of the scalar pipe among
   the first LEVEL, or before C's function's entry when none is.  */
static struct pt
after_boundary_wait (const struct pctx *c, const int *waits, int level,
                     int x)
{
  for (int k = level - 1; k >= 0; k--)
    {
      const struct sync_op *w = &c->fn->ops[waits[k]];
      if (w->tpipe == x || w->tpipe == ASC_PIPE_S)
        return sync_pt_after (c->fn, waits[k]);
    }
  struct pt entry = { -1, LONG_MIN, SYNC_BLOCK_START, -1 };
  return entry;
}

/* See sync_place.h.  An operation that copies a callee's work entering
   a call keeps what that callee orders before it, which the work
   issued before this function's entry precedes too.  With VIA, a
   caller's copy of the operation, entering a call, comes after the
   stand-ins of the boundary waits that dominate it
   (gimple_summary.cc): where the caller's flow has A ordered before the
   next instruction of pipe X, A precedes every instruction of X the
   callee issues after the last of them on X (or on S, which stalls
   issue), and so the operation, when the callee's sync orders that
   instruction before it.  */
unsigned char *
sync_hb_entry_orders (struct pctx *c, int via)
{
  const struct sync_func *fn = c->fn;
  unsigned char *out = (unsigned char *) calloc (fn->nops + 1, 1);
  if (!out)
    abort ();
  int waits[SYNC_MAX_BFLAGS], sets[SYNC_MAX_BFLAGS], nw = 0, ns;
  if (via)
    sync_boundary_flags (fn, SYNC_MAX_BFLAGS, waits, &nw, sets, &ns);
  int n = 0;
  for (int i = 0; i < fn->nops; i++)
    {
      const struct sync_op *o = &fn->ops[i];
      if (o->kind != SYNC_OP_PIPE || o->role == SYNC_ROLE_EXIT
          || o->flagpart || o->pipe < 0 || o->pipe >= NP)
        continue;
      out[i] = !via && o->role == SYNC_ROLE_ENTRY ? o->entry_ord : 0;
      if (++n > SYNC_ORDERS_MAXOPS)
        continue;
      int level = sync_boundary_wait_level (fn, waits, nw, i);
      for (int x = 0; x < NP; x++)
        if (!((out[i] >> x) & 1)
            && hb_core (c, -1, i, x, 0,
                        after_boundary_wait (c, waits, level, x), LONG_MIN,
                        o->pipe, sync_pt_before (fn, i), LONG_MAX, -1, -1,
                        1, NULL, 0))
          out[i] |= 1 << x;
    }
  return out;
}

/* See sync_place.h.  */
void
sync_hb_exit_orders (struct pctx *c, unsigned char ord[ASC_NPIPES],
                     unsigned char *per_op)
{
  const struct sync_func *fn = c->fn;
  struct pt entry = { -1, LONG_MIN, SYNC_BLOCK_START, -1 };
  for (int x = 0; x < NP; x++)
    ord[x] = (unsigned char) hb_ord_at_return (c, x, 0, entry);
  int n = 0;
  for (int i = 0; i < fn->nops; i++)
    {
      const struct sync_op *o = &fn->ops[i];
      if (o->kind != SYNC_OP_PIPE || o->role == SYNC_ROLE_ENTRY
          || o->flagpart || o->pipe < 0 || o->pipe >= NP)
        continue;
      if (++n > SYNC_ORDERS_MAXOPS)
        return;
      per_op[i] = (unsigned char) hb_ord_at_return (c, o->pipe,
                                                    hb_start_ord (o),
                                                    sync_pt_after (fn, i));
    }
}
