/* checker.c -- happens-before race and deadlock checker of a block's trace.

   The checker replays a block's recorded trace on an abstract AI Core,
   independently of the cycle model, and reports what could go wrong on
   the hardware whatever the timing:

   - The scalar unit S walks the trace in program order.  It executes its
     own instructions (scalar loads and stores, set_flag with source S,
     wait_flag with destination S, pipe_barrier(PIPE_ALL),
     set_vector_mask, set_atomic_none, set_l0_set_value) and issues
     every other instruction into the unbounded in-order queue of its
     pipe (V, M, MTE1, MTE2, MTE3).
   - Each pipe starts its queue's instructions in order but may complete
     them out of order.  A wait_flag blocks its pipe until a token of its
     (src, dst, id) flag exists, then consumes it; set_flag pushes a token
     that stands for "every earlier instruction of the source pipe has
     completed"; pipe_barrier(P) makes later P instructions start after
     earlier ones complete; pipe_barrier(PIPE_ALL) waits for every pipe.

   Happens-before is tracked with vector clocks.  Each executed
   instruction of pipe P gets an epoch (++clock[P]).  K[P][Q] is what
   pipe P knows when it starts its next instruction: every Q instruction
   with an epoch <= K[P][Q] has completed.  K[P][P] advances only at
   pipe_barrier(P), PIPE_ALL and through flag tokens, so two instructions
   of one pipe are unordered without a barrier.  An instruction issued by
   S carries S's knowledge at issue (a "snapshot", joined into its pipe's
   K when it starts), so a wait_flag on PIPE_S orders everything issued
   after it.  S's own scalar accesses are not part of that knowledge:
   K[S][S] advances only at PIPE_ALL or through tokens (set_flag(PIPE_S,
   ...)), because the hardware does not order a scalar store before a
   later-issued vector read without a flag.  Access A (pipe P, epoch E)
   happens before a later-executed access B iff B's K[P] >= E; two S
   accesses are always ordered.

   Shadow memory: every space is split into 32-byte cells (GM by arena
   offset).  The state of a cell is, per pipe, the last writes and the
   last reads (instruction, epoch, mask of the cell's bytes touched),
   FastTrack style.  An access checks the slots it conflicts with
   (write-write, write-read, read-write on common bytes): an unordered
   pair is a race (intra-pipe when both are in the same non-S pipe); an
   ordered pair whose earlier-executed access comes later in program
   order is an order inversion (the simulator computes in program order,
   the hardware would not).  A write that covers and follows a slot
   clears it.  An instruction's writes are checked before its reads are
   recorded, so that an in-place operation's own read does not hide an
   earlier read of its pipe from its write.  States are interned (hash-consed, reference-counted) and
   a cell holds only the 4-byte id of its state, so a walk over a run of
   cells in one state computes the transition once and then rewrites
   ids: about a nanosecond per cell.  The bytes of an access are those
   of asc_span_next (common/asc_footprint.c), the timing model's too:
   vector operands narrowed to the lanes the vector mask enables, to the
   byte, adjacent bytes walked as one range.

   The schedule lets the pipes run first, always the runnable queue head
   with the smallest trace index, and S only when no pipe can run; so
   execution follows program order whenever sync allows it.  Findings do
   not depend on this choice except for which of several equivalent
   pairs is named.  When nothing can run and work remains, the blocked
   queue heads are reported as a deadlock and the replay stops.  A flag
   set while a token is pending, or while the wait_flag that consumed the
   previous token is not ordered before the set, is flag-already-set
   (the FIFO then keeps both tokens, so one error is not followed by a
   spurious deadlock); flags still set at the end are flag-left-set.

   Reads of local memory (not GM) that nothing wrote earlier in program
   order are reported by a separate program-order pass
   (uninitialised-read), so a race never masquerades as one.

   Limits: byte masks are exact within a cell, and a cell keeps up to
   NSLOT writes and NSLOT reads per pipe on different bytes (a newer
   access of the pipe takes the bytes it touches from the older ones:
   anything ordered after it is ordered after them); beyond that the two
   oldest are merged under the newer of them (a later access ordered
   after the older one but not the newer one can then be reported); the
   queues are unbounded (a deadlock that needs a full
   hardware queue is the timing model's business); at most
   MAX_CONFLICTS partners are reported per instruction.

   Files: this one holds the replay (scheduler, vector clocks, flags,
   deadlock and flag findings); checker_shadow.c checks and records the
   memory accesses in the shadow memory and runs the program-order pass;
   checker_pool.c interns the shadow states; checker_internal.h has the
   types and functions they share.  */

#include <stdlib.h>
#include <string.h>
#include "checker_internal.h"

/* calloc (N, SIZE) (at least one element), exiting with status 2 when
   memory runs out.  */
void *
asc_ck_xcalloc (size_t n, size_t size)
{
  void *p = calloc (n ? n : 1, size);
  if (!p)
    {
      fprintf (stderr, "ascsim: fatal: out of memory in the checker\n");
      exit (2);
    }
  return p;
}

/* realloc (P, SIZE), exiting with status 2 when memory runs out.  */
void *
asc_ck_xrealloc (void *p, size_t size)
{
  p = realloc (p, size);
  if (!p)
    {
      fprintf (stderr, "ascsim: fatal: out of memory in the checker\n");
      exit (2);
    }
  return p;
}

/* --- flags and knowledge ----------------------------------------------- */

/* Join snapshot or token V into pipe P's knowledge.  Returns whether it
   changed.  */
static int
join (checker *ck, int p, const uint32_t *v)
{
  int changed = 0;
  for (int q = 0; q < NP; q++)
    if (v[q] > ck->know[p][q])
      {
        ck->know[p][q] = v[q];
        changed = 1;
      }
  return changed;
}

/* Record S's current knowledge as the snapshot later issues carry.  */
static void
new_version (checker *ck)
{
  if (ck->nver == ck->capver)
    {
      ck->capver = ck->capver ? 2 * ck->capver : 64;
      ck->vers = asc_ck_xrealloc (ck->vers, ck->capver * sizeof *ck->vers);
    }
  memcpy (ck->vers[ck->nver++], ck->know[ASC_PIPE_S], sizeof ck->vers[0]);
}

/* The flag of sync instruction IN, or NULL when its operands are not a
   valid (src, dst, id) triple.  */
static struct flag *
flag_of (checker *ck, const asc_instr *in)
{
  uint64_t src = in->args[0], dst = in->args[1], id = in->args[2];
  if (src >= NP || dst >= NP || src == dst || id >= NIDS)
    return NULL;
  return &ck->flags[src][dst][id];
}

/* Execute set_flag IDX in pipe P with knowledge VC.  */
static void
do_set (checker *ck, uint32_t idx, int p, const uint32_t *vc)
{
  const asc_instr *in = &ck->ins[idx];
  struct flag *f = flag_of (ck, in);
  if (!f || (int) in->args[0] != p)
    return;
  int q = (int) in->args[1];
  char d[512];
  if (f->ntok > f->head)
    asc_finding (ASCSIM_F_FLAG_ALREADY_SET, &ck->ins[f->last_set], in,
                 "set_flag(PIPE_%s, PIPE_%s, EVENT_ID%d) is set again by %s "
                 "while this set is still pending (no wait_flag consumed it "
                 "in between); the two sets merge and a later wait_flag "
                 "hangs", asc_pipe_names[p], asc_pipe_names[q],
                 (int) in->args[2], asc_instr_describe (in, d, sizeof d));
  else if (f->have_wait
           && !(q == ASC_PIPE_S ? f->wait_idx < idx
                                : vc[q] >= f->wait_epoch))
    {
      char w[512];
      asc_finding (ASCSIM_F_FLAG_ALREADY_SET, &ck->ins[f->last_set], in,
                   "set_flag(PIPE_%s, PIPE_%s, EVENT_ID%d) may be set again "
                   "by %s before %s has consumed this set: nothing orders "
                   "that wait before the second set", asc_pipe_names[p],
                   asc_pipe_names[q], (int) in->args[2],
                   asc_instr_describe (in, d, sizeof d),
                   asc_instr_describe (&ck->ins[f->wait_idx], w, sizeof w));
    }
  if (f->head > 0 && f->head == f->ntok)
    f->head = f->ntok = 0;
  if (f->ntok == f->cap)
    {
      f->cap = f->cap ? 2 * f->cap : 2;
      f->tok = asc_ck_xrealloc (f->tok, f->cap * sizeof *f->tok);
    }
  struct token *t = &f->tok[f->ntok++];
  t->set_idx = idx;
  memcpy (t->vc, vc, sizeof t->vc);
  t->vc[p] = ck->clock[p];      /* every earlier P instruction is done */
  f->last_set = idx;
}

/* Whether wait_flag IN can proceed (a token is pending, or its operands
   are invalid and it is a no-op).  */
static int
wait_ready (checker *ck, const asc_instr *in)
{
  struct flag *f = flag_of (ck, in);
  return !f || f->ntok > f->head;
}

/* Execute wait_flag IDX in pipe P (which waited for a token) at EPOCH.
   Returns whether P's knowledge changed.  */
static int
do_wait (checker *ck, uint32_t idx, int p, uint32_t epoch)
{
  struct flag *f = flag_of (ck, &ck->ins[idx]);
  if (!f || (int) ck->ins[idx].args[1] != p || f->ntok <= f->head)
    return 0;
  struct token *t = &f->tok[f->head++];
  f->have_wait = 1;
  f->wait_idx = idx;
  f->wait_epoch = epoch;
  return join (ck, p, t->vc);
}

/* --- the replay ---------------------------------------------------------- */

/* Whether S can execute or issue trace entry I now.  */
static int
s_ready (checker *ck, size_t i)
{
  const asc_instr *in = &ck->ins[i];
  if (in->pipe == ASC_PIPE_ALL)
    {
      for (int p = 1; p < NP; p++)
        if (ck->head[p] < ck->issued[p])
          return 0;
      return 1;
    }
  if (in->pipe == ASC_PIPE_S && in->op == ASC_OP_wait_flag)
    return wait_ready (ck, in);
  return 1;
}

/* Whether the head of pipe P's queue can start now.  */
static int
pipe_ready (checker *ck, int p)
{
  if (ck->head[p] >= ck->issued[p])
    return 0;
  const asc_instr *in = &ck->ins[ck->list[p][ck->head[p]]];
  return in->op != ASC_OP_wait_flag || wait_ready (ck, in);
}

/* One step of S: execute or issue trace entry SPOS.  */
static void
s_step (checker *ck)
{
  uint32_t i = (uint32_t) ck->spos++;
  const asc_instr *in = &ck->ins[i];
  int p = in->pipe;
  if (p > ASC_PIPE_S && p < NP)
    {
      /* Issue: the instruction carries S's current knowledge.  */
      ck->ver[i] = (uint32_t) (ck->nver - 1);
      ck->issued[p]++;
      return;
    }
  if (p == ASC_PIPE_ALL)
    {
      if (in->op != ASC_OP_pipe_barrier)
        return;
      for (int a = 0; a < NP; a++)
        for (int b = 0; b < NP; b++)
          ck->know[a][b] = ck->clock[b];
      new_version (ck);
      return;
    }
  if (p != ASC_PIPE_S)
    return;
  uint32_t *k = ck->know[ASC_PIPE_S];
  uint32_t e = ++ck->clock[ASC_PIPE_S];
  switch (in->op)
    {
    case ASC_OP_SCALAR_LOAD:
    case ASC_OP_SCALAR_STORE:
      asc_ck_run_accesses (ck, i, ASC_PIPE_S, e, k);
      break;
    case ASC_OP_set_flag:
      do_set (ck, i, ASC_PIPE_S, k);
      break;
    case ASC_OP_wait_flag:
      if (do_wait (ck, i, ASC_PIPE_S, e))
        new_version (ck);
      break;
    default:
      break;
    }
}

/* One step of pipe P: start (and, abstractly, execute) its queue head.  */
static void
pipe_step (checker *ck, int p)
{
  uint32_t i = ck->list[p][ck->head[p]++];
  const asc_instr *in = &ck->ins[i];
  join (ck, p, ck->vers[ck->ver[i]]);
  uint32_t *k = ck->know[p];
  switch (in->op)
    {
    case ASC_OP_set_flag:
      do_set (ck, i, p, k);
      ++ck->clock[p];
      break;
    case ASC_OP_wait_flag:
      do_wait (ck, i, p, ++ck->clock[p]);
      break;
    case ASC_OP_pipe_barrier:
      k[p] = ck->clock[p];
      ++ck->clock[p];
      break;
    default:
      {
        uint32_t e = ++ck->clock[p];
        asc_ck_run_accesses (ck, i, p, e, k);
      }
      break;
    }
}

/* Report the blocked state as a deadlock, naming the two blocked
   wait_flags earliest in program order.  */
static void
report_deadlock (checker *ck)
{
  char msg[4096], d[512];
  size_t len = 0, never = ck->n - ck->spos;
  const asc_instr *first = NULL, *second = NULL;
  for (int p = 0; p < NP; p++)
    {
      const asc_instr *in = NULL;
      if (p == ASC_PIPE_S)
        {
          if (ck->spos < ck->n)
            in = &ck->ins[ck->spos];
        }
      else
        {
          never += ck->issued[p] - ck->head[p];
          if (ck->head[p] < ck->issued[p])
            in = &ck->ins[ck->list[p][ck->head[p]]];
        }
      if (!in)
        continue;
      if (len < sizeof msg)
        len += (size_t) snprintf (msg + len, sizeof msg - len,
                                  "%sPIPE_%s at %s", len ? "; " : "",
                                  asc_pipe_names[p],
                                  asc_instr_describe (in, d, sizeof d));
      if (in->op != ASC_OP_wait_flag)
        continue;
      if (!first || in < first)
        {
          second = first;
          first = in;
        }
      else if (!second || in < second)
        second = in;
    }
  if (!first)
    return;
  asc_finding (ASCSIM_F_DEADLOCK, first, second,
               "no pipe can make progress: the blocked wait_flags wait for "
               "set_flags that can never come (blocked: %s); %zu "
               "instruction%s never run", msg, never,
               never == 1 ? "" : "s");
}

/* Report every flag that is still set.  */
static void
report_left_set (checker *ck)
{
  for (int s = 0; s < NP; s++)
    for (int t = 0; t < NP; t++)
      for (int id = 0; id < NIDS; id++)
        {
          struct flag *f = &ck->flags[s][t][id];
          uint32_t left = f->ntok - f->head;
          if (left == 0)
            continue;
          const asc_instr *set = &ck->ins[f->tok[f->head].set_idx];
          asc_finding (ASCSIM_F_FLAG_LEFT_SET, set, NULL,
                       "set_flag(PIPE_%s, PIPE_%s, EVENT_ID%d) is still set "
                       "when the kernel ends (%u pending set%s without a "
                       "matching wait_flag); it leaks into the next kernel",
                       asc_pipe_names[s], asc_pipe_names[t], id, left,
                       left == 1 ? "" : "s");
        }
}

/* Build the per-pipe instruction lists and the shadows.  */
static void
setup (checker *ck, const asc_core *core)
{
  for (size_t i = 0; i < ck->n; i++)
    {
      int p = ck->ins[i].pipe;
      if (p > ASC_PIPE_S && p < NP)
        ck->count[p]++;
    }
  for (int p = 1; p < NP; p++)
    ck->list[p] = asc_ck_xcalloc (ck->count[p], sizeof (uint32_t));
  size_t fill[NP] = { 0 };
  for (size_t i = 0; i < ck->n; i++)
    {
      int p = ck->ins[i].pipe;
      if (p > ASC_PIPE_S && p < NP)
        ck->list[p][fill[p]++] = (uint32_t) i;
    }
  ck->ver = asc_ck_xcalloc (ck->n, sizeof (uint32_t));
  for (int s = ASC_SPACE_GM; s < ASC_NSPACES; s++)
    {
      struct shadow *sh = &ck->sh[s];
      sh->ncells = (core->size[s] + 31) >> CELL_SHIFT;
      sh->pages = asc_ck_xcalloc ((sh->ncells + PAGE_CELLS - 1)
                                  >> PAGE_SHIFT, sizeof (uint32_t *));
      if (s != ASC_SPACE_GM)
        sh->written = asc_ck_xcalloc (sh->ncells, sizeof (uint32_t));
    }
  asc_ck_pool_init (&ck->pool);
  new_version (ck);
}

/* Free everything setup allocated (the checker itself excepted).  */
static void
teardown (checker *ck)
{
  for (int p = 0; p < NP; p++)
    free (ck->list[p]);
  free (ck->ver);
  free (ck->vers);
  for (int s = 0; s < ASC_NSPACES; s++)
    {
      struct shadow *sh = &ck->sh[s];
      if (sh->pages)
        for (uint64_t g = 0; g < (sh->ncells + PAGE_CELLS - 1) >> PAGE_SHIFT;
             g++)
          free (sh->pages[g]);
      free (sh->pages);
      free (sh->written);
    }
  for (int s = 0; s < NP; s++)
    for (int t = 0; t < NP; t++)
      for (int id = 0; id < NIDS; id++)
        free (ck->flags[s][t][id].tok);
  asc_ck_pool_free (&ck->pool);
}

/* Check a block's trace: the program-order pass, then the replay, then
   the deadlock or flag-left-set findings (see sim_internal.h).  */
void
asc_check_block (const asc_core *core, const asc_model *model)
{
  (void) model;                 /* bad ids are reported by core.c */
  if (core->trace.n == 0)
    return;
  checker *ck = asc_ck_xcalloc (1, sizeof *ck);
  ck->ins = core->trace.ins;
  ck->n = core->trace.n;
  ck->acc = core->trace.acc;
  ck->nacc = core->trace.nacc;
  setup (ck, core);
  asc_ck_program_order_pass (ck);

  int deadlock = 0;
  for (;;)
    {
      int best = -1;
      size_t best_idx = SIZE_MAX;
      for (int p = 1; p < NP; p++)
        if (pipe_ready (ck, p) && ck->list[p][ck->head[p]] < best_idx)
          {
            best = p;
            best_idx = ck->list[p][ck->head[p]];
          }
      if (ck->spos < ck->n && ck->spos < best_idx && s_ready (ck, ck->spos))
        best = ASC_PIPE_S;
      if (best == ASC_PIPE_S)
        s_step (ck);
      else if (best > 0)
        pipe_step (ck, best);
      else
        {
          int pending = ck->spos < ck->n;
          for (int p = 1; p < NP; p++)
            pending |= ck->head[p] < ck->issued[p];
          deadlock = pending;
          break;
        }
    }
  if (deadlock)
    report_deadlock (ck);
  else
    report_left_set (ck);
  teardown (ck);
  free (ck);
}
