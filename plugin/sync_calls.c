/* sync_calls.c -- the planner's flags at calls issuing pipe work
   (GCC-independent core of ascsync).

   A call that may issue pipe work (SYNC_OP_CALL: a function of the
   unit issuing some, an indirect call, a function of another unit) is
   fenced by a pipe_barrier (PIPE_ALL) before and after it.  That orders
   the pipes' work, not the flags: the callee's own sync may set and
   wait any event id of any pipe pair, so no flag of the caller may be
   set and not yet waited for when the call runs -- the callee would set
   it again (flag-already-set), or its wait would take the caller's set
   for its own.  The structured planner may leave one so: a loop-carried
   pair set late in one iteration and waited for in the next, around a
   call early in the body, or a prime before a loop that holds a call.
   sync_plan_flags_at_call finds that in a plan; the data-flow planner,
   which waits for every flag of its own before a call, then serves.  */

#include <stdlib.h>
#include <string.h>
#include "sync.h"

#define NP ASC_NPIPES
#define NEV 8
#define NBITS (NP * NP * NEV)
#define NW ((NBITS + 63) / 64)

/* The bit of event id E of pipe pair P -> Q.  */
static int
flag_bit (int p, int q, int e)
{
  return (p * NP + q) * NEV + e;
}

/* Apply insertion S to the may-be-pending flags STATE: a set makes its
   id (every id of a rotation) pending; a wait of one id clears it (a
   wait of a rotating id clears none: which one it takes is not known
   here).  */
static void
apply_insn (const struct sync_insn *s, uint64_t *state)
{
  if (s->pipe < 0 || s->pipe >= NP || s->tpipe < 0 || s->tpipe >= NP)
    return;
  int n = s->rot > 1 ? s->rot : 1;
  for (int k = 0; k < n; k++)
    {
      int e = s->event + k;
      if (e < 0 || e >= NEV)
        continue;
      int bit = flag_bit (s->pipe, s->tpipe, e);
      if (s->action == SYNC_SET)
        state[bit / 64] |= (uint64_t) 1 << (bit % 64);
      else if (s->action == SYNC_WAIT && n == 1)
        state[bit / 64] &= ~((uint64_t) 1 << (bit % 64));
    }
}

/* Apply to STATE, in plan order, the insertions of PLAN at position
   WHERE with operation OP (BEFORE/AFTER_OP), block B (BLOCK_START,
   BLOCK_END, ON_EDGE's source) and target TO (ON_EDGE).  */
static void
apply_at (const struct sync_plan *plan, enum sync_where where, int op, int b,
          int to, uint64_t *state)
{
  for (int i = 0; i < plan->n; i++)
    {
      const struct sync_insn *s = &plan->v[i];
      if (s->where != where)
        continue;
      if (where == SYNC_BEFORE_OP || where == SYNC_AFTER_OP
          ? s->op == op
          : s->block == b && (where != SYNC_ON_EDGE || s->to == to))
        apply_insn (s, state);
    }
}

/* Whether some word of STATE is not zero.  */
static int
any_bit (const uint64_t *state)
{
  for (int w = 0; w < NW; w++)
    if (state[w])
      return 1;
  return 0;
}

/* Walk block B of FN from the flags IN, applying PLAN; return the index
   of the first SYNC_OP_CALL op at which a flag may be pending, else -1
   and leave the state at the block's end (before its edges) in OUT.  */
static int
walk_block (const struct sync_func *fn, const struct sync_plan *plan, int b,
            const uint64_t *in, uint64_t *out)
{
  const struct sync_block *bb = &fn->blocks[b];
  memcpy (out, in, NW * sizeof *out);
  apply_at (plan, SYNC_BLOCK_START, -1, b, -1, out);
  for (int i = bb->first_op; i < bb->first_op + bb->nops; i++)
    {
      apply_at (plan, SYNC_BEFORE_OP, i, b, -1, out);
      if (fn->ops[i].kind == SYNC_OP_CALL && any_bit (out))
        return i;
      apply_at (plan, SYNC_AFTER_OP, i, b, -1, out);
    }
  apply_at (plan, SYNC_BLOCK_END, -1, b, -1, out);
  return -1;
}

/* See sync.h.  */
int
sync_plan_flags_at_call (const struct sync_func *fn,
                         const struct sync_plan *plan)
{
  int calls = 0;
  for (int i = 0; i < fn->nops; i++)
    calls |= fn->ops[i].kind == SYNC_OP_CALL;
  if (!calls || fn->nblocks == 0)
    return -1;
  int nb = fn->nblocks, found = -1;
  uint64_t *in = calloc ((size_t) nb * NW, sizeof *in);
  uint64_t out[NW], edge[NW];
  int *work = malloc ((size_t) nb * sizeof *work);
  char *queued = calloc ((size_t) nb, 1);
  int nwork = 0;
  /* Every block once (its own sets matter even when none reaches it),
     the entry's first; then the blocks whose flags grew.  */
  for (int b = nb - 1; b >= 0; b--)
    {
      if (fn->blocks[b].from_entry)
        apply_at (plan, SYNC_ON_EDGE, -1, -1, b, in + (size_t) b * NW);
      work[nwork++] = b;
      queued[b] = 1;
    }
  while (nwork > 0 && found < 0)
    {
      int b = work[--nwork];
      queued[b] = 0;
      found = walk_block (fn, plan, b, in + (size_t) b * NW, out);
      const struct sync_block *bb = &fn->blocks[b];
      for (int k = 0; k < bb->nsucc && found < 0; k++)
        {
          int s = bb->succ[k];
          memcpy (edge, out, sizeof edge);
          apply_at (plan, SYNC_ON_EDGE, -1, b, s, edge);
          uint64_t *sin = in + (size_t) s * NW;
          int grew = 0;
          for (int w = 0; w < NW; w++)
            if (edge[w] & ~sin[w])
              {
                sin[w] |= edge[w];
                grew = 1;
              }
          if (grew && !queued[s])
            {
              work[nwork++] = s;
              queued[s] = 1;
            }
        }
    }
  free (in);
  free (work);
  free (queued);
  return found;
}
