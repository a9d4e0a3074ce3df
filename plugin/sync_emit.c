/* sync_emit.c -- the last steps of the structured placement
   (GCC-independent): same-pipe barriers, placed once the flag pairs
   are known (a barrier only where no kept pair orders the dependence,
   one barrier serving every dependence it lies between), and the
   emission of the kept pairs and barriers into the plan: set/wait
   points, primes and drains of loop-carried pairs (once per slot
   group), rotating ids, fallbacks, sorted by position.  */

#include <stdlib.h>
#include <string.h>
#include "sync_place.h"

/* The position key of an insertion on the edge FROM -> TO, SEQ the
   order among those (after every point of a block).  */
static long
edge_key (int from, int to, long seq)
{
  return (long) 1 << 50 | ((long) (from + 1) << 30) | ((long) to << 12)
         | (seq & 0xfff);
}

/* Append an insertion.  */
static void
emit (struct pctx *c, struct pt at, enum sync_phase phase,
      enum sync_action act, int p, int q, int event, enum sync_reason why,
      int cause, long seq)
{
  struct sync_plan *pl = c->plan;
  struct sync_insn *s = sync_plan_new_insn (pl);
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
    s->key = edge_key (at.block, at.op, seq);
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
   iterations of loop LOOP (nothing when ROT is 1), counted from the
   start of PHASE (see struct pair) or from 0, plus OFF.  */
static void
rotate_last (struct pctx *c, int rot, int loop, int phase, int off)
{
  if (rot > 1)
    {
      c->plan->v[c->plan->n - 1].rot = rot;
      c->plan->v[c->plan->n - 1].rloop = loop;
      c->plan->v[c->plan->n - 1].rphase = phase;
      c->plan->v[c->plan->n - 1].roff = ((off % rot) + rot) % rot;
    }
}

/* Make the insertion emitted last take the id of intra pair R for the
   value of R's parameter key (nothing when R has none).  */
static void
key_last (struct pctx *c, const struct pair *r)
{
  if (r->key)
    {
      struct sync_insn *s = &c->plan->v[c->plan->n - 1];
      s->rot = r->keyn;
      s->rkey = r->key;
      s->rv0 = r->keyv0;
    }
}

static int
cmp_insn (const void *x, const void *y)
{
  const struct sync_insn *a = (const struct sync_insn *) x;
  const struct sync_insn *b = (const struct sync_insn *) y;
  return a->key < b->key ? -1 : a->key > b->key;
}

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

/* Whether same-pipe barrier H of C orders dependence K of C->SAME
   (forward in the iteration when FWD): right before its consumer, or on
   every path between its points (a barrier planned for a consumer
   processed later can lie between the points of an earlier one).  */
static int
barrier_covers (const struct pctx *c, int h, int k, int fwd)
{
  const struct sync_func *fn = c->fn;
  const struct dep *d = &c->same.v[k];
  const struct sbar *x = &c->bars[h];
  struct pt before_b = sync_pt_before (fn, d->b);
  if (x->pipe != fn->ops[d->a].pipe)
    return 0;
  if (x->at.block == before_b.block && x->at.key == before_b.key)
    return 1;
  return barrier_orders (c, x->at, d, fwd);
}

/* Drop the same-pipe barriers of C whose dependences (NEED, forward
   FWDS, planned for OWN) the other barriers order too, latest planned
   first, keeping the order of the rest.  Which barrier orders which
   dependence is found once; a barrier goes when every dependence of
   its pipe stays ordered by one kept, which counts tell.  */
static void
drop_covered_barriers (struct pctx *c, const int *need, const int *fwds,
                       const int *own)
{
  const struct sync_func *fn = c->fn;
  int nb = c->nbars, ns = c->same.n;
  char *gone = (char *) calloc (nb + 1, 1);
  int *count = (int *) calloc (ns + 1, sizeof (int));
  int *start = (int *) calloc (nb + 2, sizeof (int));
  int nzero[NP];
  if (!gone || !count || !start)
    abort ();
  /* The dependences each barrier orders: DEPS[START[H] .. START[H + 1]).  */
  int cap = 16, n = 0;
  int *deps = (int *) malloc (cap * sizeof (int));
  if (!deps)
    abort ();
  for (int h = 0; h < nb; h++)
    {
      start[h] = n;
      for (int k = 0; k < ns; k++)
        if (need[k] && fn->ops[c->same.v[k].a].pipe == c->bars[h].pipe
            && (own[k] == h || barrier_covers (c, h, k, fwds[k])))
          {
            if (n == cap)
              {
                cap *= 2;
                deps = (int *) realloc (deps, cap * sizeof (int));
                if (!deps)
                  abort ();
              }
            deps[n++] = k;
            count[k]++;
          }
    }
  start[nb] = n;
  memset (nzero, 0, sizeof nzero);
  for (int k = 0; k < ns; k++)
    if (need[k] && !count[k])
      nzero[fn->ops[c->same.v[k].a].pipe]++;
  for (int h = nb - 1; h >= 0; h--)
    {
      int keep = nzero[c->bars[h].pipe] > 0;
      for (int x = start[h]; x < start[h + 1] && !keep; x++)
        keep = count[deps[x]] < 2;
      if (keep)
        continue;
      gone[h] = 1;
      for (int x = start[h]; x < start[h + 1]; x++)
        count[deps[x]]--;
    }
  n = 0;
  for (int h = 0; h < nb; h++)
    if (!gone[h])
      c->bars[n++] = c->bars[h];
  c->nbars = n;
  free (gone);
  free (count);
  free (start);
  free (deps);
}

/* Whether the flag pairs of C order same-pipe dependence A -> B, the
   points SA before WB, DIST iterations apart (CARRIED: B after A in the
   iteration, but they conflict only DIST iterations apart).  Leaves
   C->DIST changed.  */
static int
same_ordered (struct pctx *c, int a, int b, struct pt sa, struct pt wb,
              int dist, int carried)
{
  const struct sync_func *fn = c->fn;
  c->dist = dist;
  if (sync_dep_ordered (c, a, b, sa, wb, -1, SYNC_HOW_LC)
      || sync_hb_ordered (c, a, b, sa, wb, -1))
    return 1;
  int fwd = sa.block < wb.block
            || (sa.block == wb.block && sa.key < wb.key);
  /* ROUND: B is reached from A only round the back edge of their loop,
     or they conflict only from one iteration to a later one.  After A
     in reverse post order (A and B in branches one iteration takes one
     of, or in one iteration), it is ordered when a chain of pairs
     carries A to B the smallest number of iterations later at which
     they meet.  */
  int cl = sync_common_loop (fn, sa.block, wb.block);
  if (cl < 0 || !fwd || (!carried && sync_forward_path (fn, sa, wb, cl)))
    return 0;
  c->dist = sync_ops_min_dist (&fn->ops[a], &fn->ops[b], cl);
  return c->dist > 0 && sync_dep_ordered (c, a, b, sa, wb, -1,
                                          SYNC_HOW_ROUND);
}

/* Whether same-pipe dependence K of C goes only round the back edge
   of loop L (or from one iteration of L to a later one), and the flag
   pairs order it from one run of L to the next, which does not pass
   L's latch.  */
static int
round_only (struct pctx *c, int k, int l)
{
  const struct sync_func *fn = c->fn;
  const struct dep *d = &c->same.v[k];
  if (d->wb.where != SYNC_BEFORE_OP || d->wb.op != d->b
      || sync_common_loop (fn, d->sa.block, d->wb.block) != l
      || (!d->carried && sync_forward_path (fn, d->sa, d->wb, l)))
    return 0;
  /* No form from one run to the next: trusted only when L is never
     run again (outer_carried does not look past a parent loop whose
     iteration forms keep the two apart within its runs).  */
  int ordered = d->xdist == 0
                ? fn->loops[l].parent < 0
                : same_ordered (c, d->a, d->b, d->xsa, d->xwb, d->xdist, 0);
  c->dist = d->dist;
  return ordered;
}

/* Leave out each same-pipe barrier of C right before an operation B of
   loop L in the first iteration of every run of L (the hand-written
   "if (ks > 0) pipe_barrier (PIPE_M)" before an accumulating mad) when
   every dependence it orders (NEED, forward FWDS) has B as its
   consumer and goes only round L's back edge (round_only): then none
   reaches B in the first iteration but from a run before, which the
   flag pairs order.  */
static void
guard_first_iterations (struct pctx *c, const int *need, const int *fwds)
{
  const struct sync_func *fn = c->fn;
  for (int h = 0; h < c->nbars; h++)
    {
      struct pt at = c->bars[h].at;
      if (at.where != SYNC_BEFORE_OP)
        continue;
      int p = c->bars[h].pipe, l = fn->blocks[at.block].loop;
      int ok = l >= 0, any = 0;
      for (int k = 0; ok && k < c->same.n; k++)
        if (need[k] && fn->ops[c->same.v[k].a].pipe == p
            && barrier_covers (c, h, k, fwds[k]))
          {
            any = 1;
            ok = c->same.v[k].b == at.op && round_only (c, k, l);
          }
      if (ok && any)
        c->bars[h].guard = l + 1;
    }
}

/* Where the barrier for the same-pipe dependence of A on B goes (its
   points' WB; FWD, OUTER, ROUND and CL as sync_plan_barriers computes
   them): hoisted towards A (sync_hoist_point) unless it is met from
   one run of a loop to the next.  */
static struct pt
barrier_point (struct pctx *c, int a, int b, struct pt wb, int fwd,
               int outer, int round, int cl)
{
  const struct sync_func *fn = c->fn;
  struct pt at = outer ? wb
                 : sync_hoist_point (c, a, b, fwd,
                                     sync_common_loop (fn, fn->ops[a].block,
                                                       fn->ops[b].block));
  /* A reaching B only round the loop (a branch that one iteration
     takes or not): right after A is on every path from A to B as
     well; take it when GCC's profile runs A's block less often (a
     path for an empty tile).  */
  int64_t fa = fn->blocks[fn->ops[a].block].freq;
  int64_t fat = at.where == SYNC_ON_EDGE || at.block < 0
                ? -1 : fn->blocks[at.block].freq;
  if (!outer && round && fa >= 0 && fat >= 0 && fa < fat)
    at = sync_pt_after (fn, a);
  /* B runs in the first iteration of the common loop CL only: A meets
     it from an earlier run of the loop, and right before B is on every
     such path, run once a run.  */
  if (!outer && cl >= 0 && sync_first_iteration_only (fn, cl, wb.block))
    at = sync_pt_before (fn, b);
  return at;
}

/* See sync_place.h.  The same-pipe dependences collected in C
   (C->SAME): a pipe_barrier each unless the flag pairs order them
   already, through other pipes, or a barrier planned before lies
   between; into C->BARS.  */
void
sync_plan_barriers (struct pctx *c)
{
  const struct sync_func *fn = c->fn;
  /* Per dependence: whether it needs a barrier (not ordered by the flag
     pairs), forward in the iteration, and the barrier it got.  */
  int *need = (int *) calloc (c->same.n + 1, sizeof (int));
  int *fwds = (int *) calloc (c->same.n + 1, sizeof (int));
  int *own = (int *) calloc (c->same.n + 1, sizeof (int));
  if (!need || !fwds || !own)
    abort ();
  for (int k = 0; k < c->same.n; k++)
    {
      const struct dep *d = &c->same.v[k];
      int a = d->a, b = d->b;
      int p = fn->ops[a].pipe;
      struct pt sa = d->sa, wb = d->wb;
      struct pt before_b = sync_pt_before (fn, b);
      /* A barrier of this pipe already right before B.  */
      int done = 0;
      own[k] = -1;
      for (int h = 0; !done && h < c->nbars; h++)
        done = c->bars[h].pipe == p && c->bars[h].at.block == before_b.block
               && c->bars[h].at.key == before_b.key;
      if (!done && (same_ordered (c, a, b, sa, wb, d->dist, d->carried)
                    || (d->xonly && d->xdist > 0
                        && same_ordered (c, a, b, d->xsa, d->xwb, d->xdist,
                                         0))))
        continue;
      c->dist = d->dist;
      int fwd = sa.block < wb.block
                || (sa.block == wb.block && sa.key < wb.key);
      int cl = sync_common_loop (fn, sa.block, wb.block);
      int round = !done && cl >= 0
                  && (d->carried || !sync_forward_path (fn, sa, wb, cl));
      need[k] = 1;
      fwds[k] = fwd;
      /* From one run of an inner loop to a later one (see
         outer_carried): WB is on every such path.  */
      int outer = !fwd && !(wb.where == SYNC_BEFORE_OP && wb.op == b);
      /* A barrier of this pipe already planned between them.  */
      for (int h = 0; !done && h < c->nbars; h++)
        done = c->bars[h].pipe == p
               && barrier_orders (c, c->bars[h].at, d, fwd);
      if (done)
        continue;
      if (c->nbars == c->cbars)
        {
          c->cbars = c->cbars ? 2 * c->cbars : 16;
          c->bars = (struct sbar *) realloc (c->bars,
                                            c->cbars * sizeof *c->bars);
          if (!c->bars)
            abort ();
        }
      struct pt at = barrier_point (c, a, b, wb, fwd, outer, round, cl);
      /* The same point as a barrier of this pipe planned before.  */
      for (int h = 0; h < c->nbars && own[k] < 0; h++)
        if (c->bars[h].pipe == p && c->bars[h].at.block == at.block
            && c->bars[h].at.key == at.key && c->bars[h].at.where == at.where
            && c->bars[h].at.op == at.op)
          own[k] = h;
      if (own[k] >= 0)
        continue;
      own[k] = c->nbars;
      c->bars[c->nbars].at = at;
      c->bars[c->nbars].pipe = p;
      c->bars[c->nbars].guard = 0;
      c->bars[c->nbars].peer = b;
      c->bars[c->nbars++].cause = a;
    }
  drop_covered_barriers (c, need, fwds, own);
  guard_first_iterations (c, need, fwds);
  free (need);
  free (fwds);
  free (own);
  free (c->same.v);
}

/* Whether the edge FROM -> TO of FN enters a loop (from its single
   entry block).  */
static int
loop_entry_edge (const struct sync_func *fn, int from, int to)
{
  for (int l = 0; l < fn->nloops; l++)
    if (fn->loops[l].pre_from == from && fn->loops[l].header == to)
      return 1;
  return 0;
}

/* A wait_flag (P, S) stalls the issue of everything after it.  One at
   the end of block X, the last insertion there, goes after the primes
   of the loop X enters -- on X's edge into the loop, or on the edge
   into it of a successor Y of X with no operations, no insertions of
   its own and X its only predecessor -- and on the edges from X to its
   other successors: every path from X passes one of them, and the
   primes, sets of flags no dependence waits for, are issued without
   waiting for P (the hand-written order: set, primes, wait).  Nothing
   but primes and barriers may lie on the edge into the loop.  */
static void
sink_scalar_waits (struct pctx *c)
{
  const struct sync_func *fn = c->fn;
  struct sync_plan *plan = c->plan;
  int n = plan->n;
  for (int i = 0; i < n; i++)
    {
      struct sync_insn w = plan->v[i];
      if (w.action != SYNC_WAIT || w.tpipe != ASC_PIPE_S || w.rot > 1
          || w.where != SYNC_BLOCK_END)
        continue;
      int x = w.block, via = -1, ef = -1, et = -1;
      const struct sync_block *bx = &fn->blocks[x];
      for (int k = 0; k < bx->nsucc && via < 0; k++)
        {
          int z = bx->succ[k];
          const struct sync_block *bz = &fn->blocks[z];
          if (loop_entry_edge (fn, x, z))
            via = z, ef = x, et = z;
          else if (bz->npred == 1 && bz->nops == 0 && bz->nsucc == 1
                   && !bz->exits && loop_entry_edge (fn, z, bz->succ[0]))
            via = z, ef = z, et = bz->succ[0];
        }
      if (via < 0 || bx->exits)
        continue;
      int ok = 1, primes = 0;
      for (int j = 0; ok && j < n; j++)
        {
          const struct sync_insn *s = &plan->v[j];
          if (j == i)
            continue;
          if (s->where == SYNC_ON_EDGE && s->block == ef && s->to == et)
            {
              primes += s->reason == SYNC_R_JOIN;
              ok = s->reason == SYNC_R_JOIN || s->action == SYNC_BARRIER;
            }
          else if (s->where == SYNC_BLOCK_END && s->block == x)
            ok = s->key < w.key;
          else if ((via != et && (s->where == SYNC_BLOCK_END
                                  || s->where == SYNC_BLOCK_START)
                    && s->block == via)
                   || (s->where == SYNC_ON_EDGE && s->block == x))
            ok = 0;
        }
      if (!ok || !primes)
        continue;
      plan->v[i].where = SYNC_ON_EDGE;
      plan->v[i].block = ef;
      plan->v[i].to = et;
      plan->v[i].key = edge_key (ef, et, 0xfff);
      for (int k = 0; k < bx->nsucc; k++)
        if (bx->succ[k] != via)
          {
            struct pt o = { x, 0, SYNC_ON_EDGE, bx->succ[k] };
            emit (c, o, SYNC_PHASE_WAITS, SYNC_WAIT, w.pipe, w.tpipe, w.event,
                  w.reason, w.cause, 0xfff);
          }
    }
}

/* See sync_place.h.  */
void
sync_emit_plan (struct pctx *c)
{
  const struct sync_func *fn = c->fn;
  struct sync_plan *plan = c->plan;
  long seq = 0;
  for (int i = 0; i < c->nv; i++)
    {
      struct pair *r = &c->v[i];
      if (r->dead)
        continue;
      int cause = r->deps.n ? r->deps.v[0].a : -1;
      int peer = r->deps.n ? r->deps.v[0].b : -1;
      int first = plan->n;
      enum sync_reason why = r->ack ? SYNC_R_REUSE : SYNC_R_DEP;
      switch (r->kind)
        {
        case PK_ALL:
        case PK_B2B:
          {
            /* A loop-carried pair's fallback acts on its loop's exit
               edges too, where its drain was.  */
            const struct sync_loop *lp = r->exits_too ? &fn->loops[r->runs]
                                                      : NULL;
            int nat = 1 + (lp ? lp->nexits : 0);
            for (int k = 0; k < nat; k++)
              {
                struct pt at = r->w;
                if (k > 0)
                  {
                    struct pt ex = { lp->exit_from[k - 1], 0, SYNC_ON_EDGE,
                                     lp->exit_to[k - 1] };
                    at = ex;
                  }
                if (r->kind == PK_ALL)
                  {
                    emit (c, at, SYNC_PHASE_PAIRS, SYNC_BARRIER, ASC_PIPE_ALL,
                          ASC_PIPE_ALL, -1,
                          r->deps.n || r->ack ? SYNC_R_FALLBACK
                                             : SYNC_R_CALL, cause, seq++);
                    continue;
                  }
                if (r->fallback)
                  why = SYNC_R_FALLBACK;
                /* A rotating one (an acknowledgement on one path, see
                   patch_rearm_path) counts its own loop's iterations.  */
                int rl = at.where == SYNC_ON_EDGE ? -1
                         : fn->blocks[at.block].loop;
                emit (c, at, SYNC_PHASE_PAIRS, SYNC_SET, r->p, r->q, r->event,
                      why, cause, seq++);
                if (rl >= 0)
                  rotate_last (c, r->rot, rl, r->phase, 0);
                emit (c, at, SYNC_PHASE_PAIRS, SYNC_WAIT, r->p, r->q, r->event,
                      why, cause, seq++);
                if (rl >= 0)
                  rotate_last (c, r->rot, rl, r->phase, 0);
              }
            break;
          }
        case PK_INTRA:
          for (int k = 0; k < (r->split ? r->split->ncut : 1); k++)
            {
              struct pt at = r->split ? r->split->cut[k] : r->s;
              emit (c, at, SYNC_PHASE_SETS, SYNC_SET, r->p, r->q, r->event,
                    why, cause, seq++);
              rotate_last (c, r->rot, fn->blocks[at.block].loop, r->phase,
                           0);
              key_last (c, r);
            }
          emit (c, r->w, SYNC_PHASE_WAITS, SYNC_WAIT, r->p, r->q, r->event,
                why, cause, seq++);
          rotate_last (c, r->rot, fn->blocks[r->w.block].loop, r->phase, 0);
          key_last (c, r);
          break;
        case PK_LC:
          {
            const struct sync_loop *lp = &fn->loops[r->runs];
            struct pt pre = { lp->pre_from, 0, SYNC_ON_EDGE, lp->header };
            /* One prime and drain per slot group, by its leader.  */
            int own = !r->lead || r->lead == i + 1;
            /* The waits of the first LAG iterations take the primes;
               the wait of iteration T takes id T - LAG, the set id T
               (mod ROT).  With LAG ROT every id is primed and drained;
               with a smaller LAG the drain on an exit takes the ids of
               the last LAG sets, counted from the iteration it leaves
               (see sync_exit_after_set).  */
            int lag = sync_pair_lag (r);
            for (int e = 0; own && e < lag; e++)
              emit (c, pre, SYNC_PHASE_PAIRS, SYNC_SET, r->p, r->q,
                    r->event + (r->rot - lag + e) % r->rot, SYNC_R_JOIN, -1,
                    seq++ + 2048);
            emit (c, r->w, SYNC_PHASE_WAITS, SYNC_WAIT, r->p, r->q, r->event,
                  why, cause, seq++);
            rotate_last (c, r->rot, r->loop, r->phase, -lag);
            for (int k = 0; k < (r->split ? r->split->ncut : 1); k++)
              {
                emit (c, r->split ? r->split->cut[k] : r->s,
                      SYNC_PHASE_SETS, SYNC_SET, r->p, r->q, r->event, why,
                      cause, seq++);
                rotate_last (c, r->rot, r->loop, r->phase, 0);
              }
            for (int k = 0; own && k < lp->nexits; k++)
              {
                struct pt ex = { lp->exit_from[k], 0, SYNC_ON_EDGE,
                                 lp->exit_to[k] };
                int after = lag < r->rot
                            ? sync_exit_after_set (c, r, lp->exit_from[k]) : 0;
                for (int e = 0; e < lag; e++)
                  {
                    emit (c, ex, SYNC_PHASE_PAIRS, SYNC_WAIT, r->p, r->q,
                          r->event + (lag < r->rot ? 0 : e), SYNC_R_DRAIN,
                          -1, seq++ + 2048);
                    if (lag < r->rot)
                      rotate_last (c, r->rot, r->loop, r->phase,
                                   after - 1 - e);
                  }
              }
            break;
          }
        }
      for (int k = first; k < plan->n; k++)
        if (plan->v[k].reason == SYNC_R_DEP
            || plan->v[k].reason == SYNC_R_FALLBACK)
          plan->v[k].peer = peer;
    }
  /* Same-pipe barriers.  One at the end of a block whose only edge
     enters a loop goes on that edge after the loop's primes: a set
     fires once the earlier work of its pipe is done, so a prime before
     the barrier orders the same work and does not wait for the barrier
     too (the first tile's load, then a barrier for the prefetches into
     its slot, then the prime that hands the tile to the vector pipe).
     The barrier still precedes everything after the edge, and a barrier
     moved after waits and sets of the block's end orders no less: a
     wait holds its pipe back anyway.  */
  for (int h = 0; h < c->nbars; h++)
    {
      struct pt at = c->bars[h].at;
      long order = seq++;
      int x = at.block;
      if (at.where == SYNC_BLOCK_END && x >= 0 && fn->blocks[x].nsucc == 1
          && !fn->blocks[x].exits
          && loop_entry_edge (fn, x, fn->blocks[x].succ[0]))
        {
          struct pt e = { x, 0, SYNC_ON_EDGE, fn->blocks[x].succ[0] };
          at = e;
          order = (order & 0x3ff) | 0xc00;
        }
      emit (c, at, SYNC_PHASE_WAITS, SYNC_BARRIER, c->bars[h].pipe,
            c->bars[h].pipe, -1, SYNC_R_DEP, c->bars[h].cause, order);
      plan->v[plan->n - 1].guard = c->bars[h].guard;
      plan->v[plan->n - 1].peer = c->bars[h].peer;
    }
  free (c->bars);
  sink_scalar_waits (c);
  qsort (plan->v, plan->n, sizeof *plan->v, cmp_insn);
  for (int p = 0; p < NP; p++)
    for (int q = 0; q < NP; q++)
      if (plan->stats.ids_used[p][q])
        plan->stats.pairs_used++;
}

