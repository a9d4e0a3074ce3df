/* sync_plan.c -- plan set_flag/wait_flag/pipe_barrier insertion for one
   function (GCC-independent core of ascsync).

   Method: a forward data-flow over the abstract CFG, per ordered pipe
   pair (P, Q), of three facts:
     FLAG   the pair's event id is set and not yet waited (must be the
            same on every path into a point; made so at joins by an extra
            set_flag on the edges where it is clear -- the paper's parity
            fix, which also yields the loop prime);
     PEND   P operations executed that a later Q operation may depend on
            and that no set_flag follows yet;
     COV    such P operations covered by the outstanding set_flag.
   plus, per pipe, SAME: operations since the last pipe_barrier.
   A Q operation that conflicts with a PEND operation makes the pending
   set_flag be emitted (right after the last pending producer when the
   flag allows it, the paper's "set right after src") and waits for it;
   one that conflicts with a COV operation waits.  Pending set_flags are
   also emitted at the end of every block (so loop-carried dependences
   see them on the back edge), and flags still set at a function exit
   are drained.  Same-pipe conflicts get pipe_barrier (never for
   PIPE_S).  A pair with no free event id falls back to a local
   pipe_barrier (PIPE_ALL) at the consumer.  States only grow during the
   fixpoint iteration, so it terminates; a final walk emits.

   Edges no code can go on (abnormal and EH edges, sync_block.sfix) are
   boundaries: no flag of the planner is set where control leaves
   through one (the flags are waited before the statement that may
   transfer control, the block's last), and where control enters
   through one the state is empty after a pipe_barrier (PIPE_ALL) that
   orders whatever is still in flight (at the block's start, or right
   after the call that returns twice); normal edges into such a block
   wait for the flags still set on them.  So nothing is ever placed on
   such an edge.  */

#include <stdlib.h>
#include <string.h>
#include "sync.h"

#define NP ASC_NPIPES
#define NPAIR (NP * NP)
#define NEV 8
#define PR(p, q) ((p) * NP + (q))

/* Happens-before knowledge for re-arming flags: UNORD[R] bit PR means
   the last wait_flag of pair PR (executed in its destination pipe) may
   not be ordered before the current position of pipe R's queue; FUNORD
   [PR] is UNORD of the source pipe when the outstanding set_flag of PR
   was issued.  A set_flag of PR is legal only when the previous wait of
   PR is ordered before it.  May-facts: union at joins.
   FUNORD is for the planner's own event id of PR only; HFUNORD[PR][E]
   is the same fact for the last hand-written set_flag of PR with event
   id E (the planner never uses a hand-written id, so both kinds of set
   interleave on one pair).  A wait_flag consumes the set of its own id
   and must use that set's fact: with one FUNORD per pair a hand-written
   wait used the fact of a later planned set, or the one a join assumes
   for a parity-fix set on an edge where the planner's flag is clear,
   and took as ordered waits that its own set was issued before; a
   later re-set of another pair then missed its barrier.  */
struct hb
{
  uint64_t unord[NP];
  uint64_t funord[NPAIR];
  uint64_t hfunord[NPAIR][NEV];
};

/* Planning context.  */
struct ctx
{
  const struct sync_func *fn;
  const struct sync_options *opts;
  struct sync_plan *plan;
  FILE *dump;
  int w;                     /* words per op bitset */
  uint8_t *prod;             /* per op: bit Q = producer for pair (pipe, Q);
                                bit NP = same-pipe producer */
  int pair_id[NPAIR];        /* event id of each pair, -1 = none left */
  int pair_used[NPAIR];
  uint64_t *entry_flag;      /* per block */
  uint64_t *entry_sets;      /* per block: (NPAIR + NP) * w words:
                                COV of each pair, then SAME of each pipe */
  uint64_t *exit_flag;
  int *exit_done;
  struct hb *entry_hb, *exit_hb;
  struct hb hb;              /* transfer state */
  /* Transfer state.  */
  uint64_t flag;
  uint64_t *cov, *pend, *same, *ucov;
  int last_prod[NPAIR];
  long last_sync[NPAIR];
  long hb_mark;              /* position of the last HB-changing event */
  long cur_pos;              /* position being processed */
  int emit;
  int has_hand;              /* FN holds hand-written sync (HFUNORD is
                                read only then) */
};

static void
bit_set (uint64_t *s, int i)
{
  s[i >> 6] |= (uint64_t) 1 << (i & 63);
}

static int
bits_any (const uint64_t *s, int w)
{
  for (int k = 0; k < w; k++)
    if (s[k])
      return 1;
  return 0;
}

/* Whether some operation in set S conflicts with operation B.  */
static int
conflict_any (struct ctx *c, const uint64_t *s, int b)
{
  for (int k = 0; k < c->w; k++)
    for (uint64_t m = s[k]; m; m &= m - 1)
      {
        int a = k * 64 + __builtin_ctzll (m);
        if (sync_ops_conflict (&c->fn->ops[a], &c->fn->ops[b]))
          return 1;
      }
  return 0;
}

/* First operation in S conflicting with B, or -1 (for the dump).  */
static int
first_conflict (struct ctx *c, const uint64_t *s, int b)
{
  for (int k = 0; k < c->w; k++)
    for (uint64_t m = s[k]; m; m &= m - 1)
      {
        int a = k * 64 + __builtin_ctzll (m);
        if (sync_ops_conflict (&c->fn->ops[a], &c->fn->ops[b]))
          return a;
      }
  return -1;
}

/* Record an insertion (only during the emitting walk).  */
static void
add_insn (struct ctx *c, enum sync_where where, int op, int block, int to,
          enum sync_action action, int pipe, int tpipe,
          enum sync_reason reason, int cause, int line)
{
  if (!c->emit)
    return;
  struct sync_plan *p = c->plan;
  struct sync_insn *s = sync_plan_new_insn (p);
  s->where = where;
  s->op = op;
  s->block = block;
  s->to = to;
  s->action = action;
  s->pipe = pipe;
  s->tpipe = tpipe;
  s->event = action == SYNC_BARRIER ? -1 : c->pair_id[PR (pipe, tpipe)];
  s->reason = reason;
  s->cause = cause;
  /* A wait or barrier right before an operation waits for it.  */
  if (where == SYNC_BEFORE_OP && action != SYNC_SET)
    s->peer = op;
  s->line = line;
  sync_plan_count (p, action, reason);
}

/* Position keys: before op I is 2I, after op I is 2I+1.  */
#define POS_BEFORE(i) (2L * (i))
#define POS_AFTER(i) (2L * (i) + 1)

/* HB update for a wait_flag of pair PR that consumes a set_flag issued
   when FUNORD was the unordered waits of the source pipe.  */
static void
hb_wait (struct ctx *c, int pr, uint64_t funord)
{
  int q = pr % NP;
  uint64_t bit = (uint64_t) 1 << pr;
  c->hb_mark = c->cur_pos;
  c->hb.unord[q] &= funord;
  for (int r = 0; r < NP; r++)
    if (r != q)
      c->hb.unord[r] |= bit;
  c->hb.unord[q] &= ~bit;
  /* Outstanding sets were issued before this new wait.  */
  for (int x = 0; x < NPAIR; x++)
    {
      c->hb.funord[x] |= bit;
      for (int e = 0; c->has_hand && e < NEV; e++)
        c->hb.hfunord[x][e] |= bit;
    }
  if (q == ASC_PIPE_S)
    for (int r = 0; r < NP; r++)
      c->hb.unord[r] &= c->hb.unord[ASC_PIPE_S];
}

/* Unordered waits as seen from pipe P (what S knows, all pipes know).  */
static uint64_t
hb_eff (const struct hb *h, int p)
{
  return h->unord[p] & h->unord[ASC_PIPE_S];
}

/* Everything is ordered (a PIPE_ALL barrier).  */
static void
hb_all (struct ctx *c)
{
  memset (c->hb.unord, 0, sizeof c->hb.unord);
  c->hb_mark = c->cur_pos;
}

/* Emit a set_flag of pair PR at WHERE/OP (block B): first make the
   previous wait of PR ordered before it, with a handshake through the
   scalar pipe (set_flag (Q, S); wait_flag (Q, S): the scalar unit stalls
   until Q has passed its earlier wait, and everything issued later is
   ordered after that) when nothing orders it yet.  */
static void
emit_set (struct ctx *c, int pr, enum sync_where where, int op, int b,
          int cause, int line)
{
  int p = pr / NP, q = pr % NP;
  if ((hb_eff (&c->hb, p) >> pr) & 1)
    {
      if (q == ASC_PIPE_S || c->pair_id[PR (q, ASC_PIPE_S)] < 0)
        {
          add_insn (c, where, op, b, -1, SYNC_BARRIER, ASC_PIPE_ALL,
                    ASC_PIPE_ALL, SYNC_R_REUSE, cause, line);
          hb_all (c);
        }
      else
        {
          int hs = PR (q, ASC_PIPE_S);
          if ((c->flag >> hs) & 1)
            {
              add_insn (c, where, op, b, -1, SYNC_WAIT, q, ASC_PIPE_S,
                        SYNC_R_REUSE, cause, line);
              hb_wait (c, hs, c->hb.funord[hs]);
              memset (c->cov + (size_t) hs * c->w, 0,
                      c->w * sizeof (uint64_t));
            }
          add_insn (c, where, op, b, -1, SYNC_SET, q, ASC_PIPE_S,
                    SYNC_R_REUSE, cause, line);
          c->hb.funord[hs] = hb_eff (&c->hb, q);
          add_insn (c, where, op, b, -1, SYNC_WAIT, q, ASC_PIPE_S,
                    SYNC_R_REUSE, cause, line);
          hb_wait (c, hs, c->hb.funord[hs]);
          c->flag &= ~((uint64_t) 1 << hs);
          c->pair_used[hs] = 1;
        }
    }
  add_insn (c, where, op, b, -1, SYNC_SET, p, q, SYNC_R_DEP, cause, line);
  c->hb.funord[pr] = hb_eff (&c->hb, p);
}

/* Emit a wait_flag of pair PR.  */
static void
emit_wait (struct ctx *c, int pr, enum sync_where where, int op, int b,
           enum sync_reason reason, int cause, int line)
{
  add_insn (c, where, op, b, -1, SYNC_WAIT, pr / NP, pr % NP, reason, cause,
            line);
  hb_wait (c, pr, c->hb.funord[pr]);
}

/* Emit the pending set_flag of pair PR.  AT_OP >= 0: the flush happens
   before operation AT_OP; otherwise at the end of block B.  */
static void
flush_pair (struct ctx *c, int pr, int at_op, int b, int line)
{
  int p = pr / NP, q = pr % NP;
  uint64_t *pend = c->pend + (size_t) pr * c->w;
  uint64_t *cov = c->cov + (size_t) pr * c->w;
  int lp = c->last_prod[pr];
  const struct sync_block *bb = &c->fn->blocks[b];
  long here = at_op >= 0 ? POS_BEFORE (at_op)
                         : POS_BEFORE (bb->first_op + bb->nops);
  int flag = (c->flag >> pr) & 1;
  (void) p;
  (void) q;
  if (!flag && lp >= 0 && c->last_sync[pr] < POS_AFTER (lp)
      && !((hb_eff (&c->hb, p) >> pr) & 1) && c->hb_mark < POS_AFTER (lp))
    {
      emit_set (c, pr, SYNC_AFTER_OP, lp, b, lp, c->fn->ops[lp].line);
      c->last_sync[pr] = POS_AFTER (lp);
    }
  else
    {
      enum sync_where wh = at_op >= 0 ? SYNC_BEFORE_OP : SYNC_BLOCK_END;
      if (flag)
        {
          emit_wait (c, pr, wh, at_op, b, SYNC_R_REUSE, lp, line);
          memset (cov, 0, c->w * sizeof *cov);
        }
      emit_set (c, pr, wh, at_op, b, lp, line);
      c->last_sync[pr] = here;
    }
  for (int k = 0; k < c->w; k++)
    cov[k] |= pend[k];
  memset (pend, 0, c->w * sizeof *pend);
  c->flag |= (uint64_t) 1 << pr;
  c->last_prod[pr] = -1;
}

/* Forget every unordered operation: a PIPE_ALL barrier ordered them.  */
static void
clear_all (struct ctx *c)
{
  memset (c->cov, 0, (size_t) NPAIR * c->w * sizeof (uint64_t));
  memset (c->pend, 0, (size_t) NPAIR * c->w * sizeof (uint64_t));
  memset (c->same, 0, (size_t) NP * c->w * sizeof (uint64_t));
  for (int pr = 0; pr < NPAIR; pr++)
    c->last_prod[pr] = -1;
  hb_all (c);
}

/* Wait for every flag of the planner still set, at WHERE (before
   operation OP, or the end of block B): control may leave through an
   edge no code can go on right after.  No pending set_flag is placed
   before this point later (LAST_SYNC).  */
static void
drain_flags (struct ctx *c, enum sync_where where, int op, int b, int line)
{
  for (int pr = 0; pr < NPAIR; pr++)
    {
      if ((c->flag >> pr) & 1)
        {
          emit_wait (c, pr, where, op, b, SYNC_R_ABNORMAL, -1, line);
          memset (c->cov + (size_t) pr * c->w, 0, c->w * sizeof (uint64_t));
        }
      long here = where == SYNC_BEFORE_OP ? POS_BEFORE (op) : c->cur_pos;
      if (c->last_sync[pr] < here)
        c->last_sync[pr] = here;
    }
  c->flag = 0;
}

/* A pipe_barrier (PIPE_ALL) at WHERE (after operation OP, or the start
   of block B), where control enters through an edge no code can go on:
   it orders the work still in flight, and the state is empty after it.
   Nothing is placed before it later.  */
static void
enter_barrier (struct ctx *c, enum sync_where where, int op, int b, int line)
{
  add_insn (c, where, op, b, -1, SYNC_BARRIER, ASC_PIPE_ALL, ASC_PIPE_ALL,
            SYNC_R_ABNORMAL, -1, line);
  clear_all (c);
  for (int pr = 0; pr < NPAIR; pr++)
    c->last_sync[pr] = c->cur_pos;
}

/* Whether block B of FN, entered at its start through an edge no code
   can go on, needs the barrier of enter_barrier: it holds operations,
   or control goes on from it normally (the abnormal dispatcher GCC
   routes such edges through is left only through them).  */
static int
entered_work (const struct sync_func *fn, int b)
{
  const struct sync_block *bb = &fn->blocks[b];
  if (bb->nops > 0 || bb->exits)
    return 1;
  for (int k = 0; k < bb->nsucc; k++)
    if (!sync_edge_fixed (fn, b, k, 0))
      return 1;
  return 0;
}

/* Handle pipe operation I (on pipe Q) of block B as a consumer, then as
   a producer.  */
static void
do_pipe_op (struct ctx *c, int i, int b)
{
  const struct sync_op *op = &c->fn->ops[i];
  int q = op->pipe;
  int w = c->w;
  if (op->naccess == 0)
    return;
  /* Same pipe.  */
  if (q != ASC_PIPE_S && conflict_any (c, c->same + (size_t) q * w, i))
    {
      int a = first_conflict (c, c->same + (size_t) q * w, i);
      add_insn (c, SYNC_BEFORE_OP, i, b, -1, SYNC_BARRIER, q, q, SYNC_R_DEP,
                a, op->line);
      memset (c->same + (size_t) q * w, 0, w * sizeof (uint64_t));
    }
  /* Cross pipe.  */
  for (int p = 0; p < NP; p++)
    {
      if (p == q)
        continue;
      int pr = PR (p, q);
      uint64_t *pend = c->pend + (size_t) pr * w;
      uint64_t *cov = c->cov + (size_t) pr * w;
      int in_pend = conflict_any (c, pend, i);
      int in_cov = !in_pend && conflict_any (c, cov, i);
      if (!in_pend && !in_cov)
        continue;
      int a = first_conflict (c, in_pend ? pend : cov, i);
      if (c->pair_id[pr] < 0)
        {
          add_insn (c, SYNC_BEFORE_OP, i, b, -1, SYNC_BARRIER, ASC_PIPE_ALL,
                    ASC_PIPE_ALL, SYNC_R_FALLBACK, a, op->line);
          clear_all (c);
          continue;
        }
      if (in_pend)
        flush_pair (c, pr, i, b, op->line);
      emit_wait (c, pr, SYNC_BEFORE_OP, i, b, SYNC_R_DEP, a, op->line);
      c->last_sync[pr] = POS_BEFORE (i);
      c->flag &= ~((uint64_t) 1 << pr);
      memset (cov, 0, w * sizeof (uint64_t));
    }
  /* As a producer.  */
  for (int q2 = 0; q2 < NP; q2++)
    if (q2 != q && (c->prod[i] >> q2) & 1)
      {
        int pr = PR (q, q2);
        bit_set (c->pend + (size_t) pr * w, i);
        c->last_prod[pr] = i;
        c->pair_used[pr] = 1;
      }
  if (q != ASC_PIPE_S && (c->prod[i] >> NP) & 1)
    bit_set (c->same + (size_t) q * w, i);
}

/* Handle operation I of block B.  */
static void
do_op (struct ctx *c, int i, int b)
{
  const struct sync_op *op = &c->fn->ops[i];
  int w = c->w;
  switch (op->kind)
    {
    case SYNC_OP_PIPE:
      do_pipe_op (c, i, b);
      break;
    case SYNC_OP_BARRIER:
      if (op->vague)
        ;                       /* orders nothing for sure */
      else if (op->pipe == ASC_PIPE_ALL)
        clear_all (c);
      else if (op->pipe < NP)
        memset (c->same + (size_t) op->pipe * w, 0, w * sizeof (uint64_t));
      break;
    case SYNC_OP_SET:
    case SYNC_OP_WAIT:
      if (op->ev_lo == op->ev_hi && op->ev_lo >= 0 && op->ev_lo < NEV
          && op->pipe < NP && op->tpipe < NP)
        {
          int pr = PR (op->pipe, op->tpipe);
          uint64_t *u = c->ucov + ((size_t) pr * NEV + op->ev_lo) * w;
          uint64_t *pend = c->pend + (size_t) pr * w;
          uint64_t *cov = c->cov + (size_t) pr * w;
          if (op->kind == SYNC_OP_SET)
            c->hb.hfunord[pr][op->ev_lo] = hb_eff (&c->hb, op->pipe);
          else
            hb_wait (c, pr, c->hb.hfunord[pr][op->ev_lo]);
          for (int k = 0; k < w; k++)
            if (op->kind == SYNC_OP_SET)
              u[k] = pend[k] | cov[k];
            else
              {
                pend[k] &= ~u[k];
                cov[k] &= ~u[k];
                u[k] = 0;
              }
        }
      break;
    case SYNC_OP_CALL:
      for (int pr = 0; pr < NPAIR; pr++)
        if (sync_call_uses_id (op, pr / NP, pr % NP, c->pair_id[pr]))
          {
            if ((c->flag >> pr) & 1)
              {
                emit_wait (c, pr, SYNC_BEFORE_OP, i, b, SYNC_R_CALL, -1,
                           op->line);
                memset (c->cov + (size_t) pr * w, 0, w * sizeof (uint64_t));
              }
            c->flag &= ~((uint64_t) 1 << pr);
            /* No set of the pair goes before the call later.  */
            c->last_sync[pr] = POS_AFTER (i);
          }
      if (op->nofence)
        break;                  /* the copies around it stand for it */
      add_insn (c, SYNC_BEFORE_OP, i, b, -1, SYNC_BARRIER, ASC_PIPE_ALL,
                ASC_PIPE_ALL, SYNC_R_CALL, -1, op->line);
      add_insn (c, SYNC_AFTER_OP, i, b, -1, SYNC_BARRIER, ASC_PIPE_ALL,
                ASC_PIPE_ALL, SYNC_R_CALL, -1, op->line);
      c->cur_pos = POS_AFTER (i);
      clear_all (c);
      for (int pr = 0; pr < NPAIR; pr++)
        c->last_sync[pr] = POS_AFTER (i);
      break;
    }
}

/* The end of block B (LINE its last operation's line): drain the flags
   at a function exit, else emit the pending set_flags; then drain them
   when control may leave B through an edge no code can go on.  */
static void
block_end (struct ctx *c, int b, int line)
{
  const struct sync_block *bb = &c->fn->blocks[b];
  int w = c->w;
  c->cur_pos = POS_BEFORE (bb->first_op + bb->nops);
  if (bb->exits)
    {
      /* Nothing after the exit consumes pending work; drain the flags.  */
      memset (c->pend, 0, (size_t) NPAIR * w * sizeof (uint64_t));
      for (int pr = 0; pr < NPAIR; pr++)
        if ((c->flag >> pr) & 1)
          emit_wait (c, pr, SYNC_BLOCK_END, -1, b, SYNC_R_DRAIN, -1, line);
      c->flag = 0;
      memset (c->cov, 0, (size_t) NPAIR * w * sizeof (uint64_t));
    }
  else
    for (int pr = 0; pr < NPAIR; pr++)
      if (!bits_any (c->pend + (size_t) pr * w, w))
        continue;
      else if (c->pair_id[pr] >= 0)
        flush_pair (c, pr, -1, b, line);
      else
        {
          /* No id to set: carry the producers into the successors,
             whose consumers then fall back to a barrier.  */
          uint64_t *pend = c->pend + (size_t) pr * w;
          uint64_t *cov = c->cov + (size_t) pr * w;
          for (int k = 0; k < w; k++)
            cov[k] |= pend[k];
          memset (pend, 0, w * sizeof (uint64_t));
        }
  if (bb->abn_out == SYNC_ABN_OUT_END)
    drain_flags (c, SYNC_BLOCK_END, -1, b, line);
}

/* Walk block B from the entry state into the exit state.  */
static void
transfer (struct ctx *c, int b)
{
  const struct sync_func *fn = c->fn;
  const struct sync_block *bb = &fn->blocks[b];
  int w = c->w;
  size_t nsets = (size_t) (NPAIR + NP) * w;
  int last = bb->first_op + bb->nops - 1;
  int line = bb->nops ? fn->ops[last].line : 0;
  c->flag = c->entry_flag[b];
  memcpy (c->cov, c->entry_sets + b * nsets, nsets * sizeof (uint64_t));
  memset (c->pend, 0, (size_t) NPAIR * w * sizeof (uint64_t));
  memset (c->ucov, 0, (size_t) NPAIR * NEV * w * sizeof (uint64_t));
  for (int pr = 0; pr < NPAIR; pr++)
    {
      c->last_prod[pr] = -1;
      c->last_sync[pr] = -1;
    }
  c->hb = c->entry_hb[b];
  c->hb_mark = -1;
  c->cur_pos = POS_BEFORE (bb->first_op);
  if (bb->abn_in == SYNC_ABN_IN_START && entered_work (fn, b))
    enter_barrier (c, SYNC_BLOCK_START, -1, b,
                   bb->nops ? fn->ops[bb->first_op].line : 0);
  for (int i = bb->first_op; i <= last; i++)
    {
      const struct sync_op *op = &fn->ops[i];
      int receiver = i == bb->first_op
                     && bb->abn_in == SYNC_ABN_IN_AFTER_FIRST;
      c->cur_pos = POS_BEFORE (i);
      do_op (c, i, b);
      /* Control may enter right after I, or leave from within it.  */
      if (receiver || (i == last && bb->abn_out == SYNC_ABN_OUT_LAST_OP))
        {
          c->cur_pos = POS_BEFORE (i);
          drain_flags (c, SYNC_BEFORE_OP, i, b, op->line);
        }
      if (receiver && op->kind != SYNC_OP_CALL)
        {
          c->cur_pos = POS_AFTER (i);
          enter_barrier (c, SYNC_AFTER_OP, i, b, op->line);
        }
    }
  block_end (c, b, line);
}

/* Choose the event id of each pipe pair: the lowest id below nflags that
   is neither reserved nor used by hand-written sync, or -1; note
   whether the function holds hand-written sync.  */
static void
choose_ids (struct ctx *c)
{
  uint32_t handids[NP][NP];
  c->has_hand = sync_hand_ids (c->fn, handids);
  for (int p = 0; p < NP; p++)
    for (int q = 0; q < NP; q++)
      {
        int pr = PR (p, q);
        uint32_t taken = c->opts->reserved[p][q] | handids[p][q];
        c->pair_id[pr] = -1;
        for (int k = 0; k < c->opts->nflags && k < 32; k++)
          if (!((taken >> k) & 1))
            {
              c->pair_id[pr] = k;
              break;
            }
      }
}

/* Merge the exit state of block U (its sets in EXIT_SETS) into the
   entry state of its successor B.  Returns whether it grew.  */
static int
merge_exit (struct ctx *c, int b, int u, const uint64_t *exit_sets)
{
  size_t nsets = (size_t) (NPAIR + NP) * c->w;
  uint64_t *es = c->entry_sets + b * nsets;
  int changed = 0;
  if ((c->entry_flag[b] | c->exit_flag[u]) != c->entry_flag[b])
    {
      c->entry_flag[b] |= c->exit_flag[u];
      changed = 1;
    }
  struct hb *eh = &c->entry_hb[b];
  const struct hb *xh = &c->exit_hb[u];
  for (int r = 0; r < NP; r++)
    if ((eh->unord[r] | xh->unord[r]) != eh->unord[r])
      {
        eh->unord[r] |= xh->unord[r];
        changed = 1;
      }
  for (int pr = 0; pr < NPAIR; pr++)
    {
      /* A clear flag gets a set on this edge (see join_fixes).  */
      uint64_t f = ((c->exit_flag[u] >> pr) & 1)
                   ? xh->funord[pr] : hb_eff (xh, pr / NP);
      if ((eh->funord[pr] | f) != eh->funord[pr])
        {
          eh->funord[pr] |= f;
          changed = 1;
        }
      for (int e = 0; c->has_hand && e < NEV; e++)
        if ((eh->hfunord[pr][e] | xh->hfunord[pr][e]) != eh->hfunord[pr][e])
          {
            eh->hfunord[pr][e] |= xh->hfunord[pr][e];
            changed = 1;
          }
    }
  const uint64_t *xs = exit_sets + u * nsets;
  for (size_t j = 0; j < nsets; j++)
    if ((es[j] | xs[j]) != es[j])
      {
        es[j] |= xs[j];
        changed = 1;
      }
  return changed;
}

/* The fixes on the edges into block B (emitting): a set_flag on each
   edge where a flag set at B's entry is clear (the join parity fix,
   which also primes loops); for a block entered at its start through an
   edge no code can go on, whose state is empty, a wait_flag on each
   normal edge into it for each flag still set there.  */
static void
join_fixes (struct ctx *c, int b)
{
  const struct sync_func *fn = c->fn;
  const struct sync_block *bb = &fn->blocks[b];
  int line = bb->nops ? fn->ops[bb->first_op].line : 0;
  for (int pr = 0; pr < NPAIR; pr++)
    {
      uint64_t bit = (uint64_t) 1 << pr;
      if (bb->abn_in == SYNC_ABN_IN_START)
        {
          for (int k = 0; k < bb->npred; k++)
            if (!sync_edge_fixed (fn, b, k, 1)
                && (c->exit_flag[bb->pred[k]] & bit))
              add_insn (c, SYNC_ON_EDGE, -1, bb->pred[k], b, SYNC_WAIT,
                        pr / NP, pr % NP, SYNC_R_ABNORMAL, -1, line);
          continue;
        }
      if (!(c->entry_flag[b] & bit))
        continue;
      if (bb->from_entry)
        add_insn (c, SYNC_ON_EDGE, -1, -1, b, SYNC_SET, pr / NP, pr % NP,
                  SYNC_R_JOIN, -1, line);
      for (int k = 0; k < bb->npred; k++)
        if (!sync_edge_fixed (fn, b, k, 1)
            && !(c->exit_flag[bb->pred[k]] & bit))
          {
            /* The previous wait must be ordered before this set.  */
            if ((hb_eff (&c->exit_hb[bb->pred[k]], pr / NP) >> pr) & 1)
              add_insn (c, SYNC_ON_EDGE, -1, bb->pred[k], b, SYNC_BARRIER,
                        ASC_PIPE_ALL, ASC_PIPE_ALL, SYNC_R_JOIN, -1, line);
            add_insn (c, SYNC_ON_EDGE, -1, bb->pred[k], b, SYNC_SET,
                      pr / NP, pr % NP, SYNC_R_JOIN, -1, line);
          }
    }
}

/* Free the arrays of C.  */
static void
release_ctx (struct ctx *c)
{
  free (c->prod);
  free (c->entry_flag);
  free (c->exit_flag);
  free (c->exit_done);
  free (c->entry_hb);
  free (c->exit_hb);
  free (c->entry_sets);
  free (c->cov);
  free (c->pend);
  free (c->ucov);
}

/* Plan FN with the data-flow method; see sync.h.  */
int
sync_plan_dataflow (const struct sync_func *fn,
                    const struct sync_options *opts, struct sync_plan *plan,
                    FILE *dump)
{
  struct ctx c;
  memset (&c, 0, sizeof c);
  memset (&plan->stats, 0, sizeof plan->stats);
  /* No orders at the return claimed (sync_plan.exit_ord).  */
  memset (plan->exit_ord, 0, sizeof plan->exit_ord);
  c.fn = fn;
  c.opts = opts;
  c.plan = plan;
  c.dump = dump;
  c.w = (fn->nops + 63) / 64;
  if (c.w == 0)
    c.w = 1;
  int nb = fn->nblocks;
  size_t nsets = (size_t) (NPAIR + NP) * c.w;
  c.prod = (uint8_t *) calloc (fn->nops + 1, 1);
  c.entry_flag = (uint64_t *) calloc (nb + 1, sizeof (uint64_t));
  c.exit_flag = (uint64_t *) calloc (nb + 1, sizeof (uint64_t));
  c.exit_done = (int *) calloc (nb + 1, sizeof (int));
  c.entry_hb = (struct hb *) calloc (nb + 1, sizeof (struct hb));
  c.exit_hb = (struct hb *) calloc (nb + 1, sizeof (struct hb));
  if (!c.entry_hb || !c.exit_hb)
    abort ();
  c.entry_sets = (uint64_t *) calloc (nb * nsets + 1, sizeof (uint64_t));
  uint64_t *exit_sets = (uint64_t *) calloc (nb * nsets + 1,
                                             sizeof (uint64_t));
  c.cov = (uint64_t *) calloc (nsets, sizeof (uint64_t));
  c.same = c.cov + (size_t) NPAIR * c.w;
  c.pend = (uint64_t *) calloc ((size_t) NPAIR * c.w, sizeof (uint64_t));
  c.ucov = (uint64_t *) calloc ((size_t) NPAIR * NEV * c.w,
                                sizeof (uint64_t));
  if (!c.prod || !c.entry_flag || !c.exit_flag || !c.exit_done
      || !c.entry_sets || !exit_sets || !c.cov || !c.pend || !c.ucov)
    abort ();

  /* Here not every dependence is enumerated (a function larger than the
     structured placement plans, or without its CFG facts): the count
     is of the operations with a dependent on each pipe.  */
  c.plan->stats.deps = sync_op_producers (fn, c.prod);
  choose_ids (&c);

  /* Fixpoint: entry states accumulate the exits of the predecessors.  */
  int changed = 1, rounds = 0;
  while (changed)
    {
      changed = 0;
      rounds++;
      for (int b = 0; b < nb; b++)
        {
          const struct sync_block *bb = &fn->blocks[b];
          /* Entered at its start through an edge no code can go on:
             the state there is empty (see enter_barrier).  The state of
             such an edge is never merged.  */
          for (int k = 0; bb->abn_in != SYNC_ABN_IN_START && k < bb->npred;
               k++)
            {
              int u = bb->pred[k];
              if (!c.exit_done[u] || sync_edge_fixed (fn, b, k, 1))
                continue;
              changed |= merge_exit (&c, b, u, exit_sets);
            }
          transfer (&c, b);
          if (!c.exit_done[b] || c.exit_flag[b] != c.flag
              || memcmp (exit_sets + b * nsets, c.cov,
                         nsets * sizeof (uint64_t)))
            changed = 1;
          if (memcmp (&c.exit_hb[b], &c.hb, sizeof c.hb))
            changed = 1;
          c.exit_hb[b] = c.hb;
          c.exit_done[b] = 1;
          c.exit_flag[b] = c.flag;
          memcpy (exit_sets + b * nsets, c.cov, nsets * sizeof (uint64_t));
        }
    }

  /* Emitting walk, then the join fixes on edges.  */
  c.emit = 1;
  for (int b = 0; b < nb; b++)
    transfer (&c, b);
  for (int b = 0; b < nb; b++)
    join_fixes (&c, b);
  for (int pr = 0; pr < NPAIR; pr++)
    if (c.pair_used[pr] && c.pair_id[pr] >= 0)
      {
        plan->stats.pairs_used++;
        plan->stats.ids_used[pr / NP][pr % NP] = 1;
      }
  if (dump)
    fprintf (dump, ";; ascsync: data-flow converged in %d rounds\n", rounds);

  free (exit_sets);
  release_ctx (&c);
  return 0;
}


