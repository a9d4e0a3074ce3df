/* sync_order.c -- whether the pairs planned so far already order a
   dependence (GCC-independent): one pair, chains of pairs of any
   length through any pipes (with loop-carried pairs moving it on by
   whole iterations), and hand-written sync.  */

#include <stdlib.h>
#include <string.h>
#include "sync_place.h"

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
  /* Through a back edge of loop L: the pair must act inside L.  */
  int fwd = sa.block < wb.block || (sa.block == wb.block && sa.key < wb.key);
  int l = fwd ? -1 : sync_common_loop (c->fn, sa.block, wb.block);
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
      if (sync_pair_lag (r) > c->dist)
        return 0;
      return sync_set_follows (c, r, sa) && sync_pdom_pt (c, r->w, wb, 1)
             && sync_lc_valid (c, r->loop, r->s, r->w, sa.block);
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
              || r2->p != r1->q || r2->q != q
              || sync_pair_lag (r2) > c->dist)
            continue;
          if (sync_set_follows (c, r2, r1->w)
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
          || sync_pair_lag (r1) > c->dist || !sync_set_follows (c, r1, sa))
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
  return !r->dead
         && (r->kind != PK_LC
             || (back && r->loop == l && sync_pair_lag (r) <= maxk))
         && s.where != SYNC_ON_EDGE && r->w.where != SYNC_ON_EDGE
         && fn->blocks[s.block].loop == l && fn->blocks[r->w.block].loop == l;
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
          && (back ? k < maxk || sync_pdom_pt (c, r->w, wb, 1)
                   : sync_pdom_pt (c, r->w, wb, 1)))
        {
          found = 1;
          if (c->wit)
            {
              c->wit->n = 0;
              for (int x = st; x >= 0 && c->wit->n >= 0; x = from[x])
                if (c->wit->n < SYNC_WITMAX)
                  c->wit->v[c->wit->n++] = x / (maxk + 1);
                else
                  c->wit->n = -1;
            }
          break;
        }
      /* A wait no earlier in the iteration than that of a state already
         expanded, after as many iterations or more, and blocking no
         more pipes, leads to no pair that one does not.  */
      int dominated = 0;
      for (int e = 0; e < nexp && !dominated; e++)
        {
          const struct pair *r0 = &c->v[expd[e] / (maxk + 1)];
          int any0 = r0->kind == PK_ALL || r0->q == ASC_PIPE_S;
          dominated = expd[e] % (maxk + 1) <= k
                      && (any0 || (!any && r0->q == r->q))
                      && sync_ppdom_pt (c, r->w, r0->w, 1);
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
              if (j == i || k2 > maxk || seen[j * (maxk + 1) + k2]
                  || (u->p != r->q && !any && u->kind != PK_ALL)
                  || !sync_set_follows (c, u, r->w))
                continue;
              seen[j * (maxk + 1) + k2] = 1;
              from[j * (maxk + 1) + k2] = st;
              queue[qt++] = j * (maxk + 1) + k2;
            }
        }
    }
  free (byp);
  free (from);
  free (expd);
  free (queue);
  free (seen);
  return found;
}

/* Hand-written sync orders A before B: a set_flag of the pair after A
   and a wait_flag of the pair before B (trusted to match), or a
   PIPE_ALL barrier between them.  */
int
sync_hand_ordered (const struct pctx *c, int a, int b)
{
  const struct sync_func *fn = c->fn;
  int p = fn->ops[a].pipe, q = fn->ops[b].pipe;
  struct pt sa = sync_pt_after (fn, a), wb = sync_pt_before (fn, b);
  int set_ok = 0, wait_ok = 0;
  for (int i = 0; i < fn->nops; i++)
    {
      const struct sync_op *o = &fn->ops[i];
      struct pt x = sync_pt_before (fn, i);
      if (o->kind == SYNC_OP_BARRIER
          && (o->pipe == ASC_PIPE_ALL || (o->pipe == p && p == q))
          && sync_ppdom_pt (c, x, sa, 1) && sync_pdom_pt (c, x, wb, 1))
        return 1;
      if (p == q)
        continue;
      if (o->kind == SYNC_OP_SET && o->pipe == p && o->tpipe == q
          && sync_ppdom_pt (c, x, sa, 1))
        set_ok = 1;
      if (o->kind == SYNC_OP_WAIT && o->pipe == p && o->tpipe == q
          && sync_pdom_pt (c, x, wb, 1))
        wait_ok = 1;
    }
  return set_ok && wait_ok;
}
