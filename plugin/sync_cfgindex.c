/* sync_cfgindex.c -- facts about a function's CFG that the planners ask
   for many times, computed once (GCC-independent): which loops hold
   each block, and which blocks a block reaches within one iteration of
   a loop, or reaches avoiding a given block.

   The structured placement asks whether a point reaches another in one
   iteration (sync_forward_path) and whether a loop holds a block
   (sync_in_loop) for every pair of operations it considers, and the
   first (and sync_cuts, the same avoiding a block) walked the CFG on
   each question: over three quarters of the compile time of a function
   of a few hundred operations went there, which is why larger
   functions were left to the data-flow planner.
   Here each answer is a bit test: loop membership is a table filled
   once, and the blocks reached from a block within an iteration of a
   loop (avoiding a block or not) are found by one walk, the first time
   they are asked about, and kept.

   The index belongs to the function (sync_func.cfgx) and is made on
   first use: the CFG, blocks and loops must not change after that.
   sync_func_release_index frees it.  */

#include <stdlib.h>
#include "sync.h"

struct sync_cfg_index
{
  int nblocks, nloops, words;
  unsigned char *inloop;     /* [L * NBLOCKS + B]: loop L holds block B */
  uint64_t **fwd;            /* [(L + 1) * NBLOCKS + B]: the blocks B
                                reaches in one iteration of L (L -1: the
                                function body), NULL until asked */
  /* The same avoiding a block: an open-addressing table of NAVOID of
     CAPAVOID entries, keyed by (L, B, the block avoided).  */
  uint64_t *avoid_key;
  uint64_t **avoid_set;
  size_t navoid, capavoid;
  int *stack;                /* room for a walk */
  signed char *consec;       /* [B]: sync_runs_consecutive, 0 not yet
                                asked, 1 yes, -1 no */
};

/* FN's index, made on first use (see the file comment).  */
static struct sync_cfg_index *
cfg_index (const struct sync_func *fn)
{
  struct sync_cfg_index *x = fn->cfgx;
  if (x)
    return x;
  int nb = fn->nblocks, nl = fn->nloops;
  x = (struct sync_cfg_index *) calloc (1, sizeof *x);
  if (!x)
    abort ();
  x->nblocks = nb;
  x->nloops = nl;
  x->words = (nb + 63) / 64;
  x->inloop = (unsigned char *) calloc ((size_t) (nl > 0 ? nl : 1)
                                        * (nb > 0 ? nb : 1), 1);
  x->fwd = (uint64_t **) calloc ((size_t) (nl + 1) * (nb > 0 ? nb : 1),
                                 sizeof (uint64_t *));
  x->stack = (int *) malloc ((size_t) (nb + 1) * sizeof (int));
  x->consec = (signed char *) calloc ((size_t) nb + 1, 1);
  if (!x->inloop || !x->fwd || !x->stack || !x->consec)
    abort ();
  for (int b = 0; b < nb; b++)
    for (int l = fn->blocks[b].loop; l >= 0; l = fn->loops[l].parent)
      x->inloop[(size_t) l * nb + b] = 1;
  /* The index is a cache of facts the function's CFG fixes: making it
     changes nothing a caller can observe.  */
  ((struct sync_func *) fn)->cfgx = x;
  return x;
}

/* See sync.h.  */
void
sync_func_release_index (struct sync_func *fn)
{
  struct sync_cfg_index *x = fn->cfgx;
  if (!x)
    return;
  for (size_t i = 0; i < (size_t) (x->nloops + 1) * x->nblocks; i++)
    free (x->fwd[i]);
  for (size_t i = 0; i < x->capavoid; i++)
    free (x->avoid_set[i]);
  free (x->avoid_key);
  free (x->avoid_set);
  free (x->fwd);
  free (x->inloop);
  free (x->stack);
  free (x->consec);
  free (x);
  fn->cfgx = NULL;
}

/* See sync.h.  */
int
sync_in_loop (const struct sync_func *fn, int l, int b)
{
  if (l < 0)
    return 0;
  const struct sync_cfg_index *x = cfg_index (fn);
  return x->inloop[(size_t) l * x->nblocks + b];
}

/* Into SET (zeroed, X->words words) the blocks block B reaches through
   at least one edge in one iteration of loop L (-1: the function body):
   by paths inside L that enter neither L's header nor block AVOID (-1:
   none).  */
static void
walk_forward (const struct sync_func *fn, struct sync_cfg_index *x, int l,
              int b, int avoid, uint64_t *set)
{
  int h = l >= 0 ? fn->loops[l].header : -1;
  int sp = 0;
  x->stack[sp++] = b;
  while (sp > 0)
    {
      int u = x->stack[--sp];
      for (int k = 0; k < fn->blocks[u].nsucc; k++)
        {
          int z = fn->blocks[u].succ[k];
          if (z < 0 || z == h || z == avoid || (set[z / 64] >> (z % 64)) & 1
              || (l >= 0 && !x->inloop[(size_t) l * x->nblocks + z]))
            continue;
          set[z / 64] |= (uint64_t) 1 << (z % 64);
          x->stack[sp++] = z;
        }
    }
}

/* A zeroed set of X->words words.  */
static uint64_t *
new_set (const struct sync_cfg_index *x)
{
  uint64_t *set = (uint64_t *) calloc ((size_t) x->words, sizeof *set);
  if (!set)
    abort ();
  return set;
}

/* The first slot to try for KEY in a table of CAP (a power of two)
   entries.  */
static size_t
avoid_slot (uint64_t key, size_t cap)
{
  return (size_t) (key * 0x9e3779b97f4a7c15ULL >> 20) & (cap - 1);
}

/* Room in X's table of walks avoiding a block for one more entry.  */
static void
grow_avoid_table (struct sync_cfg_index *x)
{
  if (2 * (x->navoid + 1) <= x->capavoid)
    return;
  size_t cap = x->capavoid ? 2 * x->capavoid : 256;
  uint64_t *key = (uint64_t *) malloc (cap * sizeof *key);
  uint64_t **set = (uint64_t **) calloc (cap, sizeof *set);
  if (!key || !set)
    abort ();
  for (size_t i = 0; i < x->capavoid; i++)
    if (x->avoid_set[i])
      {
        size_t j = avoid_slot (x->avoid_key[i], cap);
        while (set[j])
          j = (j + 1) & (cap - 1);
        key[j] = x->avoid_key[i];
        set[j] = x->avoid_set[i];
      }
  free (x->avoid_key);
  free (x->avoid_set);
  x->avoid_key = key;
  x->avoid_set = set;
  x->capavoid = cap;
}

/* The blocks block B reaches in one iteration of loop L avoiding block
   AVOID (-1: none), as walk_forward finds them, walked the first time
   they are asked for.  */
static const uint64_t *
forward_set (const struct sync_func *fn, int l, int b, int avoid)
{
  struct sync_cfg_index *x = cfg_index (fn);
  if (avoid < 0)
    {
      uint64_t **slot = &x->fwd[(size_t) (l + 1) * x->nblocks + b];
      if (!*slot)
        {
          *slot = new_set (x);
          walk_forward (fn, x, l, b, -1, *slot);
        }
      return *slot;
    }
  uint64_t key = ((uint64_t) (l + 1) * x->nblocks + b) * x->nblocks + avoid;
  grow_avoid_table (x);
  size_t j = avoid_slot (key, x->capavoid);
  while (x->avoid_set[j] && x->avoid_key[j] != key)
    j = (j + 1) & (x->capavoid - 1);
  if (!x->avoid_set[j])
    {
      x->avoid_key[j] = key;
      x->avoid_set[j] = new_set (x);
      x->navoid++;
      walk_forward (fn, x, l, b, avoid, x->avoid_set[j]);
    }
  return x->avoid_set[j];
}

/* See sync.h.  */
int
sync_reaches_in_iteration (const struct sync_func *fn, int l, int a, int b)
{
  return sync_reaches_avoiding (fn, l, a, -1, b);
}

/* See sync.h.  */
int
sync_reaches_avoiding (const struct sync_func *fn, int l, int a, int avoid,
                       int b)
{
  const uint64_t *set = forward_set (fn, l, a, avoid);
  return (set[b / 64] >> (b % 64)) & 1;
}

/* Whether a path of one iteration of loop L of FN from L's header
   reaches block TO (entering neither the header again nor block AVOID,
   -1: none) without taking an edge labelled SKIP (sync_block.smono).  */
static int
reaches_skipping (const struct sync_func *fn, struct sync_cfg_index *x,
                  int l, int skip, int avoid, int to)
{
  int h = fn->loops[l].header, sp = 0, found = 0;
  unsigned char *seen = (unsigned char *) calloc ((size_t) x->nblocks + 1, 1);
  if (!seen)
    abort ();
  x->stack[sp++] = h;
  seen[h] = 1;
  while (sp > 0 && !found)
    {
      const struct sync_block *u = &fn->blocks[x->stack[--sp]];
      for (int k = 0; k < u->nsucc; k++)
        {
          int z = u->succ[k];
          if (z < 0 || z == h || z == avoid || seen[z]
              || !x->inloop[(size_t) l * x->nblocks + z]
              || (u->smono && u->smono[k] == skip))
            continue;
          found |= z == to;
          seen[z] = 1;
          x->stack[sp++] = z;
        }
    }
  free (seen);
  return found;
}

/* Whether block B of FN, in loop L, runs in exactly the iterations of
   L in which a test of its iteration number (sync_func.mono_loop) has
   one outcome, but perhaps the last: no path of an iteration reaches B
   without taking an edge of that outcome, and none goes round to L's
   latch with that outcome without passing B.  The outcome changes at
   most once in a run of L, so those iterations are consecutive; an
   iteration that leaves L before B is the run's last.  */
static int
runs_with_one_outcome (const struct sync_func *fn, struct sync_cfg_index *x,
                       int l, int b)
{
  for (int p = 0; p < fn->nmono; p++)
    {
      if (fn->mono_loop[p] != l)
        continue;
      for (int v = 0; v < 2; v++)
        if (!reaches_skipping (fn, x, l, 2 * p + v, -1, b)
            && !reaches_skipping (fn, x, l, 2 * p + !v, b,
                                  fn->loops[l].latch))
          return 1;
    }
  return 0;
}

/* See sync.h.  */
int
sync_runs_consecutive (const struct sync_func *fn, int b)
{
  int l = fn->blocks[b].loop;
  if (l < 0 || !fn->have_cfg)
    return l < 0;
  const struct sync_loop *lp = &fn->loops[l];
  if (lp->latch < 0)
    return 0;
  struct sync_cfg_index *x = cfg_index (fn);
  if (x->consec[b])
    return x->consec[b] > 0;
  int yes = 0;
  for (int y = lp->latch; y >= 0 && !yes; y = fn->blocks[y].idom)
    {
      yes = y == b;
      if (y == lp->header)
        break;
    }
  if (!yes)
    yes = runs_with_one_outcome (fn, x, l, b);
  x->consec[b] = yes ? 1 : -1;
  return yes;
}
