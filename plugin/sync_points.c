/* sync_points.c -- program points of the structured placement and the
   CFG relations between them (GCC-independent): points before and
   after operations and at block ends, dominance and post-dominance in
   the iteration graph, loops, the candidate set and wait points of a
   dependence, and where one barrier or back-to-back pair orders it.  */

#include <stdlib.h>
#include <string.h>
#include "sync_place.h"

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

struct pt
sync_pt_before (const struct sync_func *fn, int i)
{
  struct pt p = { fn->ops[i].block, key_before (i), SYNC_BEFORE_OP, i };
  return p;
}

struct pt
sync_pt_after (const struct sync_func *fn, int i)
{
  struct pt p = { fn->ops[i].block, key_after (i), SYNC_AFTER_OP, i };
  return p;
}

struct pt
sync_pt_start (const struct sync_func *fn, int b)
{
  struct pt p = { b, 4L * fn->blocks[b].first_op - 2, SYNC_BLOCK_START, -1 };
  return p;
}

struct pt
sync_pt_end (const struct sync_func *fn, int b)
{
  const struct sync_block *bb = &fn->blocks[b];
  struct pt p = { b, 4L * (bb->first_op + bb->nops), SYNC_BLOCK_END, -1 };
  return p;
}

/* DFS intervals of the tree given by PARENT (-1: root) over NB nodes.  */
void
sync_tree_intervals (int nb, const int *parent, int *in, int *out)
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
void
sync_iter_postdom (const struct sync_func *fn, int *ipd)
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
int
sync_bdom (const struct pctx *c, int x, int y)
{
  return c->din[x] <= c->din[y] && c->dout[y] <= c->dout[x];
}

/* Block X post-dominates block Y (reflexive).  */
int
sync_bpdom (const struct pctx *c, int x, int y)
{
  return c->pin[x] <= c->pin[y] && c->pout[y] <= c->pout[x];
}

/* Point X is on every path from the entry to Y, before it (EQ: or is
   Y).  */
int
sync_pdom_pt (const struct pctx *c, struct pt x, struct pt y, int eq)
{
  if (x.block == y.block)
    return eq ? x.key <= y.key : x.key < y.key;
  return sync_bdom (c, x.block, y.block);
}

/* Point X is on every path from Y to the exit, after it (EQ: or is
   Y).  */
int
sync_ppdom_pt (const struct pctx *c, struct pt x, struct pt y, int eq)
{
  if (x.block == y.block)
    return eq ? x.key >= y.key : x.key > y.key;
  return sync_bpdom (c, x.block, y.block);
}

/* See sync.h.  */
int
sync_first_iteration_only (const struct sync_func *fn, int l, int b)
{
  if (!sync_in_loop (fn, l, b))
    return 0;
  int h = fn->loops[l].header;
  if (b == h)
    return 0;
  /* Without an edge of L's first iteration only, the header reaches
     every block of L.  */
  int any = 0;
  for (int x = 0; x < fn->nblocks && !any; x++)
    for (int k = 0; fn->blocks[x].sonce && k < fn->blocks[x].nsucc; k++)
      any |= fn->blocks[x].sonce[k] == l + 1;
  if (!any)
    return 0;
  /* The blocks of L the header reaches without such an edge.  */
  unsigned char *seen = (unsigned char *) calloc (fn->nblocks + 1, 1);
  int *stack = (int *) malloc ((fn->nblocks + 1) * sizeof *stack);
  if (!seen || !stack)
    abort ();
  int n = 0;
  stack[n++] = h;
  seen[h] = 1;
  while (n > 0)
    {
      const struct sync_block *x = &fn->blocks[stack[--n]];
      for (int k = 0; k < x->nsucc; k++)
        {
          int t = x->succ[k];
          if (seen[t] || t == h || !sync_in_loop (fn, l, t)
              || (x->sonce && x->sonce[k] == l + 1))
            continue;
          seen[t] = 1;
          stack[n++] = t;
        }
    }
  int only = !seen[b];
  free (stack);
  free (seen);
  return only;
}

/* Innermost loop holding blocks A and B, or -1.  */
int
sync_common_loop (const struct sync_func *fn, int a, int b)
{
  for (int x = fn->blocks[a].loop; x >= 0; x = fn->loops[x].parent)
    if (sync_in_loop (fn, x, b))
      return x;
  return -1;
}

/* S then W alternate on every path, S first.  */
int
sync_intra_valid (const struct pctx *c, struct pt s, struct pt w)
{
  const struct sync_func *fn = c->fn;
  return fn->blocks[s.block].loop == fn->blocks[w.block].loop
         && sync_pdom_pt (c, s, w, 0) && sync_ppdom_pt (c, w, s, 0);
}

/* Whether every path of an iteration of loop L from block X (in L)
   passes block S (S itself when X is S) before it goes round or leaves
   L.  */
static int
passes_before_leaving (const struct sync_func *fn, int l, int x, int s)
{
  const struct sync_loop *lp = &fn->loops[l];
  if (x == s)
    return 1;
  if (x == lp->latch || sync_reaches_avoiding (fn, l, x, s, lp->latch))
    return 0;
  for (int k = 0; k < lp->nexits; k++)
    if (lp->exit_from[k] == x
        || sync_reaches_avoiding (fn, l, x, s, lp->exit_from[k]))
      return 0;
  return 1;
}

/* Whether W, then S (W before S: the caller checks it), run in
   consecutive iterations of loop L, the same ones, though not in every
   iteration, and S in every iteration the producer in block A runs:
   W's block runs so (sync_runs_consecutive), and no path of the
   iteration from W or from A goes round or leaves L without passing
   S.  The sets and waits then
   alternate as they do in every iteration: the wait of the K-th such
   iteration takes the set of the (K - ROT)-th, or a prime; and the
   producer's iterations are among them, so a set follows each run of
   it (a load in the iterations before the stage would be ordered by
   none).  */
static int
runs_guarded (const struct pctx *c, int l, struct pt s, struct pt w, int a)
{
  const struct sync_func *fn = c->fn;
  return s.where != SYNC_ON_EDGE && w.where != SYNC_ON_EDGE
         && sync_runs_consecutive (fn, w.block)
         && passes_before_leaving (fn, l, w.block, s.block)
         && sync_in_loop (fn, l, a)
         && passes_before_leaving (fn, l, a, s.block);
}

/* S then W once per iteration of loop L (SYNC_XSET_LATE), S after the
   producer in block A, and every exit of L after both or from its
   header before S (the drain takes the sets of the last LAG
   iterations, counted from the iteration it leaves, as for a lagging
   wait before its set: sync_exit_after_set).  */
static int
late_valid (const struct pctx *c, int l, struct pt s, struct pt w, int ablock)
{
  const struct sync_func *fn = c->fn;
  const struct sync_loop *lp = &fn->loops[l];
  if (s.where == SYNC_ON_EDGE || w.where == SYNC_ON_EDGE
      || !sync_pdom_pt (c, s, w, 0) || !sync_bdom (c, s.block, lp->latch)
      || !sync_bdom (c, w.block, lp->latch))
    return 0;
  if (s.block != ablock && s.block <= ablock
      && !sync_forward_path (fn, sync_pt_end (fn, ablock), s, l))
    return 0;
  for (int k = 0; k < lp->nexits; k++)
    {
      int e = lp->exit_from[k];
      int after = sync_bdom (c, s.block, e) && sync_bdom (c, w.block, e);
      if (lp->exit_to[k] < 0
          || (!after && (e != lp->header || s.block == lp->header)))
        return 0;
    }
  return 1;
}

/* W then S once per iteration of loop L, with prime and drain, or,
   when XSET is SYNC_XSET_GUARDED, in the consecutive iterations
   runs_guarded accepts.  A is
   the block of the producer end (S must follow it in the iteration).
   An exit of L that W dominates and S does not makes it invalid unless
   XSET is 1, the exit is not from L's header (a loop tested at its header,
   as every loop is at -O0, waits after the test: a wait before it
   only adds pairs that hold ids), and no path of the
   iteration passes S before leaving there: every path leaving there
   has then taken the iteration's wait and not issued its set, and the
   drain on that exit waits for one set fewer (sync_exit_sets).  */
int
sync_lc_valid (const struct pctx *c, int l, struct pt s, struct pt w,
               int ablock, int xset)
{
  const struct sync_func *fn = c->fn;
  const struct sync_loop *lp = &fn->loops[l];
  if (lp->latch < 0 || lp->pre_from < -1 || lp->nexits == 0)
    return 0;
  if (fn->blocks[s.block].loop != l || fn->blocks[w.block].loop != l)
    return 0;
  if (xset == SYNC_XSET_LATE)
    return late_valid (c, l, s, w, ablock);
  if (!sync_pdom_pt (c, w, s, 0))
    return 0;
  if ((!sync_bdom (c, s.block, lp->latch)
       || !sync_bdom (c, w.block, lp->latch))
      && (xset != SYNC_XSET_GUARDED || !runs_guarded (c, l, s, w, ablock)))
    return 0;
  xset = xset == 1;
  /* S follows A in the iteration: in a later block in reverse post
     order, or after a loop nested in L that A is in (the blocks after
     such a loop may come before its body in that order).  */
  if (s.block != ablock && s.block <= ablock
      && !sync_forward_path (fn, sync_pt_end (fn, ablock), s, l))
    return 0;
  for (int k = 0; k < lp->nexits; k++)
    {
      int e = lp->exit_from[k];
      if (lp->exit_to[k] < 0)
        return 0;
      if (sync_bdom (c, s.block, e))
        continue;
      if (sync_bdom (c, w.block, e)
          && (!xset || e == lp->header
              || sync_forward_path (fn, s, sync_pt_end (fn, e), l)))
        return 0;
    }
  return 1;
}

/* Whether loop-carried pair R's loop is left from block X after R's
   wait of the iteration and before its set (see sync_lc_valid).  */
int
sync_exit_sets (const struct pctx *c, const struct pair *r, int x)
{
  return r->kind == PK_LC && r->xset == 1 && x >= 0
         && x != c->fn->loops[r->loop].header && r->s.where != SYNC_ON_EDGE && r->w.where != SYNC_ON_EDGE
         && !sync_bdom (c, r->s.block, x) && sync_bdom (c, r->w.block, x);
}

/* Whether block X lies in no loop that does not also hold block B: a
   sync point there runs at most once per run of B's loops, not once
   per iteration of a loop B is outside of.  */
int
sync_no_deeper_loop (const struct sync_func *fn, int x, int b)
{
  int l = fn->blocks[x].loop;
  return l < 0 || sync_in_loop (fn, l, b);
}

/* Candidate set points after operation A (nearest first) into OUT:
   after A, then the starts of A's iteration post-dominators, skipping
   those inside a loop A is not in (the header of a later loop
   post-dominates A, but a set there would run every iteration).  */
int
sync_s_chain (const struct pctx *c, int a, struct pt *out)
{
  const struct sync_func *fn = c->fn;
  int n = 0, ab = fn->ops[a].block;
  out[n++] = sync_pt_after (fn, a);
  for (int x = c->ipd[ab]; x >= 0 && n < MAXCHAIN; x = c->ipd[x])
    if (sync_no_deeper_loop (fn, x, ab))
      out[n++] = sync_pt_start (fn, x);
  return n;
}

/* Candidate wait points before operation B (nearest first): before B,
   then the ends of B's dominators, skipping those inside a loop B is
   not in (the header of an earlier loop dominates B).  */
int
sync_w_chain (const struct pctx *c, int b, struct pt *out)
{
  const struct sync_func *fn = c->fn;
  int n = 0, bb = fn->ops[b].block;
  out[n++] = sync_pt_before (fn, b);
  for (int x = fn->blocks[bb].idom; x >= 0 && n < MAXCHAIN;
       x = fn->blocks[x].idom)
    if (sync_no_deeper_loop (fn, x, bb))
      out[n++] = sync_pt_end (fn, x);
  return n;
}


/* Whether point X comes after point SA wherever both are reached:
   SA dominates X, or X post-dominates SA in the iteration.  */
int
sync_follows (const struct pctx *c, struct pt sa, struct pt x)
{
  return sync_pdom_pt (c, sa, x, 1) || sync_ppdom_pt (c, x, sa, 1);
}

/* Whether X, a point in a block (not on an edge) that dominates point
   WB, lies on every path from point SA to WB after SA in one iteration
   of their innermost common loop L: no path from SA avoiding X's block
   reaches WB without L's back edge (X dominates WB, so a path round the
   back edge passes X in WB's iteration when X lies in L).  Finer than
   sync_follows where SA's paths join others before X: the join after
   the two copies GCC makes of a tile's tail steps, the preheader of a
   loop of scalar reads of their result.  */
static int
sync_cuts (const struct pctx *c, struct pt sa, struct pt x, struct pt wb)
{
  const struct sync_func *fn = c->fn;
  if (x.where == SYNC_ON_EDGE || x.block < 0 || sa.block < 0 || wb.block < 0
      || x.block == wb.block || !sync_pdom_pt (c, x, wb, 1))
    return 0;
  int l = sync_common_loop (fn, sa.block, wb.block);
  if (l >= 0 && !sync_in_loop (fn, l, x.block))
    return 0;
  if (sa.block == x.block)
    return sa.key <= x.key;
  if (sa.block == wb.block && sa.key < wb.key)
    return 0;
  int h = l >= 0 ? fn->loops[l].header : -1;
  if (x.block == h)
    return 0;
  return !sync_reaches_avoiding (fn, l, sa.block, x.block, wb.block);
}

/* Whether point X lies on every path from point SA to point WB, after
   SA: FWD, WB follows SA in the iteration (X after SA and before WB);
   else every such path goes round the back edge of the innermost
   common loop L of the two (X in L, and after SA before the iteration
   ends or before WB after it starts).  */
int
sync_barrier_between (const struct pctx *c, struct pt x, struct pt sa,
                      struct pt wb, int fwd)
{
  const struct sync_func *fn = c->fn;
  /* A point in WB's block before WB is on every path into WB unless SA
     lies between the two.  */
  if (x.block == wb.block && x.key <= wb.key
      && !(sa.block == wb.block && sa.key > x.key && sa.key < wb.key))
    return 1;
  if (fwd)
    return (sync_follows (c, sa, x) || sync_cuts (c, sa, x, wb))
           && sync_pdom_pt (c, x, wb, 1);
  /* Only round the back edge when both lie directly in L (see
     sync_back_only); a path may leave an inner loop forward otherwise.  */
  if (!sync_back_only (c, sa, wb))
    return 0;
  return sync_round_between (c, x, sa, wb,
                             sync_common_loop (fn, sa.block, wb.block));
}

/* See sync_place.h.  */
int
sync_round_between (const struct pctx *c, struct pt x, struct pt sa,
                    struct pt wb, int l)
{
  return l >= 0 && sync_in_loop (c->fn, l, x.block)
         && (sync_ppdom_pt (c, x, sa, 1) || sync_pdom_pt (c, x, wb, 1));
}

/* Where the barrier ordering same-pipe operation A before B (a forward
   dependence: B after A in the iteration) runs as rarely as possible:
   when B lies in loops that do not hold A, at the end of the nearest
   dominator of B outside them that A dominates or that post-dominates
   A (so it lies on every path from A to B, after A; a barrier there
   precedes every run of those loops); else right before B.  */
struct pt
sync_barrier_point (const struct pctx *c, int a, int b)
{
  const struct sync_func *fn = c->fn;
  int ab = fn->ops[a].block, bb = fn->ops[b].block;
  if (sync_no_deeper_loop (fn, bb, ab))
    return sync_pt_before (fn, b);
  struct pt sa = sync_pt_after (fn, a);
  for (int x = fn->blocks[bb].idom; x >= 0; x = fn->blocks[x].idom)
    {
      if (!sync_no_deeper_loop (fn, x, ab))
        continue;
      struct pt w = sync_pt_end (fn, x);
      if (sync_follows (c, sa, w))
        return w;
    }
  /* None that SA dominates or that post-dominates SA: one that every
     path from SA to B passes all the same (the join of two branches
     that each hold a copy of A, before the loop of B), rather than B's
     own point inside the loops.  */
  for (int x = fn->blocks[bb].idom; x >= 0; x = fn->blocks[x].idom)
    {
      if (!sync_no_deeper_loop (fn, x, ab))
        continue;
      struct pt w = sync_pt_end (fn, x);
      if (sync_cuts (c, sa, w, sync_pt_before (fn, b)))
        return w;
    }
  return sync_pt_before (fn, b);
}

/* Whether point SA reaches point WB in one iteration of loop L (-1:
   the function body): by a path inside L that does not take L's back
   edge (an edge into L's header from inside L).  It may take the back
   edges of loops nested in L: from inside an inner loop that exits at
   its header (a while loop at -O0), the blocks after it are reached
   only round its back edge.  */
int
sync_forward_path (const struct sync_func *fn, struct pt sa, struct pt wb,
                   int l)
{
  int x = sa.block, y = wb.block;
  if (x == y)
    return sa.key < wb.key;
  int h = l >= 0 ? fn->loops[l].header : -1;
  if (y == h)
    return 0;
  return sync_reaches_in_iteration (fn, l, x, y);
}

/* The point to order the dependence A -> B at with one barrier or one
   set_flag and wait_flag back to back: the nearest point before B that
   lies in no loop A is not in (so it does not run for every iteration
   of an inner loop of B's), on every path from A to B.  FWD: A before
   B in the iteration (see sync_barrier_point) on some path; else the
   dependence goes round the back edge of loop CL, and any point of CL
   that dominates B comes after A.  */
struct pt
sync_hoist_point (const struct pctx *c, int a, int b, int fwd, int cl)
{
  const struct sync_func *fn = c->fn;
  /* Blocks on exclusive paths of one iteration are numbered in some
     order too: "forward" only when a path avoids the back edge.  */
  if (fwd && sync_forward_path (fn, sync_pt_after (fn, a),
                                sync_pt_before (fn, b), cl))
    return sync_barrier_point (c, a, b);
  int ab = fn->ops[a].block, bb = fn->ops[b].block;
  if (sync_no_deeper_loop (fn, bb, ab) || cl < 0)
    return sync_pt_before (fn, b);
  for (int x = fn->blocks[bb].idom; x >= 0 && sync_in_loop (fn, cl, x);
       x = fn->blocks[x].idom)
    if (sync_no_deeper_loop (fn, x, ab))
      return sync_pt_end (fn, x);
  return sync_pt_before (fn, b);
}

/* The block standing for block B in loop L (which holds B): B when it
   lies directly in L, else the header of the loop nested in L that
   holds B (every path into B from outside that loop passes it).  */
int
sync_loop_rep (const struct sync_func *fn, int l, int b)
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
   With loops nested in L collapsed to their headers (see sync_loop_rep),
   the body of L without its back edges is acyclic and reverse post
   order is a topological order of it (the CFG is reducible): from SA
   a path without L's back edges reaches only blocks after SA's
   representative, and entering WB needs WB's representative.  So it
   holds when WB's representative comes first in reverse post order
   (within one block: WB before SA).  */
int
sync_back_only (const struct pctx *c, struct pt sa, struct pt wb)
{
  const struct sync_func *fn = c->fn;
  int l = sync_common_loop (fn, sa.block, wb.block);
  if (l < 0)
    return 0;
  int ha = sync_loop_rep (fn, l, sa.block);
  int hb = sync_loop_rep (fn, l, wb.block);
  if (ha == hb)
    return sa.block == wb.block && wb.key < sa.key;
  return hb < ha;
}

/* Block reachability: R[x] = blocks reachable from X through >= 1
   edge.  */
uint64_t *
sync_reach_sets (const struct sync_func *fn, int *bwp)
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
