/* sync_lint.c -- what the plugin can say about hand-written sync
   without changing it (mode lint, and the checks keep mode runs too).

   1. The flag check (sync_check_hand_flags).  A forward data-flow over
      the blocks of a function: per flag, the set of counts of its
      pending sets (set and not yet waited) the paths reaching a point
      may hold.  A flag is a pipe pair and an event id when every
      hand-written set and wait of the pair names a constant id, else
      the pair itself (ids that rotate with a loop: the count of the
      pair's pending sets, whichever ids they carry).  Counts run from 0
      to SAT; SAT stands for SAT or more.  A set adds one, a wait takes
      one; the join of two paths is the union of their counts.  The
      lattice is finite and the transfer monotone, so iterating to a
      fixpoint ends.  Then one walk reports, for a kernel's entry (its
      flags all clear when it starts), what holds on every path the
      flow joins at a point:
        - a wait_flag that finds no pending set (the simulator's
          deadlock),
        - a set_flag of a flag with more pending sets than it has ids
          (one, for a constant id: the checker's flag-already-set),
        - a flag still pending at a return (flag-left-set), judged
          where the paths to the return stop meeting others (on the
          edge into a tail with no set or wait), so an early return
          does not hide it.
      Every path, not some path: the flow joins paths the program never
      takes, above all those of the prefetch idiom, whose set under
      "if (t + 1 < n)" is taken by the wait of the next iteration, and
      whose join makes "no set pending" possible at every such wait.  A
      flag that is wrong on some paths only is left to the simulator's
      checker.
      A function a kernel calls may take flags its caller set or leave
      them to it, so its flags start unknown and are not judged; a call
      whose callee's hand-written sync may use a flag makes that flag
      unknown from there on.
      Also per operation: an event id outside the target's range, and
      pipe_barrier (PIPE_S) (the scalar unit runs in order; the call
      only costs issue slots).

   2. Redundancy (sync_lint_redundant).  In a function whose plan
      covers no dependence (nothing missing), a hand-written
      pipe_barrier (with the copies GCC made of its call: the same line
      and pipe, as deleting the line deletes them all), or all the
      hand-written sets and waits of one flag together, are redundant
      when the planner, given the function with them deleted, still
      covers none: every dependence they ordered is ordered by what
      remains.  (Where something is missing, an insertion the plan
      would share with the deleted sync hides what the deletion leaves
      unordered, so nothing is said.)  The answer is as sound as the
      planner is: it never calls sync redundant that a dependence the
      planner knows of needs.  In a function a kernel calls, its
      callers may rely on its sync too (work it issues ordered before
      what follows a call, work before a call ordered before its own,
      a flag set in one call and waited in the next), so a deletion
      must also keep every order the function gives at its entry and
      return (sync_plan.entry_ord, op_exit_ord, exit_ord), and a flag
      that may cross its boundary (a wait that may find none of its
      own sets pending, a set that may be pending at a return) is not
      a candidate.

   3. Waits the scalar unit satisfies later (sync_hand_wait_before_set).
      A wait_flag whose source is PIPE_S may run when no set of its
      flag is pending: the scalar unit sets it later in program order,
      the waiting pipe standing still until then.  The flow of the flag
      check with such a wait leaving that path's count at 0, instead of
      ending it, finds the first wait that may: mode keep does not
      follow such sync (a wait of its own on the scalar unit between
      the two, for work queued after the wait, would never end).

   Plain C11, testable without GCC.  */

#include <stdlib.h>
#include <string.h>
#include "sync.h"

#define NP ASC_NPIPES

/* Counts of pending sets: bit C for C = 0 .. SAT - 1, bit SAT for SAT
   or more; UNKNOWN: the flag's count is not known (no report).  */
#define SAT 15
#define SAT_BIT ((uint32_t) 1 << SAT)
#define COUNT_MASK ((SAT_BIT << 1) - 1)
#define UNKNOWN ((uint32_t) 1 << 31)

/* The flags of one function.  */
struct flags
{
  int n;
  int pipe[NP * NP * 32], tpipe[NP * NP * 32], event[NP * NP * 32];
  int nids[NP * NP * 32];    /* how many ids its sets may take */
  /* Per pipe pair: whether its ids are all constants (then a flag per
     id), and the flag index of id K (or of the pair, at K 0).  */
  int by_id[NP][NP];
  int index[NP][NP][32];
  /* A wait whose source is the scalar unit and that may find no set
     pending leaves that path's count at 0 (the scalar unit may set the
     flag later; sync_hand_wait_before_set) instead of ending the
     path.  */
  int s_later;
};

/* Whether operation O is a set or wait with known pipes written in the
   function (not a call's stand-in for its callee's, see
   sync_boundary.c).  */
static int
flag_op_p (const struct sync_op *o)
{
  return (o->kind == SYNC_OP_SET || o->kind == SYNC_OP_WAIT)
         && o->role == SYNC_ROLE_NONE
         && o->pipe >= 0 && o->pipe < NP && o->tpipe >= 0 && o->tpipe < NP;
}

/* Whether O is a call's stand-in for a set or wait of its callee
   (sync_boundary.c) that may touch flag X of F: one of its pipe pair.
   The check leaves the callee's flags to the callee, as it does those
   a call touches.  */
static int
stand_in_touches_flag (const struct sync_op *o, const struct flags *f, int x)
{
  return (o->kind == SYNC_OP_SET || o->kind == SYNC_OP_WAIT)
         && o->role != SYNC_ROLE_NONE && o->pipe == f->pipe[x]
         && o->tpipe == f->tpipe[x];
}

/* The flag of set or wait O.  */
static int
flag_of (const struct flags *f, const struct sync_op *o)
{
  return f->index[o->pipe][o->tpipe][f->by_id[o->pipe][o->tpipe]
                                     ? o->ev_lo : 0];
}

/* Collect the flags of FN into F.  */
static void
collect_flags (const struct sync_func *fn, struct flags *f)
{
  memset (f, 0, sizeof *f);
  for (int p = 0; p < NP; p++)
    for (int q = 0; q < NP; q++)
      {
        f->by_id[p][q] = 1;
        for (int k = 0; k < 32; k++)
          f->index[p][q][k] = -1;
      }
  for (int i = 0; i < fn->nops; i++)
    {
      const struct sync_op *o = &fn->ops[i];
      if (flag_op_p (o) && (o->ev_lo != o->ev_hi || o->ev_lo < 0
                            || o->ev_lo > 31))
        f->by_id[o->pipe][o->tpipe] = 0;
    }
  for (int i = 0; i < fn->nops; i++)
    {
      const struct sync_op *o = &fn->ops[i];
      if (!flag_op_p (o))
        continue;
      int k = f->by_id[o->pipe][o->tpipe] ? o->ev_lo : 0;
      int *slot = &f->index[o->pipe][o->tpipe][k];
      if (*slot >= 0)
        continue;
      *slot = f->n;
      f->pipe[f->n] = o->pipe;
      f->tpipe[f->n] = o->tpipe;
      f->event[f->n] = f->by_id[o->pipe][o->tpipe] ? o->ev_lo : -1;
      f->nids[f->n] = 0;
      f->n++;
    }
  /* The ids of a pair's flag: the span of its operations' ids.  */
  for (int x = 0; x < f->n; x++)
    {
      int lo = 31, hi = 0;
      for (int i = 0; i < fn->nops; i++)
        if (flag_op_p (&fn->ops[i]) && flag_of (f, &fn->ops[i]) == x)
          {
            lo = fn->ops[i].ev_lo < lo ? fn->ops[i].ev_lo : lo;
            hi = fn->ops[i].ev_hi > hi ? fn->ops[i].ev_hi : hi;
          }
      f->nids[x] = f->event[x] >= 0 ? 1 : hi >= lo ? hi - lo + 1 : 1;
      if (f->nids[x] > SAT)
        f->nids[x] = SAT;
    }
}

/* Append a finding to the vector *OUT of *N (capacity *CAP).  */
static void
add_finding (struct sync_flag_finding **out, int *n, int *cap,
             enum sync_flag_finding_kind kind, int op, int block,
             int pipe, int tpipe, int event)
{
  if (*n == *cap)
    {
      *cap = *cap ? 2 * *cap : 8;
      *out = (struct sync_flag_finding *) realloc (*out, *cap * sizeof **out);
      if (!*out)
        abort ();
    }
  struct sync_flag_finding *x = &(*out)[(*n)++];
  x->kind = kind;
  x->op = op;
  x->block = block;
  x->pipe = pipe;
  x->tpipe = tpipe;
  x->event = event;
}

/* Where the findings of one walk go (null OUT: none are wanted).  */
struct sink
{
  struct sync_flag_finding **out;
  int n, cap;
};

/* Counts after a set of counts C.  */
static uint32_t
count_up (uint32_t c)
{
  return ((c << 1) & COUNT_MASK) | (c & SAT_BIT);
}

/* Counts after a wait of counts C (0 gone: that path waits forever).  */
static uint32_t
count_down (uint32_t c)
{
  return ((c & (COUNT_MASK & ~(uint32_t) 1)) >> 1) | (c & SAT_BIT);
}

/* Whether the call O may touch flag X of F with its hand-written sync
   (or any sync of its own the caller does not see).  */
static int
call_touches_flag (const struct sync_op *o, const struct flags *f, int x)
{
  if (!o->nofence || !o->call_hand_ids)
    return 1;
  uint32_t ids = o->call_hand_ids[f->pipe[x] * NP + f->tpipe[x]];
  return f->event[x] < 0 ? ids != 0 : (ids >> f->event[x]) & 1;
}

/* Apply operation I of FN to the counts ST (one word per flag of F).
   Returns 0 when every path through it blocks.  Reports to SINK.  */
static int
transfer_op (const struct sync_func *fn, int i, const struct flags *f,
             uint32_t *st, struct sink *sink)
{
  const struct sync_op *o = &fn->ops[i];
  if (o->kind == SYNC_OP_CALL)
    {
      for (int x = 0; x < f->n; x++)
        if (call_touches_flag (o, f, x))
          st[x] = UNKNOWN;
      return 1;
    }
  if (o->kind != SYNC_OP_SET && o->kind != SYNC_OP_WAIT)
    return 1;
  if (o->role != SYNC_ROLE_NONE)
    {
      for (int x = 0; x < f->n; x++)
        if (stand_in_touches_flag (o, f, x))
          st[x] = UNKNOWN;
      return 1;
    }
  if (!flag_op_p (o))
    {
      /* A pipe that is no constant: any flag may be meant.  */
      for (int x = 0; x < f->n; x++)
        st[x] = UNKNOWN;
      return 1;
    }
  int x = flag_of (f, o);
  if (st[x] & UNKNOWN)
    return 1;
  if (o->kind == SYNC_OP_SET)
    {
      /* Pending on every path: more pending sets than the flag has ids
         (one for a flag of one id), so one of its ids is set again.  */
      if (st[x] && (st[x] & (((uint32_t) 1 << f->nids[x]) - 1)) == 0
          && sink->out)
        add_finding (sink->out, &sink->n, &sink->cap, SYNC_FLAG_SET_TWICE, i,
                     o->block, f->pipe[x], f->tpipe[x], f->event[x]);
      st[x] = count_up (st[x]);
      return 1;
    }
  if (f->s_later && f->pipe[x] == ASC_PIPE_S)
    {
      st[x] = count_down (st[x]) | (st[x] & 1);
      return 1;
    }
  if (st[x] == 1 && sink->out)
    add_finding (sink->out, &sink->n, &sink->cap, SYNC_FLAG_WAIT_UNSET, i,
                 o->block, f->pipe[x], f->tpipe[x], f->event[x]);
  st[x] = count_down (st[x]);
  return st[x] != 0;
}

/* The counts at the end of block B of FN from those at its start, IN,
   into OUT; returns 0 when no path gets through.  */
static int
transfer_block (const struct sync_func *fn, int b, const struct flags *f,
                const uint32_t *in, uint32_t *out, struct sink *sink)
{
  memcpy (out, in, f->n * sizeof *out);
  const struct sync_block *bb = &fn->blocks[b];
  for (int i = bb->first_op; i < bb->first_op + bb->nops; i++)
    if (!transfer_op (fn, i, f, out, sink))
      return 0;
  return 1;
}

/* Whether any flag of state ST (F->N words) is reached (nonzero).  */
static int
reached (const uint32_t *st, int n)
{
  for (int x = 0; x < n; x++)
    if (st[x])
      return 1;
  return 0;
}

/* The first set of flag X of F in FN, or -1.  */
static int
first_set (const struct sync_func *fn, const struct flags *f, int x)
{
  for (int i = 0; i < fn->nops; i++)
    if (fn->ops[i].kind == SYNC_OP_SET && flag_op_p (&fn->ops[i])
        && flag_of (f, &fn->ops[i]) == x)
      return i;
  return -1;
}

/* Per block of FN: whether it is a flag-free tail: no set, wait or
   call in it, and every path from it reaches a return without one.  */
static unsigned char *
flag_free_tails (const struct sync_func *fn)
{
  unsigned char *tail = (unsigned char *) calloc (fn->nblocks + 1, 1);
  if (!tail)
    abort ();
  for (int changed = 1; changed;)
    {
      changed = 0;
      for (int b = fn->nblocks - 1; b >= 0; b--)
        {
          const struct sync_block *bb = &fn->blocks[b];
          int ok = !tail[b] && (bb->nsucc > 0 || bb->exits);
          for (int i = bb->first_op; ok && i < bb->first_op + bb->nops; i++)
            ok = fn->ops[i].kind != SYNC_OP_SET
                 && fn->ops[i].kind != SYNC_OP_WAIT
                 && fn->ops[i].kind != SYNC_OP_CALL;
          for (int k = 0; ok && k < bb->nsucc; k++)
            ok = tail[bb->succ[k]];
          if (ok)
            tail[b] = changed = 1;
        }
    }
  return tail;
}

/* Run the flow of F over FN to its fixpoint: IN gets the counts at the
   start of every block (F->N words each; all zero: not reached).  */
static void
flow_flags (const struct sync_func *fn, const struct flags *f, int entry,
            uint32_t *in)
{
  int n = f->n;
  uint32_t *out = (uint32_t *) calloc (n + 1, sizeof *out);
  struct sink none = { NULL, 0, 0 };
  if (!out)
    abort ();
  for (int x = 0; x < n; x++)
    in[x] = entry ? 1 : UNKNOWN;
  for (int changed = 1; changed;)
    {
      changed = 0;
      for (int b = 0; b < fn->nblocks; b++)
        {
          if (!reached (in + (size_t) b * n, n)
              || !transfer_block (fn, b, f, in + (size_t) b * n, out, &none))
            continue;
          for (int k = 0; k < fn->blocks[b].nsucc; k++)
            {
              uint32_t *to = in + (size_t) fn->blocks[b].succ[k] * n;
              for (int x = 0; x < n; x++)
                {
                  uint32_t j = (to[x] | out[x]) & UNKNOWN ? UNKNOWN
                               : to[x] | out[x];
                  changed |= j != to[x];
                  to[x] = j;
                }
            }
        }
    }
  free (out);
}

/* See sync.h.  */
int
sync_check_hand_flags (const struct sync_func *fn,
                       const struct sync_options *opts, int entry,
                       struct sync_flag_finding **out)
{
  struct sink sink = { out, 0, 0 };
  *out = NULL;
  for (int i = 0; i < fn->nops; i++)
    {
      const struct sync_op *o = &fn->ops[i];
      if (o->kind == SYNC_OP_BARRIER && !o->vague && o->pipe == ASC_PIPE_S)
        add_finding (out, &sink.n, &sink.cap, SYNC_FLAG_BARRIER_S, i,
                     o->block, ASC_PIPE_S, ASC_PIPE_S, -1);
      if (flag_op_p (o) && o->ev_lo >= opts->nflags && o->ev_lo <= 31)
        add_finding (out, &sink.n, &sink.cap, SYNC_FLAG_BAD_ID, i, o->block,
                     o->pipe, o->tpipe, o->ev_lo);
    }
  struct flags *f = (struct flags *) malloc (sizeof *f);
  if (!f)
    abort ();
  collect_flags (fn, f);
  if (f->n == 0 || fn->nblocks == 0)
    {
      free (f);
      return sink.n;
    }
  uint32_t *in = (uint32_t *) calloc ((size_t) fn->nblocks * f->n,
                                      sizeof *in);
  uint32_t *end = (uint32_t *) calloc (f->n, sizeof *end);
  if (!in || !end)
    abort ();
  flow_flags (fn, f, entry, in);
  unsigned char *tail = flag_free_tails (fn);
  int *left = (int *) calloc (f->n, sizeof *left);   /* reported */
  if (!left)
    abort ();
  for (int b = 0; b < fn->nblocks; b++)
    {
      if (!reached (in + (size_t) b * f->n, f->n)
          || !transfer_block (fn, b, f, in + (size_t) b * f->n, end, &sink))
        continue;
      /* Judged where the paths to a return no longer meet others: at a
         block returning, or on an edge into a flag-free tail (an early
         return joining there would hide a flag left set).  */
      int judged = fn->blocks[b].exits;
      for (int k = 0; k < fn->blocks[b].nsucc; k++)
        judged |= tail[fn->blocks[b].succ[k]];
      for (int x = 0; judged && x < f->n; x++)
        if (!(end[x] & UNKNOWN) && end[x] && !(end[x] & 1) && !left[x]++)
          add_finding (out, &sink.n, &sink.cap, SYNC_FLAG_LEFT_SET,
                       first_set (fn, f, x), b, f->pipe[x], f->tpipe[x],
                       f->event[x]);
    }
  free (left);
  free (tail);
  free (end);
  free (in);
  free (f);
  return sink.n;
}

/* Whether insertion S covers a dependence (not a prime, drain,
   re-arm or call fence).  */
static int
covers_dep (const struct sync_insn *s)
{
  return s->reason == SYNC_R_DEP || s->reason == SYNC_R_FALLBACK;
}

/* Whether plan P of FN with the operations marked in GONE deleted (FN's
   operation I its operation MAP[I]) gives FN's callers every order that
   BASE, FN's plan, gives them: per operation at the entry (from the
   work issued before it and from its boundary waits) and at the
   return, and for the work issued before the entry.  */
static int
keeps_boundary_orders (const struct sync_func *fn, const unsigned char *gone,
                       const int *map, const struct sync_plan *base,
                       const struct sync_plan *p)
{
  if (!p->entry_ord || !p->op_exit_ord || !p->entry_via)
    return 0;
  for (int x = 0; x < NP; x++)
    if (base->exit_ord[x] & ~p->exit_ord[x])
      return 0;
  for (int i = 0; i < fn->nops; i++)
    if (!gone[i]
        && ((base->entry_ord[i] & ~p->entry_ord[map[i]])
            || (base->entry_via[i] & ~p->entry_via[map[i]])
            || (base->op_exit_ord[i] & ~p->op_exit_ord[map[i]])))
      return 0;
  return 1;
}

/* Whether planning FN with the operations marked in GONE deleted covers
   no dependence, and, when FN is a function a kernel calls (not its
   entry), keeps the orders BASE (FN's plan) gives its callers.  OPS,
   BLOCKS and MAP are scratch room for FN's operations, its blocks and
   an int per operation.  */
static int
plan_without (const struct sync_func *fn, const struct sync_options *opts,
              const struct sync_plan *base, const unsigned char *gone,
              struct sync_op *ops, struct sync_block *blocks, int *map)
{
  struct sync_func g = *fn;
  g.ops = ops;
  g.blocks = blocks;
  g.nops = 0;
  for (int b = 0; b < fn->nblocks; b++)
    {
      const struct sync_block *bb = &fn->blocks[b];
      blocks[b] = *bb;
      blocks[b].first_op = g.nops;
      blocks[b].nops = 0;
      for (int i = bb->first_op; i < bb->first_op + bb->nops; i++)
        if (!gone[i])
          {
            map[i] = g.nops;
            ops[g.nops++] = fn->ops[i];
            blocks[b].nops++;
          }
    }
  struct sync_plan p;
  memset (&p, 0, sizeof p);
  int none = sync_plan_function (&g, opts, &p, NULL) == 0;
  /* G shares FN's CFG, and its index when FN had one already.  */
  if (g.cfgx != fn->cfgx)
    sync_func_release_index (&g);
  for (int i = 0; none && i < p.n; i++)
    none = !covers_dep (&p.v[i]);
  if (none && !fn->entry_clean)
    none = keeps_boundary_orders (fn, gone, map, base, &p);
  sync_plan_release (&p);
  return none;
}

/* A visit of walk_entry_states: operation I of FN (-1: the end of a
   block that returns) with ST the counts of F's flags before it; a
   nonzero return ends the walk.  */
typedef int (*state_visit) (const struct sync_func *fn,
                            const struct flags *f, int i,
                            const uint32_t *st, void *data);

/* Run the flow of F over FN from an entry where no flag is pending, then
   call VISIT (with DATA) for every operation of every block it
   reaches, in order, with the counts before it, and at the end of each
   such block that returns when some path gets through it; until VISIT
   returns nonzero.  */
static void
walk_entry_states (const struct sync_func *fn, const struct flags *f,
                   state_visit visit, void *data)
{
  int n = f->n;
  uint32_t *in = (uint32_t *) calloc ((size_t) fn->nblocks * n + 1,
                                      sizeof *in);
  uint32_t *st = (uint32_t *) calloc (n + 1, sizeof *st);
  struct sink none = { NULL, 0, 0 };
  if (!in || !st)
    abort ();
  flow_flags (fn, f, 1, in);
  int stop = 0;
  for (int b = 0; b < fn->nblocks && !stop; b++)
    {
      if (!reached (in + (size_t) b * n, n))
        continue;
      memcpy (st, in + (size_t) b * n, n * sizeof *st);
      const struct sync_block *bb = &fn->blocks[b];
      int through = 1;
      for (int i = bb->first_op;
           through && !stop && i < bb->first_op + bb->nops; i++)
        {
          stop = visit (fn, f, i, st, data);
          if (!stop)
            through = transfer_op (fn, i, f, st, &none);
        }
      if (through && !stop && bb->exits)
        stop = visit (fn, f, -1, st, data);
    }
  free (st);
  free (in);
}

/* A visit for mark_boundary_flags: marks in OPEN (DATA) the flags a
   wait may find none of FN's own sets pending for, and at a return
   those that may be pending or not known.  */
static int
mark_open (const struct sync_func *fn, const struct flags *f, int i,
           const uint32_t *st, void *data)
{
  unsigned char *open = (unsigned char *) data;
  if (i < 0)
    {
      for (int x = 0; x < f->n; x++)
        if (st[x] != 1)
          open[x] = 1;
      return 0;
    }
  const struct sync_op *o = &fn->ops[i];
  if (o->kind == SYNC_OP_WAIT && flag_op_p (o)
      && (st[flag_of (f, o)] & (UNKNOWN | 1)))
    open[flag_of (f, o)] = 1;
  return 0;
}

/* Mark in OPEN the flags of F that may cross the boundary of FN, a
   function a kernel calls: by the flow from an entry where none of
   them is pending, a wait that may find none of FN's own sets pending
   (it takes one its caller set) or a set that may still be pending at
   a return (its caller's or the next call's to take).  What deleting
   such a flag changes is in FN's callers.  */
static void
mark_boundary_flags (const struct sync_func *fn, const struct flags *f,
                     unsigned char *open)
{
  walk_entry_states (fn, f, mark_open, open);
}

/* A visit for sync_hand_wait_before_set: stores into *DATA, and ends
   the walk at, a wait whose source is the scalar unit and that may find
   no set of its flag pending.  */
static int
scalar_wait_unset (const struct sync_func *fn, const struct flags *f, int i,
                   const uint32_t *st, void *data)
{
  if (i < 0)
    return 0;
  const struct sync_op *o = &fn->ops[i];
  if (o->kind != SYNC_OP_WAIT || !flag_op_p (o) || o->pipe != ASC_PIPE_S)
    return 0;
  uint32_t c = st[flag_of (f, o)];
  if ((c & UNKNOWN) || !(c & 1))
    return 0;
  *(int *) data = i;
  return 1;
}

/* See sync.h.  */
int
sync_hand_wait_before_set (const struct sync_func *fn)
{
  struct flags *f = (struct flags *) malloc (sizeof *f);
  if (!f)
    abort ();
  collect_flags (fn, f);
  f->s_later = 1;
  int found = -1;
  walk_entry_states (fn, f, scalar_wait_unset, &found);
  free (f);
  return found;
}

/* The number of pipe operations of FN (not counting the parts of its
   flags' reuse).  */
static int
count_pipe_ops (const struct sync_func *fn)
{
  int n = 0;
  for (int i = 0; i < fn->nops; i++)
    n += fn->ops[i].kind == SYNC_OP_PIPE && !fn->ops[i].flagpart;
  return n;
}

/* Mark in GONE the parts of FN standing for the reuse of the flags
   whose sets and waits GONE marks: a wait's part after it, a set's
   before it.  */
static void
mark_flag_parts (const struct sync_func *fn, unsigned char *gone)
{
  for (int i = 0; i < fn->nops; i++)
    if (gone[i] && flag_op_p (&fn->ops[i]))
      {
        if (i + 1 < fn->nops && fn->ops[i + 1].flagpart > 0)
          gone[i + 1] = 1;
        if (i > 0 && fn->ops[i - 1].flagpart < 0)
          gone[i - 1] = 1;
      }
}

/* Whether a barrier of FN before operation C stands for the same call
   as barrier C (a copy GCC made: same line and pipe).  */
static int
same_barrier_before (const struct sync_func *fn, int c)
{
  for (int i = 0; i < c; i++)
    if (fn->ops[i].kind == SYNC_OP_BARRIER && !fn->ops[i].vague
        && fn->ops[i].line == fn->ops[c].line
        && fn->ops[i].pipe == fn->ops[c].pipe)
      return 1;
  return 0;
}

/* See sync.h.  */
int
sync_lint_redundant (const struct sync_func *fn,
                     const struct sync_options *opts,
                     const struct sync_plan *base, int *group)
{
  int ngroups = 0;
  for (int i = 0; i < fn->nops; i++)
    group[i] = -1;
  /* Only where nothing is missing: an insertion the plan shares with
     the sync deleted would hide what the deletion leaves unordered.  */
  for (int i = 0; i < base->n; i++)
    if (covers_dep (&base->v[i]))
      return 0;
  /* In a function a kernel calls, what its callers see of its sync at
     its entry and return must stay (they may rely on it): only when
     those orders are known for every operation.  */
  if (!fn->entry_clean
      && (!base->entry_ord || !base->entry_via || !base->op_exit_ord
          || count_pipe_ops (fn) > SYNC_ORDERS_MAXOPS))
    return 0;
  struct flags *f = (struct flags *) malloc (sizeof *f);
  unsigned char *gone = (unsigned char *) calloc (fn->nops + 1, 1);
  int *map = (int *) calloc (fn->nops + 1, sizeof *map);
  struct sync_op *ops = (struct sync_op *) malloc ((fn->nops + 1)
                                                   * sizeof *ops);
  struct sync_block *blocks
    = (struct sync_block *) malloc ((fn->nblocks + 1) * sizeof *blocks);
  if (!f || !gone || !map || !ops || !blocks)
    abort ();
  collect_flags (fn, f);
  /* A flag a call or a set or wait of unknown pipes may touch is left
     alone: its sets and waits are not all in sight; so is one that
     crosses the boundary of a function a kernel calls.  */
  unsigned char *skip = (unsigned char *) calloc (f->n + 1, 1);
  if (!skip)
    abort ();
  if (!fn->entry_clean && f->n > 0 && fn->nblocks > 0)
    mark_boundary_flags (fn, f, skip);
  for (int i = 0; i < fn->nops; i++)
    for (int x = 0; x < f->n; x++)
      if ((fn->ops[i].kind == SYNC_OP_CALL
           && call_touches_flag (&fn->ops[i], f, x))
          || stand_in_touches_flag (&fn->ops[i], f, x)
          || ((fn->ops[i].kind == SYNC_OP_SET
               || fn->ops[i].kind == SYNC_OP_WAIT)
              && fn->ops[i].role == SYNC_ROLE_NONE
              && !flag_op_p (&fn->ops[i])))
        skip[x] = 1;
  /* The candidates: each barrier alone, then each flag's sets and
     waits together; each tried with those found redundant before left
     out too, so that all of them may go together.  */
  for (int c = 0; c < fn->nops + f->n; c++)
    {
      for (int i = 0; i < fn->nops; i++)
        gone[i] = group[i] >= 0;
      int any = 0;
      if (c < fn->nops)
        {
          /* A barrier with its copies (GCC's duplicates of one call:
             the same line and pipe), the first standing for them.  */
          const struct sync_op *o = &fn->ops[c];
          if (o->kind != SYNC_OP_BARRIER || o->vague
              || same_barrier_before (fn, c))
            continue;
          for (int i = c; i < fn->nops; i++)
            if (fn->ops[i].kind == SYNC_OP_BARRIER && !fn->ops[i].vague
                && fn->ops[i].line == o->line && fn->ops[i].pipe == o->pipe)
              gone[i] = any = 1;
        }
      else if (!skip[c - fn->nops])
        for (int i = 0; i < fn->nops; i++)
          if (flag_op_p (&fn->ops[i])
              && flag_of (f, &fn->ops[i]) == c - fn->nops)
            gone[i] = any = 1;
      mark_flag_parts (fn, gone);
      if (!any || !plan_without (fn, opts, base, gone, ops, blocks, map))
        continue;
      for (int i = 0; i < fn->nops; i++)
        if (gone[i] && group[i] < 0 && !fn->ops[i].flagpart)
          group[i] = ngroups;
      ngroups++;
    }
  free (skip);
  free (blocks);
  free (ops);
  free (map);
  free (gone);
  free (f);
  return ngroups;
}
