/* sync_emit.c -- the last step of the structured placement
   (GCC-independent): the emission of the kept pairs and the same-pipe
   barriers (sync_barriers.c) into the plan: set/wait points, primes
   and drains of loop-carried pairs (once per slot group), rotating
   ids, fallbacks, sorted by position.  */

#include <stdlib.h>
#include <string.h>
#include "sync_place.h"

/* The position key of an insertion on the edge FROM -> TO (after every
   point of a block): those LATE after the others, SEQ the order among
   each.  A split set issued on an edge (sync_split.c) comes after the
   pairs that re-arm it there, as a set does at any other point.  */
static long
edge_key (int from, int to, int late, long seq)
{
  return (long) 1 << 50 | ((long) (from + 1) << 31) | ((long) to << 13)
         | (long) (late != 0) << 12 | (seq & 0xfff);
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
    s->key = edge_key (at.block, at.op, phase == SYNC_PHASE_SETS, seq);
  else
    s->key = (at.key * 4 + phase) << 20 | (seq & 0xfffff);
  sync_plan_count (pl, act, why);
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
      plan->v[i].key = edge_key (ef, et, 1, 0xfff);
      for (int k = 0; k < bx->nsucc; k++)
        if (bx->succ[k] != via)
          {
            struct pt o = { x, 0, SYNC_ON_EDGE, bx->succ[k] };
            emit (c, o, SYNC_PHASE_WAITS, SYNC_WAIT, w.pipe, w.tpipe, w.event,
                  w.reason, w.cause, 0xfff);
          }
    }
}

/* Emit the primes of loop-carried pair R placed by sync_prologue.c, SEQ
   numbering the insertions: the waits for those issued before each
   edge leaving for elsewhere than R's loop; each prime at its point on
   the dominators of the loop's entry (R->PRO < 0); or, issued by the
   prologue loop: in its iteration I the prime of R's iteration I (id
   I - LAG), and on each of its exits, after iteration I or from its
   header before it, those of R's later iterations up to LAG - 1 (each
   issued while I is below its bound), unless every run of the
   prologue makes LAG iterations.  Returns the next SEQ.  */
static long
emit_prologue_primes (struct pctx *c, const struct pair *r, long seq)
{
  const struct sync_func *fn = c->fn;
  int lag = sync_pair_lag (r);
  for (int k = 0; k < r->nskip; k++)
    for (int e = 0; e < r->skipn[k]; e++)
      {
        emit (c, r->skip[k], SYNC_PHASE_PAIRS, SYNC_WAIT, r->p, r->q,
              r->event + (r->rot - lag + e) % r->rot, SYNC_R_DRAIN, -1,
              seq++ + 2048);
        c->plan->v[c->plan->n - 1].clears_rot = 1;
      }
  if (r->pro < 0)
    {
      for (int e = 0; e < lag; e++)
        emit (c, r->early[e],
              r->early[e].where == SYNC_ON_EDGE ? SYNC_PHASE_PAIRS
                                                : SYNC_PHASE_SETS,
              SYNC_SET, r->p, r->q, r->event + (r->rot - lag + e) % r->rot,
              SYNC_R_JOIN, -1,
              r->early[e].where == SYNC_ON_EDGE ? seq++ + 2048 : seq++);
      return seq;
    }
  int l1 = r->pro - 1;
  const struct sync_loop *lp = &fn->loops[l1];
  emit (c, r->pro_at, SYNC_PHASE_SETS, SYNC_SET, r->p, r->q, r->event,
        SYNC_R_JOIN, -1, seq++);
  rotate_last (c, r->rot, l1, 0, -lag);
  for (int k = 0; !r->pro_full && k < lp->nexits; k++)
    {
      struct pt ex = { lp->exit_from[k], 0, SYNC_ON_EDGE, lp->exit_to[k] };
      /* Leaving after the prime of iteration I, or before it.  */
      int after = sync_bdom (c, r->pro_at.block, lp->exit_from[k]);
      for (int e = after; e < lag; e++)
        {
          emit (c, ex, SYNC_PHASE_PAIRS, SYNC_SET, r->p, r->q, r->event,
                SYNC_R_JOIN, -1, seq++ + 2048);
          rotate_last (c, r->rot, l1, 0, e - lag);
          c->plan->v[c->plan->n - 1].topup = lag - e;
        }
    }
  return seq;
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
          plan->v[plan->n - 1].clears_rot = 1;
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
               (see sync_exit_after_set), as it does, one fewer, on an
               exit between the wait and the set (sync_exit_sets).  */
            int lag = sync_pair_lag (r);
            if (own && r->pro)
              seq = emit_prologue_primes (c, r, seq);
            for (int e = 0; own && !r->pro && e < lag; e++)
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
                int rel = sync_exit_after_set (c, r, lp->exit_from[k]);
                int between = rel == 2;
                int by_iter = lag < r->rot || between;
                int after = lag < r->rot && rel == 1;
                for (int e = 0; e < lag - between; e++)
                  {
                    emit (c, ex, SYNC_PHASE_PAIRS, SYNC_WAIT, r->p, r->q,
                          r->event + (by_iter ? 0 : e), SYNC_R_DRAIN,
                          -1, seq++ + 2048);
                    plan->v[plan->n - 1].clears_rot = 1;
                    if (by_iter)
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
  for (int h = 0; h < c->bars.n; h++)
    {
      struct pt at = c->bars.v[h].at;
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
      emit (c, at, SYNC_PHASE_WAITS, SYNC_BARRIER, c->bars.v[h].pipe,
            c->bars.v[h].pipe, -1, SYNC_R_DEP, c->bars.v[h].cause, order);
      plan->v[plan->n - 1].guard = c->bars.v[h].guard;
      plan->v[plan->n - 1].period = c->bars.v[h].period;
      plan->v[plan->n - 1].peer = c->bars.v[h].peer;
    }
  sink_scalar_waits (c);
  qsort (plan->v, plan->n, sizeof *plan->v, cmp_insn);
  for (int p = 0; p < NP; p++)
    for (int q = 0; q < NP; q++)
      if (plan->stats.ids_used[p][q])
        plan->stats.pairs_used++;
}

