/* sync_split.c -- early sets split over the paths (GCC-independent).

   An intra pair's set point S must dominate its wait, so where GCC
   threaded two conditional groups of work into several paths (cast:
   "if (nrep) A1; if (rem) A2; if (nrep) B1; if (rem) B2" becomes four
   paths with the B work of one path before the A work of another
   ends), S lies after all of it, although the consumer needs only the
   A work.  Here the set moves back from S over work of its source pipe
   that the consumer does not depend on, along every path, to a cut:
   points such that every path to S passes exactly one of them and,
   after it, only the region R (the points from the cut up to S).  The
   set is issued at each cut point instead of at S.

   A loop-carried pair's set, issued once on every path of an iteration
   of its loop, lies after the join of branches that read its slot and
   branches that do not; it is split the same way (the consumer then
   the next iteration's, so work the consumer meets at any distance
   stops the cut), each cut point after the pair's wait of the
   iteration (both act on the iteration's id).  R may hold a loop nested
   in S's loop as a whole, entered at its header from inside R and left
   only into R: no cut point lies inside it.

   Everything that asks whether a pair's set follows a point X asks
   sync_set_follows, which says no for X inside R; a point after the set
   at S follows every cut point too, so the other tests keep using S.
   The happens-before flow (sync_hb.c) issues the set at the cut
   points.  A split pair shares no event id (sync_interfere); a split
   loop-carried set must be re-armed at each cut point (sync_rearm.c),
   else it goes back to S.  */

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "sync_place.h"

/* What a split set must stay after: the work of its source pipe P
   that its consumer B depends on, in the iteration (LOOP -1) or in a
   later iteration of loop LOOP (a loop-carried pair).  */
struct stop_for
{
  int p, b, loop;
};

/* Whether op X is one the set must follow (see struct stop_for): a
   pipe operation of pipe SF->P that conflicts with SF->B, or anything
   that is not a pipe operation (a call, hand-written sync).  */
static int
stopper (const struct sync_func *fn, int x, const struct stop_for *sf)
{
  const struct sync_op *o = &fn->ops[x], *ob = &fn->ops[sf->b];
  if (o->kind != SYNC_OP_PIPE)
    return 1;
  return o->pipe == sf->p && o->naccess > 0
         && (sync_ops_conflict (o, ob)
             || (sf->loop >= 0 && sync_ops_min_dist (o, ob, sf->loop) > 0));
}

/* The last stopper (see stopper) of block BB before key LIM, or -1;
   *NP counts the operations of pipe SF->P after it.  */
static int
last_stopper (const struct sync_func *fn, int bb, long lim,
              const struct stop_for *sf, int *np)
{
  const struct sync_block *blk = &fn->blocks[bb];
  for (int x = blk->first_op + blk->nops - 1; x >= blk->first_op; x--)
    {
      if (sync_pt_before (fn, x).key >= lim)
        continue;
      if (stopper (fn, x, sf))
        return x;
      if (fn->ops[x].kind == SYNC_OP_PIPE && fn->ops[x].pipe == sf->p
          && fn->ops[x].naccess > 0)
        (*np)++;
    }
  return -1;
}

/* The region R of a split set (see the file comment), per block of
   the function: OK[X]: R holds the end of block X (for BS, S's block:
   the points before S); STOP[X]: its last stopper, -1 none (R then
   holds all of X); ENT[X]: R holds X from its start and may be entered
   from its predecessors; FORCED[X]: not, the set goes at X's start;
   EXCL[T]: loop T nested in S's loop is kept out of R; ECUT[X]: R
   holds X from its start, entered also from predecessors outside R,
   whose edges into X are cut points.  NP counts the operations of the
   source pipe R holds.  */
struct region
{
  char *ok, *ent, *forced, *excl, *ecut;
  int *stop;
  int np;
};

/* Whether every block of loop T, nested in the loop of split set S's
   block BS, may lie in region G as one unit entered at its header X:
   no stopper, no return, every edge leaving T into G's part already
   decided (after X, at most BS, entered at its start, not the header
   HDR of S's loop).  Its blocks may come after BS in reverse post
   order (a latch).  Adds the pipe-P operations of T to *NP.  */
static int
unit_fits (const struct sync_func *fn, const struct region *g, int t, int x,
           int bs, int hdr, const struct stop_for *sf, int *np)
{
  for (int y = x; y < fn->nblocks; y++)
    {
      if (!sync_in_loop (fn, t, y))
        continue;
      const struct sync_block *blk = &fn->blocks[y];
      if (blk->exits
          || last_stopper (fn, y, LONG_MAX, sf, np) >= 0)
        return 0;
      for (int k = 0; k < blk->nsucc; k++)
        {
          int z = blk->succ[k];
          if (!sync_in_loop (fn, t, z)
              && (z <= x || z > bs || z == hdr || !g->ent[z]))
            return 0;
        }
    }
  return 1;
}

/* Fill G's OK, ENT, STOP and NP for the set at S of pair R (source pipe
   P, consumer B) in block BS of loop L (header HDR), walking back from
   BS in reverse post order: a block of L joins when all its successors
   are in R from their start; a loop nested in L joins as a whole at its
   header (see unit_fits).  */
static void
region_walk (const struct sync_func *fn, struct region *g, struct pt s,
             int l, int hdr, const struct stop_for *sf)
{
  int nb = fn->nblocks, bs = s.block;
  memset (g->ok, 0, 2 * (nb + 1));
  memset (g->ecut, 0, nb + 1);
  g->np = 0;
  g->ok[bs] = 1;
  g->stop[bs] = last_stopper (fn, bs, s.key, sf, &g->np);
  g->ent[bs] = g->stop[bs] < 0 && bs != hdr && !g->forced[bs];
  for (int x = bs - 1; x >= 0; x--)
    {
      const struct sync_block *blk = &fn->blocks[x];
      if ((l >= 0 && !sync_in_loop (fn, l, x)) || blk->nsucc == 0
          || sync_loop_rep (fn, l, x) != x)
        continue;
      if (blk->loop != l)
        {
          int t = blk->loop, n = 0;
          if (g->excl[t] || !unit_fits (fn, g, t, x, bs, hdr, sf, &n))
            continue;
          for (int y = x; y < nb; y++)
            if (sync_in_loop (fn, t, y))
              {
                g->ok[y] = g->ent[y] = 1;
                g->stop[y] = -1;
              }
          g->np += n;
          continue;
        }
      if (blk->exits)
        continue;
      int all = 1;
      for (int k = 0; k < blk->nsucc && all; k++)
        {
          int y = blk->succ[k];
          all = y > x && y <= bs && y != hdr && g->ent[y];
        }
      if (!all)
        continue;
      g->ok[x] = 1;
      g->stop[x] = last_stopper (fn, x, LONG_MAX, sf, &g->np);
      g->ent[x] = g->stop[x] < 0 && x != hdr && !g->forced[x];
    }
}

/* Whether block X of loop L, entered from R and from predecessors
   outside it, may take the set on the edges from the latter (EDGES:
   not for source output, whose points are statements): X in L itself,
   not its header, none of those predecessors in a loop nested in L.
   The first iteration of "for (t = -1; ...) { load (t + 1); if (t < 0)
   continue; compute (t); }" skips the compute that the set must
   follow: the set of that iteration goes on the edge that skips it.  */
static int
edge_cut_ok (const struct sync_func *fn, const struct region *g, int x,
             int l, int hdr, int edges)
{
  const struct sync_block *blk = &fn->blocks[x];
  if (!edges || blk->loop != l || x == hdr || blk->from_entry)
    return 0;
  for (int k = 0; k < blk->npred; k++)
    if (!g->ok[blk->pred[k]] && fn->blocks[blk->pred[k]].loop != l)
      return 0;
  return 1;
}

/* A block R enters from some predecessors but not others gets the set
   on the edges from the others when edge_cut_ok says so (ECUT), else
   at its start (FORCED), its predecessors then leaving R; a nested
   loop's header so entered keeps the loop out of R (EXCL: a set there
   would run in every iteration of that loop).  Returns whether R must
   shrink (the walk must be redone).  */
static int
region_conflict (const struct sync_func *fn, struct region *g, int bs, int l,
                 int hdr, int edges)
{
  for (int x = bs; x >= 0; x--)
    {
      if (!g->ok[x] || !g->ent[x] || g->ecut[x])
        continue;
      const struct sync_block *blk = &fn->blocks[x];
      int in = 0, out = blk->from_entry;
      for (int k = 0; k < blk->npred; k++)
        {
          if (g->ok[blk->pred[k]])
            in++;
          else
            out++;
        }
      if (in > 0 && out > 0)
        {
          if (edge_cut_ok (fn, g, x, l, hdr, edges))
            {
              g->ecut[x] = 1;
              continue;
            }
          if (blk->loop != l)
            g->excl[blk->loop] = 1;
          else
            g->forced[x] = 1;
          return 1;
        }
    }
  return 0;
}

/* The cut of region G: after the last stopper of a block R holds the
   end of, at the start of one no predecessor in R leads to, or on the
   edges into an ECUT block from outside R.  */
static struct split *
region_cut (const struct sync_func *fn, const struct region *g)
{
  int nb = fn->nblocks;
  struct split *sp = (struct split *) calloc (1, sizeof *sp);
  long *lo = (long *) malloc ((nb + 1) * sizeof (long));
  int ne = 0;
  for (int x = 0; x < nb; x++)
    ne += fn->blocks[x].npred;
  struct pt *cut = (struct pt *) malloc ((nb + ne + 1) * sizeof (struct pt));
  if (!sp || !lo || !cut)
    abort ();
  sp->lo = lo;
  sp->cut = cut;
  for (int x = 0; x < nb; x++)
    {
      lo[x] = LONG_MAX;
      if (!g->ok[x])
        continue;
      if (g->stop[x] >= 0)
        {
          cut[sp->ncut] = sync_pt_after (fn, g->stop[x]);
          lo[x] = cut[sp->ncut++].key;
          continue;
        }
      int in = 0;
      for (int k = 0; k < fn->blocks[x].npred; k++)
        {
          int y = fn->blocks[x].pred[k];
          in += g->ok[y];
          if (g->ecut[x] && !g->ok[y])
            {
              struct pt e = { y, 0, SYNC_ON_EDGE, x };
              cut[sp->ncut++] = e;
            }
        }
      if (g->ent[x] && in > 0)
        lo[x] = LONG_MIN;
      else
        {
          cut[sp->ncut] = sync_pt_start (fn, x);
          lo[x] = cut[sp->ncut++].key;
        }
    }
  return sp;
}

/* See sync_place.h.  */
void
sync_split_set (struct pctx *c, int ri, int b)
{
  const struct sync_func *fn = c->fn;
  struct pair *r = &c->v[ri];
  struct pt s = r->s;
  /* A set of a pair whose loop may be left between its wait and its
     set stays at S (sync_exit_sets: no exit may follow a cut point
     and not S).  */
  if ((r->kind != PK_INTRA && r->kind != PK_LC) || r->split || r->xset
      || s.where == SYNC_ON_EDGE || r->w.where == SYNC_ON_EDGE
      || r->p == ASC_PIPE_S || r->q == ASC_PIPE_S)
    return;
  int nb = fn->nblocks, bs = s.block, l = fn->blocks[bs].loop;
  if (r->kind == PK_LC && l != r->loop)
    return;
  int hdr = l >= 0 ? fn->loops[l].header : -1;
  struct region g;
  g.ok = (char *) calloc (5 * (nb + 1) + fn->nloops + 1, 1);
  g.ent = g.ok + nb + 1;
  g.forced = g.ent + nb + 1;
  g.ecut = g.forced + nb + 1;
  g.excl = g.ecut + nb + 1;
  g.stop = (int *) malloc ((nb + 1) * sizeof (int));
  if (!g.ok || !g.stop)
    abort ();
  struct stop_for sf = { r->p, b, r->kind == PK_LC ? r->loop : -1 };
  int edges = !c->opts->source_points;
  do
    region_walk (fn, &g, s, l, hdr, &sf);
  while (region_conflict (fn, &g, bs, l, hdr, edges));
  if (g.np > 0)
    {
      struct split *sp = region_cut (fn, &g);
      /* A loop-carried pair's set of an iteration follows its wait of
         the iteration: both act on the iteration's id.  */
      int ok = 1;
      for (int k = 0; r->kind == PK_LC && ok && k < sp->ncut; k++)
        ok = sync_pdom_pt (c, r->w, sp->cut[k], 0);
      r->split = sp;
      if (!ok)
        sync_unsplit (r);
    }
  free (g.ok);
  free (g.stop);
}

/* See sync_place.h.  */
int
sync_in_split (const struct pair *r, struct pt x)
{
  const struct split *sp = r->split;
  if (!sp)
    return 0;
  if (x.where == SYNC_ON_EDGE)
    {
      for (int k = 0; k < sp->ncut; k++)
        if (sync_same_point (sp->cut[k], x))
          return 0;
      return (x.block >= 0 && sp->lo[x.block] != LONG_MAX)
             || (x.op >= 0 && sp->lo[x.op] != LONG_MAX);
    }
  if (sp->lo[x.block] == LONG_MAX)
    return 0;
  return x.key > sp->lo[x.block]
         && (x.block != r->s.block || x.key < r->s.key);
}

/* See sync_place.h.  */
int
sync_set_follows (const struct pctx *c, const struct pair *r, struct pt x)
{
  return sync_ppdom_pt (c, sync_set_pt (r), x, 1) && !sync_in_split (r, x);
}

/* See sync_place.h.  */
int
sync_same_point (struct pt x, struct pt y)
{
  return x.where == y.where && x.block == y.block && x.key == y.key
         && (x.where != SYNC_ON_EDGE || x.op == y.op);
}

/* See sync_place.h.  */
long
sync_issue_rank (const struct pctx *c, int i, int set)
{
  const struct pair *r = &c->v[i];
  int both = r->kind == PK_B2B || r->kind == PK_ALL;
  struct pt x = set ? sync_set_pt (r) : r->w;
  enum sync_phase phase = x.where == SYNC_ON_EDGE || (!both && !set)
                          ? SYNC_PHASE_WAITS
                          : both ? SYNC_PHASE_PAIRS : SYNC_PHASE_SETS;
  return (long) phase << 40 | (long) i << 1 | (both && !set);
}

/* See sync_place.h.  */
int
sync_issued_before (const struct pctx *c, int j, int jset, int i, int iset)
{
  const struct pair *u = &c->v[j], *r = &c->v[i];
  struct pt x = jset ? sync_set_pt (u) : u->w;
  struct pt y = iset ? sync_set_pt (r) : r->w;
  if (j == i || !sync_same_point (x, y))
    return 0;
  /* A split set is issued at its cut points, before its point.  */
  if (jset && u->split)
    return 1;
  if (iset && r->split)
    return 0;
  return sync_issue_rank (c, j, jset) < sync_issue_rank (c, i, iset);
}

/* See sync_place.h.  */
void
sync_unsplit (struct pair *r)
{
  if (!r->split)
    return;
  free (r->split->lo);
  free (r->split->cut);
  free (r->split);
  r->split = NULL;
}
