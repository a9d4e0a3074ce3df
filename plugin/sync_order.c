/* sync_order.c -- whether the pairs planned so far already order a
   dependence (GCC-independent): one pair, or chains of pairs of any
   length through any pipes (with loop-carried pairs moving it on by
   whole iterations); hand-written sync is sync_hand.c's.

   A link of a chain holds when the next pair's set follows the previous
   pair's wait; when the two lie at one program point, the plan must
   also issue the set after the wait there (sync_issued_before): the
   point relations take a point as both before and after itself.  */

#include <stdlib.h>
#include <string.h>
#include "sync_place.h"

/* Whether loop-carried pair R may serve as the link of a chain when
   C->XSLOT asks for pairs whose ids follow the slots of the dependence
   C->XA -> C->XB (see sync_dep_ordered): one id; or drained on the
   exits of each run of its loop and primed again (a wait of a later
   run takes a prime or a set of that run, issued after the drain); or
   ids meaning the same slots in every run (sync_slot_key) in which
   alone the two operations meet.  Any pair when C->XSLOT is 0.  */
static int
slot_follows (const struct pctx *c, const struct pair *r)
{
  if (!c->xslot || r->kind != PK_LC || r->rot <= 1
      || sync_runs (c, r) == r->loop)
    return 1;
  int key = sync_slot_key (c, r);
  return key >= 0
         && sync_same_slot_only (&c->fn->ops[c->xa], &c->fn->ops[c->xb],
                                 r->loop, key, r->loop, key, r->rot);
}

/* Whether pair R orders SA before WB because WB lies outside a loop L
   that holds SA and R, and R orders SA before L is left: R's set (its
   point, for a back-to-back pair or a barrier) follows SA in SA's
   iteration of L, before L goes round or is left (post-dominance in
   the iteration graph), and
   - an intra pair's wait follows its set in the same iteration;
   - a back-to-back pair or a barrier acts at that point;
   - a loop-carried pair of L has that set waited either in a later
     iteration of L or by its drain on the exits of the loop it runs in
     (sync_runs), which WB must lie outside of.
   Every path from SA to WB leaves that loop, so the wait precedes WB on
   R's destination pipe.  */
static int
covers_leaving_loop (const struct pctx *c, const struct pair *r,
                     struct pt sa, struct pt wb)
{
  const struct sync_func *fn = c->fn;
  struct pt s = sync_set_pt (r);
  if (s.where == SYNC_ON_EDGE || r->w.where == SYNC_ON_EDGE)
    return 0;
  int l = fn->blocks[s.block].loop;
  if (l < 0 || fn->blocks[r->w.block].loop != l
      || (r->kind == PK_LC && r->loop != l))
    return 0;
  int out = r->kind == PK_LC ? sync_runs (c, r) : l;
  if (!sync_in_loop (fn, l, sa.block) || sync_in_loop (fn, out, wb.block)
      || !sync_set_follows (c, r, sa))
    return 0;
  return r->kind != PK_INTRA || sync_ppdom_pt (c, r->w, r->s, 0);
}

/* The outermost loop enclosing loop L (L itself when none does).  */
static int
outermost_loop (const struct sync_func *fn, int l)
{
  while (fn->loops[l].parent >= 0)
    l = fn->loops[l].parent;
  return l;
}

/* Whether pair R orders SA before WB on entering a loop L, WB inside L
   after R's wait (which is on every path to WB):
   - loop-carried R of L: SA lies outside every loop enclosing L (so
     before the entry where R is primed, wherever the prime goes); every
     wait R makes consumes its prime or a set of an earlier iteration,
     all issued on R's source pipe after SA;
   - intra R in L with its set on every path to its wait: SA lies
     outside L, so the wait before WB follows a set after SA.  */
static int
covers_entering_loop (const struct pctx *c, const struct pair *r,
                      struct pt sa, struct pt wb)
{
  const struct sync_func *fn = c->fn;
  if (r->w.where == SYNC_ON_EDGE || !sync_pdom_pt (c, r->w, wb, 1))
    return 0;
  if (r->kind == PK_INTRA)
    {
      int l = fn->blocks[r->w.block].loop;
      return l >= 0 && r->s.where != SYNC_ON_EDGE
             && sync_in_loop (fn, l, r->s.block)
             && sync_in_loop (fn, l, wb.block)
             && !sync_in_loop (fn, l, sa.block)
             && sync_pdom_pt (c, r->s, r->w, 0);
    }
  if (r->kind != PK_LC || !sync_in_loop (fn, r->loop, wb.block)
      || !sync_in_loop (fn, r->loop, r->w.block))
    return 0;
  return !sync_in_loop (fn, outermost_loop (fn, r->loop), sa.block);
}

/* Whether pair R orders the point SA (on R's source pipe, before it)
   before the point WB (on R's destination pipe).  */
int
sync_pair_covers (const struct pctx *c, const struct pair *r, struct pt sa,
                  struct pt wb)
{
  if (r->dead)
    return 0;
  if (covers_leaving_loop (c, r, sa, wb)
      || covers_entering_loop (c, r, sa, wb))
    return 1;
  /* Through a back edge of loop L: the pair must act inside L.  WB
     after SA in reverse post order does not make the dependence
     forward: WB in a loop nested in L whose header comes before SA (an
     inner loop at the start of L's body, SA in the tail after it) is
     reached from SA only round L's back edge (sync_back_only).  A pair
     acting around L (a loop-carried pair of a loop enclosing L, or an
     intra pair set after L and waited before it) orders SA only before
     WB of a later run of L, not of the next iteration of this run.  */
  int fwd = sa.block < wb.block || (sa.block == wb.block && sa.key < wb.key);
  int l = (fwd && !sync_back_only (c, sa, wb)
           ? -1 : sync_common_loop (c->fn, sa.block, wb.block));
  if (l >= 0)
    {
      if (r->kind == PK_LC && r->loop != l)
        return 0;
      if (!sync_in_loop (c->fn, l, r->w.block)
          || (r->kind == PK_INTRA && !sync_in_loop (c->fn, l, r->s.block)))
        return 0;
    }
  switch (r->kind)
    {
    case PK_INTRA:
      return sync_set_follows (c, r, sa) && sync_pdom_pt (c, r->w, wb, 1);
    case PK_LC:
      /* Only a dependence through the back edge: never one from SA
         forward to WB in the same iteration; a rotating pair only one
         of distance ROT or more.  */
      if (!sync_back_only (c, sa, wb))
        return 0;
      if (sync_pair_lag (r) > c->dist || !slot_follows (c, r))
        return 0;
      return sync_set_follows (c, r, sa) && sync_pdom_pt (c, r->w, wb, 1)
             && sync_lc_valid (c, r->loop, r->s, r->w, sa.block, r->xset);
    case PK_B2B:
    case PK_ALL:
      /* A point in WB's block before WB is on every path from SA to WB
         unless SA lies between the two in that block.  */
      if (r->w.where != SYNC_ON_EDGE && r->w.block == wb.block
          && r->w.key <= wb.key
          && !(sa.block == wb.block && sa.key > r->w.key
               && sa.key < wb.key))
        return 1;
      /* Only round L's back edge (also from a branch of the iteration
         that does not lead to WB): a point of L after SA to the end of
         the iteration, or before WB from its start, as a barrier (see
         sync_barrier_between).  */
      if (fwd)
        {
          int cl = sync_common_loop (c->fn, sa.block, wb.block);
          if (cl >= 0 && sync_in_loop (c->fn, cl, r->w.block)
              && r->w.where != SYNC_ON_EDGE
              && !sync_forward_path (c->fn, sa, wb, cl))
            return sync_round_between (c, r->w, sa, wb, cl);
        }
      else if (l >= 0 && sync_back_only (c, sa, wb))
        return sync_round_between (c, r->w, sa, wb, l);
      return sync_ppdom_pt (c, r->w, sa, 1) && sync_pdom_pt (c, r->w, wb, 1);
    }
  return 0;
}

/* See sync_place.h.  */
int
sync_witness (const struct pctx *c, int i, int j)
{
  if (c->wit)
    {
      c->wit->n = 0;
      c->wit->v[c->wit->n++] = i;
      if (j >= 0)
        c->wit->v[c->wit->n++] = j;
    }
  return 1;
}

/* Whether the kept pairs order SA (pipe P) before WB (pipe Q): a slot
   group, one pair of P -> Q or P -> S (the scalar pipe issues
   everything), a PIPE_ALL barrier, or two pairs P -> R -> Q.  SKIP is a
   pair not to use (-1).  */

int
sync_ordered (const struct pctx *c, int p, int q, struct pt sa, struct pt wb,
              int skip)
{
  if (sync_group_covers (c, p, q, sa, wb, skip))
    return 1;
  for (int i = 0; i < c->nv; i++)
    {
      const struct pair *r = &c->v[i];
      if (i == skip || r->dead)
        continue;
      if (r->kind == PK_ALL && sync_pair_covers (c, r, sa, wb))
        return sync_witness (c, i, -1);
      if (r->p == p && r->q == q && sync_pair_covers (c, r, sa, wb))
        return sync_witness (c, i, -1);
      /* A wait of the scalar pipe stalls issue: every instruction issued
         after it, on any pipe, starts after the work its set follows.  */
      if (r->p == p && r->q == ASC_PIPE_S && r->kind != PK_ALL
          && sync_pair_covers (c, r, sa, wb))
        return sync_witness (c, i, -1);
    }
  /* Two pairs P -> R -> Q; the second ones are gathered first (in
     index order, so the first success found is the same).  */
  int *second = (int *) malloc ((c->nv + 1) * sizeof (int)), nsecond = 0;
  if (!second)
    abort ();
  for (int j = 0; j < c->nv; j++)
    {
      const struct pair *r2 = &c->v[j];
      if (j != skip && !r2->dead && r2->q == q && r2->kind != PK_LC
          && r2->kind != PK_ALL)
        second[nsecond++] = j;
    }
  for (int i = 0; i < c->nv && nsecond; i++)
    {
      const struct pair *r1 = &c->v[i];
      if (i == skip || r1->dead || r1->p != p || r1->kind == PK_ALL
          || r1->q == q || r1->q == ASC_PIPE_S)
        continue;
      struct pt mid = r1->w;
      /* A loop-carried first pair only when every wait it makes comes
         after SA (SA before its loop, see covers_entering_loop), and WB
         lies in the outermost loop around it, so that the path from SA
         to WB enters that loop after SA and the second pair's wait on
         it lies inside, after SA too; then the second pair's set need
         only come after the first one's wait on every path to the set
         (the second pair's wait, on every path to WB, follows its set
         in the same iteration).  */
      if (r1->kind == PK_LC
          ? !covers_entering_loop (c, r1, sa, r1->w)
            || !sync_in_loop (c->fn, outermost_loop (c->fn, r1->loop),
                              wb.block)
          : !sync_set_follows (c, r1, sa))
        continue;
      for (int x = 0; x < nsecond; x++)
        {
          int j = second[x];
          const struct pair *r2 = &c->v[j];
          if (j == i || r2->p != r1->q)
            continue;
          struct pt s2 = sync_set_pt (r2);
          if (sync_pdom_pt (c, mid, s2, 1) && !sync_in_split (r2, mid)
              && !sync_issued_before (c, j, 1, i, 0)
              && sync_pdom_pt (c, r2->w, wb, 1)
              && (r1->kind == PK_LC || sync_set_follows (c, r2, mid)))
            {
              free (second);
              return sync_witness (c, i, j);
            }
        }
    }
  free (second);
  return sync_ordered_chain (c, p, q, sa, wb, skip, 0);
}

/* Whether the kept pairs order SA (pipe P, in some iteration T of a
   loop) before WB (pipe Q, in iteration T + c->dist, through the back
   edge) by a chain P -> R -> Q whose first pair acts within iteration T
   and whose second is loop-carried in the same loop with a rotation no
   larger than the distance: the second pair's set in iteration T
   follows the first pair's wait on R, so every later set of it does,
   and the wait before WB consumes one of those.  */
int
sync_ordered_lc (const struct pctx *c, int p, int q, struct pt sa,
                 struct pt wb, int skip)
{
  const struct sync_func *fn = c->fn;
  if (!sync_back_only (c, sa, wb))
    return 0;                   /* not only through a back edge */
  int l = sync_common_loop (fn, sa.block, wb.block);
  if (l < 0)
    return 0;
  /* One pair P -> Q, or P -> S (a scalar wait stalls issue), acting
     within the iteration after SA: its wait in iteration T precedes WB
     of a later iteration on Q.  */
  for (int i = 0; i < c->nv; i++)
    {
      const struct pair *r = &c->v[i];
      if (i == skip || r->dead || r->p != p
          || (r->q != q && (r->q != ASC_PIPE_S || q == ASC_PIPE_S))
          || (r->kind != PK_INTRA && r->kind != PK_B2B)
          || r->w.where == SYNC_ON_EDGE)
        continue;
      struct pt s1 = sync_set_pt (r);
      if (s1.where != SYNC_ON_EDGE && fn->blocks[s1.block].loop == l
          && fn->blocks[r->w.block].loop == l && sync_set_follows (c, r, sa)
          && sync_ppdom_pt (c, r->w, s1, 1))
        return sync_witness (c, i, -1);
    }
  for (int i = 0; i < c->nv; i++)
    {
      const struct pair *r1 = &c->v[i];
      if (i == skip || r1->dead || r1->p != p || r1->q == p
          || r1->q == ASC_PIPE_S
          || (r1->kind != PK_INTRA && r1->kind != PK_B2B))
        continue;
      struct pt s1 = sync_set_pt (r1);
      if (fn->blocks[s1.block].loop != l || fn->blocks[r1->w.block].loop != l
          || !sync_set_follows (c, r1, sa))
        continue;
      for (int j = 0; j < c->nv; j++)
        {
          const struct pair *r2 = &c->v[j];
          if (j == skip || r2->dead || r2->kind != PK_LC || r2->loop != l
              || r2->p != r1->q || r2->q != q || r2->xset == SYNC_XSET_LATE
              || sync_pair_lag (r2) > c->dist || !slot_follows (c, r2))
            continue;
          if (sync_set_follows (c, r2, r1->w)
              && !sync_issued_before (c, j, 1, i, 0)
              && sync_pdom_pt (c, r2->w, wb, 1))
            return sync_witness (c, i, j);
        }
    }
  /* The other shape: a loop-carried pair P -> R whose set follows SA,
     then a pair R -> Q acting within one iteration whose set follows
     the first pair's wait and whose wait precedes WB.  The first pair
     orders SA in iteration T before its wait in iteration T + ROT <= T +
     c->dist, the second that wait before WB in the same iteration, and
     WB of a later iteration comes later still on pipe Q.  */
  for (int i = 0; i < c->nv; i++)
    {
      const struct pair *r1 = &c->v[i];
      if (i == skip || r1->dead || r1->kind != PK_LC || r1->loop != l
          || r1->p != p || r1->q == p || r1->q == ASC_PIPE_S
          || sync_pair_lag (r1) > c->dist || !slot_follows (c, r1)
          || !sync_set_follows (c, r1, sa))
        continue;
      for (int j = 0; j < c->nv; j++)
        {
          const struct pair *r2 = &c->v[j];
          if (j == skip || r2->dead || r2->p != r1->q || r2->q != q
              || (r2->kind != PK_INTRA && r2->kind != PK_B2B))
            continue;
          struct pt s2 = sync_set_pt (r2);
          if (fn->blocks[s2.block].loop != l
              || fn->blocks[r2->w.block].loop != l)
            continue;
          if (sync_set_follows (c, r2, r1->w)
              && !sync_issued_before (c, j, 1, i, 0)
              && sync_pdom_pt (c, r2->w, wb, 1))
            return sync_witness (c, i, j);
        }
    }
  return sync_ordered_chain (c, p, q, sa, wb, skip, 1);
}

/* The key under which sync_ordered_chain files pair R: its source
   pipe, or ASC_NPIPES for a PIPE_ALL barrier, which follows any pipe.  */
static int
chain_key (const struct pair *r)
{
  return r->kind == PK_ALL || r->p < 0 || r->p >= ASC_NPIPES ? ASC_NPIPES
                                                             : r->p;
}

/* Whether pair R can be a link of a chain in loop L (see
   sync_ordered_chain): live, acting directly in L and not on a CFG
   edge, and when loop-carried, a pair of L over at most MAXK iterations
   of a dependence through L's back edge (BACK).  */
static int
chain_link (const struct pctx *c, const struct pair *r, int l, int back,
            int maxk)
{
  const struct sync_func *fn = c->fn;
  struct pt s = sync_set_pt (r);
  if (r->dead || s.where == SYNC_ON_EDGE || r->w.where == SYNC_ON_EDGE)
    return 0;
  if (fn->blocks[s.block].loop == l && fn->blocks[r->w.block].loop == l)
    return r->kind != PK_LC
           || (back && r->loop == l && sync_pair_lag (r) <= maxk
               && slot_follows (c, r));
  /* A pair acting within one iteration of a loop L2 nested in L (an
     intra pair with its wait after its set in L2's iteration, or a
     back-to-back pair or barrier at one point of L2) is a link too:
     "follows" is post-dominance in the iteration graph, where a point of
     L2 post-dominating a point of L (or of L2) is reached in the first
     iteration of L2 after it, before L2 goes round; there the wait takes
     the set of its own iteration of L2, issued after the previous link's
     wait, and every later instance of the wait, and what follows L2,
     comes after it on the destination pipe.  A loop-carried pair of L2
     is not: its wait takes a set of an earlier iteration or run.  */
  int l2 = fn->blocks[r->w.block].loop;
  if (l < 0 || l2 < 0 || l2 == l || !sync_in_loop (fn, l, r->w.block))
    return 0;
  if (r->kind == PK_B2B || r->kind == PK_ALL)
    return 1;
  return r->kind == PK_INTRA && fn->blocks[s.block].loop == l2
         && sync_ppdom_pt (c, r->w, s, 0);
}

/* Record in C->WIT (when non-null) the pairs of a chain found by
   sync_ordered_chain, the last first: LAST (when >= 0), then the pair of
   state ST and those it was reached from (FROM; states are pair * (MAXK
   + 1) + iterations), or N -1 when they do not fit.  */
static void
chain_witness (const struct pctx *c, int last, int st, const int *from,
               int maxk)
{
  if (!c->wit)
    return;
  c->wit->n = 0;
  if (last >= 0)
    c->wit->v[c->wit->n++] = last;
  for (int x = st; x >= 0 && c->wit->n >= 0; x = from[x])
    if (c->wit->n < SYNC_WITMAX)
      c->wit->v[c->wit->n++] = x / (maxk + 1);
    else
      c->wit->n = -1;
}

/* Whether pair U, whose set does not follow R's wait on every path on,
   still ends a chain through R ordering work before R's wait before
   point WB of pipe Q within one iteration: U is a pair of one point (set
   and wait back to back, or a barrier) blocking Q (or every pipe), which
   R's wait dominates and which dominates WB, so it lies on every path
   from R's wait to WB, after it (the iteration is acyclic).  */
static int
last_link_at_point (const struct pctx *c, const struct pair *r,
                    const struct pair *u, int q, struct pt wb)
{
  return (u->kind == PK_B2B || u->kind == PK_ALL)
         && (u->q == q || u->q == ASC_PIPE_S || u->kind == PK_ALL)
         && sync_same_point (sync_set_pt (u), u->w)
         && sync_pdom_pt (c, r->w, u->w, 1)
         && sync_pdom_pt (c, u->w, wb, 1);
}

/* Whether a chain of kept pairs of any length orders SA (pipe P) before
   WB (pipe Q): the first pair's set follows SA, each next pair's set
   follows the previous pair's wait on the pipe that wait blocks (a
   wait on PIPE_S, or pipe_barrier (PIPE_ALL), blocks every pipe), and
   the last wait blocks Q before WB.  All the points lie directly in the
   innermost common loop L of SA and WB (run once per iteration), so
   "follows" is post-dominance in the iteration.  BACK: WB is reached
   from SA only round L's back edge, C->DIST iterations later; a
   loop-carried pair of L in the chain moves it ROT iterations on, and
   the chain must arrive by iteration T + DIST (before WB if exactly
   then, anywhere in the iteration if earlier).  Else WB is in SA's
   iteration: no loop-carried pair, and the last wait dominates WB.
   Breadth first over (pair, iterations moved), each state once.  */
int
sync_ordered_chain (const struct pctx *c, int p, int q, struct pt sa,
                    struct pt wb, int skip, int back)
{
  const struct sync_func *fn = c->fn;
  int l = sync_common_loop (fn, sa.block, wb.block);
  int maxk = back ? c->dist : 0;
  if (c->nv == 0 || maxk < 0 || maxk > SYNC_MAXK
      || fn->blocks[sa.block].loop != l || fn->blocks[wb.block].loop != l)
    return 0;
  int ns = c->nv * (maxk + 1);
  int *queue = (int *) malloc ((ns + 1) * sizeof (int));
  char *seen = (char *) calloc (ns + 1, 1);
  int *from = (int *) malloc ((ns + 1) * sizeof (int));
  int *expd = (int *) malloc ((ns + 1) * sizeof (int)), nexp = 0;
  /* The pairs that can be links, by source pipe, PIPE_ALL barriers
     (which follow any pipe) under key NP: BYP[START[K] .. START[K + 1]
     - 1], in index order (LINKS: the same, unsorted).  */
  int *byp = (int *) malloc ((c->nv + 1) * sizeof (int));
  int *links = (int *) malloc ((c->nv + 1) * sizeof (int)), nlinks = 0;
  int start[ASC_NPIPES + 2];
  if (!queue || !seen || !byp || !links || !from || !expd)
    abort ();
  memset (start, 0, sizeof start);
  for (int i = 0; i < c->nv; i++)
    if (i != skip && chain_link (c, &c->v[i], l, back, maxk))
      {
        links[nlinks++] = i;
        start[chain_key (&c->v[i]) + 1]++;
      }
  for (int k = 0; k <= ASC_NPIPES; k++)
    start[k + 1] += start[k];
  int fill[ASC_NPIPES + 1];
  memcpy (fill, start, sizeof fill);
  for (int x = 0; x < nlinks; x++)
    byp[fill[chain_key (&c->v[links[x]])]++] = links[x];
  free (links);
  int qh = 0, qt = 0, found = 0;
  /* Seeds: pairs from P (any pair after a PIPE_ALL barrier) whose set
     follows SA.  */
  for (int key = 0; key <= ASC_NPIPES; key++)
    for (int x = start[key]; x < start[key + 1]; x++)
      {
        int i = byp[x];
        const struct pair *r = &c->v[i];
        int k = r->kind == PK_LC ? sync_pair_lag (r) : 0;
        if ((r->p != p && r->kind != PK_ALL) || seen[i * (maxk + 1) + k]
            || !sync_set_follows (c, r, sa))
          continue;
        seen[i * (maxk + 1) + k] = 1;
        from[i * (maxk + 1) + k] = -1;
        queue[qt++] = i * (maxk + 1) + k;
      }
  while (qh < qt && !found)
    {
      int st = queue[qh++], i = st / (maxk + 1), k = st % (maxk + 1);
      const struct pair *r = &c->v[i];
      int any = r->kind == PK_ALL || r->q == ASC_PIPE_S;
      /* Arrived: WB comes after this wait on Q.  */
      if ((any || r->q == q)
          && (back ? (k < maxk && !c->xslot) || sync_pdom_pt (c, r->w, wb, 1)
                   : sync_pdom_pt (c, r->w, wb, 1)))
        {
          found = 1;
          chain_witness (c, -1, st, from, maxk);
          break;
        }
      /* A wait no earlier in the iteration than that of a state already
         expanded (at one point, not issued before it), after as many
         iterations or more, and blocking no more pipes, leads to no
         pair that one does not.  */
      int dominated = 0;
      for (int e = 0; e < nexp && !dominated; e++)
        {
          const struct pair *r0 = &c->v[expd[e] / (maxk + 1)];
          int any0 = r0->kind == PK_ALL || r0->q == ASC_PIPE_S;
          dominated = expd[e] % (maxk + 1) <= k
                      && (any0 || (!any && r0->q == r->q))
                      && sync_ppdom_pt (c, r->w, r0->w, 1)
                      && !sync_issued_before (c, i, 0,
                                              expd[e] / (maxk + 1), 0);
        }
      if (dominated)
        continue;
      expd[nexp++] = st;
      for (int key = 0; key <= ASC_NPIPES; key++)
        {
          if (!any && key != r->q && key != ASC_NPIPES)
            continue;
          for (int x = start[key]; x < start[key + 1]; x++)
            {
              int j = byp[x];
              const struct pair *u = &c->v[j];
              int k2 = k + (u->kind == PK_LC ? sync_pair_lag (u) : 0);
              /* C->XSLOT: one loop-carried link at most.  */
              if (c->xslot && u->kind == PK_LC && k > 0)
                continue;
              if (j == i || k2 > maxk || seen[j * (maxk + 1) + k2]
                  || (u->p != r->q && !any && u->kind != PK_ALL)
                  || sync_issued_before (c, j, 1, i, 0))
                continue;
              if (!sync_set_follows (c, u, r->w))
                {
                  if (back || !last_link_at_point (c, r, u, q, wb))
                    continue;
                  found = 1;
                  chain_witness (c, j, st, from, maxk);
                  break;
                }
              seen[j * (maxk + 1) + k2] = 1;
              from[j * (maxk + 1) + k2] = st;
              queue[qt++] = j * (maxk + 1) + k2;
            }
          if (found)
            break;
        }
    }
  free (byp);
  free (from);
  free (expd);
  free (queue);
  free (seen);
  return found;
}

/* One test of sync_dep_ordered.  */
static int
dep_ordered_once (struct pctx *c, int p, int q, struct pt sa, struct pt wb,
                  int skip, enum sync_how how)
{
  if (how == SYNC_HOW_ROUND)
    return sync_ordered_chain (c, p, q, sa, wb, skip, 1);
  return sync_ordered (c, p, q, sa, wb, skip)
         || (how == SYNC_HOW_LC && sync_ordered_lc (c, p, q, sa, wb, skip));
}

/* Whether access X has no place in loop L (of N iterations every
   run) that would differ from one run to the next: no iteration form
   of L (relative to a base that may change from run to run), and a
   slot rotation of L only counted from 0 at each entry with a period
   dividing N.  */
static int
same_every_run (const struct sync_access *x, int l, int n)
{
  return !sync_access_iter_form (x, l) && !(x->ck >= 2 && x->cloop == l)
         && !(x->pk >= 2 && x->ploop == l
              && (x->pphase != 0 || n % x->pk != 0));
}

/* Whether operation X of loop L runs in the last iteration of a run of
   L as in the others: no exit of L leaves before X's block in the
   iteration.  A loop that exits at its header (-O0) runs the body after
   the test one iteration fewer than the header: with 4 runs of the
   header a rotation over two slots in the body meets one iteration
   apart from one run to the next.  */
static int
runs_in_last_iteration (const struct sync_func *fn, int l, int x)
{
  const struct sync_loop *lp = &fn->loops[l];
  int b = fn->ops[x].block, rb = sync_loop_rep (fn, l, b);
  for (int k = 0; k < lp->nexits; k++)
    if (lp->exit_from[k] != b
        && sync_loop_rep (fn, l, lp->exit_from[k]) <= rb)
      return 0;
  return 1;
}

/* Whether operations A and B, counted over the runs of loop L one after
   another, meet no fewer iterations apart than within one run: every
   run makes the same number of iterations, both run in its last one
   (runs_in_last_iteration), and the accesses by which they conflict are
   the same in every run (same_every_run).  */
static int
runs_keep_distance (const struct sync_func *fn, int a, int b, int l)
{
  int n = fn->loops[l].niter;
  if (n <= 0 || !runs_in_last_iteration (fn, l, a)
      || !runs_in_last_iteration (fn, l, b))
    return 0;
  const struct sync_op *oa = &fn->ops[a], *ob = &fn->ops[b];
  for (int i = 0; i < oa->naccess; i++)
    for (int j = 0; j < ob->naccess; j++)
      {
        const struct sync_access *x = &oa->acc[i], *y = &ob->acc[j];
        if (!sync_accesses_depend (x, y))
          continue;             /* not what orders them */
        if (!same_every_run (x, l, n) || !same_every_run (y, l, n))
          return 0;
      }
  return 1;
}

/* See sync_place.h.  The distance C->DIST of a dependence through the
   back edge of loop L (the smallest at which its slot rotations or
   iteration forms meet) holds within one run of L.  When L lies in
   another loop it runs again, and a rotation counted from 0 at each
   entry restarts: with a run of odd length, "b + (i & 1) * 512" of the
   last iteration of a run and of the first iteration of the next are
   one slot, a single iteration apart, and a loop-carried pair primed
   and drained around the outer loop (sync_runs) carries its flag from
   one run into the next as from one iteration to the next.  So a test
   that holds at a distance of 2 or more (two loop-carried pairs of one
   iteration each, or a chain arriving anywhere in an iteration before
   the consumer's) must also hold for that instance, unless the runs
   keep the distance (runs_keep_distance: MatMul's eight k-steps a tile
   over two slots): at distance 1 (counted over the runs one after
   another), or by a chain with one loop-carried pair at most, whose ids
   follow the slots the two meet in (or which is drained and primed
   again each run), its last wait before the consumer (C->XSLOT; a slot
   rotation of the id: the wait in the consumer's iteration takes the
   set of the last iteration of that slot, after the producer).  Here
   the chains start on pipe P and end on pipe Q.  */
static int
dep_ordered_pq (struct pctx *c, int a, int b, int p, int q, struct pt sa,
                struct pt wb, int skip, enum sync_how how)
{
  const struct sync_func *fn = c->fn;
  if (!dep_ordered_once (c, p, q, sa, wb, skip, how))
    return 0;
  int l = sync_common_loop (fn, sa.block, wb.block);
  if (c->dist <= 1 || l < 0 || fn->loops[l].parent < 0
      || runs_keep_distance (fn, a, b, l))
    return 1;
  /* The second test records its own witness: none when it succeeds
     without one.  */
  struct witness w0 = { -1, { 0 } };
  if (c->wit)
    {
      w0 = *c->wit;
      c->wit->n = -1;
    }
  int dist = c->dist;
  c->dist = 1;
  int ok = dep_ordered_once (c, p, q, sa, wb, skip, how);
  c->dist = dist;
  if (!ok)
    {
      c->xslot = 1;
      c->xa = a;
      c->xb = b;
      ok = dep_ordered_once (c, p, q, sa, wb, skip, how);
      c->xslot = 0;
    }
  /* The witness of both tests, when it fits.  */
  if (ok && c->wit)
    {
      if (w0.n < 0 || c->wit->n < 0 || w0.n + c->wit->n > SYNC_WITMAX)
        c->wit->n = -1;
      else
        for (int k = 0; k < w0.n; k++)
          c->wit->v[c->wit->n++] = w0.v[k];
    }
  return ok;
}

/* See sync_place.h.  Chains start on A's pipe and end on B's; and,
   for a copy A of a callee's work leaving a call, on a pipe the
   callee's sync orders that work before after the return
   (sync_op.work_ord: a set of that pipe after A fires after it), and
   for a copy B entering a call, on a pipe whose next instruction the
   callee's sync orders before B (sync_op.entry_via: a wait of that
   pipe before B precedes that instruction).  */
int
sync_dep_ordered (struct pctx *c, int a, int b, struct pt sa, struct pt wb,
                  int skip, enum sync_how how)
{
  const struct sync_op *oa = &c->fn->ops[a], *ob = &c->fn->ops[b];
  int p0 = oa->pipe, q0 = ob->pipe;
  if (dep_ordered_pq (c, a, b, p0, q0, sa, wb, skip, how))
    return 1;
  unsigned from = oa->role == SYNC_ROLE_EXIT ? oa->work_ord : 0;
  unsigned to = ob->role == SYNC_ROLE_ENTRY ? ob->entry_via : 0;
  if (p0 < 0 || p0 >= NP || q0 < 0 || q0 >= NP || (!from && !to))
    return 0;
  from |= 1u << p0;
  to |= 1u << q0;
  int dist = c->dist;
  for (int p = 0; p < NP; p++)
    for (int q = 0; q < NP; q++)
      if (((from >> p) & 1) && ((to >> q) & 1) && (p != p0 || q != q0))
        {
          c->dist = dist;
          if (dep_ordered_pq (c, a, b, p, q, sa, wb, skip, how))
            return 1;
        }
  return 0;
}
