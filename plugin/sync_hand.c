/* sync_hand.c -- what hand-written sync already orders
   (GCC-independent), so that keep mode inserts only what is missing:
   barriers on every path between two operations; set_flag/wait_flag
   pairs in straight-line code or in blocks run once; in loops, pairs
   whose set and wait act in one iteration, ping-pong pairs whose ids
   rotate with the iterations ("(event_t) (i & 1)", also with an
   offset: a prefetch's "1 - s" waited as "s" one tile later), pairs
   whose wait closes the producer's iteration, and chains of such pairs
   through other pipes, also chains whose pairs take a dependence on by
   the iterations their rotating ids say (a prefetch's "(t + 2) % 3"
   set and "t % 3" wait two tiles on); and, for a producer run once,
   waits whose every possible set follows it -- only the sets of the ids
   the wait takes in the iterations in which the consumer meets the
   producer.  The hand-written flags are trusted to
   match: a wait_flag takes the last set_flag of its id issued before
   it (the simulator's checker is what verifies the kernel's sync).  */

#include <limits.h>
#include <stdlib.h>
#include "sync_place.h"

/* Chains of hand-written pairs through other pipes are searched only
   in functions with at most this many hand-written flags (the search
   tries every pair of flags at each link), and at most this many pairs
   long.  */
#define HAND_CHAIN_MAX 96
#define HAND_CHAIN_LINKS 4

/* Whether operation X is a hand-written barrier ordering pipe P before
   pipe Q: of every pipe, or of P when P is Q (its pipe a known
   constant).  */
static int
hand_barrier (const struct sync_op *x, int p, int q)
{
  return x->kind == SYNC_OP_BARRIER && !x->vague
         && (x->pipe == ASC_PIPE_ALL || (x->pipe == p && p == q));
}

/* Whether operation X is a hand-written set_flag (SET) or wait_flag
   (!SET) of pipe pair P -> Q, two pipes (not a call's "every pipe").  */
static int
hand_flag (const struct sync_op *x, int p, int q, int set)
{
  return x->kind == (set ? SYNC_OP_SET : SYNC_OP_WAIT) && p != q
         && p < ASC_NPIPES && q < ASC_NPIPES && x->pipe == p
         && x->tpipe == q;
}

/* Whether hand-written set_flag S and wait_flag W take the same event
   id: one constant, one class of ids (sync_op.ev_sym), or (ONEBLOCK: S
   and W in one block) one SSA value.  */
static int
hand_same_id (const struct sync_op *s, const struct sync_op *w, int oneblock)
{
  if (s->ev_lo == s->ev_hi && w->ev_lo == w->ev_hi)
    return s->ev_lo == w->ev_lo;
  if (s->ev_sym > 0 && s->ev_sym == w->ev_sym)
    return 1;
  return oneblock && s->ev_var > 0 && s->ev_var == w->ev_var;
}

/* Whether hand-written sync operation X lies after point SA on every
   path from it and before WB on every path to it, in a block of no
   loop: run at most once, it then lies between every instance of SA's
   operation and every later one of WB's.  */
static int
hand_between_once (const struct pctx *c, int x, struct pt sa, struct pt wb)
{
  const struct sync_func *fn = c->fn;
  struct pt px = sync_pt_before (fn, x);
  return fn->blocks[px.block].loop < 0 && sync_ppdom_pt (c, px, sa, 1)
         && sync_pdom_pt (c, px, wb, 1);
}

/* Whether every path from operation A to operation B on which they may
   conflict passes a hand-written barrier ordering A's pipe before B's
   (hand_barrier): such a barrier then lies between every such instance
   of A and the later one of B (Attn's pipe_barrier (PIPE_V) between two
   inner loops of the tile loop).  L -1: every path counts.  Else the
   dependence is carried by loop L, and its instances in one iteration
   of their innermost common loop CL do not conflict when L is CL, in
   one run of CL when L encloses CL (outer_carried): a path counts once
   it starts a new run of CL (enters its header from outside), crosses
   CL's back edge when L is CL, or leaves L; the path from an inner
   loop's op round that inner loop to itself does not.  A walk of the
   (block, counts) states reachable from A that stops in each block at
   its first such barrier.  IN_RUN: only the paths that stay in loop L
   (from one iteration of a run of L to a later one of that run).  */
/* Scan operations FROM .. END - 1 of one block for operation B (when
   COUNTS) or a hand-written barrier ordering pipe P before Q, whichever
   comes first: -1 for B, 1 for the barrier, 0 for neither.  */
static int
scan_for_barrier (const struct sync_func *fn, int from, int end, int b,
                  int counts, int p, int q)
{
  for (int x = from; x < end; x++)
    {
      if (x == b && counts)
        return -1;
      if (hand_barrier (&fn->ops[x], p, q))
        return 1;
    }
  return 0;
}

static int
hand_barrier_on_paths (const struct pctx *c, int a, int b, int l, int in_run)
{
  const struct sync_func *fn = c->fn;
  int p = fn->ops[a].pipe, q = fn->ops[b].pipe;
  int nb = fn->nblocks;
  int ba = fn->ops[a].block;
  int cl = sync_common_loop (fn, ba, fn->ops[b].block);
  if (cl < 0)
    l = -1;
  const struct sync_block *blk = &fn->blocks[ba];
  int r = scan_for_barrier (fn, a + 1, blk->first_op + blk->nops, b, l < 0,
                            p, q);
  if (r != 0)
    return r > 0;
  /* State K * 2 + COUNTS: block K entered at its start.  */
  char *seen = (char *) calloc (2 * nb + 2, 1);
  int *stack = (int *) malloc ((2 * nb + 2) * sizeof (int));
  if (!seen || !stack)
    abort ();
  int n = 0, found = 0;
  stack[n++] = -1;              /* the rest of A's block, done above */
  while (n > 0 && !found)
    {
      int st = stack[--n];
      int k = st < 0 ? ba : st / 2, counts = st < 0 ? l < 0 : st % 2;
      const struct sync_block *kb = &fn->blocks[k];
      if (st >= 0)
        {
          r = scan_for_barrier (fn, kb->first_op, kb->first_op + kb->nops, b,
                                counts, p, q);
          found = r < 0;
          if (r != 0)
            continue;
        }
      for (int i = 0; i < kb->nsucc; i++)
        {
          int sb = kb->succ[i];
          if (in_run && !sync_in_loop (fn, l, sb))
            continue;
          int sc = counts
                   || (sb == fn->loops[cl].header
                       && (l == cl || !sync_in_loop (fn, cl, k)))
                   || (sync_in_loop (fn, l, k) && !sync_in_loop (fn, l, sb));
          if (!seen[sb * 2 + sc])
            {
              seen[sb * 2 + sc] = 1;
              stack[n++] = sb * 2 + sc;
            }
        }
    }
  free (seen);
  free (stack);
  return !found;
}

/* Whether hand-written flags order operation A of pipe P before
   operation B of pipe Q, for every instance of B after one of A (in A's
   iteration or a later one), when every path from A to B passes a
   set_flag of P -> Q and then a wait_flag of it with the same event id
   (a set takes effect once every earlier operation of P is done, a wait
   holds every later one of Q; the pairs are trusted to match); barriers
   are hand_barrier_on_paths'.  Pairs that every such path passes: in
   A's block after A, or in B's block before B (straight-line code; with
   A and B in one block, B after the pair or not after A: reached round
   a back edge), or in blocks of no loop, run at most once
   (hand_between_once).  A pair in a loop anywhere else is here not
   trusted: "set_flag; ...; A" in a block of a loop is
   after A on every path from it, round the back edge, and yet not
   before B in A's own iteration (see flags_order for what is).  */
static int
hand_straight_ordered (const struct pctx *c, int a, int b)
{
  const struct sync_func *fn = c->fn;
  int p = fn->ops[a].pipe, q = fn->ops[b].pipe;
  int ba = fn->ops[a].block, bb = fn->ops[b].block;
  int aend = fn->blocks[ba].first_op + fn->blocks[ba].nops;
  int bstart = fn->blocks[bb].first_op;
  /* X, after A in A's block, is before B on every path from A to B.  */
#define BEFORE_B(X) (bb != ba || b > (X) || b <= a)
  /* X, before B in B's block, is after A on every path from A to B.  */
#define AFTER_A(X) (ba != bb || a < (X) || a >= b)
  for (int s = a + 1; s < aend; s++)
    if (hand_flag (&fn->ops[s], p, q, 1))
      {
        const struct sync_op *so = &fn->ops[s];
        for (int w = s + 1; w < aend; w++)
          if (hand_flag (&fn->ops[w], p, q, 0) && BEFORE_B (w)
              && hand_same_id (so, &fn->ops[w], 1))
            return 1;
        for (int w = bstart; w < b && bb != ba; w++)
          if (hand_flag (&fn->ops[w], p, q, 0)
              && hand_same_id (so, &fn->ops[w], 0))
            return 1;
      }
  for (int s = bstart; s < b; s++)
    if (hand_flag (&fn->ops[s], p, q, 1) && AFTER_A (s))
      for (int w = s + 1; w < b; w++)
        if (hand_flag (&fn->ops[w], p, q, 0)
            && hand_same_id (&fn->ops[s], &fn->ops[w], 1))
          return 1;
#undef BEFORE_B
#undef AFTER_A
  struct pt sa = sync_pt_after (fn, a), wb = sync_pt_before (fn, b);
  for (int x = 0; x < fn->nops; x++)
    {
      if (!hand_flag (&fn->ops[x], p, q, 1)
          || !hand_between_once (c, x, sa, wb))
        continue;
      struct pt ax = sync_pt_after (fn, x);
      for (int w = 0; w < fn->nops; w++)
        if (hand_flag (&fn->ops[w], p, q, 0)
            && hand_same_id (&fn->ops[x], &fn->ops[w],
                             fn->ops[w].block == fn->ops[x].block)
            && hand_between_once (c, w, ax, wb))
          return 1;
    }
  return 0;
}

/* See sync_place.h.  */
void
sync_hand_flags (struct pctx *c)
{
  const struct sync_func *fn = c->fn;
  c->nhflags = 0;
  c->hflags = (int *) malloc ((fn->nops + 1) * sizeof (int));
  if (!c->hflags)
    abort ();
  for (int i = 0; i < fn->nops; i++)
    {
      const struct sync_op *o = &fn->ops[i];
      if ((o->kind == SYNC_OP_SET || o->kind == SYNC_OP_WAIT)
          && hand_flag (o, o->pipe, o->tpipe, o->kind == SYNC_OP_SET))
        c->hflags[c->nhflags++] = i;
    }
}

/* Whether the event ids of hand-written set_flag S and wait_flag W
   both rotate over as many ids with the iterations of loop L, counted
   the same way (not necessarily the same id in an iteration: "1 - s"
   and "s").  */
static int
hand_rotations (const struct sync_op *s, const struct sync_op *w, int l)
{
  return l >= 0 && s->ev_pk >= 2 && s->ev_pk == w->ev_pk
         && s->ev_ploop == l && w->ev_ploop == l
         && s->ev_pphase == w->ev_pphase;
}

/* The period, in iterations of loop L, over which hand-written
   set_flag S and wait_flag W take the same event id: 1 when both take
   one constant id; K when both rotate over K ids with L's iterations
   (the same period, count and id in each residue); 0 otherwise.  */
static int
hand_period (const struct sync_op *s, const struct sync_op *w, int l)
{
  if (s->ev_lo == s->ev_hi && w->ev_lo == w->ev_hi)
    return s->ev_lo == w->ev_lo;
  if (!hand_rotations (s, w, l))
    return 0;
  for (int r = 0; r < s->ev_pk; r++)
    if (s->ev_slot[r] != w->ev_slot[r])
      return 0;
  return s->ev_pk;
}

/* Whether hand-written set_flag S and wait_flag W take the same id in
   one iteration of loop L: hand_period, or one SSA value in one
   block.  */
static int
hand_same_iter (const struct sync_op *s, const struct sync_op *w, int l)
{
  return hand_period (s, w, l) > 0
         || (s->ev_var > 0 && s->ev_var == w->ev_var && s->block == w->block);
}

/* Whether hand-written set_flag (or wait_flag) T is S or a copy of it
   (GCC copies a call into the arms of a branch it threads): the same
   kind and pipes, in loop L's own blocks, with the same id in one
   iteration (hand_period).  */
static int
set_copy (const struct pctx *c, int s, int t, int l)
{
  const struct sync_func *fn = c->fn;
  const struct sync_op *so = &fn->ops[s], *to = &fn->ops[t];
  return t == s
         || (to->kind == so->kind && to->pipe == so->pipe
             && to->tpipe == so->tpipe && fn->blocks[to->block].loop == l
             && hand_period (so, to, l) > 0);
}

/* Whether block B holds S or a copy of it (set_copy) at a key above
   LO and below HI.  */
static int
copy_in_block (const struct pctx *c, int s, int l, int b, long lo, long hi)
{
  const struct sync_func *fn = c->fn;
  for (int i = 0; i < c->nhflags; i++)
    {
      int t = c->hflags[i];
      long key = sync_pt_before (fn, t).key;
      if (fn->ops[t].block == b && key > lo && key < hi
          && set_copy (c, s, t, l))
        return 1;
    }
  return 0;
}

/* Whether S has copies other than itself (set_copy) that may stand for
   it: S and its copies are mutually exclusive, none reached from
   another within an iteration of L, so that a path of one iteration
   passes one of them at most.  */
static int
has_copies (const struct pctx *c, int s, int l)
{
  const struct sync_func *fn = c->fn;
  int any = 0;
  for (int i = 0; i < c->nhflags; i++)
    {
      int t = c->hflags[i];
      if (!set_copy (c, s, t, l))
        continue;
      any |= t != s;
      for (int j = 0; j < c->nhflags; j++)
        {
          int u = c->hflags[j];
          if (u != t && set_copy (c, s, u, l)
              && sync_forward_path (fn, sync_pt_after (fn, t),
                                    sync_pt_before (fn, u), l))
            return 0;
        }
    }
  return any;
}

/* Whether every path from the block of point X, not counting that
   block (BACK 0: forward to the end of X's iteration of loop L, or of
   the function for L -1; BACK 1: backward to the start of that
   iteration), reaches a block B for which COVERS (C, B, ARG) holds.  A
   path that leaves L, goes round its back edge or reaches the
   function's entry or exit first does not.  */
static int
paths_covered (const struct pctx *c, struct pt x, int l, int back,
               int (*covers) (const struct pctx *, int, const void *),
               const void *arg)
{
  const struct sync_func *fn = c->fn;
  int head = l >= 0 ? fn->loops[l].header : 0;
  if (back && x.block == head)
    return 0;
  char *seen = (char *) calloc (fn->nblocks + 1, 1);
  int *stack = (int *) malloc ((fn->nblocks + 1) * sizeof (int));
  if (!seen || !stack)
    abort ();
  int sp = 0, ok = 1;
  stack[sp++] = x.block;
  seen[x.block] = 1;
  while (sp > 0 && ok)
    {
      int u = stack[--sp];
      int n = back ? fn->blocks[u].npred : fn->blocks[u].nsucc;
      if (!back && (fn->blocks[u].exits || n == 0))
        ok = 0;
      for (int k = 0; k < n && ok; k++)
        {
          int z = back ? fn->blocks[u].pred[k] : fn->blocks[u].succ[k];
          if (z < 0 || (l >= 0 && !sync_in_loop (fn, l, z))
              || (!back && z == head && l >= 0))
            {
              ok = 0;
              break;
            }
          if (seen[z])
            continue;
          seen[z] = 1;
          if (covers (c, z, arg))
            continue;
          if (back && z == head)
            {
              ok = 0;
              break;
            }
          stack[sp++] = z;
        }
    }
  free (seen);
  free (stack);
  return ok;
}

/* The set (or wait) and loop copies_on_paths looks for.  */
struct copy_query
{
  int s, l;
};

/* paths_covered's test for copies_on_paths: block B holds S or a copy
   of it (ARG a struct copy_query).  */
static int
block_has_copy (const struct pctx *c, int b, const void *arg)
{
  const struct copy_query *q = (const struct copy_query *) arg;
  return copy_in_block (c, q->s, q->l, b, LONG_MIN, LONG_MAX);
}

/* Whether every path from point X (BACK 0: forward to the end of X's
   iteration of loop L, or of the function for L -1; BACK 1: backward to
   the start of that iteration) passes S or a copy of it (has_copies).
   A path that leaves L, goes round its back edge or reaches the
   function's entry or exit without one does not.  A path of one
   iteration passing X and then W, with a copy after X on every path
   from X and one before W on every path to W, passes one copy, between
   the two.  */
static int
copies_on_paths (const struct pctx *c, int s, struct pt x, int l, int back)
{
  const struct sync_func *fn = c->fn;
  if (back ? sync_pdom_pt (c, sync_pt_before (fn, s), x, 0)
           : sync_ppdom_pt (c, sync_pt_before (fn, s), x, 1))
    return 1;
  if (!has_copies (c, s, l))
    return 0;
  if (copy_in_block (c, s, l, x.block, back ? LONG_MIN : x.key - 1,
                     back ? x.key : LONG_MAX))
    return 1;
  struct copy_query q = { s, l };
  return paths_covered (c, x, l, back, block_has_copy, &q);
}

/* Whether hand-written set_flag S and wait_flag W lie in loop L's own
   blocks (or, L -1, in no loop), S (or a copy of it) after point X in
   X's iteration and W (or, WCOPIES and L a loop, a copy of it) before
   point Y in Y's.  */
static int
link_ends (const struct pctx *c, int s, int w, struct pt x, struct pt y,
           int l, int wcopies)
{
  const struct sync_func *fn = c->fn;
  return fn->blocks[fn->ops[s].block].loop == l
         && fn->blocks[fn->ops[w].block].loop == l
         && (sync_pdom_pt (c, sync_pt_before (fn, w), y, 1)
             || (wcopies && l >= 0 && copies_on_paths (c, w, y, l, 1)))
         && copies_on_paths (c, s, x, l, 0);
}

/* Whether hand-written pair S -> W orders point X (its source pipe, in
   an iteration T of loop L) before point Y (its destination pipe, in
   iteration T or a later one) within Y's iteration: link_ends, and W
   follows S in that iteration, with the same id (hand_same_iter).  W
   takes the last set of its id issued before it, no earlier than S of
   Y's iteration, which is S of T or later on the source pipe.  */
static int
link_in_iter (const struct pctx *c, int s, int w, struct pt x, struct pt y,
              int l)
{
  const struct sync_func *fn = c->fn;
  return link_ends (c, s, w, x, y, l, 0)
         && hand_same_iter (&fn->ops[s], &fn->ops[w], l)
         && copies_on_paths (c, s, sync_pt_before (fn, w), l, 1);
}

/* Whether hand-written pair S -> W orders point X (in the iteration T
   of loop L of operation A) before point Y (in the iteration of B, a
   later one, or T when W follows S) for the dependence A -> B, C->DIST
   iterations apart or more (D; 0: within an iteration), by its ids
   rotating over K ids with L's iterations: link_ends, and
   - A and B conflict only in iterations whose ids agree, S's id in A's
     iteration being W's in B's (sync_slots_meet_on_ids; the same
     residue modulo K when S and W take the same id in an iteration,
     or, for a prefetch's pair, S's "1 - s" in tile T and W's "s" in
     tile T + 1): W takes a set no earlier than S of T; or
   - S and W take the same id in an iteration (hand_period), K <= D, L
     enclosed by no loop, S in every iteration (for K >= 2): W takes a
     set no earlier than S of the iteration K before Y's, which is T or
     later.  */
static int
link_across (const struct pctx *c, int s, int w, struct pt x, struct pt y,
             int l, int a, int b, int d)
{
  const struct sync_func *fn = c->fn;
  const struct sync_op *so = &fn->ops[s], *wo = &fn->ops[w];
  int k = l >= 0 ? hand_period (so, wo, l) : 0;
  int shifted = k == 0 && hand_rotations (so, wo, l);
  if (shifted)
    k = so->ev_pk;
  /* W or a copy of it (set_copy: GCC copies the wait into each arm of
     a branch it threads or unrolls) on every path to Y in Y's
     iteration: each copy takes W's id there, so the argument below
     holds for whichever copy the path passes.  Only when the
     dependence is carried (D >= 1), where S need not precede W in its
     iteration.  */
  if (k < 1 || !link_ends (c, s, w, x, y, l, d > 0))
    return 0;
  if (k >= 2 && (d > 0 || copies_on_paths (c, s, sync_pt_before (fn, w),
                                            l, 1))
      && sync_slots_meet_on_ids (&fn->ops[a], &fn->ops[b], l,
                                 so->ev_pphase, l, so->ev_pphase, k,
                                 so->ev_slot, wo->ev_slot))
    return 1;
  return !shifted && d >= k && fn->loops[l].parent < 0
         && (k == 1 || copies_on_paths (c, s, sync_pt_start (fn,
                                                            fn->loops[l].header),
                                        l, 0));
}

/* Whether hand-written pair S -> W orders point X before point Y
   (link_in_iter or link_across).  */
static int
link_orders (const struct pctx *c, int s, int w, struct pt x, struct pt y,
             int l, int a, int b, int d)
{
  return link_in_iter (c, s, w, x, y, l)
         || link_across (c, s, w, x, y, l, a, b, d);
}

/* paths_covered's test for on_paths_in_iter: B is the block *ARG (an
   int).  */
static int
block_is (const struct pctx *c, int b, const void *arg)
{
  (void) c;
  return b == *(const int *) arg;
}

/* Whether operation OP lies on every path from point X to the end of
   X's iteration of loop L (L >= 0): a path that goes round L's back
   edge, leaves L or reaches the function's exit first does not pass
   it.  */
static int
on_paths_in_iter (const struct pctx *c, int op, struct pt x, int l)
{
  const struct sync_func *fn = c->fn;
  int ob = fn->ops[op].block;
  if (ob == x.block && sync_pt_before (fn, op).key >= x.key)
    return 1;
  return paths_covered (c, x, l, 0, block_is, &ob);
}

/* Whether operation OP lies on every path from point X to the end of
   X's iteration of loop L (on_paths_in_iter), or, L -1, to the
   function's exit.  */
static int
after_in_iter (const struct pctx *c, int op, struct pt x, int l)
{
  if (l < 0)
    return sync_ppdom_pt (c, sync_pt_before (c->fn, op), x, 1);
  return on_paths_in_iter (c, op, x, l);
}

/* Whether hand-written pair S -> W orders point X (in iteration T of
   loop L) before every point of W's pipe, or of any pipe when W is a
   wait of S, in a later iteration of L (the dependence is carried,
   D >= 1): S and W in L's own blocks, S on every path from X to the end
   of T, W on every path from S to it, with one id in an iteration
   (hand_same_iter).  W of T takes S of T or a later set, and comes
   before everything its pipe (or S) runs in T + 1 and after.  */
static int
link_closes_iter (const struct pctx *c, int s, int w, struct pt x, int l,
                  int d)
{
  const struct sync_func *fn = c->fn;
  return d >= 1 && l >= 0 && fn->blocks[fn->ops[s].block].loop == l
         && fn->blocks[fn->ops[w].block].loop == l
         && hand_same_iter (&fn->ops[s], &fn->ops[w], l)
         && after_in_iter (c, s, x, l)
         && after_in_iter (c, w, sync_pt_after (fn, s), l);
}

/* Whether hand-written pair S -> W (pipes R -> R2) orders point X (in
   A's iteration of loop L) before the set of a second pair R2 -> Q,
   Q the pipe of operation B, in B's iteration (link_orders), and that
   pair then orders the point after W before B there (link_in_iter), for
   the dependence A -> B (see link_across for D).  */
static int
cross_then_in_b (const struct pctx *c, int s, int w, struct pt x, int a,
                 int b, int l, int d)
{
  const struct sync_func *fn = c->fn;
  int r2 = fn->ops[w].tpipe, q = fn->ops[b].pipe;
  struct pt aw = sync_pt_after (fn, w), y = sync_pt_before (fn, b);
  for (int u = 0; u < c->nhflags; u++)
    {
      int s2 = c->hflags[u];
      const struct sync_op *so2 = &fn->ops[s2];
      if (so2->kind != SYNC_OP_SET || so2->pipe != r2 || so2->tpipe != q
          || !link_orders (c, s, w, x, sync_pt_before (fn, s2), l, a, b, d))
        continue;
      for (int v = 0; v < c->nhflags; v++)
        {
          int w2 = c->hflags[v];
          const struct sync_op *wo2 = &fn->ops[w2];
          if (wo2->kind == SYNC_OP_WAIT && wo2->pipe == r2 && wo2->tpipe == q
              && link_in_iter (c, s2, w2, aw, y, l))
            return 1;
        }
    }
  return 0;
}

/* Whether a chain of at most LINKS hand-written pairs orders point X
   (after A, or after a wait of pipe R released only once A has
   completed, in A's iteration of loop L) before operation B (pipe Q)
   of the dependence A -> B (see link_across for D):
   - a pair R -> Q, or R -> S, that orders X before B (link_orders),
     or, B in a later iteration, before all of the next iteration
     (link_closes_iter);
   - a pair R -> R2 that orders X before a pair R2 -> Q in B's
     iteration, which orders the first pair's wait before B there
     (cross_then_in_b);
   - a pair R -> R2 whose set follows X on every path to the end of
     the iteration, in L, and whose wait follows the set on every such
     path, in L's own blocks, with the same id in an iteration
     (after_in_iter, hand_same_iter), and then such a chain from the
     point after that wait.  That wait takes its set or a later set of pipe R, issued
     after X, so it too is released only once A has completed.
   SEEN marks the waits followed so far (each once: a chain missed is
   only sync kept).  */
static int
chain_from (const struct pctx *c, int r, struct pt x, int a, int b, int l,
            int d, int links, char *seen)
{
  const struct sync_func *fn = c->fn;
  int q = fn->ops[b].pipe;
  struct pt y = sync_pt_before (fn, b);
  for (int i = 0; i < c->nhflags; i++)
    {
      int s = c->hflags[i];
      const struct sync_op *so = &fn->ops[s];
      int r2 = so->tpipe;
      /* A wait of S holds all later issue: it orders X before B as one
         of Q would.  */
      int last = r2 == q || r2 == ASC_PIPE_S;
      if (so->kind != SYNC_OP_SET || so->pipe != r || (!last && links < 2))
        continue;
      int in_a = !last && (l < 0 || sync_in_loop (fn, l, so->block))
                 && after_in_iter (c, s, x, l);
      for (int j = 0; j < c->nhflags; j++)
        {
          int w = c->hflags[j];
          const struct sync_op *wo = &fn->ops[w];
          if (wo->kind != SYNC_OP_WAIT || wo->pipe != r || wo->tpipe != r2)
            continue;
          if (last)
            {
              if (link_orders (c, s, w, x, y, l, a, b, d)
                  || link_closes_iter (c, s, w, x, l, d))
                return 1;
              continue;
            }
          if (cross_then_in_b (c, s, w, x, a, b, l, d))
            return 1;
          if (!in_a || seen[w] || fn->blocks[wo->block].loop != l
              || !hand_same_iter (so, wo, l)
              || !after_in_iter (c, w, sync_pt_after (fn, s), l))
            continue;
          seen[w] = 1;
          if (chain_from (c, r2, sync_pt_after (fn, w), a, b, l, d,
                          links - 1, seen))
            return 1;
        }
    }
  return 0;
}

/* The fewest iterations J of loop L after which hand-written wait_flag
   W takes a set no earlier than set_flag S (of the same pipes, both in
   L's own blocks) of an iteration T: J from J0 on, J0 0 when S is on
   every path to W in its iteration, else 1; S and W with one id, or
   ids rotating alike with L's iterations (hand_rotations) such that
   W's id in iteration T + J is S's in T for every T (a prefetch's
   "(t + 2) % 3" set, "t % 3" waited two tiles on).  W of T + J takes
   the last set of its id before it, S of T or a later one.  -1 when no
   such J exists.  */
static int
link_offset (const struct pctx *c, int s, int w, int l)
{
  const struct sync_func *fn = c->fn;
  const struct sync_op *so = &fn->ops[s], *wo = &fn->ops[w];
  int j0 = copies_on_paths (c, s, sync_pt_before (fn, w), l, 1) ? 0 : 1;
  if (so->ev_lo == so->ev_hi && wo->ev_lo == wo->ev_hi)
    return so->ev_lo == wo->ev_lo ? j0 : -1;
  if (!hand_rotations (so, wo, l))
    return -1;
  int k = so->ev_pk;
  for (int j = j0; j < j0 + k; j++)
    {
      int ok = 1;
      for (int r = 0; r < k && ok; r++)
        ok = so->ev_slot[r] == wo->ev_slot[(r + j) % k];
      if (ok)
        return j;
    }
  return -1;
}

/* Whether a chain of at most LINKS hand-written pairs of loop L (all
   in L's own blocks; L enclosed by no loop, so that every instance of
   the dependence lies in its one run), each taking the dependence on
   by the iterations its ids say (link_offset), orders point X -- after
   operation A, or after a wait released only once A has completed, on
   pipe R, in iteration T + AT of L, T A's iteration -- before
   operation B, in iteration T + D (D >= 1): a pair from R whose set
   follows X in its iteration, and whose wait, in iteration T + AT + J,
   is of a pair into B's pipe or S and precedes B (an earlier
   iteration, the wait run in every iteration; or B's, the wait before
   B), or releases the next link (run in every iteration).  A prefetch
   into slot (T + 2) % 3 in
   tile T is so ordered before the next one into that slot, in tile T +
   3, by MTE2 -> V (set on "(t + 2) % 3", waited on "t % 3" two tiles
   on) and V -> MTE2 (set on "t % 3", waited on "(t + 2) % 3" one tile
   on).  SEEN (per operation and AT) marks the waits followed.  */
static int
offset_chain (const struct pctx *c, int r, struct pt x, int b, int l, int d,
              int at, int links, char *seen)
{
  const struct sync_func *fn = c->fn;
  int q = fn->ops[b].pipe;
  struct pt head = sync_pt_start (fn, fn->loops[l].header);
  for (int i = 0; i < c->nhflags; i++)
    {
      int s = c->hflags[i];
      const struct sync_op *so = &fn->ops[s];
      int r2 = so->tpipe, last = r2 == q || r2 == ASC_PIPE_S;
      if (so->kind != SYNC_OP_SET || so->pipe != r
          || fn->blocks[so->block].loop != l
          || (!last && links < 2) || !copies_on_paths (c, s, x, l, 0))
        continue;
      for (int j = 0; j < c->nhflags; j++)
        {
          int w = c->hflags[j];
          const struct sync_op *wo = &fn->ops[w];
          if (wo->kind != SYNC_OP_WAIT || wo->pipe != r || wo->tpipe != r2
              || fn->blocks[wo->block].loop != l)
            continue;
          int k = link_offset (c, s, w, l);
          int to = at + k;
          if (k < 0 || to > d || seen[w * (SYNC_MAXK + 1) + to])
            continue;
          if (last && to == d
              && sync_pdom_pt (c, sync_pt_before (fn, w),
                               sync_pt_before (fn, b), 1))
            return 1;
          if (to == d || !on_paths_in_iter (c, w, head, l))
            continue;
          if (last)
            return 1;
          seen[w * (SYNC_MAXK + 1) + to] = 1;
          if (offset_chain (c, r2, sync_pt_after (fn, w), b, l, d, to,
                            links - 1, seen))
            return 1;
        }
    }
  return 0;
}

/* Whether the hand-written flags order operation A (pipe P) before
   operation B of a dependence in loop L (see link_across for D): one
   pair, or a chain of up to HAND_CHAIN_LINKS through other pipes
   (chain_from: MTE2 -> V -> MTE3 -> MTE2 orders the loads of one slot
   two tiles apart); or, A in the own blocks of L, an outermost loop,
   and the dependence carried D iterations, a chain whose pairs take it
   on by the iterations their ids say (offset_chain).  */
static int
flags_order (const struct pctx *c, int a, int b, int l, int d)
{
  const struct sync_func *fn = c->fn;
  char *seen = (char *) calloc (fn->nops + 1, 1);
  if (!seen)
    abort ();
  int links = c->nhflags <= HAND_CHAIN_MAX ? HAND_CHAIN_LINKS : 1;
  int ok = chain_from (c, fn->ops[a].pipe, sync_pt_after (fn, a), a, b, l,
                       d, links, seen);
  free (seen);
  if (ok || l < 0 || d < 1 || d > SYNC_MAXK || fn->loops[l].parent >= 0
      || fn->blocks[fn->ops[a].block].loop != l)
    return ok;
  seen = (char *) calloc ((size_t) (fn->nops + 1) * (SYNC_MAXK + 1), 1);
  if (!seen)
    abort ();
  ok = offset_chain (c, fn->ops[a].pipe, sync_pt_after (fn, a), b, l, d, 0,
                     links, seen);
  free (seen);
  return ok;
}

/* The bits of the ids LO .. HI, bit 31 standing for every id from 31
   on.  */
static uint32_t
id_bits (int lo, int hi)
{
  uint32_t m = 0;
  if (lo < 0)
    lo = 0;
  for (int k = lo; k <= hi && k < 31; k++)
    m |= 1u << k;
  if (hi >= 31 && hi >= lo)
    m |= 1u << 31;
  return m;
}

/* The residues modulo SYNC_PERIOD of the iterations T of loop L,
   counted from 0 at each entry, in which operation B may conflict with
   operation A, which runs before L: bit R when an access of B that
   meets one of A's, each a slot rotation of L so counted, does so in an
   iteration T with T mod SYNC_PERIOD = R (every period divides
   SYNC_PERIOD); every bit when one of them is no such rotation.  */
static uint32_t
meet_residues (const struct pctx *c, int a, int b, int l)
{
  const struct sync_op *oa = &c->fn->ops[a], *ob = &c->fn->ops[b];
  uint32_t all = ((uint32_t) 1 << SYNC_PERIOD) - 1, m = 0;
  for (int i = 0; i < oa->naccess; i++)
    for (int j = 0; j < ob->naccess; j++)
      {
        const struct sync_access *x = &oa->acc[i], *y = &ob->acc[j];
        if (!sync_accesses_depend (x, y))
          continue;
        if (y->pk < 2 || y->ploop != l || y->pphase)
          return all;
        for (int r = 0; r < SYNC_PERIOD; r++)
          if (x->lo < y->phi[r % y->pk] && y->plo[r % y->pk] < x->hi)
            m |= (uint32_t) 1 << r;
      }
  return m;
}

/* The ids (bits) hand-written wait_flag W, in loop L's own blocks, may
   take in the iterations T - SHIFT of L for the residues T of MASK (see
   meet_residues): when W's id rotates with L's iterations counted from
   0 at each entry (ping-pong or k-slot ids, "(event_t) (t % 3)"), only
   the ids of those iterations; else every id W may have.  */
static uint32_t
ids_at (const struct pctx *c, const struct sync_op *wo, int l,
        uint32_t mask, int shift)
{
  uint32_t all = id_bits (wo->ev_lo, wo->ev_hi), ids = 0;
  if (wo->ev_pk < 2 || wo->ev_ploop != l || wo->ev_pphase
      || c->fn->blocks[wo->block].loop != l)
    return all;
  for (int r = 0; r < SYNC_PERIOD; r++)
    if ((mask >> r) & 1)
      {
        int t = ((r - shift) % SYNC_PERIOD + SYNC_PERIOD) % SYNC_PERIOD;
        int e = wo->ev_slot[t % wo->ev_pk];
        ids |= id_bits (e, e);
      }
  return ids & all;
}

/* Whether a set_flag of wait_flag W's flag (its pipes, the one id it
   takes) lies on every path from FN's entry to W, so that W takes no
   set issued before FN started.  */
static int
set_before_wait (const struct pctx *c, const struct sync_op *wo)
{
  const struct sync_func *fn = c->fn;
  int w = (int) (wo - fn->ops);
  for (int i = 0; i < fn->nops; i++)
    {
      const struct sync_op *o = &fn->ops[i];
      if (o->kind == SYNC_OP_SET && o->pipe == wo->pipe
          && o->tpipe == wo->tpipe && hand_same_id (o, wo, 0)
          && sync_pdom_pt (c, sync_pt_after (fn, i), sync_pt_before (fn, w),
                           1))
        return 1;
    }
  return 0;
}

/* Whether every hand-written set_flag that wait_flag W may take (of
   W's pipes or unknown ones, with an id of IDS, the bits of the ids W
   may take) and every call (its callee may set one) lies after point X
   on every path from the entry: W, whichever set releases it, is
   released only once the work issued to the set's pipe before X has
   completed.  A function that may start with a flag pending (a helper
   whose caller primed it: sync_func.entry_clean) needs a set of W's
   flag on every path to W besides.  */
static int
sets_all_after (const struct pctx *c, const struct sync_op *wo, struct pt x,
                uint32_t ids)
{
  const struct sync_func *fn = c->fn;
  if (!fn->entry_clean && !set_before_wait (c, wo))
    return 0;
  for (int i = 0; i < fn->nops; i++)
    {
      const struct sync_op *o = &fn->ops[i];
      int set = o->kind == SYNC_OP_SET
                && (o->pipe == wo->pipe || o->pipe == ASC_PIPE_ALL)
                && (o->tpipe == wo->tpipe || o->tpipe == ASC_PIPE_ALL)
                && (id_bits (o->ev_lo, o->ev_hi) & ids);
      if ((set || o->kind == SYNC_OP_CALL)
          && !sync_pdom_pt (c, x, sync_pt_before (fn, i), 1))
        return 0;
    }
  return 1;
}

/* How hand-written pair S2 -> W2 (of pipes R -> Q) takes the wait of
   the first link of once_order on to B: 0 when S2 is on every path to
   W2 with one id in an iteration (hand_same_iter, both in one loop's
   own blocks); J >= 1 when W2 takes a set no earlier than S2 of J
   iterations before (link_offset), S2 run in every iteration of an
   outermost loop L holding both in its own blocks (the prefetch's
   "set (V, MTE2, s)" in tile T - 1, waited as "(t + 2) % 3" in tile
   T); -1 otherwise.  */
static int
once_link (const struct pctx *c, int s2, int w2)
{
  const struct sync_func *fn = c->fn;
  const struct sync_op *so2 = &fn->ops[s2], *wo2 = &fn->ops[w2];
  int l = fn->blocks[so2->block].loop;
  if (fn->blocks[wo2->block].loop != l)
    return -1;
  if (sync_pdom_pt (c, sync_pt_before (fn, s2), sync_pt_before (fn, w2), 0)
      && hand_same_iter (so2, wo2, l))
    return 0;
  if (l < 0 || fn->loops[l].parent >= 0
      || !on_paths_in_iter (c, s2, sync_pt_start (fn, fn->loops[l].header),
                            l))
    return -1;
  int j = link_offset (c, s2, w2, l);
  return j >= 1 ? j : -1;
}

/* Whether hand-written flags order operation A, in no loop, before
   operation B (pipe Q): a wait W of pipes P -> R (P A's pipe) whose
   every possible set follows A (sets_all_after: the flags primed after
   a one-time initialisation and set again in the loop), so that every
   instance of W is released only once A has completed, and then
   - R is Q, or S (a wait of S holds all later issue), and W is on
     every path from the entry to B; or
   - a pair R -> Q whose wait is on every path to B and takes a set
     that follows W, on R, of B's iteration (W on every path to that
     set) or of J iterations before (once_link).
   W's sets need to follow A only for the ids W takes in the
   iterations that lead to a B meeting A (meet_residues, ids_at: a wait
   for tile 0's slot does not order the load of tile 1); with J >= 1, B
   must not meet A in the first J iterations, whose wait before B takes
   a set from before the loop.  */
static int
once_order (const struct pctx *c, int a, int b)
{
  const struct sync_func *fn = c->fn;
  int p = fn->ops[a].pipe, q = fn->ops[b].pipe;
  if (fn->blocks[fn->ops[a].block].loop >= 0)
    return 0;
  struct pt x = sync_pt_after (fn, a), y = sync_pt_before (fn, b);
  for (int i = 0; i < c->nhflags; i++)
    {
      int w = c->hflags[i];
      const struct sync_op *wo = &fn->ops[w];
      int r = wo->tpipe;
      if (wo->kind != SYNC_OP_WAIT || wo->pipe != p)
        continue;
      int lw = fn->blocks[wo->block].loop;
      if (r == q || r == ASC_PIPE_S)
        {
          if (sync_pdom_pt (c, sync_pt_before (fn, w), y, 1)
              && sets_all_after (c, wo, x,
                                 ids_at (c, wo, lw, meet_residues (c, a, b,
                                                                   lw), 0)))
            return 1;
          continue;
        }
      for (int j = 0; j < c->nhflags; j++)
        {
          int s2 = c->hflags[j];
          const struct sync_op *so2 = &fn->ops[s2];
          if (so2->kind != SYNC_OP_SET || so2->pipe != r || so2->tpipe != q
              || !sync_pdom_pt (c, sync_pt_after (fn, w),
                                sync_pt_before (fn, s2), 1))
            continue;
          for (int k = 0; k < c->nhflags; k++)
            {
              int w2 = c->hflags[k];
              const struct sync_op *wo2 = &fn->ops[w2];
              if (wo2->kind != SYNC_OP_WAIT || wo2->pipe != r
                  || wo2->tpipe != q
                  || !sync_pdom_pt (c, sync_pt_before (fn, w2), y, 1))
                continue;
              int shift = once_link (c, s2, w2);
              if (shift > 0 && fn->blocks[so2->block].loop != lw)
                continue;
              uint32_t mask = shift > 0 ? meet_residues (c, a, b, lw) : 0;
              if (shift == 0
                  ? sets_all_after (c, wo, x, id_bits (wo->ev_lo, wo->ev_hi))
                  : shift > 0 && !(mask & (((uint32_t) 1 << shift) - 1))
                    && sets_all_after (c, wo, x,
                                       ids_at (c, wo, lw, mask, shift)))
                return 1;
            }
        }
    }
  return 0;
}

/* Whether hand-written sync orders operation A before operation B of a
   dependence carried by loop L at distance C->DIST (L -1: within an
   iteration, or in no loop), for every instance of B after one of A:
   by a barrier on every path (hand_barrier_on_paths), by flags in
   straight-line code or blocks run once (hand_straight_ordered), by
   the flags of the innermost loop holding both, or of L (flags_order),
   or, A run once, by flags all set after it (once_order).  */
int
sync_hand_ordered (const struct pctx *c, int a, int b, int l)
{
  const struct sync_func *fn = c->fn;
  if (hand_barrier_on_paths (c, a, b, l, 0) || hand_straight_ordered (c, a, b))
    return 1;
  int d = l >= 0 ? c->dist : 0;
  if (l < 0)
    l = sync_common_loop (fn, fn->ops[a].block, fn->ops[b].block);
  return d >= 0 && (flags_order (c, a, b, l, d) || once_order (c, a, b));
}

/* See sync_place.h.  */
int
sync_hand_barrier_in_run (const struct pctx *c, int a, int b, int l)
{
  return l >= 0 && hand_barrier_on_paths (c, a, b, l, 1);
}
