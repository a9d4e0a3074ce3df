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

   Everything that asks whether a pair's set follows a point X asks
   sync_set_follows, which says no for X inside R; a point after the set
   at S follows every cut point too, so the other tests keep using S.
   A split pair shares no event id (sync_interfere).  */

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "sync_place.h"

/* Whether op X is one the set must follow: a pipe operation of pipe P
   that conflicts with consumer B, or anything that is not a pipe
   operation (a call, hand-written sync).  */
static int
stopper (const struct sync_func *fn, int x, int p, int b)
{
  const struct sync_op *o = &fn->ops[x];
  if (o->kind != SYNC_OP_PIPE)
    return 1;
  return o->pipe == p && o->naccess > 0 && sync_ops_conflict (o, &fn->ops[b]);
}

/* The last stopper (see stopper) of block BB before key LIM, or -1;
   *NP counts the operations of pipe P after it.  */
static int
last_stopper (const struct sync_func *fn, int bb, long lim, int p, int b,
              int *np)
{
  const struct sync_block *blk = &fn->blocks[bb];
  for (int x = blk->first_op + blk->nops - 1; x >= blk->first_op; x--)
    {
      if (sync_pt_before (fn, x).key >= lim)
        continue;
      if (stopper (fn, x, p, b))
        return x;
      if (fn->ops[x].kind == SYNC_OP_PIPE && fn->ops[x].pipe == p
          && fn->ops[x].naccess > 0)
        (*np)++;
    }
  return -1;
}

/* See sync_place.h.  */
void
sync_split_set (struct pctx *c, int ri, int b)
{
  const struct sync_func *fn = c->fn;
  struct pair *r = &c->v[ri];
  struct pt s = r->s;
  if (r->kind != PK_INTRA || r->split || s.where == SYNC_ON_EDGE
      || r->w.where == SYNC_ON_EDGE || r->p == ASC_PIPE_S
      || r->q == ASC_PIPE_S)
    return;
  int nb = fn->nblocks, bs = s.block, l = fn->blocks[bs].loop;
  int hdr = l >= 0 ? fn->loops[l].header : -1;
  /* OK[X]: R holds the end of block X (for BS: the points before S);
     STOP[X]: its last stopper, -1 none (R then holds all of X);
     ENT[X]: R holds X from its start, and may be entered from its
     predecessors; FORCED[X]: not, the set goes at its start.  */
  char *ok = (char *) calloc (4 * (nb + 1), 1);
  char *ent = ok + nb + 1, *forced = ent + nb + 1;
  int *stop = (int *) malloc ((nb + 1) * sizeof (int));
  if (!ok || !stop)
    abort ();
  int np = 0;
  for (;;)
    {
      np = 0;
      memset (ok, 0, 2 * (nb + 1));
      ok[bs] = 1;
      stop[bs] = last_stopper (fn, bs, s.key, r->p, b, &np);
      ent[bs] = stop[bs] < 0 && bs != hdr && !forced[bs];
      for (int x = bs - 1; x >= 0; x--)
        {
          const struct sync_block *blk = &fn->blocks[x];
          if (blk->loop != l || blk->exits || blk->nsucc == 0)
            continue;
          int all = 1;
          for (int k = 0; k < blk->nsucc && all; k++)
            {
              int y = blk->succ[k];
              all = y > x && y <= bs && y != hdr && ent[y];
            }
          if (!all)
            continue;
          ok[x] = 1;
          stop[x] = last_stopper (fn, x, LONG_MAX, r->p, b, &np);
          ent[x] = stop[x] < 0 && x != hdr && !forced[x];
        }
      /* A block R enters from some predecessors but not others gets the
         set at its start; its predecessors then leave R.  */
      int conflict = 0;
      for (int x = bs; x >= 0 && !conflict; x--)
        {
          if (!ok[x] || !ent[x])
            continue;
          const struct sync_block *blk = &fn->blocks[x];
          int in = 0, out = blk->from_entry;
          for (int k = 0; k < blk->npred; k++)
            {
              if (ok[blk->pred[k]])
                in++;
              else
                out++;
            }
          if (in > 0 && out > 0)
            {
              forced[x] = 1;
              conflict = 1;
            }
        }
      if (!conflict)
        break;
    }
  /* The cut: after the last stopper of a block R holds the end of, or
     at the start of one no predecessor in R leads to.  */
  struct split *sp = NULL;
  if (np > 0)
    {
      sp = (struct split *) calloc (1, sizeof *sp);
      long *lo = (long *) malloc ((nb + 1) * sizeof (long));
      struct pt *cut = (struct pt *) malloc ((nb + 1) * sizeof (struct pt));
      if (!sp || !lo || !cut)
        abort ();
      sp->lo = lo;
      sp->cut = cut;
      for (int x = 0; x < nb; x++)
        {
          lo[x] = LONG_MAX;
          if (!ok[x])
            continue;
          if (stop[x] >= 0)
            {
              cut[sp->ncut] = sync_pt_after (fn, stop[x]);
              lo[x] = cut[sp->ncut++].key;
              continue;
            }
          int in = 0;
          for (int k = 0; k < fn->blocks[x].npred; k++)
            in += ok[fn->blocks[x].pred[k]];
          if (ent[x] && in > 0)
            lo[x] = LONG_MIN;
          else
            {
              cut[sp->ncut] = sync_pt_start (fn, x);
              lo[x] = cut[sp->ncut++].key;
            }
        }
      r->split = sp;
    }
  free (ok);
  free (stop);
}

/* See sync_place.h.  */
int
sync_in_split (const struct pair *r, struct pt x)
{
  const struct split *sp = r->split;
  if (!sp)
    return 0;
  if (x.where == SYNC_ON_EDGE)
    return (x.block >= 0 && sp->lo[x.block] != LONG_MAX)
           || (x.op >= 0 && sp->lo[x.op] != LONG_MAX);
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
