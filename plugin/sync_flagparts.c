/* sync_flagparts.c -- a hand-written flag's reuse as a dependence
   (GCC-independent).

   A set_flag must not run before the wait_flag that takes the previous
   set of its id: the checker's flag-already-set.  The hand-written
   sync usually orders the two (the pair of the other direction does,
   in a double-buffered loop); when it does not (a pair deleted, or one
   that lies on some paths only), keep mode must add what does, as it
   does for a memory dependence.  So each hand-written wait_flag gets,
   just after it, a part on its own pipe that writes the bytes of its
   ids in no memory space, and each set_flag, just before it, a part
   on its own pipe that reads them (sync_op.flagpart).  A set's part
   then depends on the part of every earlier wait of an id it may set
   again, and the planner, the happens-before flow and lint treat that
   dependence as any other: what the hand-written sync orders is
   ordered, and what it leaves unordered gets a pair (a wait of the
   scalar unit orders everything issued after it, sync_roles_may_depend).
   Ids that rotate with a loop rotate the part's bytes as a slot
   rotation does, so the wait of one slot's id does not hold up the set
   of the other's.  The parts stand where their flag stands: the plan's
   insertions next to a part move next to its flag.  */

#include <string.h>
#include "sync.h"

/* See sync.h.  */
void
sync_flag_part_access (const struct sync_op *f, struct sync_access *a)
{
  memset (a, 0, sizeof *a);
  a->space = ASC_SPACE_NONE;
  a->write = f->kind == SYNC_OP_WAIT;
  uint64_t base = (uint64_t) (f->pipe * ASC_NPIPES + f->tpipe) * 32;
  /* Ids past 0 .. 31 name none: the range is every id then.  */
  int lo = f->ev_lo, hi = f->ev_hi;
  if (lo < 0 || hi > 31 || hi < lo)
    lo = 0, hi = 31;
  a->lo = base + (uint64_t) lo;
  a->hi = base + (uint64_t) hi + 1;
  int rot = f->ev_pk >= 2 && f->ev_pk <= SYNC_MAXK;
  for (int r = 0; rot && r < f->ev_pk; r++)
    rot = f->ev_slot[r] >= lo && f->ev_slot[r] <= hi;
  if (rot)
    {
      a->pk = f->ev_pk;
      a->ploop = f->ev_ploop;
      a->pphase = f->ev_pphase;
      for (int r = 0; r < f->ev_pk; r++)
        {
          a->plo[r] = base + (uint64_t) f->ev_slot[r];
          a->phi[r] = a->plo[r] + 1;
        }
    }
}

/* See sync.h.  */
void
sync_plan_anchor_flag_parts (const struct sync_func *fn,
                             struct sync_plan *plan)
{
  for (int i = 0; i < plan->n; i++)
    {
      struct sync_insn *s = &plan->v[i];
      if ((s->where != SYNC_BEFORE_OP && s->where != SYNC_AFTER_OP)
          || fn->ops[s->op].flagpart == 0)
        continue;
      /* A wait's part follows it, a set's precedes it.  */
      if (fn->ops[s->op].flagpart > 0)
        {
          s->where = SYNC_AFTER_OP;
          s->op--;
        }
      else
        {
          s->where = SYNC_BEFORE_OP;
          s->op++;
        }
    }
}
