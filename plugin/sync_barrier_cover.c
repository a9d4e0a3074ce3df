/* sync_barrier_cover.c -- which planned same-pipe barriers order which
   dependences, and two ways to need fewer of them (GCC-independent;
   used by sync_barriers.c, phase 4).

   A pipe_barrier (P) orders every instruction of pipe P issued before
   it before every one issued after it.  A barrier planned at the own
   point of a dependence (right before its consumer) orders that one by
   construction, and any other whose paths all pass the point.

   - Dropping: a barrier all of whose dependences other barriers order
     too goes (the latest planned first).
   - Merging by lifting: a barrier moved earlier over instructions of
     other pipes only, and over the entry of branches that hold none of
     its pipe, waits for exactly the same work and holds up the same
     instructions, so the move costs nothing; but from there it can
     stand on every path to the consumers of sibling branches too.  Two
     consecutive branches "if (x) op1 (...); if (y) op2 (...);" each
     needing a barrier after the same earlier work get two barriers
     right before their consumers, on the paths where x and y hold; one
     barrier before the first branch orders both.  The lifted point
     replaces every barrier whose dependences it (or the barriers
     kept) orders, when GCC's profile runs it at most twice as often
     as the barriers it replaces run together (without a profile, at
     -O0: when it replaces two or more).  It is not moved to the start
     of a loop's iteration (sync_barriers.c weighs that point).  A barrier moved up passes
     only work of its pipe that the lifted barrier, or a barrier it
     already replaces, held up already,
     and no set_flag of its pipe that no barrier held up before (a set
     after a barrier waits for the barrier too).  */

#include <stdlib.h>
#include <string.h>
#include "sync_place.h"

/* Whether a barrier at point X orders same-pipe dependence D of C
   (forward in the iteration when FWD, see sync_barrier_between).  A
   carried dependence -- B after A in the iteration, but the two meet
   only iterations apart -- goes round the back edge of their loop L,
   as does one B is reached from only that way (A and B in branches one
   iteration takes one of): X in L after A to the end of the iteration,
   or before B from its start.  */
static int
barrier_orders (const struct pctx *c, struct pt x, const struct dep *d,
                int fwd)
{
  const struct sync_func *fn = c->fn;
  /* Only from one run of its loop to a later one: X on every path from
     where A's run ends to where B's starts (outer_carried) orders
     every instance that happens.  */
  if (d->xonly && d->xdist > 0 && x.where != SYNC_ON_EDGE
      && sync_barrier_between (c, x, d->xsa, d->xwb, 0))
    return 1;
  int l = sync_common_loop (fn, d->sa.block, d->wb.block);
  if (fwd && l >= 0 && fn->blocks[d->sa.block].loop == l
      && fn->blocks[d->wb.block].loop == l
      && (d->carried || !sync_forward_path (fn, d->sa, d->wb, l))
      && sync_round_between (c, x, d->sa, d->wb, l))
    return 1;
  /* Two or more iterations apart, every path from A to B passes a whole
     iteration of L between them (L has no enclosing loop, so no path
     leaves L and enters a later run of it): X on every path through
     one (dominating L's latch) orders them.  */
  if (l >= 0 && d->dist >= 2 && fn->loops[l].parent < 0
      && fn->loops[l].latch >= 0 && x.where != SYNC_ON_EDGE
      && fn->blocks[x.block].loop == l
      && sync_pdom_pt (c, x, sync_pt_end (fn, fn->loops[l].latch), 1)
      && !sync_forward_path (fn, d->sa, d->wb, l))
    return 1;
  return sync_barrier_between (c, x, d->sa, d->wb, fwd);
}

/* See sync_place.h.  */
int
sync_barrier_orders_dep (const struct pctx *c, struct pt at, int p, int k,
                         int fwd)
{
  const struct sync_func *fn = c->fn;
  const struct dep *d = &c->same.v[k];
  struct pt before_b = sync_pt_before (fn, d->b);
  if (p != fn->ops[d->a].pipe)
    return 0;
  if (at.block == before_b.block && at.key == before_b.key)
    return 1;
  return barrier_orders (c, at, d, fwd);
}

/* See sync_place.h.  */
int64_t
sync_point_freq (const struct sync_func *fn, struct pt at)
{
  if (at.where == SYNC_ON_EDGE || at.block < 0)
    return -1;
  return fn->blocks[at.block].freq;
}

/* Which barrier orders which dependence: the needed dependences of
   barrier H are DEPS[H][0 .. N[H]), COUNT[K] the barriers ordering
   dependence K, NZERO[P] the needed dependences of pipe P none
   orders (a barrier at the own point of one is taken to; where no
   test tells which, every barrier of P stays).  */
struct cover
{
  int **deps;
  int *n;
  int *count;
  int nzero[NP];
};

/* The needed dependences (NEED, forward FWDS) of C->SAME that a
   barrier of pipe P at AT orders (OWNER >= 0: also those whose own
   point it stands at, OWN[K] == OWNER), into a new array; *N their
   number.  */
static int *
deps_ordered_at (struct pctx *c, struct pt at, int p, const int *need,
                 const int *fwds, const int *own, int owner, int *n)
{
  int cap = 8, m = 0;
  int *v = (int *) malloc (cap * sizeof (int));
  if (!v)
    abort ();
  for (int k = 0; k < c->same.n; k++)
    if (need[k] && c->fn->ops[c->same.v[k].a].pipe == p
        && ((owner >= 0 && own[k] == owner)
            || sync_barrier_orders_dep (c, at, p, k, fwds[k])))
      {
        if (m == cap)
          {
            cap *= 2;
            v = (int *) realloc (v, cap * sizeof (int));
            if (!v)
              abort ();
          }
        v[m++] = k;
      }
  *n = m;
  return v;
}

/* Fill CV for the barriers of BL (see struct cover).  */
static void
cover_build (struct pctx *c, const struct sbar_list *bl, const int *need,
             const int *fwds, const int *own, struct cover *cv)
{
  int nb = bl->n, ns = c->same.n;
  cv->deps = (int **) calloc (nb + 1, sizeof (int *));
  cv->n = (int *) calloc (nb + 1, sizeof (int));
  cv->count = (int *) calloc (ns + 1, sizeof (int));
  if (!cv->deps || !cv->n || !cv->count)
    abort ();
  for (int h = 0; h < nb; h++)
    {
      cv->deps[h] = deps_ordered_at (c, bl->v[h].at, bl->v[h].pipe, need,
                                     fwds, own, h, &cv->n[h]);
      for (int x = 0; x < cv->n[h]; x++)
        cv->count[cv->deps[h][x]]++;
    }
  memset (cv->nzero, 0, sizeof cv->nzero);
  for (int k = 0; k < ns; k++)
    if (need[k] && !cv->count[k])
      cv->nzero[c->fn->ops[c->same.v[k].a].pipe]++;
}

static void
cover_free (struct cover *cv, int nb)
{
  for (int h = 0; h < nb; h++)
    free (cv->deps[h]);
  free (cv->deps);
  free (cv->n);
  free (cv->count);
}

/* Remove the barriers of BL marked in GONE, keeping the order of the
   rest, and renumber OWN (a dependence whose own barrier went has
   none).  */
static void
compact_barriers (struct sbar_list *bl, const char *gone, int *own, int ns)
{
  int *to = (int *) malloc ((bl->n + 1) * sizeof (int));
  if (!to)
    abort ();
  int n = 0;
  for (int h = 0; h < bl->n; h++)
    {
      to[h] = gone[h] ? -1 : n;
      if (!gone[h])
        bl->v[n++] = bl->v[h];
    }
  for (int k = 0; k < ns; k++)
    if (own[k] >= 0 && own[k] < bl->n)
      own[k] = to[own[k]];
  bl->n = n;
  free (to);
}

/* See sync_place.h.  */
void
sync_drop_covered_barriers (struct pctx *c, struct sbar_list *bl,
                            const int *need, const int *fwds, int *own)
{
  struct cover cv;
  int nb = bl->n;
  char *gone = (char *) calloc (nb + 1, 1);
  if (!gone)
    abort ();
  cover_build (c, bl, need, fwds, own, &cv);
  for (int h = nb - 1; h >= 0; h--)
    {
      int keep = cv.nzero[bl->v[h].pipe] > 0;
      for (int x = 0; x < cv.n[h] && !keep; x++)
        keep = cv.count[cv.deps[h][x]] < 2;
      if (keep)
        continue;
      gone[h] = 1;
      for (int x = 0; x < cv.n[h]; x++)
        cv.count[cv.deps[h][x]]--;
    }
  compact_barriers (bl, gone, own, c->same.n);
  cover_free (&cv, nb);
  free (gone);
}

/* Whether a barrier of pipe P cannot be moved from after operation I
   to before it: I is work of P, sync or a call, or stands for a
   callee's work.  */
static int
stops_lift (const struct sync_func *fn, int i, int p)
{
  const struct sync_op *o = &fn->ops[i];
  return o->kind != SYNC_OP_PIPE || o->pipe == p || o->role != SYNC_ROLE_NONE;
}

/* The latest operation of block B before index END (exclusive) that
   stops a lift of a barrier of pipe P (stops_lift), or -1.  */
static int
last_stop (const struct sync_func *fn, int b, int end, int p)
{
  for (int i = end - 1; i >= fn->blocks[b].first_op; i--)
    if (stops_lift (fn, i, p))
      return i;
  return -1;
}

/* The blocks on the paths from block D to block B (both excluded; D
   dominates B) into BLOCKS (scratch SEEN of the function's blocks);
   returns their number, or -1 when one lies outside loop L (-1: any).  */
static int
blocks_between (const struct sync_func *fn, int d, int b, int l,
                char *seen, int *blocks)
{
  int n = 0, done = 0;
  memset (seen, 0, fn->nblocks);
  seen[b] = seen[d] = 1;
  for (int u = b; u >= 0; u = done < n ? blocks[done++] : -1)
    for (int k = 0; k < fn->blocks[u].npred; k++)
      {
        int z = fn->blocks[u].pred[k];
        if (z < 0 || seen[z])
          continue;
        if (l >= 0 && !sync_in_loop (fn, l, z))
          return -1;
        seen[z] = 1;
        blocks[n++] = z;
      }
  return n;
}

/* Whether no block on a path from block D to block B (as for
   blocks_between) holds an operation stopping a lift for pipe P.  */
static int
region_clear (const struct sync_func *fn, int d, int b, int p, int l,
              char *seen, int *blocks)
{
  int n = blocks_between (fn, d, b, l, seen, blocks);
  for (int j = 0; j < n; j++)
    {
      const struct sync_block *zb = &fn->blocks[blocks[j]];
      if (last_stop (fn, blocks[j], zb->first_op + zb->nops, p) >= 0)
        return 0;
    }
  return n >= 0;
}

/* The index of the first operation of the block of point AT that does
   not come before AT (AT not on an edge).  */
static int
end_op (const struct sync_func *fn, struct pt at)
{
  const struct sync_block *bb = &fn->blocks[at.block];
  switch (at.where)
    {
    case SYNC_BEFORE_OP:
      return at.op;
    case SYNC_AFTER_OP:
      return at.op + 1;
    case SYNC_BLOCK_END:
      return bb->first_op + bb->nops;
    default:
      return bb->first_op;
    }
}

/* Whether point Y comes after point H (or is H: a barrier is emitted
   before the sets of its point) on every path.  */
static int
pt_after (const struct pctx *c, struct pt h, struct pt y)
{
  if (y.where == SYNC_ON_EDGE)
    return sync_bdom (c, h.block, y.block);
  return y.block == h.block ? y.key >= h.key : sync_bdom (c, h.block, y.block);
}

/* Whether point S lies at or after point X and before point Y, X
   dominating Y (IN: the blocks between them, see blocks_between).  An
   edge counts from its source block.  */
static int
point_within (struct pt s, struct pt x, struct pt y, const char *in)
{
  if (s.block < 0)
    return 0;
  if (s.where == SYNC_ON_EDGE)
    return s.block == x.block || (in[s.block] && s.block != y.block);
  if (s.block == x.block && s.block == y.block)
    return s.key >= x.key && s.key < y.key;
  if (s.block == x.block)
    return s.key >= x.key;
  if (s.block == y.block)
    return s.key < y.key;
  return in[s.block];
}

/* Whether a set_flag of a kept pair of C whose source is pipe P lies
   at or after point X and before point Y (X dominating Y), and not
   after point H on every path (H.BLOCK -1: none is): a barrier of P
   moved from Y to X would hold that set up, where no barrier at H
   did.  */
static int
set_between (const struct pctx *c, struct pt x, struct pt y, int p,
             struct pt h)
{
  const struct sync_func *fn = c->fn;
  char *in = (char *) malloc (fn->nblocks + 1);
  int *blocks = (int *) malloc ((fn->nblocks + 1) * sizeof (int));
  if (!in || !blocks)
    abort ();
  int n = x.block == y.block ? 0 : blocks_between (fn, x.block, y.block, -1,
                                                    in, blocks);
  memset (in, 0, fn->nblocks);
  for (int j = 0; j < n; j++)
    in[blocks[j]] = 1;
  int found = 0;
  for (int i = 0; i < c->nv && !found; i++)
    {
      const struct pair *r = &c->v[i];
      struct pt sp = sync_set_pt (r);
      found = !r->dead && r->p == p && point_within (sp, x, y, in)
              && (h.block < 0 || !pt_after (c, h, sp));
    }
  free (in);
  free (blocks);
  return found;
}

/* The earliest point a barrier of pipe P at AT can move to at no cost
   (see the head of this file): up from AT over operations of other
   pipes, and from the start of a block to the end of its immediate
   dominator in the same loop when no path between them meets an
   operation that stops the move.  Into *OUT; 0 when that is AT.  */
static int
lift_point (const struct pctx *c, struct pt at, int p, struct pt *out)
{
  const struct sync_func *fn = c->fn;
  if (at.where == SYNC_ON_EDGE || at.block < 0)
    return 0;
  int b = at.block, end = end_op (fn, at);
  int i = last_stop (fn, b, end, p);
  if (i >= 0)
    *out = sync_pt_after (fn, i);
  else
    {
      char *seen = (char *) malloc (fn->nblocks + 1);
      int *stack = (int *) malloc ((fn->nblocks + 1) * sizeof (int));
      if (!seen || !stack)
        abort ();
      *out = sync_pt_start (fn, b);
      int l = fn->blocks[b].loop;
      for (int d = fn->blocks[b].idom;
           d >= 0 && fn->blocks[d].loop == l
           && region_clear (fn, d, b, p, l, seen, stack);
           b = d, d = fn->blocks[b].idom)
        {
          const struct sync_block *db = &fn->blocks[d];
          i = last_stop (fn, d, db->first_op + db->nops, p);
          if (i >= 0)
            {
              *out = sync_pt_after (fn, i);
              break;
            }
          /* Not to the start of an iteration: a barrier there runs in
             every iteration, which try_iteration_starts weighs.  */
          if (l >= 0 && fn->loops[l].header == d)
            break;
          *out = sync_pt_start (fn, d);
        }
      free (seen);
      free (stack);
    }
  struct pt none = { -1, 0, SYNC_BLOCK_START, -1 };
  return !sync_same_point (*out, at) && !set_between (c, *out, at, p, none);
}

/* The barriers a lifted one replaces so far: the lifted barrier's
   first point H, and the points of the barriers of BL marked in TOOK
   (null: none).  */
struct held_by
{
  struct pt h;
  const struct sbar_list *bl;
  const char *took;
};

/* Whether operation I, between the lifted point of a barrier of pipe
   P and a barrier to be dropped, costs nothing to a move of the
   dropped one there: not work of P, or work of P that one of the
   barriers the lifted one replaces (HB) held up on every path already
   (the lifted point waits for the same work as that one does, nothing
   of P lying between them: the copies of a loop's body GCC unrolls,
   each with its branches and their barriers, one barrier before the
   first copy standing for all).  */
static int
passed_free (const struct pctx *c, int i, const struct held_by *hb, int p)
{
  const struct sync_op *o = &c->fn->ops[i];
  if (!stops_lift (c->fn, i, p))
    return 1;
  if (o->kind != SYNC_OP_PIPE || o->role != SYNC_ROLE_NONE || o->pipe != p)
    return 0;
  struct pt before = sync_pt_before (c->fn, i);
  if (pt_after (c, hb->h, before))
    return 1;
  for (int g = 0; hb->took && g < hb->bl->n; g++)
    if (hb->took[g] && pt_after (c, hb->bl->v[g].at, before))
      return 1;
  return 0;
}

/* Whether moving a barrier of pipe P from Y to X (which dominates Y)
   passes only operations that cost nothing (passed_free, HB the
   barriers the one lifted to X replaces so far).  */
static int
move_free (const struct pctx *c, struct pt x, const struct held_by *hb,
           struct pt y, int p, char *seen, int *blocks)
{
  if (set_between (c, x, y, p, hb->h))
    return 0;
  const struct sync_func *fn = c->fn;
  int ex = end_op (fn, x), ey = end_op (fn, y);
  if (x.block == y.block)
    {
      for (int i = ex; i < ey; i++)
        if (!passed_free (c, i, hb, p))
          return 0;
      return 1;
    }
  const struct sync_block *xb = &fn->blocks[x.block];
  for (int i = ex; i < xb->first_op + xb->nops; i++)
    if (!passed_free (c, i, hb, p))
      return 0;
  for (int i = fn->blocks[y.block].first_op; i < ey; i++)
    if (!passed_free (c, i, hb, p))
      return 0;
  int n = blocks_between (fn, x.block, y.block, fn->blocks[x.block].loop,
                          seen, blocks);
  if (n < 0)
    return 0;
  for (int j = 0; j < n; j++)
    {
      const struct sync_block *zb = &fn->blocks[blocks[j]];
      for (int i = zb->first_op; i < zb->first_op + zb->nops; i++)
        if (!passed_free (c, i, hb, p))
          return 0;
    }
  return 1;
}

/* Try to move barrier H of BL (CV, GONE) to its lifted point and drop
   the barriers it then stands for (see the head of this file): the
   needed dependences (NEED, FWDS) H alone orders stay ordered there,
   and each barrier dropped leaves none of its own unordered.  MARK is
   scratch of C->SAME.N bytes, zero on entry and on return.  Returns
   1 when done.  */
static int
merge_into_lifted (struct pctx *c, struct sbar_list *bl, int h,
                   struct cover *cv, char *gone, const int *need,
                   const int *fwds, char *mark)
{
  const struct sync_func *fn = c->fn;
  int p = bl->v[h].pipe, nx, merged = 0, ok = 1;
  struct pt x;
  if (!lift_point (c, bl->v[h].at, p, &x))
    return 0;
  /* Without GCC's profile (-O0), two barriers or more for one.  */
  int64_t fx = sync_point_freq (fn, x), fsum = sync_point_freq (fn,
                                                                bl->v[h].at);
  if ((fx < 0) != (fsum < 0))
    return 0;
  int *xd = deps_ordered_at (c, x, p, need, fwds, NULL, -1, &nx);
  /* MARK bit 1: ordered at X; bit 2: ordered by H.  */
  for (int j = 0; j < nx; j++)
    mark[xd[j]] |= 1;
  for (int j = 0; j < cv->n[h]; j++)
    {
      int k = cv->deps[h][j];
      mark[k] |= 2;
      ok &= cv->count[k] > 1 || (mark[k] & 1);
    }
  char *took = (char *) calloc (bl->n + 1, 1);
  char *seen = (char *) malloc (fn->nblocks + 1);
  int *blocks = (int *) malloc ((fn->nblocks + 1) * sizeof (int));
  if (!took || !seen || !blocks)
    abort ();
  int lx = fn->blocks[x.block].loop;
  struct held_by hb = { bl->v[h].at, bl, took };
  for (int g = 0; g < bl->n && ok; g++)
    {
      if (g == h || gone[g] || bl->v[g].pipe != p)
        continue;
      struct pt y = bl->v[g].at;
      int64_t fg = sync_point_freq (fn, y);
      if (y.where == SYNC_ON_EDGE || (fg < 0) != (fx < 0)
          || fn->blocks[y.block].loop != lx || !sync_bdom (c, x.block, y.block)
          || (x.block == y.block && x.key > y.key)
          || !move_free (c, x, &hb, y, p, seen, blocks))
        continue;
      int alone = 1;
      for (int j = 0; j < cv->n[g] && alone; j++)
        {
          int k = cv->deps[g][j];
          alone = cv->count[k] - ((mark[k] & 2) != 0) - 1
                  + (mark[k] & 1) >= 1;
        }
      if (!alone)
        continue;
      took[g] = gone[g] = 1;
      merged++;
      /* Barriers of one block run together: the block counts once.  */
      int counted = y.block == bl->v[h].at.block;
      for (int e = 0; e < g && !counted; e++)
        counted = took[e] && bl->v[e].at.block == y.block;
      if (!counted)
        fsum += fg;
      for (int j = 0; j < cv->n[g]; j++)
        cv->count[cv->deps[g][j]]--;
    }
  /* As for the start of an iteration (sync_barriers.c,
     try_iteration_starts): the profile's guesses for branches on data
     are rough; a branch it runs rarely, a tail, keeps its barrier, and
     the barriers of one block count once.  */
  ok = ok && merged && (fx < 0 || fx <= 2 * fsum);
  for (int g = 0; g < bl->n; g++)
    if (took[g] && !ok)
      {
        gone[g] = 0;
        for (int j = 0; j < cv->n[g]; j++)
          cv->count[cv->deps[g][j]]++;
      }
  for (int j = 0; j < cv->n[h]; j++)
    mark[cv->deps[h][j]] = 0;
  for (int j = 0; j < nx; j++)
    mark[xd[j]] = 0;
  free (took);
  free (seen);
  free (blocks);
  if (!ok)
    {
      free (xd);
      return 0;
    }
  for (int j = 0; j < cv->n[h]; j++)
    cv->count[cv->deps[h][j]]--;
  for (int j = 0; j < nx; j++)
    cv->count[xd[j]]++;
  free (cv->deps[h]);
  cv->deps[h] = xd;
  cv->n[h] = nx;
  bl->v[h].at = x;
  return 1;
}

/* See sync_place.h.  */
void
sync_merge_lifted_barriers (struct pctx *c, struct sbar_list *bl,
                            const int *need, const int *fwds, int *own)
{
  int nb = bl->n, ns = c->same.n, any = 0;
  if (nb < 2)
    return;
  struct cover cv;
  char *gone = (char *) calloc (nb + 1, 1);
  char *mark = (char *) calloc (ns + 1, 1);
  if (!gone || !mark)
    abort ();
  cover_build (c, bl, need, fwds, own, &cv);
  for (int h = 0; h < nb; h++)
    if (!gone[h] && !cv.nzero[bl->v[h].pipe]
        && merge_into_lifted (c, bl, h, &cv, gone, need, fwds, mark))
      {
        any = 1;
        /* Its dependences are ordered where it now stands, by test.  */
        for (int k = 0; k < ns; k++)
          if (own[k] == h)
            own[k] = -1;
      }
  if (any)
    compact_barriers (bl, gone, own, ns);
  cover_free (&cv, nb);
  free (gone);
  free (mark);
}
