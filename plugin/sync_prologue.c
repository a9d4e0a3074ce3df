/* sync_prologue.c -- primes issued where the work they hand over is
   done: in a prologue loop, or after a prologue's copies
   (GCC-independent).

   A loop-carried pair R of loop L whose wait in iteration T takes the
   set of iteration T - LAG is primed with LAG sets on the edge entering
   L (sync_emit.c): the waits of iterations 0 .. LAG - 1 take them.  A
   set fires once the earlier work of its pipe has completed, so every
   prime waits for all the work that pipe issued before the loop.  A
   kernel that keeps D tiles in flight loads the first D before its
   tile loop, in a prologue loop ("for (p = 0; p < D && p < n; p++)
   load (p)") or in D copies ("if (1 < n) load (1)", or GCC's unrolling
   of the loop), and the wait of the first tile then waits for every
   load of the prologue, not only its own: the latency of D - 1 loads
   more in each run.  This file moves each prime up to where the work
   its iteration needs is done.  The flag sees the same sets (the same
   ids, in the same order, none waited for between them), only
   earlier: the prime of iteration J no longer carries the prologue's
   later work.

   A. A prologue loop P (sync_prologue_primes, R->PRO > 0): the prime
      of L's iteration J is issued at the end of P's iteration J, after
      P's work of R's source pipe there; when P may run fewer than LAG
      iterations, the primes of the iterations it did not run go on its
      exits, each issued only when P left before that iteration
      (sync_insn.topup).  Shape (prologue_loop, prime_point): P is the
      latest loop before L whose header dominates L's entry, a sibling
      of L (the same enclosing loop); every path from P's exits reaches
      L's one entry edge or leaves for elsewhere without going back into
      P and without returning (the region between); P runs at most LAG
      iterations; its work on R's source pipe lies in one block that
      every iteration runs before it may exit, or that it may exit
      before.

   B. Copies on the dominators of L's entry (early_primes, R->PRO < 0):
      the prime of iteration J goes after the latest operation of R's
      source pipe there that may conflict with L's work of iteration J
      (sync_ops_conflict_iter), or after the block off the dominators
      holding it.

   In both, a path that leaves the region for elsewhere than L (no
   tile to run) waits for the primes issued before it (R->SKIP).  And:

   1. Nothing between the primes' old and new places changes what they
      carry (quiet): no hand-written sync, call or summarised callee
      work in P or the region; no wait, barrier or drain of the plan
      there; in A no work of R's source pipe in the region; no other
      pair shares R's ids.  So for work issued before, or of another
      pipe, a prime carries at its new place what it carried on the
      entry edge.

   2. What the earlier primes lose is checked: for each operation A of
      R's source pipe after the first prime (in A: in each iteration I
      >= 1 of P), the happens-before flow (sync_hb_ordered_cut) must
      still order A before every operation B that may conflict with it,
      when R's prime on L's entry counts the primes issued before A as
      carrying nothing.  The flow checks B only in the iterations of L
      whose slots meet A's bytes (in A: of iteration I,
      sync_ops_conflict_iters): the first tile's compute needs the prime
      of iteration 0, which follows the first load.

   Source output (sync_options.source_points) keeps the primes on the
   entry edge: its counter of P's iterations is the source's own, whose
   value at P's exits this file does not model.  So does a function
   its callers may call (not a kernel's entry): the summaries they get
   (sync_hb_exit_orders) follow the primes on the entry edge.  */

#include <stdlib.h>
#include <string.h>
#include "sync_place.h"

/* Most happens-before flows one pair's check may run.  */
#define PROLOGUE_MAXFLOWS 4096

/* Whether loop-carried pair RI of C has the primes this file may move:
   one prime per iteration of its own loop's window (as the
   happens-before flow models them, see hb_window), ids counted from 0
   at each entry, none of them shared with another pair.  */
static int
movable_primes (const struct pctx *c, int ri)
{
  const struct pair *r = &c->v[ri];
  int lag = sync_pair_lag (r);
  if (r->dead || r->kind != PK_LC || r->rot < 2 || lag < 2 || lag > r->rot
      || r->event < 0 || r->fallback || r->exits_too || r->lead || r->key
      || r->phase != 0 || r->runs != r->loop || sync_runs (c, r) != r->loop
      || r->p == ASC_PIPE_S || r->p < 0 || r->p >= NP)
    return 0;
  for (int j = 0; j < c->nv; j++)
    {
      const struct pair *o = &c->v[j];
      if (j == ri || o->dead)
        continue;
      if (o->lead == ri + 1)
        return 0;
      if (o->p == r->p && o->q == r->q && o->event >= 0
          && o->event < r->event + r->rot && r->event < o->event + o->rot)
        return 0;
    }
  return 1;
}

/* Mark into IN (FN->NBLOCKS bytes) the blocks between the blocks
   STARTS[0 .. NS) and the entry edge of loop L0 (from its source
   PRE_FROM): those reached from STARTS that may still reach PRE_FROM
   without passing a block of loop L1 (-1: none) or, when STOP >= 0,
   going back past block STOP.  An edge from them to a block that
   cannot is one where a path leaves for elsewhere than L0: into SKIP
   (its source, SYNC_ON_EDGE, its target), *NSKIP of them.  Returns 0
   when a path from them leaves the function, enters L0 or L1, or has
   more such edges than fit.  */
static int
mark_between (const struct sync_func *fn, const int *starts, int ns, int l1,
              int l0, int stop, unsigned char *in, struct pt *skip,
              int *nskip)
{
  const struct sync_loop *p0 = &fn->loops[l0];
  int nb = fn->nblocks, x0 = p0->pre_from, sp = 0, ok = x0 >= 0;
  unsigned char *back = (unsigned char *) calloc (nb + 1, 1);
  int *stack = (int *) malloc ((nb + 1) * sizeof (int));
  if (!back || !stack)
    abort ();
  memset (in, 0, nb);
  *nskip = 0;
  if (ok)
    back[x0] = 1, stack[sp++] = x0;
  while (sp > 0)
    {
      int y = stack[--sp];
      for (int j = 0; y != stop && j < fn->blocks[y].npred; j++)
        {
          int z = fn->blocks[y].pred[j];
          if (!back[z] && !sync_in_loop (fn, l0, z)
              && (l1 < 0 || !sync_in_loop (fn, l1, z)))
            back[z] = 1, stack[sp++] = z;
        }
    }
  for (int k = 0; ok && k < ns; k++)
    {
      ok = back[starts[k]];
      if (ok && !in[starts[k]])
        in[starts[k]] = 1, stack[sp++] = starts[k];
    }
  while (ok && sp > 0)
    {
      int y = stack[--sp];
      const struct sync_block *by = &fn->blocks[y];
      ok = !by->exits;
      for (int j = 0; ok && j < by->nsucc; j++)
        {
          int z = by->succ[j];
          if (y == x0)
            ok = z == p0->header;
          else if (back[z])
            {
              if (!in[z])
                in[z] = 1, stack[sp++] = z;
            }
          else if (*nskip == SYNC_EARLY_MAX || (by->sfix && by->sfix[j])
                   || sync_in_loop (fn, l0, z)
                   || (l1 >= 0 && sync_in_loop (fn, l1, z)))
            ok = 0;
          else
            {
              struct pt e = { y, 0, SYNC_ON_EDGE, z };
              skip[(*nskip)++] = e;
            }
        }
    }
  free (back);
  free (stack);
  return ok && in[x0];
}

/* The prologue loop of loop-carried pair R of C: the latest loop before
   R's loop (see the file comment, 1), its region between (mark_between)
   into IN, SKIP and *NSKIP; -1 when there is none.  */
static int
prologue_loop (const struct pctx *c, const struct pair *r, unsigned char *in,
               struct pt *skip, int *nskip)
{
  const struct sync_func *fn = c->fn;
  const struct sync_loop *p0 = &fn->loops[r->loop];
  int best = -1;
  if (p0->pre_from < 0)
    return -1;
  for (int l = 0; l < fn->nloops; l++)
    {
      const struct sync_loop *lp = &fn->loops[l];
      if (l == r->loop || lp->parent != p0->parent || lp->latch < 0
          || !sync_bdom (c, lp->header, p0->pre_from))
        continue;
      if (best < 0 || c->din[lp->header] > c->din[fn->loops[best].header])
        best = l;
    }
  if (best < 0)
    return -1;
  const struct sync_loop *p1 = &fn->loops[best];
  int starts[MAXCHAIN];
  if (p1->nexits > MAXCHAIN)
    return -1;
  for (int k = 0; k < p1->nexits; k++)
    {
      const struct sync_block *bx = &fn->blocks[p1->exit_from[k]];
      starts[k] = p1->exit_to[k];
      for (int j = 0; j < bx->nsucc; j++)
        if (bx->succ[j] == starts[k] && bx->sfix && bx->sfix[j])
          return -1;
      if (starts[k] < 0 || fn->blocks[starts[k]].loop != p0->parent)
        return -1;
    }
  return mark_between (fn, starts, p1->nexits, best, r->loop, -1, in, skip,
                       nskip) ? best : -1;
}

/* How the exit K of loop L1 stands to block X of L1: 1 X runs in the
   iteration it leaves (X dominates the block it leaves from), 0 X does
   not (the block it leaves from dominates X: a test before the body,
   such as the header's), -1 neither.  */
static int
exit_after (const struct pctx *c, int l1, int x, int k)
{
  const struct sync_loop *lp = &c->fn->loops[l1];
  if (sync_bdom (c, x, lp->exit_from[k]))
    return 1;
  return sync_bdom (c, lp->exit_from[k], x) ? 0 : -1;
}

/* The most iterations of a run of loop L1 of C's function that run its
   block X (which every exit of L1 leaves after, or before in its
   iteration), into *MOST, and whether every run makes that many, into
   *ALL.  */
static void
prologue_runs (const struct pctx *c, int l1, int x, int *most, int *all)
{
  const struct sync_loop *lp = &c->fn->loops[l1];
  int nbefore = 0, nafter = 0;
  for (int k = 0; k < lp->nexits; k++)
    {
      int rel = exit_after (c, l1, x, k);
      nafter += rel == 1;
      nbefore += rel == 0;
    }
  int runs = lp->niter > 0 ? lp->niter : lp->maxiter;
  /* Leaving before X only, the header's last run runs no X.  */
  *most = runs > 0 ? runs - (nafter == 0 && nbefore > 0) : 0;
  *all = lp->niter > 0 && (nafter == 0 || nbefore == 0);
}

/* Where loop L1 issues the prime of each iteration for pair R of C:
   after its last operation of R's source pipe, all of which lie in one
   block X of L1 itself that dominates L1's latch, into *AT; every exit
   of L1 leaves after X or before it (exit_after), so that the
   iteration number where it leaves tells how many primes L1 issued;
   and L1 runs X at most LAG times (no more than ROT - 1 when it may
   leave before X, in the iteration after the last X, whose number is
   counted modulo ROT): that most into *MOST, and whether every run
   makes that many into *ALL (prologue_runs).  Returns 0 when there is
   no such point.  */
static int
prime_point (const struct pctx *c, const struct pair *r, int l1,
             struct pt *at, int *most, int *all)
{
  const struct sync_func *fn = c->fn;
  const struct sync_loop *lp = &fn->loops[l1];
  int last = -1, header_exit = 0;
  for (int i = 0; i < fn->nops; i++)
    {
      const struct sync_op *o = &fn->ops[i];
      if (o->kind != SYNC_OP_PIPE || o->pipe != r->p
          || !sync_in_loop (fn, l1, o->block))
        continue;
      if (last >= 0 && o->block != fn->ops[last].block)
        return 0;
      last = i;
    }
  if (last < 0 || fn->blocks[fn->ops[last].block].loop != l1)
    return 0;
  int x = fn->ops[last].block;
  if (!sync_bdom (c, x, lp->latch))
    return 0;
  for (int k = 0; k < lp->nexits; k++)
    {
      int rel = exit_after (c, l1, x, k);
      if (rel < 0)
        return 0;
      header_exit |= rel == 0;
    }
  prologue_runs (c, l1, x, most, all);
  if (*most <= 0 || *most > sync_pair_lag (r)
      || (header_exit && *most >= r->rot))
    return 0;
  *at = sync_pt_after (fn, last);
  return 1;
}

/* Whether point X of C's function lies in loop L1 or in the blocks IN
   marks (an edge: either end).  */
static int
point_inside (const struct pctx *c, struct pt x, int l1,
              const unsigned char *in)
{
  if (x.block < 0)
    return 0;
  if (in[x.block] || sync_in_loop (c->fn, l1, x.block))
    return 1;
  return x.where == SYNC_ON_EDGE && x.op >= 0
         && (in[x.op] || sync_in_loop (c->fn, l1, x.op));
}

/* Whether pair O of C waits in loop L1 (-1: none) or the region IN: its
   wait, or back-to-back pair, there, or the drain of a loop-carried
   pair (or of one also acting on its loop's exits) on an exit edge
   there.  */
static int
pair_waits_inside (const struct pctx *c, const struct pair *o, int l1,
                   const unsigned char *in)
{
  if (point_inside (c, o->w, l1, in))
    return 1;
  if (o->kind != PK_LC && !o->exits_too)
    return 0;
  const struct sync_loop *lp = &c->fn->loops[o->runs];
  for (int k = 0; k < lp->nexits; k++)
    {
      struct pt e = { lp->exit_from[k], 0, SYNC_ON_EDGE, lp->exit_to[k] };
      if (point_inside (c, e, l1, in))
        return 1;
    }
  return 0;
}

/* Whether pairs X and Y of one pipe pair may take a common id (a pair
   whose ids follow a key or no id yet counts as taking any).  */
static int
ids_overlap (const struct pair *x, const struct pair *y)
{
  if (x->p != y->p || x->q != y->q)
    return 0;
  if (x->event < 0 || y->event < 0 || x->key || y->key)
    return 1;
  return x->event < y->event + y->rot && y->event < x->event + x->rot;
}

/* Whether a flag that the plan of C waits for in the region IN (a pair
   other than RI waiting, or draining, there) may be set again later:
   by another pair given one of its ids, or by itself, the region lying
   in a loop (ENCLOSING >= 0).  The id colouring (sync_ids.c) let such
   a later set share the id when the flow, with RI's primes on its
   loop's entry edge, ordered that wait before it; primes moved above
   the wait no longer carry that order (a set could then find the flag
   still set).  */
static int
waited_flag_reused (const struct pctx *c, int ri, const unsigned char *in,
                    int enclosing)
{
  for (int j = 0; j < c->nv; j++)
    {
      const struct pair *o = &c->v[j];
      if (j == ri || o->dead || !pair_waits_inside (c, o, -1, in))
        continue;
      if (enclosing >= 0)
        return 1;
      for (int k = 0; k < c->nv; k++)
        if (k != j && !c->v[k].dead && ids_overlap (o, &c->v[k]))
          return 1;
    }
  return 0;
}

/* Whether the plan of C waits, or fences, in loop L1 or the region IN
   (see the file comment, 2): a wait or back-to-back pair or barrier of
   a pair other than RI, a drain of a loop-carried pair on an edge
   there, a same-pipe barrier of R's source pipe or of all pipes; only
   the barriers when WAITS_OK.  */
static int
plan_waits_inside (const struct pctx *c, int ri, int l1,
                   const unsigned char *in, int waits_ok)
{
  for (int j = 0; !waits_ok && j < c->nv; j++)
    if (j != ri && !c->v[j].dead && pair_waits_inside (c, &c->v[j], l1, in))
      return 1;
  for (int h = 0; h < c->bars.n; h++)
    if ((c->bars.v[h].pipe == c->v[ri].p
         || c->bars.v[h].pipe == ASC_PIPE_ALL)
        && point_inside (c, c->bars.v[h].at, l1, in))
      return 1;
  return 0;
}

/* Whether nothing in loop L1 (-1: none) and the region IN changes what
   the primes of pair RI of C carry (see the file comment, 1); work of
   RI's source pipe in the region too, unless ALLOW_P; the plan's waits
   there too, unless WAITS_OK (early_primes checks what they carry).  */
static int
quiet (const struct pctx *c, int ri, int l1, const unsigned char *in,
       int allow_p, int waits_ok)
{
  const struct sync_func *fn = c->fn;
  for (int b = 0; b < fn->nblocks; b++)
    {
      int inl1 = sync_in_loop (fn, l1, b);
      if (!inl1 && !in[b])
        continue;
      const struct sync_block *bb = &fn->blocks[b];
      for (int i = bb->first_op; i < bb->first_op + bb->nops; i++)
        {
          const struct sync_op *o = &fn->ops[i];
          if (o->kind != SYNC_OP_PIPE || o->role != SYNC_ROLE_NONE
              || (!inl1 && !allow_p && o->pipe == c->v[ri].p))
            return 0;
        }
    }
  return !plan_waits_inside (c, ri, l1, in, waits_ok);
}

/* Whether the happens-before flow still orders the work of pair RI's
   source pipe in loop L1 before what may conflict with it after L1,
   once the prime of each of its first ITERS iterations follows that
   iteration's work (see the file comment, 3).  */
static int
prologue_ordered (struct pctx *c, int ri, int l1, int iters)
{
  const struct sync_func *fn = c->fn;
  const struct pair *r = &c->v[ri];
  int flows = 0;
  for (int a = 0; a < fn->nops; a++)
    {
      const struct sync_op *oa = &fn->ops[a];
      if (oa->kind != SYNC_OP_PIPE || oa->pipe != r->p
          || !sync_in_loop (fn, l1, oa->block))
        continue;
      for (int b = 0; b < fn->nops; b++)
        {
          const struct sync_op *ob = &fn->ops[b];
          if (ob->kind != SYNC_OP_PIPE || ob->pipe == r->p
              || sync_in_loop (fn, l1, ob->block)
              || !sync_ops_conflict (oa, ob))
            continue;
          for (int it = 1; it < iters; it++)
            if (++flows > PROLOGUE_MAXFLOWS
                || !sync_hb_ordered_cut (c, a, b, ri, l1, it))
              return 0;
        }
    }
  return 1;
}

/* Positions along the span before a loop's entry (struct span): twice
   the place of an operation in its chain block, plus one after it.  */
#define SPAN_STRIDE (1L << 24)

/* The blocks between a block on the dominators of loop L0's entry and
   that entry (mark_between): CHAIN[0 .. N) the dominators from the entry
   edge's source back (CHAIN[N - 1] the first), IN the span's blocks,
   ATTACH[B] for a block B of the span off the chain the index in CHAIN
   of its nearest dominator there (it runs after that block and before
   the next one of the chain), SKIP[0 .. NSKIP) the edges where a path
   leaves it for elsewhere than L0.  */
struct span
{
  int chain[MAXCHAIN];
  int n;
  unsigned char *in;
  int *attach;
  struct pt skip[SYNC_EARLY_MAX];
  int nskip;
};

/* The position of point X in span SP (of C's function), larger later:
   X a chain block's start, an operation there (AFTER 0) or the point
   after it (AFTER 1), a block off the chain (anywhere in it), or the
   entry edge (past all of them).  */
static long
span_pos (const struct pctx *c, const struct span *sp, struct pt x, int op,
          int after)
{
  const struct sync_func *fn = c->fn;
  if (x.where == SYNC_ON_EDGE)
    return (long) sp->n * SPAN_STRIDE;
  for (int k = 0; k < sp->n; k++)
    if (sp->chain[k] == x.block)
      {
        long base = (long) (sp->n - 1 - k) * SPAN_STRIDE;
        if (op < 0)
          return base;
        return base + 2L * (op - fn->blocks[x.block].first_op + 1) + after;
      }
  return (long) (sp->n - 1 - sp->attach[x.block]) * SPAN_STRIDE
         + SPAN_STRIDE - 1;
}

/* Build span SP for loop-carried pair R of C: the dominators of its
   loop's entry in the loop holding that loop, back to the first block
   before them that is not post-dominated by the entry edge's source or
   holds a call or hand-written sync.  Returns 0 when there is none.  */
static int
build_span (const struct pctx *c, const struct pair *r, struct span *sp)
{
  const struct sync_func *fn = c->fn;
  const struct sync_loop *p0 = &fn->loops[r->loop];
  int x0 = p0->pre_from;
  sp->n = 0;
  for (int x = x0; x >= 0 && sp->n < MAXCHAIN; x = fn->blocks[x].idom)
    {
      const struct sync_block *bx = &fn->blocks[x];
      int plain = bx->loop == p0->parent && sync_bpdom (c, x0, x);
      for (int i = bx->first_op; plain && i < bx->first_op + bx->nops; i++)
        plain = fn->ops[i].kind == SYNC_OP_PIPE;
      if (!plain)
        break;
      sp->chain[sp->n++] = x;
    }
  while (sp->n > 0
         && !mark_between (fn, &sp->chain[sp->n - 1], 1, -1, r->loop,
                           sp->chain[sp->n - 1], sp->in, sp->skip,
                           &sp->nskip))
    sp->n--;
  if (sp->n == 0)
    return 0;
  for (int b = 0; b < fn->nblocks; b++)
    {
      sp->attach[b] = -1;
      if (!sp->in[b])
        continue;
      for (int d = fn->blocks[b].idom; d >= 0 && sp->attach[b] < 0;
           d = fn->blocks[d].idom)
        for (int k = 0; k < sp->n; k++)
          if (sp->chain[k] == d)
            sp->attach[b] = k;
      for (int k = 0; k < sp->n; k++)
        if (sp->chain[k] == b)
          sp->attach[b] = -1;
    }
  return 1;
}

/* Whether operation I of C's function, of pair R's source pipe, may
   conflict with an operation of another pipe of R's loop in its
   iteration J (counted from the loop's entry).  */
static int
conflicts_in_iter (const struct pctx *c, const struct pair *r, int i, int j)
{
  const struct sync_func *fn = c->fn;
  for (int b = 0; b < fn->nops; b++)
    {
      const struct sync_op *ob = &fn->ops[b];
      if (ob->kind == SYNC_OP_PIPE && ob->pipe != r->p
          && sync_in_loop (fn, r->loop, ob->block)
          && sync_ops_conflict_iter (&fn->ops[i], ob, r->loop, j))
        return 1;
    }
  return 0;
}

/* The place for the prime of iteration J of pair R in span SP: after
   the latest operation of R's source pipe there that may conflict with
   R's loop's work of iteration J (conflicts_in_iter), or at the start of
   the chain block after the block off the chain holding it; the start
   of the span when none may; the entry edge when no operation of that
   pipe lies after that place.  */
static struct pt
early_point (const struct pctx *c, const struct pair *r,
             const struct span *sp, int j)
{
  const struct sync_func *fn = c->fn;
  const struct sync_loop *p0 = &fn->loops[r->loop];
  struct pt e = { p0->pre_from, 0, SYNC_ON_EDGE, p0->header };
  struct pt best = sync_pt_start (fn, sp->chain[sp->n - 1]);
  long bpos = span_pos (c, sp, best, -1, 0), lastp = -1;
  for (int i = 0; i < fn->nops; i++)
    {
      const struct sync_op *o = &fn->ops[i];
      if (o->kind != SYNC_OP_PIPE || o->pipe != r->p || !sp->in[o->block])
        continue;
      struct pt at = sync_pt_after (fn, i);
      long pos = span_pos (c, sp, at, i, 1);
      if (pos > lastp)
        lastp = pos;
      if (pos <= bpos || !conflicts_in_iter (c, r, i, j))
        continue;
      bpos = pos;
      best = at;
      if (sp->attach[o->block] >= 0)
        {
          int k = sp->attach[o->block];
          best = k > 0 ? sync_pt_start (fn, sp->chain[k - 1]) : e;
          bpos = span_pos (c, sp, best, -1, 0);
        }
    }
  return bpos >= lastp ? e : best;
}

/* Whether the happens-before flow orders operation A of C's function
   before every operation that may conflict with it, of any pipe (the
   same-pipe barriers were placed with the primes on the entry edge,
   where a chain of flags through them may order two operations of one
   pipe), when the first CUT primes of pair RI carry nothing; *FLOWS
   counts the flows run, at most PROLOGUE_MAXFLOWS in all.  */
static int
ordered_without_primes (struct pctx *c, int a, int ri, int cut, int *flows)
{
  const struct sync_func *fn = c->fn;
  for (int b = 0; b < fn->nops; b++)
    {
      const struct sync_op *ob = &fn->ops[b];
      if (ob->kind == SYNC_OP_PIPE && sync_ops_conflict (&fn->ops[a], ob)
          && (++*flows > PROLOGUE_MAXFLOWS
              || !sync_hb_ordered_cut (c, a, b, ri, -1, cut)))
        return 0;
    }
  return 1;
}

/* Place the primes of pair RI of C one by one on the dominators of its
   loop's entry (R->EARLY, R->PRO -1), each after the work of R's
   source pipe that its iteration may need (early_point), when the
   happens-before flow shows the work it no longer follows ordered
   anyway (see the file comment, 3).  IN: FN->NBLOCKS bytes.  Returns
   whether it did.  */
static int
early_primes (struct pctx *c, int ri, unsigned char *in)
{
  const struct sync_func *fn = c->fn;
  struct pair *r = &c->v[ri];
  int lag = sync_pair_lag (r);
  if (lag > SYNC_EARLY_MAX || fn->loops[r->loop].pre_from < 0)
    return 0;
  struct span sp;
  sp.in = in;
  sp.attach = (int *) malloc ((fn->nblocks + 1) * sizeof (int));
  if (!sp.attach)
    abort ();
  int ok = build_span (c, r, &sp), moved = 0;
  struct pt at[SYNC_EARLY_MAX];
  long pos[SYNC_EARLY_MAX];
  for (int j = 0; ok && j < lag; j++)
    {
      at[j] = early_point (c, r, &sp, j);
      pos[j] = span_pos (c, &sp, at[j], -1, 0);
      if (at[j].where == SYNC_AFTER_OP)
        pos[j] = span_pos (c, &sp, at[j], at[j].op, 1);
      /* The primes go in the order of the iterations taking them.  */
      if (j > 0 && pos[j] < pos[j - 1])
        at[j] = at[j - 1], pos[j] = pos[j - 1];
      moved |= at[j].where != SYNC_ON_EDGE;
    }
  ok = ok && moved && quiet (c, ri, -1, in, 1, 1);
  /* Each operation of the source pipe after the first prime, with the
     primes before it taken as carrying nothing.  */
  int flows = 0;
  for (int a = 0; ok && a < fn->nops; a++)
    {
      const struct sync_op *oa = &fn->ops[a];
      if (oa->kind != SYNC_OP_PIPE || oa->pipe != r->p || !in[oa->block])
        continue;
      long pa = span_pos (c, &sp, sync_pt_before (fn, a), a, 0);
      int cut = 0;
      while (cut < lag && pos[cut] < pa)
        cut++;
      ok = cut == 0 || ordered_without_primes (c, a, ri, cut, &flows);
    }
  /* With the plan's waits in the span, a prime moved above one no
     longer carries what that wait hands over: no flag waited for there
     may be set again (waited_flag_reused), and each operation of
     another pipe outside R's loop must be ordered before what may
     conflict with it with no prime carrying anything.  */
  if (ok && plan_waits_inside (c, ri, -1, in, 0))
    {
      ok = !waited_flag_reused (c, ri, in, fn->loops[r->loop].parent);
      for (int a = 0; ok && a < fn->nops; a++)
        {
          const struct sync_op *oa = &fn->ops[a];
          if (oa->kind == SYNC_OP_PIPE && oa->pipe != r->p
              && !sync_in_loop (fn, r->loop, oa->block))
            ok = ordered_without_primes (c, a, ri, lag, &flows);
        }
    }
  /* A path leaving the span drains the primes issued before it.  */
  r->nskip = 0;
  for (int k = 0; ok && k < sp.nskip; k++)
    {
      int y = sp.skip[k].block, n = 0;
      /* The end of Y: past its operations when it is on the chain.  */
      long py = span_pos (c, &sp, sync_pt_start (fn, y), -1, 0)
                + (sp.attach[y] >= 0 ? 0 : SPAN_STRIDE - 2);
      while (n < lag && pos[n] < py)
        n++;
      r->skip[k] = sp.skip[k];
      r->skipn[k] = n;
    }
  free (sp.attach);
  if (!ok)
    return 0;
  r->nskip = sp.nskip;
  r->pro = -1;
  for (int j = 0; j < lag; j++)
    r->early[j] = at[j];
  return 1;
}

/* See sync_place.h.  */
void
sync_prologue_primes (struct pctx *c, FILE *dred)
{
  const struct sync_func *fn = c->fn;
  if (c->opts->source_points || !fn->have_cfg || !fn->entry_clean)
    return;
  unsigned char *in = (unsigned char *) calloc (fn->nblocks + 1, 1);
  if (!in)
    abort ();
  for (int i = 0; i < c->nv; i++)
    {
      struct pair *r = &c->v[i];
      struct pt at;
      int most, all;
      if (!movable_primes (c, i))
        continue;
      int l1 = prologue_loop (c, r, in, r->skip, &r->nskip);
      if (l1 < 0 || !prime_point (c, r, l1, &at, &most, &all)
          || !quiet (c, i, l1, in, 0, 0)
          || !prologue_ordered (c, i, l1, most))
        {
          r->nskip = 0;
          if (early_primes (c, i, in) && dred)
            fprintf (dred, ";;   v%d primed on the dominators of the entry "
                     "of L%d\n", i, r->loop);
          continue;
        }
      r->pro = l1 + 1;
      r->pro_at = at;
      r->pro_full = all && most == sync_pair_lag (r);
      for (int k = 0; k < r->nskip; k++)
        r->skipn[k] = sync_pair_lag (r);
      if (dred)
        fprintf (dred, ";;   v%d primed in the iterations of L%d, the "
                 "prologue of L%d\n", i, l1, r->loop);
    }
  free (in);
}
