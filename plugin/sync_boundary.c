/* sync_boundary.c -- the hand-written flags a function's calls stand
   in for (GCC-independent core of ascsync).

   A tile helper written with its own sync often waits, before anything
   else of a pipe pair, for a flag its caller or its call of an earlier
   tile set ("X[s] is free again"), and sets, after everything else of
   a pair, a flag that its caller or a later call waits for ("Y[s] is
   stored").  Such a flag crosses the call: the caller primes and
   drains it, and one call's set orders its work before the next call's
   load.  The caller's keep-mode analysis (sync_hand.c, sync_hb.c) sees
   the flags the caller writes and, at a call, takes every flag the
   callee's hand-written sync may touch as touched; the protocol that
   passes through the call is then lost, and the caller orders the
   callee's work across calls again with pairs of its own.

   Here the callee's flags that cross its boundary are found, so that
   the summary of the callee keeps them (gimple_summary.cc) and each
   call stands in for them where they act: its boundary waits before
   the copies of the callee's work entering the call that they precede
   in the callee, its boundary sets after the copies of the work leaving
   the call that they follow (sync_op.role, sync_calls.c).  A flag is a
   boundary flag only where the copies place it right on every path:
   - it runs exactly once per call: it lies in no loop of the callee,
     on every path from the callee's entry to its return, and the
     callee has no edge control leaves or enters abnormally through;
   - a boundary wait is the first flag operation of its pipe pair in
     the callee (it dominates every other set and wait of the pair), so
     it takes the latest set issued before the call; a boundary set is
     the last (it post-dominates every other), so its flag is pending
     when the call returns;
   - the callee has no hand-written flag of unknown pipes, and none of
     its own calls may touch the pair's hand-written flags.
   Every other hand-written flag of the callee stays inside the call,
   where the caller takes all of them as touched.  The copies then
   keep program order for what the flags order: an entry copy of
   operation J follows the boundary waits that dominate J in the callee
   (the waits dominate each other, so these are the first ones), an
   exit copy of J precedes the boundary sets that post-dominate J (the
   last ones), and no copy claims a flag that does not order it.  */

#include <string.h>
#include "sync.h"

/* Whether operation X of FN comes before operation Y on every path
   from FN's entry to Y (X dominates Y; not X itself).  */
static int
op_dominates (const struct sync_func *fn, int x, int y)
{
  int bx = fn->ops[x].block, by = fn->ops[y].block;
  if (bx == by)
    return x < y;
  for (int b = fn->blocks[by].idom; b >= 0; b = fn->blocks[b].idom)
    if (b == bx)
      return 1;
  return 0;
}

/* Whether operation X of FN comes after operation Y on every path from
   Y to FN's return (X post-dominates Y; not X itself).  */
static int
op_postdominates (const struct sync_func *fn, int x, int y)
{
  int bx = fn->ops[x].block, by = fn->ops[y].block;
  if (bx == by)
    return x > y;
  for (int b = fn->blocks[by].ipdom; b >= 0; b = fn->blocks[b].ipdom)
    if (b == bx)
      return 1;
  return 0;
}

/* Whether operation X of FN runs exactly once in each run of FN that
   returns: in no loop, its block on every path from the entry to the
   return.  */
static int
op_once (const struct sync_func *fn, int x)
{
  int bx = fn->ops[x].block;
  if (fn->blocks[bx].loop >= 0)
    return 0;
  for (int b = 0; b >= 0; b = fn->blocks[b].ipdom)
    if (b == bx)
      return 1;
  return 0;
}

/* Whether FN's flags may be passed to its callers at all: it has its
   dominators, no abnormal edge, and no hand-written flag of unknown
   pipes.  */
static int
boundary_possible (const struct sync_func *fn)
{
  if (!fn->have_cfg)
    return 0;
  for (int b = 0; b < fn->nblocks; b++)
    {
      const struct sync_block *bb = &fn->blocks[b];
      if (bb->abn_in || bb->abn_out)
        return 0;
      for (int k = 0; k < bb->nsucc; k++)
        if (bb->sfix && bb->sfix[k])
          return 0;
      for (int k = 0; k < bb->npred; k++)
        if (bb->pfix && bb->pfix[k])
          return 0;
    }
  for (int i = 0; i < fn->nops; i++)
    {
      const struct sync_op *o = &fn->ops[i];
      if ((o->kind == SYNC_OP_SET || o->kind == SYNC_OP_WAIT)
          && (o->pipe >= ASC_NPIPES || o->tpipe >= ASC_NPIPES))
        return 0;
    }
  return 1;
}

/* Whether a call of FN may touch the hand-written flags of pipe pair
   P -> Q.  */
static int
calls_touch_pair (const struct sync_func *fn, int p, int q)
{
  for (int i = 0; i < fn->nops; i++)
    {
      const struct sync_op *o = &fn->ops[i];
      if (o->kind == SYNC_OP_CALL
          && (!o->nofence || !o->call_hand_ids
              || o->call_hand_ids[p * ASC_NPIPES + q]))
        return 1;
    }
  return 0;
}

/* Whether hand-written set or wait X of FN is a boundary flag (file
   comment): once per call, the first (wait) or last (set) of its pair,
   the pair untouched by FN's calls.  */
static int
boundary_flag_p (const struct sync_func *fn, int x)
{
  const struct sync_op *o = &fn->ops[x];
  if (!op_once (fn, x) || calls_touch_pair (fn, o->pipe, o->tpipe))
    return 0;
  for (int i = 0; i < fn->nops; i++)
    {
      const struct sync_op *y = &fn->ops[i];
      if (i == x || (y->kind != SYNC_OP_SET && y->kind != SYNC_OP_WAIT)
          || y->pipe != o->pipe || y->tpipe != o->tpipe)
        continue;
      if (o->kind == SYNC_OP_WAIT ? !op_dominates (fn, x, i)
                                  : !op_postdominates (fn, x, i))
        return 0;
    }
  return 1;
}

/* See sync.h.  */
void
sync_boundary_flags (const struct sync_func *fn, int max, int *waits,
                     int *nw, int *sets, int *ns)
{
  *nw = *ns = 0;
  if (!boundary_possible (fn))
    return;
  for (int i = 0; i < fn->nops; i++)
    {
      enum sync_op_kind k = fn->ops[i].kind;
      if ((k != SYNC_OP_SET && k != SYNC_OP_WAIT) || !boundary_flag_p (fn, i))
        continue;
      if (k == SYNC_OP_WAIT && *nw < max)
        waits[(*nw)++] = i;
      else if (k == SYNC_OP_SET && *ns < max)
        sets[(*ns)++] = i;
    }
}

/* See sync.h.  */
int
sync_boundary_wait_level (const struct sync_func *fn, const int *waits,
                          int nw, int j)
{
  int level = 0;
  while (level < nw && op_dominates (fn, waits[level], j))
    level++;
  return level;
}

/* See sync.h.  */
int
sync_boundary_set_level (const struct sync_func *fn, const int *sets,
                         int ns, int j)
{
  int level = ns;
  while (level > 0 && op_postdominates (fn, sets[level - 1], j))
    level--;
  return level;
}

/* Whether I is one of the N operation indices V.  */
static int
listed (const int *v, int n, int i)
{
  for (int k = 0; k < n; k++)
    if (v[k] == i)
      return 1;
  return 0;
}

/* See sync.h.  */
void
sync_inside_hand_ids (const struct sync_func *fn, const int *waits, int nw,
                      const int *sets, int ns,
                      uint32_t ids[ASC_NPIPES][ASC_NPIPES])
{
  sync_callee_ids (fn, SYNC_IDS_HAND, ids);
  for (int i = 0; i < fn->nops; i++)
    {
      const struct sync_op *o = &fn->ops[i];
      if ((o->kind == SYNC_OP_SET || o->kind == SYNC_OP_WAIT)
          && !listed (waits, nw, i) && !listed (sets, ns, i))
        sync_flag_op_ids (o, ids);
    }
}
