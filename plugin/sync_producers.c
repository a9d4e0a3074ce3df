/* sync_producers.c -- which operations of a function have a dependent
   operation on each pipe, without comparing every pair of operations
   (GCC-independent core of ascsync; used by the data-flow planner).

   Two accesses can only overlap (sync_access_overlap) in the same
   memory space, in GM only for the same base object or when one of
   them has an unknown base, and then only where their byte ranges meet.
   So the accesses of each class (space, and GM base object) are sorted
   by start and cut into clusters: a cluster ends where the next range
   starts at or after the largest end so far, and no access of one
   cluster overlaps an access of another.  For operation A and pipe Q
   the candidates are the Q operations with an access in a cluster of
   A's (for an access A only reads, only the ones writing there), in
   program order from A on, then from the first block A's block reaches
   back to; the scan stops at the first one that is reachable after A
   and conflicts with it.  Sorting costs N log N; a scan costs the
   candidates it passes before the first dependent operation.  */

#include <stdlib.h>
#include <string.h>
#include "sync.h"

#define NP ASC_NPIPES

/* One access of a pipe operation: access K of operation OP.  */
struct pacc
{
  uint64_t cls;              /* space << 33 | (GM base + 1); the GM
                                accesses of unknown base: GM_WILD */
  uint64_t lo, hi;
  int op, k, write;
};

/* One row of a candidate list: operation OP is in list LIST (see
   list_of).  */
struct prow
{
  int list, op;
};

#define GM_WILD ((uint64_t) ASC_SPACE_GM << 33)

/* Order by class, then start, then operation.  */
static int
pacc_cmp (const void *x, const void *y)
{
  const struct pacc *a = (const struct pacc *) x, *b = (const struct pacc *) y;
  if (a->cls != b->cls)
    return a->cls < b->cls ? -1 : 1;
  if (a->lo != b->lo)
    return a->lo < b->lo ? -1 : 1;
  return a->op != b->op ? a->op - b->op : a->k - b->k;
}

/* Order by list, then operation.  */
static int
prow_cmp (const void *x, const void *y)
{
  const struct prow *a = (const struct prow *) x, *b = (const struct prow *) y;
  if (a->list != b->list)
    return a->list - b->list;
  return a->op - b->op;
}

/* The candidate lists: ROWS sorted by list, then operation, without
   repeats; START[L] .. START[L + 1] - 1 are the rows of list L.
   CLUSTER[FIRST[I] + K] is the cluster of access K of operation I.  */
struct plists
{
  struct prow *rows;
  int *start;
  int *first, *cluster;
  int gm_all, gm_wild;       /* pseudo-clusters: every GM access; the
                                GM accesses of unknown base */
};

/* The list of the operations of PIPE with an access in CLUSTER (only
   writing accesses when WRITES_ONLY).  */
static int
list_of (int cluster, int pipe, int writes_only)
{
  return (cluster * NP + pipe) * 2 + writes_only;
}

/* Fill L from the accesses of FN's pipe operations.  */
static void
build_lists (const struct sync_func *fn, struct plists *l)
{
  int n = 0;
  l->first = (int *) malloc ((fn->nops + 1) * sizeof (int));
  if (!l->first)
    abort ();
  for (int i = 0; i < fn->nops; i++)
    {
      l->first[i] = n;
      if (fn->ops[i].kind == SYNC_OP_PIPE)
        n += fn->ops[i].naccess;
    }
  struct pacc *v = (struct pacc *) malloc ((n + 1) * sizeof *v);
  l->cluster = (int *) malloc ((n + 1) * sizeof (int));
  if (!v || !l->cluster)
    abort ();
  n = 0;
  for (int i = 0; i < fn->nops; i++)
    if (fn->ops[i].kind == SYNC_OP_PIPE)
      for (int k = 0; k < fn->ops[i].naccess; k++)
        {
          const struct sync_access *a = &fn->ops[i].acc[k];
          struct pacc *p = &v[n++];
          if (a->space == ASC_SPACE_GM && a->base < 0)
            p->cls = GM_WILD;
          else
            p->cls = (uint64_t) a->space << 33
                     | (a->space == ASC_SPACE_GM
                        ? (uint64_t) (uint32_t) a->base + 1 : 0);
          p->lo = a->lo;
          p->hi = a->hi;
          p->op = i;
          p->k = k;
          p->write = a->write;
        }
  qsort (v, n, sizeof *v, pacc_cmp);
  /* Clusters (the GM accesses of unknown base are one).  */
  int nc = 0;
  uint64_t end = 0;
  for (int j = 0; j < n; j++)
    {
      if (j == 0 || v[j].cls != v[j - 1].cls
          || (v[j].cls != GM_WILD && v[j].lo >= end))
        {
          nc++;
          end = 0;
        }
      l->cluster[l->first[v[j].op] + v[j].k] = nc - 1;
      if (v[j].hi > end)
        end = v[j].hi;
    }
  l->gm_all = nc;
  l->gm_wild = nc + 1;
  int nlists = (nc + 2) * NP * 2;
  /* Each access is in the lists of its cluster and, in GM, of GM_ALL
     (of GM_WILD instead of its cluster when its base is unknown), a
     writing one in the writes-only lists too.  */
  struct prow *r = (struct prow *) malloc ((4 * n + 1) * sizeof *r);
  l->start = (int *) calloc (nlists + 1, sizeof (int));
  if (!r || !l->start)
    abort ();
  int nr = 0;
  for (int j = 0; j < n; j++)
    {
      int pipe = fn->ops[v[j].op].pipe;
      int cl[2], ncl = 0;
      cl[ncl++] = v[j].cls == GM_WILD ? l->gm_wild
                                      : l->cluster[l->first[v[j].op]
                                                   + v[j].k];
      if (v[j].cls >> 33 == ASC_SPACE_GM)
        cl[ncl++] = l->gm_all;
      for (int c = 0; c < ncl; c++)
        for (int w = 0; w <= (v[j].write != 0); w++)
          {
            r[nr].list = list_of (cl[c], pipe, w);
            r[nr].op = v[j].op;
            nr++;
          }
    }
  free (v);
  qsort (r, nr, sizeof *r, prow_cmp);
  int m = 0;
  for (int j = 0; j < nr; j++)
    if (m == 0 || r[j].list != r[m - 1].list || r[j].op != r[m - 1].op)
      r[m++] = r[j];
  for (int j = 0; j < m; j++)
    l->start[r[j].list + 1]++;
  for (int k = 0; k < nlists; k++)
    l->start[k + 1] += l->start[k];
  l->rows = r;
}

/* The first row of list LIST whose operation is at least OP.  */
static int
lower_row (const struct plists *l, int list, int op)
{
  int lo = l->start[list], hi = l->start[list + 1];
  while (lo < hi)
    {
      int mid = lo + (hi - lo) / 2;
      if (l->rows[mid].op < op)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

/* Reachability from one operation: REACH the block sets of
   sync_reach_sets (BW words each); ops of blocks LO_OP .. HI_OP - 1
   (by operation index) hold every operation reachable from A.  */
struct from
{
  const struct sync_func *fn;
  const uint64_t *reach;
  int bw, a, lo_op, hi_op;
};

/* Whether operation B runs after operation A on some path.  */
static int
after (const struct from *f, int b)
{
  int ba = f->fn->ops[f->a].block, bb = f->fn->ops[b].block;
  if (bb == ba && b > f->a)
    return 1;
  return (f->reach[(size_t) ba * f->bw + (bb >> 6)] >> (bb & 63)) & 1;
}

/* Whether list LIST holds an operation in LO .. HI - 1 (by index) that
   runs after A and conflicts with it.  */
static int
rows_have_dependent (const struct from *f, const struct plists *l, int list,
                     int lo, int hi)
{
  const struct sync_op *oa = &f->fn->ops[f->a];
  for (int j = lower_row (l, list, lo);
       j < l->start[list + 1] && l->rows[j].op < hi; j++)
    {
      int b = l->rows[j].op;
      if (after (f, b) && sync_ops_conflict (oa, &f->fn->ops[b]))
        return 1;
    }
  return 0;
}

/* Whether list LIST holds an operation that runs after A and conflicts
   with it: the rows after A first, then those from the first reachable
   block up to A.  */
static int
list_has_dependent (const struct from *f, const struct plists *l, int list)
{
  return rows_have_dependent (f, l, list, f->a + 1, f->hi_op)
         || rows_have_dependent (f, l, list, f->lo_op, f->a + 1);
}

/* See sync.h.  */
int
sync_op_producers (const struct sync_func *fn, uint8_t *prod)
{
  struct plists l;
  int bw, found = 0;
  build_lists (fn, &l);
  uint64_t *reach = sync_reach_sets (fn, &bw);
  /* Per block, the operations reachable from it lie in [LO, HI).  */
  int *lo = (int *) malloc ((fn->nblocks + 1) * sizeof (int));
  int *hi = (int *) malloc ((fn->nblocks + 1) * sizeof (int));
  if (!lo || !hi)
    abort ();
  for (int b = 0; b < fn->nblocks; b++)
    {
      const uint64_t *r = reach + (size_t) b * bw;
      const struct sync_block *bb = &fn->blocks[b];
      lo[b] = fn->nops;
      hi[b] = bb->first_op + bb->nops;
      for (int x = 0; x < fn->nblocks; x++)
        if (((r[x >> 6] >> (x & 63)) & 1) && fn->blocks[x].nops)
          {
            const struct sync_block *bx = &fn->blocks[x];
            if (bx->first_op < lo[b])
              lo[b] = bx->first_op;
            if (bx->first_op + bx->nops > hi[b])
              hi[b] = bx->first_op + bx->nops;
          }
    }
  for (int a = 0; a < fn->nops; a++)
    {
      const struct sync_op *oa = &fn->ops[a];
      prod[a] = 0;
      if (oa->kind != SYNC_OP_PIPE || oa->naccess == 0)
        continue;
      struct from f = { fn, reach, bw, a, lo[oa->block], hi[oa->block] };
      for (int q = 0; q < NP; q++)
        {
          int bit = q == oa->pipe ? NP : q;
          for (int k = 0; k < oa->naccess && !((prod[a] >> bit) & 1); k++)
            {
              const struct sync_access *x = &oa->acc[k];
              int c0 = l.cluster[l.first[a] + k], c1 = -1;
              if (x->space == ASC_SPACE_GM && x->base < 0)
                c0 = l.gm_all;
              else if (x->space == ASC_SPACE_GM)
                c1 = l.gm_wild;
              int wo = !x->write;
              if (list_has_dependent (&f, &l, list_of (c0, q, wo))
                  || (c1 >= 0
                      && list_has_dependent (&f, &l, list_of (c1, q, wo))))
                {
                  prod[a] |= 1 << bit;
                  found++;
                }
            }
        }
    }
  free (lo);
  free (hi);
  free (reach);
  free (l.rows);
  free (l.start);
  free (l.first);
  free (l.cluster);
  return found;
}
