/* unit-support.h -- support code of the unit-*.c tests of the
   GCC-independent sync planner (plugin/sync_*.c, compiled into each test
   by plugin.exp).

   A test builds a struct sync_func by hand (ut_init, ut_edge, ut_exit,
   ut_op and the ut_load/ut_vec/ut_store/ut_sload/ut_sstore shorthands,
   ut_finish), plans it with sync_plan_function and checks the plan with
   ut_check, which asserts properties rather than exact placements:

   - ids: every set/wait names two different real pipes and an event id
     below nflags that is not reserved (a rotating one: all its ids); no
     pipe_barrier on PIPE_S; every anchor names an existing operation,
     block or CFG edge;
   - balance: along every path from the entry to an exit (each block at
     most UT_VISITS times, so loops run 0, 1, 2... iterations, a run of
     a loop at most its MAXITER when that is set), no flag
     is set twice without a wait in between, no wait finds its flag clear
     (a deadlock), and every flag is clear at the exit; a rotating id
     takes the value the plugin's counter gives it in the iteration the
     path is in;
   - coverage: along every such path, every pair of conflicting
     operations (sync_ops_conflict, in path order, an access rotating
     over slots taking the slot of its iteration) is ordered by the
     happens-before relation of the materialised path (operations, the
     planned sync and the sync already in the function), where
       * a set_flag or pipe_barrier waits for all earlier work of its
         pipe (pipe_barrier (ALL): of every pipe);
       * a wait_flag or pipe_barrier holds back all later work of its
         pipe (ALL: of every pipe);
       * the K-th set_flag (P, Q, E) precedes the K-th wait_flag (P, Q, E);
       * the scalar pipe S executes in program order and issues every
         other instruction, so an S instruction (an S operation, a
         set_flag from S or a wait_flag to S) precedes everything after
         it;
     and nothing else orders two instructions (two V operations without
     a barrier between them may overlap).

   Edges no code can go on (ut_edge_fixed; GCC's abnormal and EH edges)
   are walked as control moves along them: leaving block A through one
   from within its last operation (A's abn_out SYNC_ABN_OUT_LAST_OP)
   skips what is placed after that operation and at A's end; entering
   block B through one after its first operation (B's abn_in
   SYNC_ABN_IN_AFTER_FIRST, the return of setjmp) skips B's start, that
   operation and what is placed before it.  An insertion on such an
   edge is reported.

   ut_check prints each violation with its path and returns their
   number.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sync.h"

#define UT_MAXB 16
#define UT_MAXOPS 64
#define UT_MAXSUCC 4
/* A test may ask for more (longer runs of its loops) before including
   this file.  */
#ifndef UT_VISITS
#define UT_VISITS 3
#endif
#define UT_MAXEV 512
#define UT_MAXPATHS 200000
#define UT_WORDS (UT_MAXEV / 64)

struct ut
{
  struct sync_func fn;
  struct sync_block blocks[UT_MAXB];
  struct sync_op ops[UT_MAXOPS];
  int succ[UT_MAXB][UT_MAXSUCC], pred[UT_MAXB][UT_MAXSUCC];
  unsigned char sfix[UT_MAXB][UT_MAXSUCC], pfix[UT_MAXB][UT_MAXSUCC];
  struct sync_loop loops[UT_MAXB];
  int exit_from[UT_MAXB][2 * UT_MAXB], exit_to[UT_MAXB][2 * UT_MAXB];
  int smono[UT_MAXB][UT_MAXSUCC];
};

/* Start U as function NAME with NBLOCKS blocks (in reverse post order;
   block 0 is entered from the function entry).  */
static inline void
ut_init (struct ut *u, const char *name, int nblocks)
{
  memset (u, 0, sizeof *u);
  u->fn.name = name;
  u->fn.nblocks = nblocks;
  u->fn.blocks = u->blocks;
  u->fn.ops = u->ops;
  for (int b = 0; b < nblocks; b++)
    {
      u->blocks[b].succ = u->succ[b];
      u->blocks[b].pred = u->pred[b];
      u->blocks[b].sfix = u->sfix[b];
      u->blocks[b].pfix = u->pfix[b];
    }
  u->blocks[0].from_entry = 1;
}

/* Add the CFG edge A -> B.  */
static inline void
ut_edge (struct ut *u, int a, int b)
{
  struct sync_block *x = &u->blocks[a], *y = &u->blocks[b];
  x->succ[x->nsucc++] = b;
  y->pred[y->npred++] = a;
}

/* Add the CFG edge A -> B, one no code can go on (an abnormal or EH
   edge, see sync_block.sfix); set the abn_in and abn_out of B and A
   too (ut_abnormal).  */
static inline void
ut_edge_fixed (struct ut *u, int a, int b)
{
  struct sync_block *x = &u->blocks[a], *y = &u->blocks[b];
  x->sfix[x->nsucc] = 1;
  y->pfix[y->npred] = 1;
  ut_edge (u, a, b);
}

/* Where control entering block B through an edge no code can go on
   arrives (enum sync_abn_in), and where control leaving it through one
   leaves (enum sync_abn_out).  */
static inline void
ut_abnormal (struct ut *u, int b, int abn_in, int abn_out)
{
  u->blocks[b].abn_in = abn_in;
  u->blocks[b].abn_out = abn_out;
}

/* Whether U has an edge A -> B that no code can go on.  */
static inline int
ut_fixed_p (const struct ut *u, int a, int b)
{
  if (a < 0 || b < 0)
    return 0;
  for (int k = 0; k < u->blocks[a].nsucc; k++)
    if (u->blocks[a].succ[k] == b && u->blocks[a].sfix
        && u->blocks[a].sfix[k])
      return 1;
  return 0;
}

/* Block B has an edge to the function exit.  */
static inline void
ut_exit (struct ut *u, int b)
{
  u->blocks[b].exits = 1;
}

/* Start U as function NAME holding one loop: blocks 0 (before it), 1
   and 2 (its body, back edge 2 -> 1), 3 (after it, returning).  */
static inline void
ut_loop (struct ut *u, const char *name)
{
  ut_init (u, name, 4);
  ut_edge (u, 0, 1);
  ut_edge (u, 1, 2);
  ut_edge (u, 2, 1);
  ut_edge (u, 2, 3);
  ut_exit (u, 3);
}

/* Start U as function NAME holding one loop with a branch: blocks 0
   (before it), 1 (its header), 2 (taken from 1 or not), 3 (back edge
   3 -> 1), 4 (after it, returning).  */
static inline void
ut_branch_loop (struct ut *u, const char *name)
{
  ut_init (u, name, 5);
  ut_edge (u, 0, 1);
  ut_edge (u, 1, 2);
  ut_edge (u, 1, 3);
  ut_edge (u, 2, 3);
  ut_edge (u, 3, 1);
  ut_edge (u, 3, 4);
  ut_exit (u, 4);
}

/* Start U as function NAME holding the loop of a pipelined stage:
   blocks 0 (before it), 1 (its header), 2 and 3 (the stage, taken from
   1; 3 leaves the loop to 5), 4 (the latch, also taken from 1), 5
   (after it, returning).  */
static inline void
ut_stage_loop (struct ut *u, const char *name)
{
  ut_init (u, name, 6);
  ut_edge (u, 0, 1);
  ut_edge (u, 1, 2);
  ut_edge (u, 1, 4);
  ut_edge (u, 2, 3);
  ut_edge (u, 3, 4);
  ut_edge (u, 3, 5);
  ut_edge (u, 4, 1);
  ut_exit (u, 5);
}

/* Label the edges out of block 1 of ut_stage_loop's loop (loop 0, after
   ut_finish) by test t0 of its iteration number (sync_block.smono):
   the edge to the stage passes it, the one to the latch fails it.  */
static inline void
ut_stage_label (struct ut *u)
{
  u->smono[1][0] = 0 * 2 + 1;   /* 1 -> 2: t0 passes */
  u->smono[1][1] = 0 * 2 + 0;   /* 1 -> 4: t0 fails */
  u->blocks[1].smono = u->smono[1];
  u->fn.nmono = 1;
  u->fn.mono_loop[0] = 0;
}

/* Append an operation of KIND on PIPE to block B (blocks must be filled
   in increasing order) and return its index.  */
static inline int
ut_op (struct ut *u, int b, enum sync_op_kind kind, int pipe,
       const char *name)
{
  int i = u->fn.nops++;
  struct sync_op *op = &u->ops[i];
  op->kind = kind;
  op->block = b;
  op->pipe = pipe;
  op->tpipe = -1;
  op->name = name;
  op->line = 100 + i;
  if (u->blocks[b].nops == 0)
    u->blocks[b].first_op = i;
  u->blocks[b].nops++;
  return i;
}

/* Give operation I an exact access of bytes [LO, HI) of SPACE (GM: of
   kernel parameter BASE).  */
static inline void
ut_access (struct ut *u, int i, int space, int write, int base, uint64_t lo,
           uint64_t hi)
{
  struct sync_op *op = &u->ops[i];
  struct sync_access *a = &op->acc[op->naccess++];
  a->space = space;
  a->write = write;
  a->exact = 1;
  a->base = space == ASC_SPACE_GM ? base : 0;
  a->lo = lo;
  a->hi = hi;
  a->acc.space = space;
  a->acc.write = write;
  a->acc.blk_bytes = hi - lo;
  a->acc.nblk = 1;
  a->acc.nrep = 1;
  a->acc.base = lo;
}

/* MTE2 load of 256 bytes of GM parameter 0 into UB at DST.  */
static inline int
ut_load (struct ut *u, int b, uint64_t dst)
{
  int i = ut_op (u, b, SYNC_OP_PIPE, ASC_PIPE_MTE2, "copy_gm_to_ubuf");
  ut_access (u, i, ASC_SPACE_GM, 0, 0, 0, 256);
  ut_access (u, i, ASC_SPACE_UB, 1, 0, dst, dst + 256);
  return i;
}

/* Vector op reading 256 bytes of UB at SRC, writing 256 at DST.  */
static inline int
ut_vec (struct ut *u, int b, uint64_t src, uint64_t dst)
{
  int i = ut_op (u, b, SYNC_OP_PIPE, ASC_PIPE_V, "vadds");
  ut_access (u, i, ASC_SPACE_UB, 0, 0, src, src + 256);
  ut_access (u, i, ASC_SPACE_UB, 1, 0, dst, dst + 256);
  return i;
}

/* MTE3 store of 256 bytes of UB at SRC to GM parameter 1.  */
static inline int
ut_store (struct ut *u, int b, uint64_t src)
{
  int i = ut_op (u, b, SYNC_OP_PIPE, ASC_PIPE_MTE3, "copy_ubuf_to_gm");
  ut_access (u, i, ASC_SPACE_UB, 0, 0, src, src + 256);
  ut_access (u, i, ASC_SPACE_GM, 1, 1, 0, 256);
  return i;
}

/* Scalar load (S pipe) of 2 bytes of UB at AT.  */
static inline int
ut_sload (struct ut *u, int b, uint64_t at)
{
  int i = ut_op (u, b, SYNC_OP_PIPE, ASC_PIPE_S, "scalar-load");
  ut_access (u, i, ASC_SPACE_UB, 0, 0, at, at + 2);
  return i;
}

/* Scalar store (S pipe) of 2 bytes of UB at AT.  */
static inline int
ut_sstore (struct ut *u, int b, uint64_t at)
{
  int i = ut_op (u, b, SYNC_OP_PIPE, ASC_PIPE_S, "scalar-store");
  ut_access (u, i, ASC_SPACE_UB, 1, 0, at, at + 2);
  return i;
}

/* Number of bits of S.  */
static inline int
ut_popcount (uint32_t s)
{
  return __builtin_popcount (s);
}

/* Fill the CFG information of U (idom, ipdom, natural loops with their
   latch, parent, preheader edge and exits), as the plugin takes it from
   GCC, and set have_cfg.  Call after the edges are added.  */
static inline void
ut_finish (struct ut *u)
{
  int nb = u->fn.nblocks;
  const uint32_t xbit = (uint32_t) 1 << nb;   /* the virtual exit */
  uint32_t all = (xbit << 1) - 1;
  uint32_t dom[UT_MAXB], pdom[UT_MAXB];
  for (int b = 0; b < nb; b++)
    dom[b] = pdom[b] = all;
  dom[0] = 1;
  for (int changed = 1; changed;)
    {
      changed = 0;
      for (int b = 0; b < nb; b++)
        {
          uint32_t d = b == 0 ? 0 : all, p = all;
          for (int k = 0; b && k < u->blocks[b].npred; k++)
            d &= dom[u->blocks[b].pred[k]];
          for (int k = 0; k < u->blocks[b].nsucc; k++)
            p &= pdom[u->blocks[b].succ[k]];
          if (u->blocks[b].exits)
            p &= xbit;
          d |= 1u << b;
          p |= 1u << b;
          if (d != dom[b] || p != pdom[b])
            changed = 1;
          dom[b] = d;
          pdom[b] = p;
        }
    }
  for (int b = 0; b < nb; b++)
    {
      struct sync_block *bb = &u->blocks[b];
      bb->idom = bb->ipdom = -1;
      for (int d = 0; d < nb; d++)
        {
          if (d != b && (dom[b] >> d & 1)
              && ut_popcount (dom[d]) == ut_popcount (dom[b]) - 1)
            bb->idom = d;
          if (d != b && (pdom[b] >> d & 1)
              && ut_popcount (pdom[d]) == ut_popcount (pdom[b]) - 1)
            bb->ipdom = d;
        }
      bb->loop = -1;
    }
  /* Natural loops, one per header, numbered in header order.  */
  uint32_t body[UT_MAXB];
  int nl = 0;
  for (int h = 0; h < nb; h++)
    {
      uint32_t in = 0;
      int latch = -1, nlatch = 0;
      for (int k = 0; k < u->blocks[h].npred; k++)
        {
          int a = u->blocks[h].pred[k];
          if (!(dom[a] >> h & 1))
            continue;
          latch = a;
          nlatch++;
          /* Everything reaching A without passing H.  */
          int stack[UT_MAXB * UT_MAXSUCC], sp = 0;
          in |= 1u << h;
          if (!(in >> a & 1))
            {
              in |= 1u << a;
              stack[sp++] = a;
            }
          while (sp)
            {
              int x = stack[--sp];
              for (int j = 0; j < u->blocks[x].npred; j++)
                {
                  int y = u->blocks[x].pred[j];
                  if (!(in >> y & 1))
                    {
                      in |= 1u << y;
                      stack[sp++] = y;
                    }
                }
            }
        }
      if (!nlatch)
        continue;
      struct sync_loop *l = &u->loops[nl];
      l->header = h;
      l->latch = nlatch == 1 ? latch : -1;
      l->parent = -1;
      l->pre_from = -3;
      if (u->blocks[h].from_entry)
        l->pre_from = -1;
      for (int k = 0; k < u->blocks[h].npred; k++)
        {
          int a = u->blocks[h].pred[k];
          if (in >> a & 1)
            continue;
          l->pre_from = l->pre_from == -3 ? a : -2;
        }
      l->exit_from = u->exit_from[nl];
      l->exit_to = u->exit_to[nl];
      l->nexits = 0;
      for (int b = 0; b < nb; b++)
        {
          if (!(in >> b & 1))
            continue;
          for (int k = 0; k < u->blocks[b].nsucc; k++)
            if (!(in >> u->blocks[b].succ[k] & 1))
              {
                l->exit_from[l->nexits] = b;
                l->exit_to[l->nexits++] = u->blocks[b].succ[k];
              }
          if (u->blocks[b].exits)
            {
              l->exit_from[l->nexits] = b;
              l->exit_to[l->nexits++] = -1;
            }
        }
      body[nl++] = in;
    }
  for (int i = 0; i < nl; i++)
    {
      int best = -1;
      for (int j = 0; j < nl; j++)
        if (j != i && (body[j] & body[i]) == body[i] && body[j] != body[i]
            && (best < 0 || ut_popcount (body[j]) < ut_popcount (body[best])))
          best = j;
      u->loops[i].parent = best;
    }
  for (int b = 0; b < nb; b++)
    for (int i = 0; i < nl; i++)
      if ((body[i] >> b & 1)
          && (u->blocks[b].loop < 0
              || ut_popcount (body[i])
                 < ut_popcount (body[u->blocks[b].loop])))
        u->blocks[b].loop = i;
  u->fn.nloops = nl;
  u->fn.loops = u->loops;
  u->fn.have_cfg = 1;
}

/* Plan U with OPTS into PLAN (zeroed here) and print the plan and its
   counts (with the environment variable UT_DUMP set, the planner's
   whole dump first).  Returns sync_plan_function's result.  */
static inline int
ut_plan (struct ut *u, const struct sync_options *opts,
         struct sync_plan *plan)
{
  memset (plan, 0, sizeof *plan);
  struct sync_options o = *opts;
  if (getenv ("UT_DUMP"))
    o.dump = SYNC_DUMP_ALL;
  int r = sync_plan_function (&u->fn, &o, plan, o.dump ? stdout : NULL);
  sync_dump_plan (&u->fn, plan, stdout);
  int sets = 0, waits = 0, barriers = 0;
  for (int i = 0; i < plan->n; i++)
    {
      sets += plan->v[i].action == SYNC_SET;
      waits += plan->v[i].action == SYNC_WAIT;
      barriers += plan->v[i].action == SYNC_BARRIER;
    }
  printf ("%s: plan %d: %d set_flag, %d wait_flag, %d pipe_barrier\n",
          u->fn.name, r, sets, waits, barriers);
  return r;
}

/* Count the insertions of PLAN doing ACTION (on PIPE, or any pipe when
   PIPE is -1).  */
static inline int
ut_count (const struct sync_plan *plan, enum sync_action action, int pipe)
{
  int n = 0;
  for (int i = 0; i < plan->n; i++)
    n += plan->v[i].action == action && (pipe < 0 || plan->v[i].pipe == pipe);
  return n;
}

/* --- The checker.  ------------------------------------------------- */

/* One instruction of a materialised path.  OP is the operation index
   for an operation (KIND SYNC_OP_PIPE or an existing sync), else -1.  */
struct ut_ev
{
  enum sync_op_kind kind;
  int pipe, tpipe, event;
  int op;
  int it[ASC_MAX_ACCESSES];  /* per access of OP rotating over slots of
                                its loop PLOOP: the iteration it runs in */
};

struct ut_checker
{
  const struct ut *u;
  const struct sync_plan *plan;
  const struct sync_options *opts;
  int path[UT_MAXB * UT_VISITS + 1];
  int visits[UT_MAXB];
  int runit[UT_MAXB];        /* per loop: iterations of its current run */
  int ignore_maxiter;        /* let loops run more than their MAXITER */
  int npaths, failures, truncated;
  struct ut_ev ev[UT_MAXEV];
  uint64_t hb[UT_MAXEV][UT_WORDS];
};

/* Report a violation on the current path (blocks PATH[0 .. LEN)).  */
static inline void
ut_fail (struct ut_checker *c, int len, const char *what, int a, int b)
{
  if (c->failures++ >= 20)
    return;
  printf ("FAIL: %s", what);
  if (a >= 0)
    printf (" op%d (%s)", a, c->u->ops[a].name);
  if (b >= 0)
    printf (" -> op%d (%s)", b, c->u->ops[b].name);
  printf (" on path");
  for (int i = 0; i < len; i++)
    printf (" b%d", c->path[i]);
  printf ("\n");
}

/* Append the planned insertions at an anchor to the event list; ITER[L]
   is the iteration of loop L the path is in (a rotating id is EVENT +
   (ITER[RLOOP] + ROFF) mod ROT, as the plugin's counter makes it).  */
static inline void
ut_add_insns (struct ut_checker *c, int *n, enum sync_where where, int op,
              int block, int to, const int *iter)
{
  for (int i = 0; i < c->plan->n; i++)
    {
      const struct sync_insn *s = &c->plan->v[i];
      if (s->where != where)
        continue;
      if ((where == SYNC_BEFORE_OP || where == SYNC_AFTER_OP) && s->op != op)
        continue;
      if ((where == SYNC_BLOCK_END || where == SYNC_BLOCK_START)
          && s->block != block)
        continue;
      if (where == SYNC_ON_EDGE && (s->block != block || s->to != to))
        continue;
      /* A barrier left out in the first iteration of a run.  */
      if (s->action == SYNC_BARRIER && s->guard > 0
          && iter[s->guard - 1] == 0)
        continue;
      if (*n >= UT_MAXEV)
        {
          c->truncated = 1;
          return;
        }
      struct ut_ev *e = &c->ev[(*n)++];
      e->kind = s->action == SYNC_SET ? SYNC_OP_SET
                : s->action == SYNC_WAIT ? SYNC_OP_WAIT : SYNC_OP_BARRIER;
      e->pipe = s->pipe;
      e->tpipe = s->tpipe;
      e->event = s->event;
      if (s->rot > 1 && s->action != SYNC_BARRIER && s->rloop >= 0)
        e->event = s->event + (iter[s->rloop] + s->roff) % s->rot;
      e->op = -1;
    }
}

/* The queue (pipe) event E executes in; ASC_PIPE_ALL for a barrier of
   every pipe.  */
static inline int
ut_queue (const struct ut_ev *e)
{
  return e->kind == SYNC_OP_WAIT ? e->tpipe : e->pipe;
}

/* Whether event I directly precedes event J (I < J) by the rules of the
   file comment (the set -> wait matching is added separately).  */
static inline int
ut_direct (const struct ut_ev *i, const struct ut_ev *j)
{
  int qi = ut_queue (i), qj = ut_queue (j);
  if (qi == ASC_PIPE_S)
    return 1;
  if ((j->kind == SYNC_OP_SET || j->kind == SYNC_OP_BARRIER)
      && (qj == ASC_PIPE_ALL || qi == qj || qi == ASC_PIPE_ALL))
    return 1;
  if ((i->kind == SYNC_OP_WAIT || i->kind == SYNC_OP_BARRIER)
      && (qi == ASC_PIPE_ALL || qi == qj || qj == ASC_PIPE_ALL))
    return 1;
  return 0;
}

/* Whether operation events X and Y conflict: sync_ops_conflict, with an
   access that rotates over slots narrowed to the slot of the iteration
   it runs in.  */
static inline int
ut_conflict (const struct ut *u, const struct ut_ev *x, const struct ut_ev *y)
{
  const struct sync_op *a = &u->ops[x->op], *b = &u->ops[y->op];
  for (int i = 0; i < a->naccess; i++)
    for (int j = 0; j < b->naccess; j++)
      {
        struct sync_access p = a->acc[i], q = b->acc[j];
        if (!p.write && !q.write)
          continue;
        if (p.pk >= 2)
          {
            p.lo = p.plo[x->it[i] % p.pk];
            p.hi = p.phi[x->it[i] % p.pk];
            p.pk = 0;
          }
        if (q.pk >= 2)
          {
            q.lo = q.plo[y->it[j] % q.pk];
            q.hi = q.phi[y->it[j] % q.pk];
            q.pk = 0;
          }
        if (sync_access_overlap (&p, &q))
          return 1;
      }
  return 0;
}

/* Check the complete path PATH[0 .. LEN) (ending at an exit).  */
static inline void
ut_check_path (struct ut_checker *c, int len)
{
  const struct ut *u = c->u;
  int n = 0;
  int iter[UT_MAXB];
  memset (iter, 0, sizeof iter);
  for (int k = 0; k < len; k++)
    {
      int b = c->path[k];
      const struct sync_block *bb = &u->blocks[b];
      /* Entered or left through an edge no code can go on: see the
         file comment.  */
      int in_fix = k > 0 && ut_fixed_p (u, c->path[k - 1], b);
      int out_fix = k + 1 < len && ut_fixed_p (u, b, c->path[k + 1]);
      int skip_first = in_fix && bb->abn_in == SYNC_ABN_IN_AFTER_FIRST;
      int skip_end = out_fix && bb->abn_out == SYNC_ABN_OUT_LAST_OP;
      if (!in_fix)
        ut_add_insns (c, &n, SYNC_ON_EDGE, -1, k ? c->path[k - 1] : -1, b,
                      iter);
      /* Entering a loop's header: its first iteration from outside, the
         next one round its back edge.  */
      for (int l = 0; l < u->fn.nloops; l++)
        if (u->loops[l].header == b)
          {
            int prev = k ? c->path[k - 1] : -1, inside = 0;
            for (int x = prev >= 0 ? u->blocks[prev].loop : -1; x >= 0;
                 x = u->loops[x].parent)
              inside |= x == l;
            iter[l] = inside ? iter[l] + 1 : 0;
          }
      if (!skip_first)
        ut_add_insns (c, &n, SYNC_BLOCK_START, -1, b, -1, iter);
      for (int i = bb->first_op; i < bb->first_op + bb->nops; i++)
        {
          int last = i == bb->first_op + bb->nops - 1;
          if (skip_first && i == bb->first_op)
            {
              if (!(skip_end && last))
                ut_add_insns (c, &n, SYNC_AFTER_OP, i, -1, -1, iter);
              continue;
            }
          ut_add_insns (c, &n, SYNC_BEFORE_OP, i, -1, -1, iter);
          if (n >= UT_MAXEV)
            {
              c->truncated = 1;
              return;
            }
          const struct sync_op *op = &u->ops[i];
          struct ut_ev *e = &c->ev[n++];
          e->kind = op->kind == SYNC_OP_CALL ? SYNC_OP_BARRIER : op->kind;
          e->pipe = op->kind == SYNC_OP_CALL ? ASC_PIPE_ALL : op->pipe;
          e->tpipe = op->tpipe;
          e->event = op->ev_lo;
          e->op = i;
          for (int k = 0; k < op->naccess && k < ASC_MAX_ACCESSES; k++)
            e->it[k] = op->acc[k].pk >= 2 && op->acc[k].ploop >= 0
                       && op->acc[k].ploop < UT_MAXB
                       ? iter[op->acc[k].ploop] : 0;
          if (!(skip_end && last))
            ut_add_insns (c, &n, SYNC_AFTER_OP, i, -1, -1, iter);
        }
      if (!skip_end)
        ut_add_insns (c, &n, SYNC_BLOCK_END, -1, b, -1, iter);
    }
  if (c->truncated)
    return;

  /* Balance, and the set -> wait matching.  */
  int state[ASC_NPIPES][ASC_NPIPES][32];
  int setat[ASC_NPIPES][ASC_NPIPES][32];
  memset (state, 0, sizeof state);
  memset (c->hb, 0, sizeof (uint64_t) * UT_WORDS * n);
  for (int j = 0; j < n; j++)
    {
      struct ut_ev *e = &c->ev[j];
      for (int i = 0; i < j; i++)
        if (ut_direct (&c->ev[i], e))
          {
            for (int w = 0; w < UT_WORDS; w++)
              c->hb[j][w] |= c->hb[i][w];
            c->hb[j][i / 64] |= (uint64_t) 1 << (i % 64);
          }
      if (e->kind != SYNC_OP_SET && e->kind != SYNC_OP_WAIT)
        continue;
      if (e->pipe < 0 || e->pipe >= ASC_NPIPES || e->tpipe < 0
          || e->tpipe >= ASC_NPIPES || e->event < 0 || e->event >= 32)
        continue;   /* reported by the id check */
      int *st = &state[e->pipe][e->tpipe][e->event];
      if (e->kind == SYNC_OP_SET)
        {
          if (*st)
            ut_fail (c, len, "set_flag of a flag already set", -1, -1);
          *st = 1;
          setat[e->pipe][e->tpipe][e->event] = j;
        }
      else
        {
          if (!*st)
            {
              ut_fail (c, len, "wait_flag of a clear flag (deadlock)", -1,
                       -1);
              continue;
            }
          *st = 0;
          int i = setat[e->pipe][e->tpipe][e->event];
          for (int w = 0; w < UT_WORDS; w++)
            c->hb[j][w] |= c->hb[i][w];
          c->hb[j][i / 64] |= (uint64_t) 1 << (i % 64);
          /* Later events reached from this wait see the set through
             ut_direct's rules and the hb closure.  */
        }
    }
  for (int p = 0; p < ASC_NPIPES; p++)
    for (int q = 0; q < ASC_NPIPES; q++)
      for (int k = 0; k < 32; k++)
        if (state[p][q][k])
          ut_fail (c, len, "flag still set at the function exit", -1, -1);

  /* Coverage.  */
  for (int j = 0; j < n; j++)
    {
      if (c->ev[j].op < 0 || c->ev[j].kind != SYNC_OP_PIPE)
        continue;
      for (int i = 0; i < j; i++)
        {
          if (c->ev[i].op < 0 || c->ev[i].kind != SYNC_OP_PIPE)
            continue;
          if (!ut_conflict (u, &c->ev[i], &c->ev[j]))
            continue;
          if (!(c->hb[j][i / 64] & ((uint64_t) 1 << (i % 64))))
            ut_fail (c, len, "dependence not ordered:", c->ev[i].op,
                     c->ev[j].op);
        }
    }
}

/* Extend the path PATH[0 .. LEN) (ending at block B) in every way.  */
static inline void
ut_walk (struct ut_checker *c, int len)
{
  if (c->npaths >= UT_MAXPATHS)
    {
      c->truncated = 1;
      return;
    }
  int b = c->path[len - 1];
  const struct sync_block *bb = &c->u->blocks[b];
  if (bb->exits)
    {
      c->npaths++;
      ut_check_path (c, len);
    }
  for (int s = 0; s < bb->nsucc; s++)
    {
      int t = bb->succ[s];
      if (c->visits[t] >= UT_VISITS)
        continue;
      /* Entering a loop's header starts a run or its next iteration; a
         run makes at most MAXITER (when known).  */
      int saved[UT_MAXB], over = 0;
      memcpy (saved, c->runit, sizeof saved);
      for (int l = 0; l < c->u->fn.nloops; l++)
        if (c->u->loops[l].header == t)
          {
            int inside = 0;
            for (int x = bb->loop; x >= 0; x = c->u->loops[x].parent)
              inside |= x == l;
            c->runit[l] = inside ? c->runit[l] + 1 : 1;
            over |= !c->ignore_maxiter && c->u->loops[l].maxiter > 0
                    && c->runit[l] > c->u->loops[l].maxiter;
          }
      if (!over)
        {
          c->visits[t]++;
          c->path[len] = t;
          ut_walk (c, len + 1);
          c->visits[t]--;
        }
      memcpy (c->runit, saved, sizeof saved);
    }
}

/* Check the ids and anchors of PLAN.  */
static inline void
ut_check_ids (struct ut_checker *c)
{
  const struct ut *u = c->u;
  for (int i = 0; i < c->plan->n; i++)
    {
      const struct sync_insn *s = &c->plan->v[i];
      char what[160];
      int bad = 0;
      if (s->action == SYNC_BARRIER)
        bad = s->pipe < 0 || s->pipe > ASC_PIPE_ALL || s->pipe == ASC_PIPE_S;
      else
        bad = s->pipe < 0 || s->pipe >= ASC_NPIPES || s->tpipe < 0
              || s->tpipe >= ASC_NPIPES || s->pipe == s->tpipe
              || s->event < 0
              || s->event + (s->rot > 1 ? s->rot - 1 : 0)
                 >= c->opts->nflags
              || (c->opts->reserved[s->pipe][s->tpipe] >> s->event) & 1;
      if (s->where == SYNC_BEFORE_OP || s->where == SYNC_AFTER_OP)
        bad |= s->op < 0 || s->op >= u->fn.nops;
      else if (s->where == SYNC_BLOCK_END || s->where == SYNC_BLOCK_START)
        bad |= s->block < 0 || s->block >= u->fn.nblocks;
      else
        {
          int ok = 0;
          if (s->to >= 0 && s->to < u->fn.nblocks)
            {
              if (s->block < 0)
                ok = u->blocks[s->to].from_entry;
              else if (s->block < u->fn.nblocks)
                for (int k = 0; k < u->blocks[s->block].nsucc; k++)
                  ok |= u->blocks[s->block].succ[k] == s->to;
            }
          bad |= !ok || ut_fixed_p (u, s->block, s->to);
        }
      if (bad)
        {
          snprintf (what, sizeof what, "bad insertion %d (%s pipe %d tpipe "
                    "%d event %d where %d op %d block %d to %d)", i,
                    sync_action_name (s->action), s->pipe, s->tpipe,
                    s->event, s->where, s->op, s->block, s->to);
          c->failures++;
          printf ("FAIL: %s\n", what);
        }
    }
}

/* Check PLAN of U under OPTS (see the file comment), letting loops run
   more iterations than their MAXITER when IGNORE_MAXITER.  Prints each
   violation and the number of paths; returns the number of
   violations.  */
static inline int
ut_check_runs (const struct ut *u, const struct sync_plan *plan,
               const struct sync_options *opts, int ignore_maxiter)
{
  static struct ut_checker c;
  memset (&c, 0, sizeof c);
  c.ignore_maxiter = ignore_maxiter;
  c.u = u;
  c.plan = plan;
  c.opts = opts;
  ut_check_ids (&c);
  c.path[0] = 0;
  c.visits[0] = 1;
  ut_walk (&c, 1);
  if (c.truncated)
    {
      printf ("FAIL: path enumeration truncated\n");
      c.failures++;
    }
  printf ("%s: checked %d paths: %d violations\n", u->fn.name, c.npaths,
          c.failures);
  if (c.npaths == 0)
    {
      printf ("FAIL: no path from the entry to an exit\n");
      c.failures++;
    }
  return c.failures;
}

/* Check PLAN of U under OPTS, loops running at most their MAXITER
   iterations a run (see ut_check_runs).  */
static inline int
ut_check (const struct ut *u, const struct sync_plan *plan,
          const struct sync_options *opts)
{
  return ut_check_runs (u, plan, opts, 0);
}

/* Plan U under OPTS with its CFG information (HAVE_CFG 1: the paper's
   method; ut_finish must have run) or without (0: the data-flow
   planner), leave the plan in PLAN and check it.  Returns the number of
   violations (a planner error counts as one).  */
static inline int
ut_run (struct ut *u, int have_cfg, const struct sync_options *opts,
        struct sync_plan *plan)
{
  u->fn.have_cfg = have_cfg;
  printf ("== %s, %s\n", u->fn.name,
          have_cfg ? "with CFG information" : "data-flow planner");
  int f = ut_plan (u, opts, plan) != 0;
  return f + ut_check (u, plan, opts);
}

/* Finish a test: print the verdict and return the exit status.  */
static inline int
ut_verdict (const char *name, int failures)
{
  printf ("%s: %s\n", name, failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
