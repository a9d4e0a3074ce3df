/* sync_rowguard.c -- row guards: sync that runs only when a GM row
   chosen at run time equals one an earlier iteration still touches
   (GCC-independent).

   A kernel that updates rows of a table picked by data (an index add, a
   scatter, a histogram) loads row idx[i], adds into it and stores it
   back, several rows in flight:

     for (i = 0; i < n; i++)
       {
         r = idx[i];
         copy_gm_to_ubuf (t[s], tab + r * D, ...);      B, MTE2
         vadd (t[s], t[s], x[s], ...);
         copy_ubuf_to_gm (tab + r * D, t[s], ...);      A, MTE3
       }

   No analysis can tell whether the load of iteration i meets the store
   of iteration i - 1: only the data can.  Ordered statically, every
   load waits for the store before it, and the rows go through one at a
   time.  When both accesses have row forms of one layout (struct
   sync_access, XROW: they touch a common byte only when their rows are
   equal), the access model (rows_guarded in sync_access.c) counts them
   apart at distances 1 .. SYNC_ROWGUARD - 1, provided a guard right
   before B compares B's row with A's rows of those iterations and, when
   one is equal, orders the work A's pipe issued so far before B.  The
   plan orders the rest from the first distance the guard leaves, as any
   loop-carried dependence (A's pipe runs its instances in order, so
   that covers every farther one too).  A must run in every iteration
   that goes round and after B in it, so that the rows kept are those of
   the iterations just before.

   This file adds the guards the plan relies on (sync_row_guard_depth
   says which, and how many rows each compares) and the sync each runs:
   a set_flag and a wait_flag from A's pipe into S, back to back on an id
   of that pipe pair nothing else in the function uses (the scalar unit
   waits until A's pipe has done everything issued before, then issues
   B), else a pipe_barrier (PIPE_ALL); when all the guard orders is work
   of A's own pipe (a scatter's store after its earlier stores), a
   pipe_barrier on that pipe.  The rows kept start afresh at each entry
   of the loop; in a loop inside another one, where the plan orders the
   runs of the loop one after the other only as far as the access model
   (with its guards) says they meet, the same sync runs unguarded on the
   edge entering the loop, so that the producer's work of the runs
   before is done first.  The code keeping the rows and comparing them
   is the emitter's (gimple_rowguard.cc).  */

#include <stdlib.h>
#include <string.h>
#include "sync.h"

/* The lowest id of pipe pair P -> S that no insertion of PLAN, no
   hand-written sync of FN and no reservation of OPTS (callees' ids
   among them) uses, or -1.  */
static int
free_id_into_s (const struct sync_func *fn, const struct sync_options *opts,
                const struct sync_plan *plan, int p)
{
  uint32_t hand[ASC_NPIPES][ASC_NPIPES], used[ASC_NPIPES * ASC_NPIPES];
  memset (hand, 0, sizeof hand);
  memset (used, 0, sizeof used);
  sync_hand_ids (fn, hand);
  sync_plan_ids (plan, used);
  uint32_t taken = opts->reserved[p][ASC_PIPE_S] | hand[p][ASC_PIPE_S]
                   | used[p * ASC_NPIPES + ASC_PIPE_S];
  for (int k = 0; k < opts->nflags && k < 32; k++)
    if (!(taken & ((uint32_t) 1 << k)))
      return k;
  return -1;
}

/* Append to PLAN one insertion of guard G's sync (G an index in PLAN's
   guards): ACTION on pipes P -> Q (id EVENT), at AT (SYNC_BEFORE_OP:
   before the guard's operation B, run by the guard; SYNC_ON_EDGE: on
   the edge entering its loop, always), for source line LINE.  */
static void
add_guard_insn (struct sync_plan *plan, const struct sync_func *fn, int g,
                enum sync_where at, enum sync_action action, int p, int q,
                int event, int line)
{
  const struct sync_rowguard *rg = &plan->guards[g];
  const struct sync_loop *lp = &fn->loops[rg->loop];
  struct sync_insn *s = sync_plan_new_insn (plan);
  s->where = at;
  s->op = at == SYNC_BEFORE_OP ? rg->b : -1;
  s->block = at == SYNC_BEFORE_OP ? fn->ops[rg->b].block : lp->pre_from;
  s->to = at == SYNC_BEFORE_OP ? -1 : lp->header;
  s->action = action;
  s->pipe = p;
  s->tpipe = q;
  s->event = event;
  s->rot = 1;
  s->rloop = -1;
  s->rguard = at == SYNC_BEFORE_OP ? g + 1 : 0;
  s->reason = SYNC_R_DEP;
  s->cause = rg->a;
  s->peer = rg->b;
  s->line = line;
  sync_plan_count (plan, action, SYNC_R_DEP);
}

/* Append to PLAN guard G's sync at AT (see add_guard_insn): a barrier
   on the producer's pipe when the guard orders only that pipe's work,
   else a set_flag and a wait_flag from it into S on id ID, or with no
   id (ID -1) a barrier on every pipe.  */
static void
add_guard_sync (struct sync_plan *plan, const struct sync_func *fn, int g,
                enum sync_where at, int id, int line)
{
  const struct sync_rowguard *rg = &plan->guards[g];
  if (!rg->cross)
    add_guard_insn (plan, fn, g, at, SYNC_BARRIER, rg->pipe, -1, -1, line);
  else if (id >= 0)
    {
      add_guard_insn (plan, fn, g, at, SYNC_SET, rg->pipe, ASC_PIPE_S, id,
                      line);
      add_guard_insn (plan, fn, g, at, SYNC_WAIT, rg->pipe, ASC_PIPE_S, id,
                      line);
    }
  else
    add_guard_insn (plan, fn, g, at, SYNC_BARRIER, ASC_PIPE_ALL, -1, -1,
                    line);
}

/* Append to PLAN guard G's sync (with id ID, see add_guard_sync) on
   the edge entering its loop, when the loop is in another loop: the
   rows kept start afresh there, so the work the guard's producer
   issued in the loop's runs before waits there.  Once per loop and
   kind (DONE, one entry per guard).  */
static void
add_entry_wait (struct sync_plan *plan, const struct sync_func *fn, int g,
                int id, unsigned char *done)
{
  const struct sync_rowguard *rg = &plan->guards[g];
  if (fn->loops[rg->loop].parent < 0)
    return;
  for (int h = 0; h < g; h++)
    if (done[h] && plan->guards[h].loop == rg->loop
        && plan->guards[h].pipe == rg->pipe
        && plan->guards[h].cross == rg->cross)
      return;
  done[g] = 1;
  add_guard_sync (plan, fn, g, SYNC_ON_EDGE, id, fn->ops[rg->a].line);
}

/* The guard of PLAN before operation B comparing row ROWB with the
   rows ROWA of operation A, made (with depth 0) if there is none.  */
static struct sync_rowguard *
guard_for (struct sync_plan *plan, int a, int b, int loop, int pipe,
           int32_t rowa, int32_t rowb, uint64_t unit)
{
  for (int g = 0; g < plan->nguards; g++)
    {
      struct sync_rowguard *rg = &plan->guards[g];
      if (rg->a == a && rg->b == b && rg->rowa == rowa && rg->rowb == rowb
          && rg->unit == unit)
        return rg;
    }
  if (plan->nguards % 8 == 0)
    {
      plan->guards = realloc (plan->guards,
                              (plan->nguards + 8) * sizeof *plan->guards);
      if (!plan->guards)
        abort ();
    }
  struct sync_rowguard *rg = &plan->guards[plan->nguards++];
  rg->a = a;
  rg->b = b;
  rg->loop = loop;
  rg->depth = 0;
  rg->pipe = pipe;
  rg->rowa = rowa;
  rg->rowb = rowb;
  rg->unit = unit;
  rg->cross = 0;
  return rg;
}

/* The row value (struct sync_access, XVAL) access Y's anchor ANCHOR
   computes for the row Y uses: the anchor's own, which it computes
   before it (Y's may come later).  */
static int32_t
anchor_value (const struct sync_op *anchor, const struct sync_access *y)
{
  for (int k = 0; k < anchor->naccess; k++)
    if ((anchor->acc[k].xguard & SYNC_XG_GUARD)
        && anchor->acc[k].xrow == y->xrow && anchor->acc[k].xsig == y->xsig)
      return anchor->acc[k].xval;
  abort ();
}

/* Add to PLAN the guards operation A needs before operation C: for
   each pair of their accesses the guard at C's access's anchor
   compares, one at that anchor of the depth A and C need.  */
static void
add_guards_of (const struct sync_func *fn, struct sync_plan *plan, int a,
               int c)
{
  const struct sync_op *oa = &fn->ops[a], *oc = &fn->ops[c];
  for (int i = 0; i < oa->naccess; i++)
    for (int j = 0; j < oc->naccess; j++)
      {
        const struct sync_access *x = &oa->acc[i], *y = &oc->acc[j];
        if (!sync_rows_guarded (x, y, y->xloop))
          continue;
        int depth = sync_row_guard_depth (oa, oc, y->xloop);
        if (depth <= 0)
          return;
        struct sync_rowguard *rg
          = guard_for (plan, a, y->xanchor, y->xloop, oa->pipe, x->xval,
                       anchor_value (&fn->ops[y->xanchor], y), x->xunit);
        if (depth > rg->depth)
          rg->depth = depth;
        rg->cross |= oc->pipe != oa->pipe;
      }
}

/* See sync.h.  */
void
sync_plan_row_guards (const struct sync_func *fn,
                      const struct sync_options *opts,
                      struct sync_plan *plan)
{
  /* The operations with row accesses that may be guarded, and those
     whose rows may be kept: few, whatever the function's size.  */
  int *cs = malloc ((2 * fn->nops + 1) * sizeof *cs);
  if (!cs)
    abort ();
  int *as = cs + fn->nops;
  int nc = 0, na = 0;
  for (int i = 0; i < fn->nops; i++)
    {
      int bits = 0;
      for (int k = 0; k < fn->ops[i].naccess; k++)
        bits |= fn->ops[i].acc[k].xguard;
      if (bits & SYNC_XG_GUARD)
        cs[nc++] = i;
      if (bits & SYNC_XG_RECORD)
        as[na++] = i;
    }
  for (int c = 0; c < nc; c++)
    for (int a = 0; a < na; a++)
      add_guards_of (fn, plan, as[a], cs[c]);
  free (cs);
  int ids[ASC_NPIPES];
  for (int p = 0; p < ASC_NPIPES; p++)
    ids[p] = -2;
  unsigned char *done = calloc (plan->nguards + 1, 1);
  if (!done)
    abort ();
  for (int g = 0; g < plan->nguards; g++)
    {
      int p = plan->guards[g].pipe;
      if (ids[p] == -2)
        ids[p] = free_id_into_s (fn, opts, plan, p);
      add_guard_sync (plan, fn, g, SYNC_BEFORE_OP, ids[p],
                      fn->ops[plan->guards[g].b].line);
      add_entry_wait (plan, fn, g, ids[p], done);
    }
  free (done);
}
