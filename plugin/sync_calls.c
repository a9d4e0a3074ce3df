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
   which waits for every flag of its own before a call, then serves.

   A call of a function of the unit whose sync the plugin has planned
   already (it plans callees before their callers) is not fenced: the
   callee's pipe operations, their footprints made independent of the
   callee's own loops and values, stand for its work at the call (see
   struct sync_op, ROLE).  The entry copies are consumers only, the
   exit copies producers only, so every dependence between the caller
   and the callee is one between a caller operation and a copy, and
   none is between copies of one run of the call: the callee orders
   those itself.  What the plan places before or after an entry copy
   goes before the call, what it places around an exit copy after it
   (sync_plan_anchor_calls).  The callee's planned flags are balanced
   within it, so a flag of the caller may be pending across the call
   unless the callee may use its id (SYNC_OP_CALL's CALL_IDS and
   CALL_HAND_IDS).  The caller's pairs take none of the ids its callees
   use, planned or hand-written (sync_callee_ids, reserved by
   sync_plan_function): a set of the caller right after a call could
   otherwise set a flag again before the callee's own wait for it has
   taken it.  A callee's planned flags are set again by its next call,
   or by another callee using the same pair: the summary makes the
   caller order the callee's waits of one call before the sets of the
   next (gimple_summary.cc, add_flag_turns).  Hand-written flags, which
   may pass between caller and callee, are the author's; a callee plans
   without any id of the unit's hand-written flags
   (ascsync_reserve_unit_hand_ids), so none of its sets can find one of
   them pending.  */

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
   here), and so does a wait of an id per value of a parameter (the
   ids are its pair's alone, and the one id it takes in a run is the
   one the pair's set gave), and a wait after which no id of its
   rotation is left set (sync_insn.CLEARS_ROT: an intra pair's, whose
   set of every earlier iteration has been waited; the drains on an
   exit, which take every id the loop left set; no other pair sharing
   the ids has one pending there, see sync_interfere).  */
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
      else if (s->action == SYNC_WAIT
               && (n == 1 || s->rkey > 0 || s->clears_rot))
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

/* See sync.h.  */
int
sync_call_uses_id (const struct sync_op *call, int p, int q, int id)
{
  if (!call->nofence || !call->call_ids || !call->call_hand_ids || id < 0
      || id >= 32)
    return 1;
  return ((call->call_ids[p * NP + q] | call->call_hand_ids[p * NP + q])
          >> id) & 1;
}

/* Whether a flag of STATE is one call operation OP's callee may use.  */
static int
callee_may_use (const struct sync_op *op, const uint64_t *state)
{
  for (int p = 0; p < NP; p++)
    for (int q = 0; q < NP; q++)
      for (int e = 0; e < NEV; e++)
        {
          int bit = flag_bit (p, q, e);
          if (((state[bit / 64] >> (bit % 64)) & 1)
              && sync_call_uses_id (op, p, q, e))
            return 1;
        }
  return 0;
}

/* Walk block B of FN from the flags IN, applying PLAN; return the index
   of the first SYNC_OP_CALL op at which a flag its callee may use may
   be pending, else -1 and leave the state at the block's end (before
   its edges) in OUT.  */
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
      if (fn->ops[i].kind == SYNC_OP_CALL
          && callee_may_use (&fn->ops[i], out))
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

/* See sync.h.  */
int
sync_roles_may_depend (const struct sync_op *a, const struct sync_op *b)
{
  /* A wait of the scalar unit stalls issue: everything after it is
     issued once it has taken its set.  */
  if (a->flagpart > 0 && a->pipe == ASC_PIPE_S)
    return 0;
  return a->role != SYNC_ROLE_ENTRY && b->role != SYNC_ROLE_EXIT
         && !(b->role == SYNC_ROLE_ENTRY && a->pipe >= 0
              && a->pipe < ASC_NPIPES && ((b->entry_ord >> a->pipe) & 1));
}

/* See sync.h.  */
int
sync_callee_ids (const struct sync_func *fn, enum sync_callee_idset which,
                 uint32_t ids[ASC_NPIPES][ASC_NPIPES])
{
  int any = 0;
  memset (ids, 0, sizeof (uint32_t) * NP * NP);
  for (int i = 0; i < fn->nops; i++)
    {
      const struct sync_op *o = &fn->ops[i];
      if (o->kind != SYNC_OP_CALL || !o->nofence)
        continue;
      any = 1;
      for (int p = 0; p < NP; p++)
        for (int q = 0; q < NP; q++)
          {
            int k = p * NP + q;
            uint32_t planned = o->call_ids ? o->call_ids[k] : ~(uint32_t) 0;
            uint32_t hand = o->call_hand_ids ? o->call_hand_ids[k]
                                             : ~(uint32_t) 0;
            ids[p][q] |= which == SYNC_IDS_PLANNED ? planned
                         : which == SYNC_IDS_HAND ? hand : planned | hand;
          }
    }
  return any;
}

/* The call operation whose run of copies holds operation I of FN (see
   struct sync_op, ROLE), or -1 for an operation of no such run.  */
static int
call_of_copy (const struct sync_func *fn, int i)
{
  int role = fn->ops[i].role, step = role == SYNC_ROLE_ENTRY ? 1 : -1;
  if (role == SYNC_ROLE_NONE)
    return -1;
  int b = fn->ops[i].block;
  for (int j = i + step; j >= 0 && j < fn->nops && fn->ops[j].block == b;
       j += step)
    if (fn->ops[j].kind == SYNC_OP_CALL && fn->ops[j].nofence)
      return j;
    else if (fn->ops[j].role != role)
      break;
  return -1;
}

/* See sync.h.  */
void
sync_plan_anchor_calls (const struct sync_func *fn, struct sync_plan *plan)
{
  for (int i = 0; i < plan->n; i++)
    {
      struct sync_insn *s = &plan->v[i];
      if (s->where != SYNC_BEFORE_OP && s->where != SYNC_AFTER_OP)
        continue;
      int call = call_of_copy (fn, s->op);
      if (call < 0)
        continue;
      s->where = fn->ops[s->op].role == SYNC_ROLE_ENTRY ? SYNC_BEFORE_OP
                                                        : SYNC_AFTER_OP;
      s->op = call;
    }
}

