/* sync_rearm.c -- re-arming the flags of the planned pairs
   (GCC-independent): a flag may be set again only once its previous
   wait is ordered before the new set.  A pair in a loop is re-armed by
   the pairs back to its source pipe (directly, or through a third
   pipe), by rotating its ids over the iterations those pairs span, by
   more ids than its distance with its wait taking the set of that many
   iterations before (a prefetch pair), or by an acknowledgement
   pair.  */

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "sync_place.h"

/* Whether intra pair RI (P -> Q, in loop L) is re-armed through a
   third pipe R: a pair Q -> R acting after its wait, then a pair R -> P
   whose wait precedes its set, at least one of the two loop-carried,
   over ROT iterations in all (the sum of their lags): a tile computed
   in place in its slot, its load's MTE2 -> V re-armed through V -> MTE3
   and the store's MTE3 -> MTE2 two tiles later; with four slots and a
   prefetch three tiles ahead, V -> MTE3 re-armed through the store's
   MTE3 -> MTE2 to the next prefetch and that prefetch's MTE2 -> V three
   tiles later.  The wait of iteration I then precedes the set of
   iteration I + ROT: RI rotates over ROT ids, like hand-written
   ping-pong sync, when the pipe pair has that many.  */
static int
rearm_through_third_pipe (struct pctx *c, int ri, int l)
{
  const struct sync_func *fn = c->fn;
  const struct pair *r = &c->v[ri];
  for (int i = 0; i < c->nv; i++)
    {
      const struct pair *u = &c->v[i];
      if (i == ri || u->dead || u->p != r->q || u->q == r->p
          || u->q == r->q || (u->kind != PK_INTRA && u->kind != PK_LC)
          || u->xset == SYNC_XSET_LATE
          || fn->blocks[u->s.block].loop != l
          || !sync_set_follows (c, u, r->w))
        continue;
      for (int j = 0; j < c->nv; j++)
        {
          const struct pair *u2 = &c->v[j];
          if (j == ri || j == i || u2->dead || u2->p != u->q
              || u2->q != r->p || (u2->kind != PK_INTRA && u2->kind != PK_LC)
              || u2->xset == SYNC_XSET_LATE
              || (u->kind != PK_LC && u2->kind != PK_LC)
              || fn->blocks[u2->s.block].loop != l)
            continue;
          /* Both loop-carried: one rotation, the same phase.  */
          if (u->kind == PK_LC && u2->kind == PK_LC
              && (u2->loop != l || u2->phase != u->phase))
            continue;
          const struct pair *lc = u->kind == PK_LC ? u : u2;
          int rot = (u->kind == PK_LC ? sync_pair_lag (u) : 0)
                    + (u2->kind == PK_LC ? sync_pair_lag (u2) : 0);
          if (lc->loop != l || rot < 2 || rot > c->opts->nflags
              || !sync_period_ok (rot)
              || !sync_set_follows (c, u2, u->w)
              || !sync_pdom_pt (c, u2->w, r->s, 1)
              || sync_in_split (r, u2->w))
            continue;
          c->v[ri].rot = rot;
          c->v[ri].phase = lc->phase;
          return 1;
        }
    }
  return 0;
}

/* See sync_place.h.  */
int
sync_exit_after_set (const struct pctx *c, const struct pair *r, int x)
{
  const struct sync_func *fn = c->fn;
  if (x < 0 || r->s.where == SYNC_ON_EDGE)
    return -1;
  if (sync_pdom_pt (c, r->s, sync_pt_end (fn, x), 1))
    return 1;
  if (sync_exit_sets (c, r, x))
    return 2;
  if (x == fn->loops[r->loop].header && r->s.block != x)
    return 0;
  return -1;
}

/* Whether kept pair U (not RI) orders work of pipe Q before later work
   of pipe P from where it acts: a pair from Q to P or to the scalar
   pipe (whose wait stalls issue), or a pipe_barrier (PIPE_ALL), its set
   and wait acting directly in loop L, not on a CFG edge; *S1 gets its
   set point.  */
static int
reorders_in_loop (const struct pctx *c, int ri, int i, int q, int p, int l,
                  struct pt *s1)
{
  const struct sync_func *fn = c->fn;
  const struct pair *u = &c->v[i];
  if (i == ri || u->dead
      || (u->kind != PK_INTRA && u->kind != PK_B2B && u->kind != PK_ALL)
      || (u->kind != PK_ALL
          && (u->p != q || (u->q != p && u->q != ASC_PIPE_S))))
    return 0;
  *s1 = sync_set_pt (u);
  return s1->where != SYNC_ON_EDGE && u->w.where != SYNC_ON_EDGE
         && fn->blocks[s1->block].loop == l
         && fn->blocks[u->w.block].loop == l;
}

/* The fewest iterations J >= 1 over which a kept pair of loop-carried
   pair RI's loop orders RI's wait W of an iteration T (on pipe Q)
   before its set S (on pipe P) of iteration T + J, 0 when none does:
   J 1 for a pair from Q, set after W and waited later in the
   iteration, to P or to the scalar pipe (which stalls issue), or a
   pipe_barrier (PIPE_ALL) after W (reorders_in_loop); J the lag of a
   loop-carried pair of the loop from Q to P or S, set after W, whose
   wait comes before S in the iteration, plus 1 when its wait comes
   after S; else what the happens-before flow finds through any chain
   of pairs (sync_hb_rearm_span: the store's MTE3 -> MTE2 pair orders
   the vector unit's wait of a load's MTE2 -> V pair, through V ->
   MTE3, before the next prefetch's set), which alone answers for a
   split set, at each of its cut points.  Pair SKIP (-1: none) is left
   out.  */
static int
rearm_span (struct pctx *c, int ri, int skip)
{
  const struct pair *r = &c->v[ri];
  const struct sync_func *fn = c->fn;
  int best = 0;
  /* The shapes below compare with S; a split set is issued before it.  */
  for (int i = 0; i < c->nv && !r->split; i++)
    {
      const struct pair *u = &c->v[i];
      struct pt s1;
      int j = 0;
      if (i == skip)
        continue;
      if (reorders_in_loop (c, ri, i, r->q, r->p, r->loop, &s1))
        j = sync_set_follows (c, u, r->w) && sync_ppdom_pt (c, u->w, s1, 1);
      else if (i != ri && !u->dead && u->kind == PK_LC && u->loop == r->loop
               && u->xset != SYNC_XSET_LATE && u->p == r->q && (u->q == r->p || u->q == ASC_PIPE_S)
               && u->s.where != SYNC_ON_EDGE && u->w.where != SYNC_ON_EDGE
               && fn->blocks[u->w.block].loop == r->loop
               && sync_set_follows (c, u, r->w))
        j = sync_pair_lag (u) + !sync_pdom_pt (c, u->w, r->s, 1);
      if (j > 0 && (best == 0 || j < best))
        best = j;
    }
  return best ? best : sync_hb_rearm_span (c, ri, skip);
}

/* Loop-carried pair RI of distance D (ROT D ids, no lag), whose wait W
   the pairs do not order before its set S in one iteration: rotate it
   over D + J ids instead, the wait of iteration T taking the id of the
   set of T - D (LAG D), when the pairs order W of iteration T before S
   of T + J (rearm_span) -- as hand-written prefetch sync does, "set
   (ev_next) ... wait (ev)", over as many ids as the prefetch needs --
   and every exit of the loop lies after S or at the header before it
   (so the drain knows the id of the last set), within the target's ids
   (at most 4).  The id of iteration T's set is next set D + J
   iterations later, after the wait of T + J that took it.  Not for a
   pair of a slot group or primed around an outer loop.  Returns
   whether it did.  */
static int
rotate_lagging (struct pctx *c, int ri)
{
  struct pair *r = &c->v[ri];
  const struct sync_func *fn = c->fn;
  int n = c->opts->nflags < 4 ? c->opts->nflags : 4;
  if (r->kind != PK_LC || r->lag || r->phase || r->lead || r->ack
      || r->runs != r->loop || r->rot >= n
      || r->s.where == SYNC_ON_EDGE || r->w.where == SYNC_ON_EDGE)
    return 0;
  const struct sync_loop *lp = &fn->loops[r->loop];
  for (int k = 0; k < lp->nexits; k++)
    if (sync_exit_after_set (c, r, lp->exit_from[k]) < 0)
      return 0;
  int j = rearm_span (c, ri, -1);
  if (j < 1 || r->rot + j > n)
    return 0;
  r->lag = r->rot;
  r->rot += j;
  return 1;
}

/* Loop-carried pair RI primed and drained around a loop enclosing its
   own (prime_outside), which rotate_lagging does not rotate: primed and
   drained around its own loop instead, its ids counted from 0 at each
   entry, when rotate_lagging then rotates it.  A drain and a prime a
   run of the loop cost less than an acknowledgement that holds the
   wait's pipe in every iteration until the set's pipe has done its work
   up to the set (the prefetch of the next k-chunk into the other L1
   slot, with a chunk counter running on across the tiles); but it
   takes ids, and the plan is also made without (C->OWN_RUNS clear, see
   plan_either).  Returns whether it did.  */
static int
rotate_lagging_own_runs (struct pctx *c, int ri)
{
  struct pair *r = &c->v[ri];
  if (!c->own_runs || r->kind != PK_LC || r->runs == r->loop || r->lead
      || r->ack)
    return 0;
  int runs = r->runs, phase = r->phase;
  r->runs = r->loop;
  r->phase = 0;
  if (rotate_lagging (c, ri))
    return 1;
  r->runs = runs;
  r->phase = phase;
  return 0;
}

/* The points where a kept pair orders W (a wait on pipe Q, in loop L)
   before what follows on pipe P, on the paths that pass them: the wait
   of a pair from Q to P or to the scalar pipe (or a pipe_barrier
   (PIPE_ALL)) acting directly in L whose set W dominates and which
   dominates its wait.  COVER gets, per block, the smallest key of such
   a point (LONG_MAX: none).  */
static void
rearm_cover_points (const struct pctx *c, int ri, struct pt w, int q, int p,
                    int l, long *cover)
{
  for (int b = 0; b < c->fn->nblocks; b++)
    cover[b] = LONG_MAX;
  for (int i = 0; i < c->nv; i++)
    {
      const struct pair *u = &c->v[i];
      struct pt s1;
      if (!reorders_in_loop (c, ri, i, q, p, l, &s1)
          || !sync_pdom_pt (c, w, s1, 0) || sync_in_split (u, w)
          || !sync_pdom_pt (c, s1, u->w, 1))
        continue;
      if (u->w.key < cover[u->w.block])
        cover[u->w.block] = u->w.key;
    }
}

/* Whether a path of the iteration of loop L leads from point W to point
   S without passing a point of COVER or the start of block X (-1:
   none), not round L's back edge nor out of L; it may pass through
   loops nested in L (an inner loop on one branch of the iteration: its
   blocks hold no cover point, and the path goes on from its exits).
   SEEN (per block) gets 2 for the blocks such a path reaches, 1 for the
   others queued (each block is queued once).  */
static int
rearm_path_open (const struct pctx *c, struct pt w, struct pt s, int l,
                 const long *cover, int x, char *seen)
{
  const struct sync_func *fn = c->fn;
  int nb = fn->nblocks;
  memset (seen, 0, nb);
  int *stack = (int *) malloc ((nb + 1) * sizeof (int)), sp = 0, open = 0;
  if (!stack)
    abort ();
  /* W's own block after W.  */
  if (cover[w.block] > w.key && cover[w.block] != LONG_MAX
      && (w.block != s.block || cover[w.block] < s.key))
    ;                           /* covered in W's block */
  else if (w.block == s.block && s.key > w.key)
    open = 1;
  else
    for (int k = 0; k < fn->blocks[w.block].nsucc; k++)
      {
        int y = fn->blocks[w.block].succ[k];
        if (!seen[y])
          {
            seen[y] = 1;
            stack[sp++] = y;
          }
      }
  while (sp > 0 && !open)
    {
      int y = stack[--sp];
      if (!sync_in_loop (fn, l, y) || y == fn->loops[l].header || y == x)
        continue;
      seen[y] = 2;
      if (y == s.block)
        {
          if (cover[y] == LONG_MAX || cover[y] >= s.key)
            open = 1;
          continue;
        }
      if (cover[y] != LONG_MAX)
        continue;
      const struct sync_block *bb = &fn->blocks[y];
      for (int k = 0; k < bb->nsucc; k++)
        if (!seen[bb->succ[k]])
          {
            seen[bb->succ[k]] = 1;
            stack[sp++] = bb->succ[k];
          }
    }
  free (stack);
  return open;
}

/* Loop-carried pair RI whose wait W the kept pairs do not order before
   its set S of the same iteration on every path: when they do on every
   path but those through one block X run less often than W's (GCC's
   profile: the branch for an empty tile), re-arm it with set and wait
   back to back (Q -> P) at the start of X, on those paths only, instead
   of an acknowledgement on every path.  NllLoss: the MTE2 -> V pair of
   the gathers orders the V -> MTE2 pair's wait before its set in every
   tile but one without rows, whose path GCC threads apart.  Returns
   whether it did.  */
static int
patch_rearm_path (struct pctx *c, int ri)
{
  const struct pair *r = &c->v[ri];
  const struct sync_func *fn = c->fn;
  int l = r->loop, nb = fn->nblocks;
  if (r->kind != PK_LC || r->s.where == SYNC_ON_EDGE
      || r->w.where == SYNC_ON_EDGE || fn->blocks[r->w.block].loop != l
      || fn->blocks[r->s.block].loop != l
      || fn->blocks[r->w.block].freq < 0)
    return 0;
  long *cover = (long *) malloc ((nb + 1) * sizeof (long));
  char *seen = (char *) malloc (nb + 1);
  char *region = (char *) malloc (nb + 1);
  if (!cover || !seen || !region)
    abort ();
  rearm_cover_points (c, ri, r->w, r->q, r->p, l, cover);
  int best = -1;
  if (rearm_path_open (c, r->w, r->s, l, cover, -1, seen))
    {
      memcpy (region, seen, nb);
      for (int x = 0; x < nb; x++)
        if (region[x] == 2 && x != r->s.block && fn->blocks[x].loop == l
            && fn->blocks[x].freq >= 0
            && fn->blocks[x].freq < fn->blocks[r->w.block].freq
            && (best < 0 || fn->blocks[x].freq < fn->blocks[best].freq)
            && !rearm_path_open (c, r->w, r->s, l, cover, x, seen))
          best = x;
    }
  free (cover);
  free (seen);
  free (region);
  if (best < 0)
    return 0;
  struct pt at = sync_pt_start (fn, best);
  struct pair *a = sync_new_pair (c, PK_B2B, r->q, r->p, at, at, -1);
  a->ack = 1;
  /* Its own flag is re-armed through R, whose wait ROT iterations later
     precedes X: rotate over as many ids (as the acknowledgement on every
     path does).  */
  a->rot = r->rot;
  a->phase = r->phase;
  return 1;
}

/* See sync_place.h.  */
int
sync_rearm_cost (struct pctx *c, int ri, int skip)
{
  const struct pair *r = &c->v[ri];
  if ((skip < 0 && sync_ordered (c, r->q, r->p, r->w, r->s, ri))
      || sync_hb_rearmed_without (c, ri, skip))
    return 0;
  return rearm_span (c, ri, skip) > 0 ? 1 : 2;
}

/* Make sure the wait of loop-carried pair RI, its set split, is ordered
   before the set at each of its cut points: by the happens-before flow
   (for all at once, or for the point), by one of the shapes
   sync_ordered knows, or, at a cut point on a path colder than S
   (GCC's profile), by an acknowledgement issued there right before the
   set (as patch_rearm_path does for a path to S).  Returns 0, adding
   nothing, when a cut point as hot as S would need one.  */
static int
split_rearm (struct pctx *c, int ri)
{
  const struct sync_func *fn = c->fn;
  if (sync_hb_rearmed (c, ri))
    return 1;
  struct pair r = c->v[ri];
  int n = r.split->ncut;
  int64_t fs = fn->blocks[r.s.block].freq;
  char *need = (char *) calloc (n + 1, 1);
  if (!need)
    abort ();
  int ok = 1;
  for (int k = 0; k < n && ok; k++)
    {
      struct pt x = r.split->cut[k];
      need[k] = !sync_hb_rearmed_at (c, ri, x)
                && !sync_ordered (c, r.q, r.p, r.w, x, ri);
      int64_t fx = fn->blocks[x.block].freq;
      ok = !need[k] || (fs >= 0 && fx >= 0 && fx < fs);
    }
  for (int k = 0; k < n && ok; k++)
    if (need[k])
      {
        struct pt x = r.split->cut[k];
        struct pair *a = sync_new_pair (c, PK_B2B, r.q, r.p, x, x, -1);
        a->ack = 1;
        a->rot = r.rot;
        a->phase = r.phase;
      }
  free (need);
  return ok;
}

/* Whether pair R of loop L, waited by the scalar pipe, is re-armed by
   that wait alone: the wait stalls issue, so a set issued after it is
   issued once the wait has taken its flag.  Its set and wait lie
   directly in L, not on an edge, and the wait lies on every path to its
   next set: it dominates the set (loop-carried: W then S in one
   iteration) or post-dominates it (intra, and loop-carried with its
   wait after its set, SYNC_XSET_LATE: S then W, the next set in the
   next iteration).  */
static int
scalar_wait_rearms (const struct pctx *c, const struct pair *r, int l)
{
  const struct sync_func *fn = c->fn;
  struct pt s = sync_set_pt (r);
  if (r->q != ASC_PIPE_S || r->split || r->w.where == SYNC_ON_EDGE
      || s.where == SYNC_ON_EDGE || fn->blocks[r->w.block].loop != l
      || fn->blocks[s.block].loop != l)
    return 0;
  return r->kind == PK_LC && r->xset != SYNC_XSET_LATE
         ? sync_pdom_pt (c, r->w, s, 0) : sync_ppdom_pt (c, r->w, s, 0);
}

/* sync_ensure_rearm for loop-carried pair RI: its wait of an iteration
   ordered before its set of the same iteration (at each cut point of a
   split set, see split_rearm), and the drain of one run of its loop
   before the prime of the next.  */
static void
ensure_rearm_lc (struct pctx *c, int ri)
{
  struct pair r = c->v[ri];
  const struct sync_func *fn = c->fn;
  /* A set split over the paths (sync_split.c) issued at a cut point
     the wait is not ordered before goes back to S.  Rotating its ids
     re-arms every cut point at once, with no sync added.  */
  if (r.split && !sync_hb_rearmed (c, ri) && !rotate_lagging (c, ri)
      && !split_rearm (c, ri))
    sync_unsplit (&c->v[ri]);
  r = c->v[ri];
  /* W then S in one iteration.  */
  if (!scalar_wait_rearms (c, &r, r.loop)
      && !sync_ordered (c, r.q, r.p, r.w, r.s, ri)
      && !sync_hb_rearmed (c, ri) && !rotate_lagging (c, ri)
      && !rotate_lagging_own_runs (c, ri)
      && !patch_rearm_path (c, ri))
    {
      int ok = sync_intra_valid (c, r.w, r.s);
      struct pair *a = sync_new_pair (c, ok ? PK_INTRA : PK_B2B, r.q,
                                      r.p, ok ? r.w : r.s, r.s, -1);
      a->ack = 1;
      /* Its own flag is re-armed through the loop-carried pair,
         whose wait ROT iterations later follows this wait (the pair's
         set comes right after it) and precedes its set (W before S in
         the iteration, also back to back at S where S does not
         post-dominate W: the loop may be left in between, see
         sync_exit_sets): rotate over as many ids, counted as the
         pair's.  */
      if (ok || (!r.split && fn->blocks[r.w.block].loop == r.loop
                 && fn->blocks[r.s.block].loop == r.loop
                 && sync_pdom_pt (c, r.w, r.s, 0)))
        {
          a->rot = r.rot;
          a->phase = r.phase;
        }
    }
  /* Drain of one run of the loop before the prime of the next
     (once for a slot group).  */
  r = c->v[ri];
  if (fn->loops[r.runs].parent >= 0 && (!r.lead || r.lead == ri + 1))
    {
      const struct sync_loop *lp = &fn->loops[r.runs];
      struct pair *a = sync_new_pair (c, PK_B2B, r.q, r.p, r.s, r.s, -1);
      a->ack = 2;
      a->w.where = SYNC_ON_EDGE;
      a->w.block = lp->pre_from;
      a->w.op = lp->header;
      a->s = a->w;
    }
}

/* Give pair R an acknowledgement when its flag could be set again before
   its previous wait: in a loop, the wait of one iteration must be
   ordered before the set of the next (intra), or before the set of the
   same iteration (loop-carried).  Nothing when the happens-before flow
   finds the wait ordered before every set that follows it
   (sync_hb_rearmed): the flags it follows are re-armed too, by the
   first set that would not be, which comes after every wait its proof
   took.  */
void
sync_ensure_rearm (struct pctx *c, int ri)
{
  struct pair r = c->v[ri];
  const struct sync_func *fn = c->fn;
  if (r.dead || r.kind == PK_ALL)
    return;
  if (r.kind == PK_LC)
    {
      ensure_rearm_lc (c, ri);
      return;
    }
  int l = fn->blocks[r.w.block].loop;
  if (l < 0 || sync_hb_rearmed (c, ri))
    return;
  if (scalar_wait_rearms (c, &r, l))
    return;
  /* W of iteration i before S of iteration i + 1: a reverse pair after W
     in the same iteration that is waited before S.  */
  for (int i = 0; i < c->nv; i++)
    {
      const struct pair *u = &c->v[i];
      if (i == ri || u->dead || u->p != r.q || u->q != r.p)
        continue;
      struct pt us = sync_set_pt (u);
      if (fn->blocks[us.block].loop != l || !sync_set_follows (c, u, r.w))
        continue;
      if (u->kind == PK_INTRA || u->kind == PK_B2B)
        return;
      if (u->kind == PK_LC && sync_pdom_pt (c, u->w, r.s, 1)
          && !sync_in_split (&r, u->w))
        {
          /* A reverse pair rotating over ROT iterations orders W of
             iteration I before S of iteration I + ROT only: rotate this
             pair's ids over as many (as hand-written ping-pong sync
             does, the event id being the slot).  */
          int k = sync_pair_lag (u);
          if (k > 1 && r.kind == PK_INTRA && u->loop == l)
            {
              c->v[ri].rot = k;
              c->v[ri].phase = u->phase;
            }
          else if (k > 1)
            continue;
          return;
        }
    }
  if (r.kind == PK_INTRA && rearm_through_third_pipe (c, ri, l))
    return;
  for (int i = 0; i < c->nv; i++)
    {
      const struct pair *u = &c->v[i];
      if (!u->dead && u->kind == PK_ALL && fn->blocks[u->w.block].loop == l
          && sync_ppdom_pt (c, u->w, r.w, 1))
        return;
    }
  /* The acknowledgement's wait goes before S: no earlier set.  */
  sync_unsplit (&c->v[ri]);
  struct pt s = sync_set_pt (&r);
  struct pt w = r.w;
  if (r.kind == PK_INTRA && sync_lc_valid (c, l, w, s, w.block, 0))
    {
      struct pair *a = sync_new_pair (c, PK_LC, r.q, r.p, w, s, l);
      a->ack = 1;
    }
  else
    {
      struct pair *a = sync_new_pair (c, PK_B2B, r.q, r.p, s, s, -1);
      a->ack = 1;
    }
}
