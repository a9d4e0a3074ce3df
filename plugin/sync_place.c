/* sync_place.c -- structured sync placement of ascsync (GCC-independent).

   Used when the abstract CFG carries dominator and loop information
   (sync_func.have_cfg), for functions with and without hand-written
   sync.  Post-dominance is computed here on the iteration graph (see
   iter_postdom), not taken from the function-wide post-dominator tree,
   so that a point post-dominating another in a loop body is reached in
   the same iteration.  For every dependence a -> b between pipe
   operations:
     - same pipe (not S): pipe_barrier right before b;
     - cross pipe P -> Q: a set_flag (P, Q) at a point S after a and a
       wait_flag (P, Q) at a point W before b, chosen as close to a and b
       as possible such that S and W alternate on every path: S and W in
       the same innermost loop, S dominates W and W post-dominates S
       within the iteration (the paper's hoisting out of loops falls out
       of walking the post-dominator chain of a and the dominator chain
       of b);
     - a dependence that crosses a back edge (b before a in the loop
       body) gets a loop-carried pair: W and S executed once per
       iteration, a priming set_flag on the preheader edge and a
       draining wait_flag on every exit edge;
     - otherwise set_flag and wait_flag back to back right before b.
   Dependences already ordered by a kept pair of the same pipe pair, by
   a chain of two pairs through a third pipe, or by hand-written sync
   (mode keep) get nothing; pairs of one pipe pair are merged when the
   merged points stay valid.  A flag may be set again only once its
   previous wait is ordered before the new set: a pair in a loop that
   no reverse pair orders gets a reverse acknowledgement pair.  Event
   ids are then given per pipe pair by colouring: two pairs share an id
   when their live ranges (set to wait) are disjoint on every path and
   each one's wait is ordered before the other's next set (see
   interfere); never a reserved id nor one hand-written sync uses.  A
   pair left without an id becomes a pipe_barrier (PIPE_ALL) at its
   wait.  Every decision is taken in a fixed order, so the plan is
   deterministic.  */

#include <stdlib.h>
#include <string.h>
#include "sync.h"

#define NP ASC_NPIPES
#define MAXCHAIN 256
/* Largest function (operations) planned by the structured placement.  */
#define SYNC_PLACE_MAX_OPS 400

/* A program point: KEY orders points inside one block.  */
struct pt
{
  int block;
  long key;
  enum sync_where where;
  int op;
};

enum pk
{
  PK_INTRA, PK_LC, PK_B2B, PK_ALL
};

/* A planned pair (or barrier).  */
struct pair
{
  enum pk kind;
  int p, q;
  struct pt s, w;            /* B2B/ALL: both at W */
  int loop;                  /* PK_LC: the loop */
  int runs;                  /* PK_LC: the loop whose entry primes and
                                whose exits drain (LOOP, or a loop
                                enclosing it, see prime_outside) */
  int ack;                   /* an acknowledgement pair */
  int fallback;              /* a pair without an id, made a wait for
                                its source pipe through PIPE_S */
  int dead;
  int event;
  int rot;                   /* PK_LC: ids rotated over ROT iterations
                                (the dependence has distance >= ROT);
                                1 otherwise */
  int ndeps, *deps;          /* dependence indices (a << 32 | b) */
  long *da, *db;             /* dependence ends (op indices) */
  int *dd;                   /* their distances (see pctx.dist) */
};

/* A planned same-pipe barrier at a program point.  */
struct sbar
{
  struct pt at;
  int pipe;
  int cause;                 /* the producer (op index) */
};

struct pctx
{
  const struct sync_func *fn;
  const struct sync_options *opts;
  struct sync_plan *plan;
  int nb;
  int *din, *dout, *pin, *pout;  /* dom / pdom tree DFS intervals */
  int bw;                    /* words per block bitset */
  uint64_t **live;           /* per pair: live_blocks, or null */
  int *ipd;                  /* per block: immediate iteration
                                post-dominator (see iter_postdom), -1 */
  struct pair *v;
  int nv, cv;
  uint32_t handids[NP][NP];  /* ids used by hand-written sync */
  int has_hand;
  int dist;                  /* smallest distance, in iterations, of the
                                dependence being ordered when it crosses
                                a back edge: a rotating pair covers it
                                only when its ROT is no larger */
  int nsame, csame;          /* same-pipe dependences, decided last */
  long *same;                /* a << 32 | b */
  int *samed;                /* their distances */
  struct pt *samept;         /* the points they order: after A, before B
                                (or see outer_carried) */
  struct sbar *bars;         /* same-pipe barriers, in the order planned
                                (before the consumer or see
                                barrier_point) */
  int nbars, cbars;
};

static long
key_before (int i)
{
  return 4L * i + 1;
}

static long
key_after (int i)
{
  return 4L * i + 3;
}

static struct pt
pt_before (const struct sync_func *fn, int i)
{
  struct pt p = { fn->ops[i].block, key_before (i), SYNC_BEFORE_OP, i };
  return p;
}

static struct pt
pt_after (const struct sync_func *fn, int i)
{
  struct pt p = { fn->ops[i].block, key_after (i), SYNC_AFTER_OP, i };
  return p;
}

static struct pt
pt_start (const struct sync_func *fn, int b)
{
  struct pt p = { b, 4L * fn->blocks[b].first_op - 2, SYNC_BLOCK_START, -1 };
  return p;
}

static struct pt
pt_end (const struct sync_func *fn, int b)
{
  const struct sync_block *bb = &fn->blocks[b];
  struct pt p = { b, 4L * (bb->first_op + bb->nops), SYNC_BLOCK_END, -1 };
  return p;
}

/* DFS intervals of the tree given by PARENT (-1: root) over NB nodes.  */
static void
tree_intervals (int nb, const int *parent, int *in, int *out)
{
  int *head = (int *) malloc ((nb + 1) * sizeof (int));
  int *next = (int *) malloc ((nb + 1) * sizeof (int));
  int *stack = (int *) malloc ((2 * nb + 2) * sizeof (int));
  if (!head || !next || !stack)
    abort ();
  for (int i = 0; i < nb; i++)
    head[i] = -1;
  /* Children in decreasing index order so the walk is deterministic.  */
  for (int i = nb - 1; i >= 0; i--)
    if (parent[i] >= 0 && parent[i] < nb)
      {
        next[i] = head[parent[i]];
        head[parent[i]] = i;
      }
  int t = 0;
  for (int r = 0; r < nb; r++)
    {
      if (parent[r] >= 0 && parent[r] < nb)
        continue;
      int sp = 0;
      stack[sp++] = r;
      in[r] = t++;
      while (sp > 0)
        {
          int x = stack[sp - 1];
          int c = head[x];
          if (c >= 0)
            {
              head[x] = next[c];
              in[c] = t++;
              stack[sp++] = c;
            }
          else
            {
              out[x] = t++;
              sp--;
            }
        }
    }
  free (head);
  free (next);
  free (stack);
}

/* Index of the loop whose header is block Y and which holds block X
   (the edge X -> Y is a back edge of it), or -1.  */
static int
back_edge_loop (const struct sync_func *fn, int x, int y)
{
  for (int l = fn->blocks[x].loop; l >= 0; l = fn->loops[l].parent)
    if (fn->loops[l].header == y)
      return l;
  return -1;
}

/* Compute into IPD (NBLOCKS ints, -1: the virtual exit) the immediate
   post-dominators of FN's blocks in the iteration graph: the CFG in
   which every back edge of a loop L is replaced by edges to the targets
   of L's exit edges (the function exit when one leaves the function or
   L has no exit).  X post-dominates Y there when every path from Y
   passes X before going round any loop that holds Y and not X, and
   before leaving the function: so a point in the body of L that
   post-dominates another is reached in the same iteration of L, which
   plain (function-wide) post-dominance does not guarantee -- an
   iteration may take the back edge and leave L only later, through the
   point.  Iterative algorithm of Cooper, Harvey and Kennedy on the
   reversed graph.  */
static void
iter_postdom (const struct sync_func *fn, int *ipd)
{
  int nb = fn->nblocks, sink = nb;
  /* Successor lists of the iteration graph.  */
  int *cnt = (int *) calloc (nb + 1, sizeof (int));
  int **succ = (int **) calloc (nb + 1, sizeof (int *));
  if (!cnt || !succ)
    abort ();
  for (int x = 0; x < nb; x++)
    {
      const struct sync_block *bx = &fn->blocks[x];
      int cap = bx->nsucc + 2;
      for (int k = 0; k < bx->nsucc; k++)
        {
          int l = back_edge_loop (fn, x, bx->succ[k]);
          if (l >= 0)
            cap += fn->loops[l].nexits + 1;
        }
      succ[x] = (int *) malloc (cap * sizeof (int));
      if (!succ[x])
        abort ();
      int n = 0;
      if (bx->exits)
        succ[x][n++] = sink;
      for (int k = 0; k < bx->nsucc; k++)
        {
          int y = bx->succ[k];
          int l = back_edge_loop (fn, x, y);
          if (l < 0)
            {
              succ[x][n++] = y;
              continue;
            }
          const struct sync_loop *lp = &fn->loops[l];
          if (lp->nexits == 0)
            succ[x][n++] = sink;
          for (int e = 0; e < lp->nexits; e++)
            succ[x][n++] = lp->exit_to[e] >= 0 ? lp->exit_to[e] : sink;
        }
      cnt[x] = n;
    }
  /* Predecessors in the reversed graph are the successors above; a
     post order of the reversed graph from the sink.  */
  int *rcnt = (int *) calloc (nb + 2, sizeof (int));
  if (!rcnt)
    abort ();
  for (int x = 0; x < nb; x++)
    for (int k = 0; k < cnt[x]; k++)
      rcnt[succ[x][k]]++;
  int *rstart = (int *) calloc (nb + 2, sizeof (int));
  if (!rstart)
    abort ();
  int tot = 0;
  for (int y = 0; y <= nb; y++)
    {
      rstart[y] = tot;
      tot += rcnt[y];
    }
  rstart[nb + 1] = tot;
  int *radj = (int *) malloc ((tot + 1) * sizeof (int));
  int *fill = (int *) calloc (nb + 2, sizeof (int));
  int *po = (int *) malloc ((nb + 1) * sizeof (int));
  int *ponum = (int *) malloc ((nb + 1) * sizeof (int));
  int *stack = (int *) malloc ((nb + 1) * sizeof (int));
  int *it = (int *) calloc (nb + 1, sizeof (int));
  int *dom = (int *) malloc ((nb + 1) * sizeof (int));
  if (!radj || !fill || !po || !ponum || !stack || !it || !dom)
    abort ();
  for (int x = 0; x < nb; x++)
    for (int k = 0; k < cnt[x]; k++)
      {
        int y = succ[x][k];
        radj[rstart[y] + fill[y]++] = x;
      }
  for (int x = 0; x <= nb; x++)
    ponum[x] = -1;
  int npo = 0, sp = 0;
  stack[sp++] = sink;
  ponum[sink] = -2;
  while (sp > 0)
    {
      int x = stack[sp - 1];
      if (it[x] < rcnt[x])
        {
          int y = radj[rstart[x] + it[x]++];
          if (ponum[y] == -1)
            {
              ponum[y] = -2;
              stack[sp++] = y;
            }
        }
      else
        {
          ponum[x] = npo;
          po[npo++] = x;
          sp--;
        }
    }
  for (int x = 0; x <= nb; x++)
    dom[x] = -1;
  dom[sink] = sink;
  for (int changed = 1; changed;)
    {
      changed = 0;
      /* Reverse post order of the reversed graph, the sink first.  */
      for (int i = npo - 2; i >= 0; i--)
        {
          int x = po[i];
          int nd = -1;
          /* Predecessors in the reversed graph: X's successors.  */
          for (int k = 0; k < cnt[x]; k++)
            {
              int y = succ[x][k];
              if (dom[y] < 0)
                continue;
              if (nd < 0)
                {
                  nd = y;
                  continue;
                }
              int f1 = nd, f2 = y;
              while (f1 != f2)
                {
                  while (ponum[f1] < ponum[f2])
                    f1 = dom[f1];
                  while (ponum[f2] < ponum[f1])
                    f2 = dom[f2];
                }
              nd = f1;
            }
          if (nd >= 0 && dom[x] != nd)
            {
              dom[x] = nd;
              changed = 1;
            }
        }
    }
  for (int x = 0; x < nb; x++)
    ipd[x] = dom[x] < 0 || dom[x] == sink ? -1 : dom[x];
  for (int x = 0; x < nb; x++)
    free (succ[x]);
  free (succ);
  free (cnt);
  free (rcnt);
  free (rstart);
  free (radj);
  free (fill);
  free (po);
  free (ponum);
  free (stack);
  free (it);
  free (dom);
}

/* Block X dominates block Y (reflexive).  */
static int
bdom (const struct pctx *c, int x, int y)
{
  return c->din[x] <= c->din[y] && c->dout[y] <= c->dout[x];
}

/* Block X post-dominates block Y (reflexive).  */
static int
bpdom (const struct pctx *c, int x, int y)
{
  return c->pin[x] <= c->pin[y] && c->pout[y] <= c->pout[x];
}

/* Point X is on every path from the entry to Y, before it (EQ: or is
   Y).  */
static int
pdom_pt (const struct pctx *c, struct pt x, struct pt y, int eq)
{
  if (x.block == y.block)
    return eq ? x.key <= y.key : x.key < y.key;
  return bdom (c, x.block, y.block);
}

/* Point X is on every path from Y to the exit, after it (EQ: or is
   Y).  */
static int
ppdom_pt (const struct pctx *c, struct pt x, struct pt y, int eq)
{
  if (x.block == y.block)
    return eq ? x.key >= y.key : x.key > y.key;
  return bpdom (c, x.block, y.block);
}

/* Whether loop L contains block B.  */
static int
in_loop (const struct sync_func *fn, int l, int b)
{
  for (int x = fn->blocks[b].loop; x >= 0; x = fn->loops[x].parent)
    if (x == l)
      return 1;
  return 0;
}

/* Innermost loop holding blocks A and B, or -1.  */
static int
common_loop (const struct sync_func *fn, int a, int b)
{
  for (int x = fn->blocks[a].loop; x >= 0; x = fn->loops[x].parent)
    if (in_loop (fn, x, b))
      return x;
  return -1;
}

/* S then W alternate on every path, S first.  */
static int
intra_valid (const struct pctx *c, struct pt s, struct pt w)
{
  const struct sync_func *fn = c->fn;
  return fn->blocks[s.block].loop == fn->blocks[w.block].loop
         && pdom_pt (c, s, w, 0) && ppdom_pt (c, w, s, 0);
}

/* W then S once per iteration of loop L, with prime and drain.  A is
   the block of the producer end (S must follow it in the iteration).  */
static int
lc_valid (const struct pctx *c, int l, struct pt s, struct pt w, int ablock)
{
  const struct sync_func *fn = c->fn;
  const struct sync_loop *lp = &fn->loops[l];
  if (lp->latch < 0 || lp->pre_from < -1 || lp->nexits == 0)
    return 0;
  if (fn->blocks[s.block].loop != l || fn->blocks[w.block].loop != l)
    return 0;
  if (!bdom (c, s.block, lp->latch) || !bdom (c, w.block, lp->latch))
    return 0;
  if (!pdom_pt (c, w, s, 0))
    return 0;
  if (s.block != ablock && s.block <= ablock)
    return 0;
  for (int k = 0; k < lp->nexits; k++)
    {
      int e = lp->exit_from[k];
      if (lp->exit_to[k] < 0)
        return 0;
      if (bdom (c, s.block, e))
        continue;
      if (bdom (c, w.block, e))
        return 0;
    }
  return 1;
}

/* Whether block X lies in no loop that does not also hold block B: a
   sync point there runs at most once per run of B's loops, not once
   per iteration of a loop B is outside of.  */
static int
no_deeper_loop (const struct sync_func *fn, int x, int b)
{
  int l = fn->blocks[x].loop;
  return l < 0 || in_loop (fn, l, b);
}

/* Candidate set points after operation A (nearest first) into OUT:
   after A, then the starts of A's iteration post-dominators, skipping
   those inside a loop A is not in (the header of a later loop
   post-dominates A, but a set there would run every iteration).  */
static int
s_chain (const struct pctx *c, int a, struct pt *out)
{
  const struct sync_func *fn = c->fn;
  int n = 0, ab = fn->ops[a].block;
  out[n++] = pt_after (fn, a);
  for (int x = c->ipd[ab]; x >= 0 && n < MAXCHAIN; x = c->ipd[x])
    if (no_deeper_loop (fn, x, ab))
      out[n++] = pt_start (fn, x);
  return n;
}

/* Candidate wait points before operation B (nearest first): before B,
   then the ends of B's dominators, skipping those inside a loop B is
   not in (the header of an earlier loop dominates B).  */
static int
w_chain (const struct pctx *c, int b, struct pt *out)
{
  const struct sync_func *fn = c->fn;
  int n = 0, bb = fn->ops[b].block;
  out[n++] = pt_before (fn, b);
  for (int x = fn->blocks[bb].idom; x >= 0 && n < MAXCHAIN;
       x = fn->blocks[x].idom)
    if (no_deeper_loop (fn, x, bb))
      out[n++] = pt_end (fn, x);
  return n;
}

static int back_only (const struct pctx *c, struct pt sa, struct pt wb);

/* Whether point X comes after point SA wherever both are reached:
   SA dominates X, or X post-dominates SA in the iteration.  */
static int
follows (const struct pctx *c, struct pt sa, struct pt x)
{
  return pdom_pt (c, sa, x, 1) || ppdom_pt (c, x, sa, 1);
}

/* Whether point X lies on every path from point SA to point WB, after
   SA: FWD, WB follows SA in the iteration (X after SA and before WB);
   else every such path goes round the back edge of the innermost
   common loop L of the two (X in L, and after SA before the iteration
   ends or before WB after it starts).  */
static int
barrier_between (const struct pctx *c, struct pt x, struct pt sa,
                 struct pt wb, int fwd)
{
  const struct sync_func *fn = c->fn;
  /* A point in WB's block before WB is on every path into WB unless SA
     lies between the two.  */
  if (x.block == wb.block && x.key <= wb.key
      && !(sa.block == wb.block && sa.key > x.key && sa.key < wb.key))
    return 1;
  if (fwd)
    return follows (c, sa, x) && pdom_pt (c, x, wb, 1);
  /* Only round the back edge when both lie directly in L (see
     back_only); a path may leave an inner loop forward otherwise.  */
  if (!back_only (c, sa, wb))
    return 0;
  int l = common_loop (fn, sa.block, wb.block);
  if (l < 0 || !in_loop (fn, l, x.block))
    return 0;
  return ppdom_pt (c, x, sa, 1) || pdom_pt (c, x, wb, 1);
}

/* Where the barrier ordering same-pipe operation A before B (a forward
   dependence: B after A in the iteration) runs as rarely as possible:
   when B lies in loops that do not hold A, at the end of the nearest
   dominator of B outside them that A dominates or that post-dominates
   A (so it lies on every path from A to B, after A; a barrier there
   precedes every run of those loops); else right before B.  */
static struct pt
barrier_point (const struct pctx *c, int a, int b)
{
  const struct sync_func *fn = c->fn;
  int ab = fn->ops[a].block, bb = fn->ops[b].block;
  if (no_deeper_loop (fn, bb, ab))
    return pt_before (fn, b);
  struct pt sa = pt_after (fn, a);
  for (int x = fn->blocks[bb].idom; x >= 0; x = fn->blocks[x].idom)
    {
      if (!no_deeper_loop (fn, x, ab))
        continue;
      struct pt w = pt_end (fn, x);
      if (follows (c, sa, w))
        return w;
    }
  return pt_before (fn, b);
}

/* Whether point SA reaches point WB in one iteration of loop L (-1:
   the function body): by a path inside L without back edges, which in
   reverse post order only go to later blocks.  */
static int
forward_path (const struct sync_func *fn, struct pt sa, struct pt wb, int l)
{
  int x = sa.block, y = wb.block;
  if (x == y)
    return sa.key < wb.key;
  if (y < x)
    return 0;
  char *r = (char *) calloc (y - x + 1, 1);
  if (!r)
    abort ();
  r[0] = 1;
  for (int z = x + 1; z <= y; z++)
    if (l < 0 || in_loop (fn, l, z))
      for (int k = 0; k < fn->blocks[z].npred && !r[z - x]; k++)
        {
          int pz = fn->blocks[z].pred[k];
          r[z - x] = pz >= x && pz < z && r[pz - x];
        }
  int ok = r[y - x];
  free (r);
  return ok;
}

/* The point to order the dependence A -> B at with one barrier or one
   set_flag and wait_flag back to back: the nearest point before B that
   lies in no loop A is not in (so it does not run for every iteration
   of an inner loop of B's), on every path from A to B.  FWD: A before
   B in the iteration (see barrier_point) on some path; else the
   dependence goes round the back edge of loop CL, and any point of CL
   that dominates B comes after A.  */
static struct pt
hoist_point (const struct pctx *c, int a, int b, int fwd, int cl)
{
  const struct sync_func *fn = c->fn;
  /* Blocks on exclusive paths of one iteration are numbered in some
     order too: "forward" only when a path avoids the back edge.  */
  if (fwd && forward_path (fn, pt_after (fn, a), pt_before (fn, b), cl))
    return barrier_point (c, a, b);
  int ab = fn->ops[a].block, bb = fn->ops[b].block;
  if (no_deeper_loop (fn, bb, ab) || cl < 0)
    return pt_before (fn, b);
  for (int x = fn->blocks[bb].idom; x >= 0 && in_loop (fn, cl, x);
       x = fn->blocks[x].idom)
    if (no_deeper_loop (fn, x, ab))
      return pt_end (fn, x);
  return pt_before (fn, b);
}

/* Operations A and B, in loop L, conflict in no two iterations of one
   run of L (their iteration forms say so).  They may still conflict
   from one run of L to a later one, across the back edge of L's parent
   loop M.  Return 0 when they do not; else the distance of the
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
               struct pt *wb)
{
  const struct sync_func *fn = c->fn;
  int m = fn->loops[l].parent;
  if (m < 0)
    return 0;                   /* L is never run again */
  int d = sync_ops_min_dist (&fn->ops[a], &fn->ops[b], m);
  if (d == 0)
    return 0;
  *sa = pt_after (fn, a);
  *wb = pt_before (fn, b);
  if (fn->ops[a].pipe != fn->ops[b].pipe)
    return 1;
  static struct pt sc[MAXCHAIN], wc[MAXCHAIN];
  int ns = s_chain (c, a, sc), nw = w_chain (c, b, wc);
  int i = 0, j = 0;
  while (i < ns && fn->blocks[sc[i].block].loop != m)
    i++;
  while (j < nw && fn->blocks[wc[j].block].loop != m)
    j++;
  if (i == ns || j == nw || !back_only (c, sc[i], wc[j]))
    return 1;
  *sa = sc[i];
  *wb = wc[j];
  return d;
}

/* New pair of kind K for P -> Q.  */
static struct pair *
new_pair (struct pctx *c, enum pk k, int p, int q, struct pt s, struct pt w,
          int loop)
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

static void
pair_add_dep (struct pair *r, long a, long b, int dist)
{
  r->da = (long *) realloc (r->da, (r->ndeps + 1) * sizeof (long));
  r->db = (long *) realloc (r->db, (r->ndeps + 1) * sizeof (long));
  r->dd = (int *) realloc (r->dd, (r->ndeps + 1) * sizeof (int));
  if (!r->da || !r->db || !r->dd)
    abort ();
  r->da[r->ndeps] = a;
  r->db[r->ndeps] = b;
  r->dd[r->ndeps] = dist;
  r->ndeps++;
}

/* The block standing for block B in loop L (which holds B): B when it
   lies directly in L, else the header of the loop nested in L that
   holds B (every path into B from outside that loop passes it).  */
static int
loop_rep (const struct sync_func *fn, int l, int b)
{
  int m = fn->blocks[b].loop;
  if (m == l)
    return b;
  while (fn->loops[m].parent != l)
    m = fn->loops[m].parent;
  return fn->loops[m].header;
}

/* Whether every path from point SA to point WB goes round the back
   edge of their innermost common loop L (or of a loop enclosing it).
   With loops nested in L collapsed to their headers (see loop_rep),
   the body of L without its back edges is acyclic and reverse post
   order is a topological order of it (the CFG is reducible): from SA
   a path without L's back edges reaches only blocks after SA's
   representative, and entering WB needs WB's representative.  So it
   holds when WB's representative comes first in reverse post order
   (within one block: WB before SA).  */
static int
back_only (const struct pctx *c, struct pt sa, struct pt wb)
{
  const struct sync_func *fn = c->fn;
  int l = common_loop (fn, sa.block, wb.block);
  if (l < 0)
    return 0;
  int ha = loop_rep (fn, l, sa.block), hb = loop_rep (fn, l, wb.block);
  if (ha == hb)
    return sa.block == wb.block && wb.key < sa.key;
  return hb < ha;
}

/* Whether pair R orders the point SA (on R's source pipe, before it)
   before the point WB (on R's destination pipe).  */
static int
pair_covers (const struct pctx *c, const struct pair *r, struct pt sa,
             struct pt wb)
{
  if (r->dead)
    return 0;
  /* Through a back edge of loop L: the pair must act inside L.  */
  int fwd = sa.block < wb.block || (sa.block == wb.block && sa.key < wb.key);
  int l = fwd ? -1 : common_loop (c->fn, sa.block, wb.block);
  if (l >= 0)
    {
      if (r->kind == PK_LC && r->loop != l)
        return 0;
      if (!in_loop (c->fn, l, r->w.block)
          || (r->kind == PK_INTRA && !in_loop (c->fn, l, r->s.block)))
        return 0;
    }
  switch (r->kind)
    {
    case PK_INTRA:
      return ppdom_pt (c, r->s, sa, 1) && pdom_pt (c, r->w, wb, 1);
    case PK_LC:
      /* Only a dependence through the back edge: never one from SA
         forward to WB in the same iteration; a rotating pair only one
         of distance ROT or more.  */
      if (!back_only (c, sa, wb))
        return 0;
      if (r->rot > c->dist)
        return 0;
      return ppdom_pt (c, r->s, sa, 1) && pdom_pt (c, r->w, wb, 1)
             && lc_valid (c, r->loop, r->s, r->w, sa.block);
    case PK_B2B:
    case PK_ALL:
      /* A point in WB's block before WB is on every path from SA to WB
         unless SA lies between the two in that block.  */
      if (r->w.where != SYNC_ON_EDGE && r->w.block == wb.block
          && r->w.key <= wb.key
          && !(sa.block == wb.block && sa.key > r->w.key
               && sa.key < wb.key))
        return 1;
      return ppdom_pt (c, r->w, sa, 1) && pdom_pt (c, r->w, wb, 1);
    }
  return 0;
}

/* Whether the kept pairs order SA (pipe P) before WB (pipe Q): one pair
   of P -> Q, a PIPE_ALL barrier, or two pairs P -> R -> Q.  SKIP is a
   pair not to use (-1).  */
static int ordered_chain (const struct pctx *, int, int, struct pt,
                          struct pt, int, int);

static int
ordered (const struct pctx *c, int p, int q, struct pt sa, struct pt wb,
         int skip)
{
  for (int i = 0; i < c->nv; i++)
    {
      const struct pair *r = &c->v[i];
      if (i == skip || r->dead)
        continue;
      if (r->kind == PK_ALL && pair_covers (c, r, sa, wb))
        return 1;
      if (r->p == p && r->q == q && pair_covers (c, r, sa, wb))
        return 1;
    }
  for (int i = 0; i < c->nv; i++)
    {
      const struct pair *r1 = &c->v[i];
      if (i == skip || r1->dead || r1->p != p || r1->kind == PK_ALL
          || r1->q == q || r1->q == ASC_PIPE_S)
        continue;
      struct pt mid = r1->kind == PK_INTRA || r1->kind == PK_LC ? r1->w
                                                                 : r1->w;
      if (!ppdom_pt (c, r1->kind == PK_B2B ? r1->w : r1->s, sa, 1))
        continue;
      if (r1->kind == PK_LC)
        continue;
      for (int j = 0; j < c->nv; j++)
        {
          const struct pair *r2 = &c->v[j];
          if (j == skip || j == i || r2->dead || r2->p != r1->q
              || r2->q != q || r2->kind == PK_LC || r2->kind == PK_ALL)
            continue;
          struct pt s2 = r2->kind == PK_B2B ? r2->w : r2->s;
          if (pdom_pt (c, mid, s2, 1) && pdom_pt (c, r2->w, wb, 1)
              && ppdom_pt (c, s2, mid, 1))
            return 1;
        }
    }
  return ordered_chain (c, p, q, sa, wb, skip, 0);
}

/* Whether the kept pairs order SA (pipe P, in some iteration T of a
   loop) before WB (pipe Q, in iteration T + c->dist, through the back
   edge) by a chain P -> R -> Q whose first pair acts within iteration T
   and whose second is loop-carried in the same loop with a rotation no
   larger than the distance: the second pair's set in iteration T
   follows the first pair's wait on R, so every later set of it does,
   and the wait before WB consumes one of those.  */
static int
ordered_lc (const struct pctx *c, int p, int q, struct pt sa, struct pt wb,
            int skip)
{
  const struct sync_func *fn = c->fn;
  if (!back_only (c, sa, wb))
    return 0;                   /* not only through a back edge */
  int l = common_loop (fn, sa.block, wb.block);
  if (l < 0)
    return 0;
  for (int i = 0; i < c->nv; i++)
    {
      const struct pair *r1 = &c->v[i];
      if (i == skip || r1->dead || r1->p != p || r1->q == p
          || r1->q == ASC_PIPE_S
          || (r1->kind != PK_INTRA && r1->kind != PK_B2B))
        continue;
      struct pt s1 = r1->kind == PK_B2B ? r1->w : r1->s;
      if (fn->blocks[s1.block].loop != l || fn->blocks[r1->w.block].loop != l
          || !ppdom_pt (c, s1, sa, 1))
        continue;
      for (int j = 0; j < c->nv; j++)
        {
          const struct pair *r2 = &c->v[j];
          if (j == skip || r2->dead || r2->kind != PK_LC || r2->loop != l
              || r2->p != r1->q || r2->q != q || r2->rot > c->dist)
            continue;
          if (ppdom_pt (c, r2->s, r1->w, 1) && pdom_pt (c, r2->w, wb, 1))
            return 1;
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
          || r1->rot > c->dist || !ppdom_pt (c, r1->s, sa, 1))
        continue;
      for (int j = 0; j < c->nv; j++)
        {
          const struct pair *r2 = &c->v[j];
          if (j == skip || r2->dead || r2->p != r1->q || r2->q != q
              || (r2->kind != PK_INTRA && r2->kind != PK_B2B))
            continue;
          struct pt s2 = r2->kind == PK_B2B ? r2->w : r2->s;
          if (fn->blocks[s2.block].loop != l
              || fn->blocks[r2->w.block].loop != l)
            continue;
          if (ppdom_pt (c, s2, r1->w, 1) && pdom_pt (c, r2->w, wb, 1))
            return 1;
        }
    }
  return ordered_chain (c, p, q, sa, wb, skip, 1);
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
static int
ordered_chain (const struct pctx *c, int p, int q, struct pt sa,
               struct pt wb, int skip, int back)
{
  const struct sync_func *fn = c->fn;
  int l = common_loop (fn, sa.block, wb.block);
  int maxk = back ? c->dist : 0;
  if (c->nv == 0 || maxk < 0 || maxk > SYNC_MAXK
      || fn->blocks[sa.block].loop != l || fn->blocks[wb.block].loop != l)
    return 0;
  int ns = c->nv * (maxk + 1);
  int *queue = (int *) malloc ((ns + 1) * sizeof (int));
  char *seen = (char *) calloc (ns + 1, 1);
  if (!queue || !seen)
    abort ();
  int qh = 0, qt = 0, found = 0;
  /* Seeds: pairs from P (any pair after a PIPE_ALL barrier) whose set
     follows SA.  */
  for (int i = 0; i < c->nv; i++)
    {
      const struct pair *r = &c->v[i];
      struct pt s1 = r->kind == PK_B2B || r->kind == PK_ALL ? r->w : r->s;
      int k = r->kind == PK_LC ? r->rot : 0;
      if (i == skip || r->dead || (r->p != p && r->kind != PK_ALL)
          || (r->kind == PK_LC && (!back || r->loop != l)) || k > maxk
          || s1.where == SYNC_ON_EDGE || r->w.where == SYNC_ON_EDGE
          || fn->blocks[s1.block].loop != l
          || fn->blocks[r->w.block].loop != l || !ppdom_pt (c, s1, sa, 1))
        continue;
      if (!seen[i * (maxk + 1) + k])
        {
          seen[i * (maxk + 1) + k] = 1;
          queue[qt++] = i * (maxk + 1) + k;
        }
    }
  while (qh < qt && !found)
    {
      int st = queue[qh++], i = st / (maxk + 1), k = st % (maxk + 1);
      const struct pair *r = &c->v[i];
      int any = r->kind == PK_ALL || r->q == ASC_PIPE_S;
      /* Arrived: WB comes after this wait on Q.  */
      if ((any || r->q == q)
          && (back ? k < maxk || pdom_pt (c, r->w, wb, 1)
                   : pdom_pt (c, r->w, wb, 1)))
        {
          found = 1;
          break;
        }
      for (int j = 0; j < c->nv; j++)
        {
          const struct pair *u = &c->v[j];
          struct pt s2 = u->kind == PK_B2B || u->kind == PK_ALL ? u->w
                                                                 : u->s;
          int k2 = k + (u->kind == PK_LC ? u->rot : 0);
          if (j == skip || j == i || u->dead || k2 > maxk
              || (u->p != r->q && !any && u->kind != PK_ALL)
              || (u->kind == PK_LC && (!back || u->loop != l))
              || s2.where == SYNC_ON_EDGE || u->w.where == SYNC_ON_EDGE
              || fn->blocks[s2.block].loop != l
              || fn->blocks[u->w.block].loop != l
              || !ppdom_pt (c, s2, r->w, 1)
              || seen[j * (maxk + 1) + k2])
            continue;
          seen[j * (maxk + 1) + k2] = 1;
          queue[qt++] = j * (maxk + 1) + k2;
        }
    }
  free (queue);
  free (seen);
  return found;
}

/* Hand-written sync orders A before B: a set_flag of the pair after A
   and a wait_flag of the pair before B (trusted to match), or a
   PIPE_ALL barrier between them.  */
static int
hand_ordered (const struct pctx *c, int a, int b)
{
  const struct sync_func *fn = c->fn;
  int p = fn->ops[a].pipe, q = fn->ops[b].pipe;
  struct pt sa = pt_after (fn, a), wb = pt_before (fn, b);
  int set_ok = 0, wait_ok = 0;
  for (int i = 0; i < fn->nops; i++)
    {
      const struct sync_op *o = &fn->ops[i];
      struct pt x = pt_before (fn, i);
      if (o->kind == SYNC_OP_BARRIER
          && (o->pipe == ASC_PIPE_ALL || (o->pipe == p && p == q))
          && ppdom_pt (c, x, sa, 1) && pdom_pt (c, x, wb, 1))
        return 1;
      if (p == q)
        continue;
      if (o->kind == SYNC_OP_SET && o->pipe == p && o->tpipe == q
          && ppdom_pt (c, x, sa, 1))
        set_ok = 1;
      if (o->kind == SYNC_OP_WAIT && o->pipe == p && o->tpipe == q
          && pdom_pt (c, x, wb, 1))
        wait_ok = 1;
    }
  return set_ok && wait_ok;
}

/* Block reachability: R[x] = blocks reachable from X through >= 1
   edge.  */
static uint64_t *
reach_sets (const struct sync_func *fn, int *bwp)
{
  int nb = fn->nblocks, bw = (nb + 63) / 64;
  uint64_t *reach = (uint64_t *) calloc ((size_t) nb * bw + 1,
                                         sizeof (uint64_t));
  int *stack = (int *) malloc ((nb + 1) * sizeof (int));
  if (!reach || !stack)
    abort ();
  for (int b = 0; b < nb; b++)
    {
      uint64_t *r = reach + (size_t) b * bw;
      int sp = 0;
      stack[sp++] = b;
      while (sp > 0)
        {
          int x = stack[--sp];
          for (int k = 0; k < fn->blocks[x].nsucc; k++)
            {
              int y = fn->blocks[x].succ[k];
              if (!((r[y >> 6] >> (y & 63)) & 1))
                {
                  r[y >> 6] |= (uint64_t) 1 << (y & 63);
                  stack[sp++] = y;
                }
            }
        }
    }
  free (stack);
  *bwp = bw;
  return reach;
}

/* Plan the cross-pipe dependence A -> B; ROT: when it crosses a back
   edge, its smallest distance in iterations (rounded down to a power of
   two), else 1.  CARRIED: A comes before B in the iteration of their
   common loop, but they conflict only from one iteration to a later
   one.  */
static void
place_cross (struct pctx *c, int a, int b, int rot, int carried)
{
  const struct sync_func *fn = c->fn;
  int p = fn->ops[a].pipe, q = fn->ops[b].pipe;
  struct pt sa = pt_after (fn, a), wb = pt_before (fn, b);
  if (ordered (c, p, q, sa, wb, -1)
      || (carried && ordered_lc (c, p, q, sa, wb, -1)))
    return;
  static struct pt sc[MAXCHAIN], wc[MAXCHAIN];
  int ns = s_chain (c, a, sc), nw = w_chain (c, b, wc);
  /* Merge with an existing pair of P -> Q.  */
  for (int i = 0; i < c->nv; i++)
    {
      struct pair *r = &c->v[i];
      if (r->dead || r->ack || r->p != p || r->q != q
          || (r->kind != PK_INTRA && r->kind != PK_LC)
          || (carried && r->kind != PK_LC))
        continue;
      if (r->kind == PK_LC
          && ((!carried
               && (fn->ops[a].block < fn->ops[b].block
                   || (fn->ops[a].block == fn->ops[b].block && a < b)))
              || r->rot != rot))
        continue;
      struct pt s2 = ppdom_pt (c, r->s, sa, 1) ? r->s : sa;
      struct pt w2 = pdom_pt (c, r->w, wb, 1) ? r->w : wb;
      if (!ppdom_pt (c, s2, r->s, 1) || !pdom_pt (c, w2, r->w, 1))
        continue;
      /* S2 must still follow every producer, W2 precede every consumer:
         true since S2 is at or after R->S and SA, W2 at or before.  */
      int ok = 0;
      int mfwd = fn->ops[a].block < fn->ops[b].block
                 || (fn->ops[a].block == fn->ops[b].block && a < b);
      int ml = common_loop (fn, fn->ops[a].block, fn->ops[b].block);
      if ((!mfwd || carried) && ml >= 0
          && (!in_loop (fn, ml, s2.block) || !in_loop (fn, ml, w2.block)
              || (r->kind == PK_LC && r->loop != ml)))
        continue;
      if (r->kind == PK_INTRA)
        ok = intra_valid (c, s2, w2);
      else
        {
          ok = lc_valid (c, r->loop, s2, w2, fn->ops[a].block);
          for (int k = 0; ok && k < r->ndeps; k++)
            ok = lc_valid (c, r->loop, s2, w2, fn->ops[r->da[k]].block);
        }
      if (ok)
        {
          r->s = s2;
          r->w = w2;
          pair_add_dep (r, a, b, c->dist);
          return;
        }
    }
  int fwd = fn->ops[a].block < fn->ops[b].block
            || (fn->ops[a].block == fn->ops[b].block && a < b);
  int l = common_loop (fn, fn->ops[a].block, fn->ops[b].block);
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
      cc[nc++] = pt_end (fn, fn->ops[a].block);
      for (int i = 1; i < ns; i++)
        cc[nc++] = sc[i];
    }
  for (int sum = 0; sum < nc + nw; sum++)
    for (int i = 0; i <= sum && i < nc; i++)
      {
        int j = sum - i;
        if (j < nw && lc_valid (c, l, cc[i], wc[j], fn->ops[a].block))
          {
            struct pair *r = new_pair (c, PK_LC, p, q, cc[i], wc[j], l);
            r->rot = rot;
            pair_add_dep (r, a, b, c->dist);
            return;
          }
      }
  /* Nearest valid intra-iteration placement.  */
  for (int sum = 0; sum < ns + nw; sum++)
    for (int i = 0; i <= sum && i < ns; i++)
      {
        int j = sum - i;
        if (j >= nw)
          continue;
        if (intra_valid (c, sc[i], wc[j])
            && (fwd || l < 0 || (in_loop (fn, l, sc[i].block)
                                 && in_loop (fn, l, wc[j].block))))
          {
            struct pair *r = new_pair (c, PK_INTRA, p, q, sc[i], wc[j], -1);
            pair_add_dep (r, a, b, c->dist);
            return;
          }
      }
  /* Loop-carried, only for a dependence through the back edge.  */
  if (l >= 0 && !fwd)
    for (int sum = 0; sum < ns + nw; sum++)
      for (int i = 0; i <= sum && i < ns; i++)
        {
          int j = sum - i;
          if (j >= nw)
            continue;
          if (lc_valid (c, l, sc[i], wc[j], fn->ops[a].block))
            {
              struct pair *r = new_pair (c, PK_LC, p, q, sc[i], wc[j], l);
              r->rot = rot;
              pair_add_dep (r, a, b, c->dist);
              return;
            }
        }
  struct pt h = hoist_point (c, a, b, fwd, l);
  struct pair *r = new_pair (c, PK_B2B, p, q, h, h, -1);
  pair_add_dep (r, a, b, c->dist);
}

/* Whether the ids of loop-carried pair R mean the same slot in every
   run of its loop: one id, or slot rotations counted from 0 at each
   entry of the loop in every access of its dependences.  */
static int
same_slots_every_run (const struct pctx *c, const struct pair *r)
{
  if (r->rot <= 1)
    return 1;
  for (int k = 0; k < r->ndeps; k++)
    for (int e = 0; e < 2; e++)
      {
        const struct sync_op *o = &c->fn->ops[e ? r->db[k] : r->da[k]];
        for (int j = 0; j < o->naccess; j++)
          if (o->acc[j].pk >= 2 && o->acc[j].ploop == r->loop
              && o->acc[j].pphase != 0)
            return 0;
      }
  return 1;
}

/* Prime and drain loop-carried pair R once around the outermost loop
   enclosing its loop L that has one entry edge and known exits,
   instead of around every run of L.  At each entry of L every id of R
   then has one set outstanding, as after a prime: the last set of that
   id in an earlier run, which follows every producer of that id's slot
   in that run (R's ids mean the same slots in every run, see
   same_slots_every_run), so a dependence from one run to a later one
   is ordered, and the next run's first loads no longer wait for the
   drain of the previous run (MatMul's k-steps across tiles).  */
static void
prime_outside (struct pctx *c, struct pair *r)
{
  const struct sync_func *fn = c->fn;
  if (r->dead || r->kind != PK_LC || r->ack || !same_slots_every_run (c, r))
    return;
  for (int m = fn->loops[r->loop].parent; m >= 0; m = fn->loops[m].parent)
    {
      const struct sync_loop *lp = &fn->loops[m];
      int ok = lp->pre_from >= -1 && lp->nexits > 0;
      for (int k = 0; ok && k < lp->nexits; k++)
        ok = lp->exit_to[k] >= 0;
      if (!ok)
        return;
      r->runs = m;
    }
}

/* Give pair R an acknowledgement when its flag could be set again before
   its previous wait: in a loop, the wait of one iteration must be
   ordered before the set of the next (intra), or before the set of the
   same iteration (loop-carried).  */
static void
ensure_rearm (struct pctx *c, int ri)
{
  struct pair r = c->v[ri];
  const struct sync_func *fn = c->fn;
  if (r.dead || r.kind == PK_ALL)
    return;
  int l = r.kind == PK_LC ? r.loop : fn->blocks[r.w.block].loop;
  if (r.kind == PK_LC)
    {
      /* W then S in one iteration.  */
      if (!ordered (c, r.q, r.p, r.w, r.s, ri))
        {
          int ok = intra_valid (c, r.w, r.s);
          struct pair *a = new_pair (c, ok ? PK_INTRA : PK_B2B, r.q, r.p,
                                     ok ? r.w : r.s, r.s, -1);
          a->ack = 1;
          /* Its own flag is re-armed through the loop-carried pair,
             whose wait ROT iterations later follows this wait: rotate
             over as many ids.  */
          if (ok)
            a->rot = r.rot;
        }
      /* Drain of one run of the loop before the prime of the next.  */
      if (fn->loops[r.runs].parent >= 0)
        {
          const struct sync_loop *lp = &fn->loops[r.runs];
          struct pair *a = new_pair (c, PK_B2B, r.q, r.p, r.s, r.s, -1);
          a->ack = 2;
          a->w.where = SYNC_ON_EDGE;
          a->w.block = lp->pre_from;
          a->w.op = lp->header;
          a->s = a->w;
          c->v[ri].ack = c->v[ri].ack;  /* keep */
        }
      return;
    }
  if (l < 0)
    return;
  /* W of iteration i before S of iteration i + 1: a reverse pair after W
     in the same iteration that is waited before S.  */
  for (int i = 0; i < c->nv; i++)
    {
      const struct pair *u = &c->v[i];
      if (i == ri || u->dead || u->p != r.q || u->q != r.p)
        continue;
      struct pt us = u->kind == PK_B2B ? u->w : u->s;
      if (fn->blocks[us.block].loop != l || !ppdom_pt (c, us, r.w, 1))
        continue;
      if (u->kind == PK_INTRA || u->kind == PK_B2B)
        return;
      if (u->kind == PK_LC && pdom_pt (c, u->w, r.s, 1))
        {
          /* A reverse pair rotating over ROT iterations orders W of
             iteration I before S of iteration I + ROT only: rotate this
             pair's ids over as many (as hand-written ping-pong sync
             does, the event id being the slot).  */
          if (u->rot > 1 && r.kind == PK_INTRA && u->loop == l)
            c->v[ri].rot = u->rot;
          else if (u->rot > 1)
            continue;
          return;
        }
    }
  for (int i = 0; i < c->nv; i++)
    {
      const struct pair *u = &c->v[i];
      if (!u->dead && u->kind == PK_ALL && fn->blocks[u->w.block].loop == l
          && ppdom_pt (c, u->w, r.w, 1))
        return;
    }
  struct pt s = r.kind == PK_B2B ? r.w : r.s;
  struct pt w = r.w;
  if (r.kind == PK_INTRA && lc_valid (c, l, w, s, w.block))
    {
      struct pair *a = new_pair (c, PK_LC, r.q, r.p, w, s, l);
      a->ack = 1;
    }
  else
    {
      struct pair *a = new_pair (c, PK_B2B, r.q, r.p, s, s, -1);
      a->ack = 1;
    }
}

/* Append an insertion.  */
static void
emit (struct pctx *c, struct pt at, int phase, enum sync_action act, int p,
      int q, int event, enum sync_reason why, int cause, long seq)
{
  struct sync_plan *pl = c->plan;
  if (pl->n == pl->cap)
    {
      pl->cap = pl->cap ? 2 * pl->cap : 32;
      pl->v = (struct sync_insn *) realloc (pl->v, pl->cap * sizeof *pl->v);
      if (!pl->v)
        abort ();
    }
  struct sync_insn *s = &pl->v[pl->n++];
  memset (s, 0, sizeof *s);
  s->where = at.where;
  s->op = at.where == SYNC_BEFORE_OP || at.where == SYNC_AFTER_OP ? at.op
                                                                  : -1;
  s->block = at.block;
  s->to = at.where == SYNC_ON_EDGE ? at.op : -1;
  s->action = act;
  s->pipe = p;
  s->tpipe = q;
  s->event = act == SYNC_BARRIER ? -1 : event;
  s->reason = why;
  s->cause = cause;
  const struct sync_func *fn = c->fn;
  s->line = s->op >= 0 ? fn->ops[s->op].line
            : cause >= 0 ? fn->ops[cause].line : 0;
  if (at.where == SYNC_ON_EDGE)
    s->key = (long) 1 << 50 | ((long) (at.block + 1) << 30)
             | ((long) at.op << 12) | (seq & 0xfff);
  else
    s->key = (at.key * 4 + phase) << 20 | (seq & 0xfffff);
  if (act == SYNC_SET)
    pl->stats.sets++;
  else if (act == SYNC_WAIT)
    pl->stats.waits++;
  else
    pl->stats.barriers++;
  if (why == SYNC_R_FALLBACK && act != SYNC_SET)
    pl->stats.fallbacks++;
}

/* Make the insertion emitted last rotate its event id over ROT
   iterations of loop LOOP (nothing when ROT is 1).  */
static void
rotate_last (struct pctx *c, int rot, int loop)
{
  if (rot > 1)
    {
      c->plan->v[c->plan->n - 1].rot = rot;
      c->plan->v[c->plan->n - 1].rloop = loop;
    }
}

static int
cmp_insn (const void *x, const void *y)
{
  const struct sync_insn *a = (const struct sync_insn *) x;
  const struct sync_insn *b = (const struct sync_insn *) y;
  return a->key < b->key ? -1 : a->key > b->key;
}

/* Blocks holding a point of the live range of intra pair R (between its
   set and its wait; see in_live), computed once.  */
static const uint64_t *
live_blocks (struct pctx *c, int ri)
{
  if (c->live[ri])
    return c->live[ri];
  const struct sync_func *fn = c->fn;
  const struct pair *r = &c->v[ri];
  uint64_t *m = (uint64_t *) calloc (c->bw + 1, sizeof (uint64_t));
  int *stack = (int *) malloc ((fn->nblocks + 1) * sizeof (int));
  if (!m || !stack)
    abort ();
  int sp = 0;
  m[r->s.block >> 6] |= (uint64_t) 1 << (r->s.block & 63);
  if (r->s.block != r->w.block)
    stack[sp++] = r->s.block;
  while (sp > 0)
    {
      int x = stack[--sp];
      for (int k = 0; k < fn->blocks[x].nsucc; k++)
        {
          int y = fn->blocks[x].succ[k];
          if ((m[y >> 6] >> (y & 63)) & 1)
            continue;
          m[y >> 6] |= (uint64_t) 1 << (y & 63);
          if (y != r->w.block)
            stack[sp++] = y;
        }
    }
  free (stack);
  c->live[ri] = m;
  return m;
}

/* Whether point P lies inside the live range of intra pair RI: on a
   path from its set (included: two sets at one point) to its wait.  The set dominates the wait and
   the wait post-dominates the set within the iteration, so the set's
   block is not entered again, nor the wait's block, before the wait.  */
static int
in_live (struct pctx *c, int ri, struct pt p)
{
  const struct pair *r = &c->v[ri];
  if (r->s.block == r->w.block)
    return p.block == r->s.block && p.key >= r->s.key && p.key < r->w.key;
  if (p.block == r->s.block)
    return p.key >= r->s.key;
  if (p.block == r->w.block)
    return p.key < r->w.key;
  const uint64_t *m = live_blocks (c, ri);
  return (m[p.block >> 6] >> (p.block & 63)) & 1;
}

/* Whether pairs XI and YI (of one pipe pair P -> Q) must not share an
   event id.  They may share when both are intra or back-to-back pairs
   placed at ordinary program points, neither's set lies inside the
   other's live range (so the flag alternates on every path), and
   whenever one's set may follow the other's wait, that wait (on Q) is
   ordered before the set (on P), which holds when Q is the scalar pipe
   (a wait_flag to S precedes everything issued after it): so only
   pairs into S share.  Loop-carried pairs, pairs on CFG edges and
   barriers always interfere.  */
static int
interfere (struct pctx *c, int xi, int yi)
{
  const struct pair *x = &c->v[xi], *y = &c->v[yi];
  if (x->rot > 1 || y->rot > 1
      || (x->kind != PK_INTRA && x->kind != PK_B2B)
      || (y->kind != PK_INTRA && y->kind != PK_B2B)
      || x->s.where == SYNC_ON_EDGE || x->w.where == SYNC_ON_EDGE
      || y->s.where == SYNC_ON_EDGE || y->w.where == SYNC_ON_EDGE)
    return 1;
  struct pt xs = x->kind == PK_B2B ? x->w : x->s;
  struct pt ys = y->kind == PK_B2B ? y->w : y->s;
  if (x->kind == PK_INTRA && in_live (c, xi, ys))
    return 1;
  if (y->kind == PK_INTRA && in_live (c, yi, xs))
    return 1;
  /* Another destination pipe would need the reverse order proved
     across iterations and joins; not attempted.  */
  return x->q != ASC_PIPE_S;
}

/* Plan FN; see sync.h.  */
int
sync_plan_function (const struct sync_func *fn,
                    const struct sync_options *opts, struct sync_plan *plan,
                    FILE *dump)
{
  /* The structured placement needs dominators and loops, and its cost
     grows faster than quadratically with the number of operations:
     without them, or for a very large function, the data-flow planner
     serves.  */
  if (!fn->have_cfg || fn->nops > SYNC_PLACE_MAX_OPS)
    return sync_plan_dataflow (fn, opts, plan, dump);
  struct pctx c;
  memset (&c, 0, sizeof c);
  memset (&plan->stats, 0, sizeof plan->stats);
  c.fn = fn;
  c.opts = opts;
  c.plan = plan;
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
  tree_intervals (nb, par, c.din, c.dout);
  c.ipd = par;
  iter_postdom (fn, c.ipd);
  tree_intervals (nb, c.ipd, c.pin, c.pout);

  /* Hand-written sync: its ids are taken.  */
  for (int i = 0; i < fn->nops; i++)
    {
      const struct sync_op *o = &fn->ops[i];
      if (o->kind == SYNC_OP_SET || o->kind == SYNC_OP_WAIT)
        {
          c.has_hand = 1;
          for (int p = 0; p < NP; p++)
            for (int q = 0; q < NP; q++)
              if ((o->pipe == p || o->pipe >= NP)
                  && (o->tpipe == q || o->tpipe >= NP))
                for (int k = o->ev_lo; k <= o->ev_hi && k < 32; k++)
                  c.handids[p][q] |= 1u << k;
        }
      else if (o->kind == SYNC_OP_BARRIER)
        c.has_hand = 1;
    }

  /* Dependences, consumer by consumer in program order, producers
     latest first.  */
  int bw;
  uint64_t *reach = reach_sets (fn, &bw);
  c.bw = bw;
  for (int b = 0; b < fn->nops; b++)
    {
      const struct sync_op *ob = &fn->ops[b];
      if (ob->kind == SYNC_OP_CALL)
        {
          /* Work of a callee: everything before is finished, nothing
             after starts early.  */
          struct pair *r = new_pair (&c, PK_ALL, ASC_PIPE_ALL, ASC_PIPE_ALL,
                                     pt_before (fn, b), pt_before (fn, b),
                                     -1);
          (void) r;
          struct pair *r2 = new_pair (&c, PK_ALL, ASC_PIPE_ALL, ASC_PIPE_ALL,
                                      pt_after (fn, b), pt_after (fn, b), -1);
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
            struct pt sa = pt_after (fn, a), wb = pt_before (fn, b);
            /* Only when nothing but the loop's back edge leads from A to
               B (see back_only).  */
            int cl = common_loop (fn, oa->block, ob->block);
            int carried = 0;
            if (fwd && cl >= 0 && !sync_ops_conflict_dist (oa, ob, cl, 0)
                && (carried = sync_ops_min_dist (oa, ob, cl)) > 0)
              /* Forward in the iteration but only from one iteration to
                 a later one (a prefetch into the other slot): a
                 loop-carried pair, set late in the iteration.  */
              dist = carried;
            else if (fwd && cl >= 0
                     && !sync_ops_conflict_dist (oa, ob, cl, 0)
                     && sync_ops_min_dist (oa, ob, cl) == 0)
              {
                /* Forward in the iteration, but the slot rotations and
                   iteration forms of CL show no conflict in one
                   iteration nor from one to a later one.  */
                if (!sync_ops_iter_form (oa, ob, cl))
                  continue;     /* disjoint slots: never */
                dist = outer_carried (&c, a, b, cl, &sa, &wb);
                if (dist == 0)
                  continue;
              }
            else if (back_only (&c, sa, wb))
              {
                dist = sync_ops_min_dist (oa, ob, cl);
                /* Not within one run of CL, but maybe from one run to
                   the next (see outer_carried).  */
                if (dist == 0 && sync_ops_iter_form (oa, ob, cl))
                  dist = outer_carried (&c, a, b, cl, &sa, &wb);
                if (dist == 0)
                  continue;
              }
            c.dist = dist;
            plan->stats.deps++;
            if (c.has_hand && hand_ordered (&c, a, b))
              continue;
            if (p == q)
              {
                /* Decided once the flag pairs are known.  */
                if (c.nsame == c.csame)
                  {
                    c.csame = c.csame ? 2 * c.csame : 64;
                    c.same = (long *) realloc (c.same,
                                               c.csame * sizeof (long));
                    c.samed = (int *) realloc (c.samed,
                                               c.csame * sizeof (int));
                    c.samept = (struct pt *) realloc (c.samept,
                                                      2 * c.csame
                                                      * sizeof (struct pt));
                    if (!c.same || !c.samed || !c.samept)
                      abort ();
                  }
                c.samept[2 * c.nsame] = sa;
                c.samept[2 * c.nsame + 1] = wb;
                c.same[c.nsame] = (long) a << 32 | b;
                c.samed[c.nsame++] = dist;
                continue;
              }
            int rot = 1;
            while (rot * 2 <= dist && rot * 2 <= opts->nflags
                   && rot * 2 <= 4)
              rot *= 2;
            place_cross (&c, a, b, rot, carried > 0);
          }
    }

  /* Redundancy: drop pairs whose dependences the others order, latest
     created first.  */
  for (int i = c.nv - 1; i >= 0; i--)
    {
      struct pair *r = &c.v[i];
      if (r->dead || r->kind == PK_ALL || r->ndeps == 0)
        continue;
      int all = 1;
      for (int k = 0; all && k < r->ndeps; k++)
        {
          c.dist = r->dd[k];
          all = ordered (&c, r->p, r->q, pt_after (fn, r->da[k]),
                         pt_before (fn, r->db[k]), i)
                || ordered_lc (&c, r->p, r->q, pt_after (fn, r->da[k]),
                               pt_before (fn, r->db[k]), i);
        }
      if (all)
        r->dead = 1;
    }
  /* Same-pipe dependences: a pipe_barrier unless the flag pairs order
     them already, through another pipe (a chain of two pairs, the
     second one possibly loop-carried).  */
  for (int k = 0; k < c.nsame; k++)
    {
      int a = (int) (c.same[k] >> 32), b = (int) (c.same[k] & 0xffffffff);
      int p = fn->ops[a].pipe;
      struct pt sa = c.samept[2 * k], wb = c.samept[2 * k + 1];
      c.dist = c.samed[k];
      struct pt before_b = pt_before (fn, b);
      /* A barrier of this pipe already right before B.  */
      int done = 0;
      for (int h = 0; !done && h < c.nbars; h++)
        done = c.bars[h].pipe == p && c.bars[h].at.block == before_b.block
               && c.bars[h].at.key == before_b.key;
      if (!done && (ordered (&c, p, p, sa, wb, -1)
                    || ordered_lc (&c, p, p, sa, wb, -1)))
        continue;
      int fwd = sa.block < wb.block
                || (sa.block == wb.block && sa.key < wb.key);
      /* From one run of an inner loop to a later one (see
         outer_carried): WB is on every such path.  */
      int outer = !fwd && !(wb.where == SYNC_BEFORE_OP && wb.op == b);
      /* A barrier of this pipe already planned between them.  */
      for (int h = 0; !done && h < c.nbars; h++)
        done = c.bars[h].pipe == p
               && barrier_between (&c, c.bars[h].at, sa, wb, fwd);
      if (done)
        continue;
      if (c.nbars == c.cbars)
        {
          c.cbars = c.cbars ? 2 * c.cbars : 16;
          c.bars = (struct sbar *) realloc (c.bars,
                                            c.cbars * sizeof *c.bars);
          if (!c.bars)
            abort ();
        }
      struct pt at = outer ? wb
                     : hoist_point (&c, a, b, fwd,
                                    common_loop (fn, fn->ops[a].block,
                                                 fn->ops[b].block));
      /* The same point as a barrier of this pipe planned before.  */
      for (int h = 0; !done && h < c.nbars; h++)
        done = c.bars[h].pipe == p && c.bars[h].at.block == at.block
               && c.bars[h].at.key == at.key
               && c.bars[h].at.where == at.where
               && c.bars[h].at.op == at.op;
      if (done)
        continue;
      c.bars[c.nbars].at = at;
      c.bars[c.nbars].pipe = p;
      c.bars[c.nbars++].cause = a;
    }
  free (c.same);
  free (c.samed);
  free (c.samept);

  /* Prime and drain outside inner loops, then re-arming.  */
  for (int i = 0; i < c.nv; i++)
    prime_outside (&c, &c.v[i]);
  int nv0 = c.nv;
  for (int i = 0; i < nv0; i++)
    ensure_rearm (&c, i);
  /* Acknowledgements that are loop-carried in a nested loop need their
     drain ordered before the next prime too.  */
  for (int i = nv0; i < c.nv; i++)
    if (c.v[i].kind == PK_LC && c.v[i].ack == 1
        && fn->loops[c.v[i].runs].parent >= 0)
      {
        const struct sync_loop *lp = &fn->loops[c.v[i].runs];
        struct pt e = { lp->pre_from, 0, SYNC_ON_EDGE, lp->header };
        struct pair *a = new_pair (&c, PK_B2B, c.v[i].q, c.v[i].p, e, e, -1);
        a->ack = 2;
      }

  /* Event ids: distinct per pipe pair.  */
  c.live = (uint64_t **) calloc (c.nv + 1, sizeof (uint64_t *));
  if (!c.live)
    abort ();
  for (int i = 0; i < c.nv; i++)
    {
      struct pair *r = &c.v[i];
      if (r->dead || r->kind == PK_ALL)
        continue;
      uint32_t taken = opts->reserved[r->p][r->q] | c.handids[r->p][r->q];
      for (int j = 0; j < i; j++)
        if (!c.v[j].dead && c.v[j].p == r->p && c.v[j].q == r->q
            && c.v[j].event >= 0 && interfere (&c, j, i))
          taken |= ((1u << c.v[j].rot) - 1) << c.v[j].event;
      /* A rotating pair takes ROT consecutive ids; with fewer free, it
         falls back to one id (ordering every iteration after the
         previous one, which covers any distance).  */
      int minrot = r->kind == PK_INTRA ? r->rot : 1;
      for (int rot = r->rot; rot >= minrot && r->event < 0; rot /= 2)
        for (int k = 0; k + rot <= opts->nflags && k + rot <= 32; k++)
          {
            uint32_t m = (rot >= 32 ? ~0u : ((1u << rot) - 1)) << k;
            if (!(taken & m))
              {
                r->event = k;
                r->rot = rot;
                break;
              }
          }
      if (r->event < 0 && r->p != ASC_PIPE_S && r->q != ASC_PIPE_S)
        {
          /* No id left: wait at the wait point for the source pipe to
             drain, through the scalar pipe (set_flag (P, S) and
             wait_flag (P, S) back to back: the instructions issued
             after it start after every earlier P instruction has
             completed), which leaves the other pipes running.  */
          r->kind = PK_B2B;
          r->s = r->w;
          r->q = ASC_PIPE_S;
          r->rot = 1;
          r->fallback = 1;
          taken = opts->reserved[r->p][r->q] | c.handids[r->p][r->q];
          for (int j = 0; j < c.nv; j++)
            if (j != i && !c.v[j].dead && c.v[j].p == r->p
                && c.v[j].q == r->q && c.v[j].event >= 0
                && interfere (&c, j, i))
              taken |= ((1u << c.v[j].rot) - 1) << c.v[j].event;
          for (int k = 0; k < opts->nflags && k < 32 && r->event < 0; k++)
            if (!(taken & (1u << k)))
              r->event = k;
        }
      if (r->event < 0)
        {
          /* Not even that: a barrier at the wait.  */
          r->kind = PK_ALL;
          r->s = r->w;
        }
      else
        plan->stats.ids_used[r->p][r->q] = 1;
    }
  for (int i = 0; i < c.nv; i++)
    free (c.live[i]);
  free (c.live);
  free (reach);

  /* Emit.  */
  long seq = 0;
  for (int i = 0; i < c.nv; i++)
    {
      struct pair *r = &c.v[i];
      if (r->dead)
        continue;
      int cause = r->ndeps ? (int) r->da[0] : -1;
      enum sync_reason why = r->ack ? SYNC_R_REUSE : SYNC_R_DEP;
      switch (r->kind)
        {
        case PK_ALL:
          emit (&c, r->w, 1, SYNC_BARRIER, ASC_PIPE_ALL, ASC_PIPE_ALL, -1,
                r->ndeps || r->ack ? SYNC_R_FALLBACK : SYNC_R_CALL, cause,
                seq++);
          break;
        case PK_B2B:
          if (r->fallback)
            why = SYNC_R_FALLBACK;
          emit (&c, r->w, 1, SYNC_SET, r->p, r->q, r->event, why, cause,
                seq++);
          emit (&c, r->w, 1, SYNC_WAIT, r->p, r->q, r->event, why, cause,
                seq++);
          break;
        case PK_INTRA:
          emit (&c, r->s, 2, SYNC_SET, r->p, r->q, r->event, why, cause,
                seq++);
          rotate_last (&c, r->rot, fn->blocks[r->s.block].loop);
          emit (&c, r->w, 0, SYNC_WAIT, r->p, r->q, r->event, why, cause,
                seq++);
          rotate_last (&c, r->rot, fn->blocks[r->w.block].loop);
          break;
        case PK_LC:
          {
            const struct sync_loop *lp = &fn->loops[r->runs];
            struct pt pre = { lp->pre_from, 0, SYNC_ON_EDGE, lp->header };
            for (int e = 0; e < r->rot; e++)
              emit (&c, pre, 1, SYNC_SET, r->p, r->q, r->event + e,
                    SYNC_R_JOIN, -1, seq++ + 2048);
            emit (&c, r->w, 0, SYNC_WAIT, r->p, r->q, r->event, why, cause,
                  seq++);
            rotate_last (&c, r->rot, r->loop);
            emit (&c, r->s, 2, SYNC_SET, r->p, r->q, r->event, why, cause,
                  seq++);
            rotate_last (&c, r->rot, r->loop);
            for (int k = 0; k < lp->nexits; k++)
              {
                struct pt ex = { lp->exit_from[k], 0, SYNC_ON_EDGE,
                                 lp->exit_to[k] };
                for (int e = 0; e < r->rot; e++)
                  emit (&c, ex, 1, SYNC_WAIT, r->p, r->q, r->event + e,
                        SYNC_R_DRAIN, -1, seq++ + 2048);
              }
            break;
          }
        }
    }
  /* Same-pipe barriers.  */
  for (int h = 0; h < c.nbars; h++)
    emit (&c, c.bars[h].at, 0, SYNC_BARRIER, c.bars[h].pipe,
          c.bars[h].pipe, -1, SYNC_R_DEP, c.bars[h].cause, seq++);
  free (c.bars);
  qsort (plan->v, plan->n, sizeof *plan->v, cmp_insn);
  for (int p = 0; p < NP; p++)
    for (int q = 0; q < NP; q++)
      if (plan->stats.ids_used[p][q])
        plan->stats.pairs_used++;
  if (dump)
    {
      fprintf (dump, ";; ascsync: %d flag pairs planned\n", c.nv);
      for (int i = 0; i < c.nv; i++)
        {
          const struct pair *r = &c.v[i];
          static const char *const kn[] = { "intra", "loop", "b2b", "all" };
          fprintf (dump, ";;   pair%d %s %s->%s id=%d", i,
                   kn[r->kind], asc_pipe_names[r->p < NP ? r->p : 6],
                   asc_pipe_names[r->q < NP ? r->q : 6], r->event);
          if (r->rot > 1)
            fprintf (dump, "..%d rotating", r->event + r->rot - 1);
          fprintf (dump, "%s%s deps", r->dead ? " removed" : "",
                   r->ack ? " ack" : "");
          for (int k = 0; k < r->ndeps; k++)
            {
              fprintf (dump, " op%ld->op%ld", r->da[k], r->db[k]);
              if (r->dd[k] > 1)
                fprintf (dump, "(d%d)", r->dd[k]);
            }
          fprintf (dump, "\n");
        }
    }
  for (int i = 0; i < c.nv; i++)
    {
      free (c.v[i].da);
      free (c.v[i].db);
      free (c.v[i].dd);
    }
  free (c.v);
  free (c.din);
  free (c.dout);
  free (c.pin);
  free (c.pout);
  free (c.ipd);
  return 0;
}

/* Release PLAN's memory.  */
void
sync_plan_release (struct sync_plan *plan)
{
  free (plan->v);
  memset (plan, 0, sizeof *plan);
}
