/* sync_group.c -- slot groups of loop-carried pairs (GCC-independent).

   Two loops that take turns on the same ping-pong buffers (AttnScore's
   two matmuls both load L0A/L0B slot "step & 1" and run their mads on
   it) each get a loop-carried pair from the mads to the loads.  When
   both pairs have ids that name slots in every run (see slot_key in
   sync_place.c) and are primed once around one enclosing loop, they
   can share their ids and that prime and drain: every iteration of
   either loop waits for its slot's id before its loads and sets it
   after its mads, so per id the waits and sets still alternate in
   program order, and a load waits for the last mad on its slot,
   whichever loop ran it.  That also orders a mad of one loop before a
   load of the other on the same slot (sync_group_covers), which would
   otherwise need pairs of its own, as the hand-written kernel does with
   one flag per slot.  */

#include <stdlib.h>
#include <string.h>
#include "sync_place.h"

/* Whether loop A lies in loop B (A == B included).  */
static int
loop_within (const struct sync_func *fn, int a, int b)
{
  for (int x = a; x >= 0; x = fn->loops[x].parent)
    if (x == b)
      return 1;
  return 0;
}

/* Whether pair R may be in a slot group: kept, loop-carried, not an
   acknowledgement, rotating, and primed outside its loop.  */
static int
groupable (const struct pair *r)
{
  return !r->dead && r->kind == PK_LC && !r->ack && r->rot >= 2
         && r->runs != r->loop;
}

/* See sync_place.h.  */
int
sync_form_groups (struct pctx *c, FILE *dump)
{
  const struct sync_func *fn = c->fn;
  int n = 0;
  for (int i = 0; i < c->nv; i++)
    {
      struct pair *r = &c->v[i];
      if (!groupable (r) || r->lead)
        continue;
      for (int j = i + 1; j < c->nv; j++)
        {
          struct pair *u = &c->v[j];
          if (!groupable (u) || u->lead || u->p != r->p || u->q != r->q
              || u->rot != r->rot || u->runs != r->runs
              || loop_within (fn, u->loop, r->loop)
              || loop_within (fn, r->loop, u->loop))
            continue;
          /* Not with a loop already in the group, nor nested in one.  */
          int clash = 0;
          for (int k = i; k < j && !clash; k++)
            if (k == i || c->v[k].lead == i + 1)
              clash = loop_within (fn, u->loop, c->v[k].loop)
                      || loop_within (fn, c->v[k].loop, u->loop);
          if (clash)
            continue;
          r->lead = i + 1;
          u->lead = i + 1;
          n++;
          if (dump)
            fprintf (dump, ";;   v%d shares the ids, prime and drain of v%d "
                     "(slot group)\n", j, i);
        }
    }
  return n;
}

/* Whether the accesses of operation A (in loop LA, ids from phase PA)
   and B (loop LB, phase PB) that conflict do so only where the ids
   agree: each is a slot rotation of its loop counted the way its pair's
   ids are (from PA or PB, 0: from 0 at each entry), and where the
   range of A's residue R and that of B's residue S (modulo ROT) meet,
   IDA[R] is IDB[S] (the ids of A's and B's pairs in those residues;
   NULL: the residue itself).  */
int
sync_slots_meet_on_ids (const struct sync_op *a, const struct sync_op *b,
                        int la, int pa, int lb, int pb, int rot,
                        const int *ida, const int *idb)
{
  int any = 0;
  for (int i = 0; i < a->naccess; i++)
    for (int j = 0; j < b->naccess; j++)
      {
        const struct sync_access *x = &a->acc[i], *y = &b->acc[j];
        if (!sync_accesses_depend (x, y))
          continue;
        if (x->pk < 2 || x->ploop != la || x->pphase != pa
            || (pa && (x->pkey == 0 || x->pkey % rot)) || x->pk % rot
            || y->pk < 2 || y->ploop != lb || y->pphase != pb
            || (pb && (y->pkey == 0 || y->pkey % rot)) || y->pk % rot)
          return 0;
        for (int r = 0; r < x->pk; r++)
          for (int s = 0; s < y->pk; s++)
            if (x->plo[r] < y->phi[s] && y->plo[s] < x->phi[r]
                && (ida ? ida[r % rot] : r % rot)
                   != (idb ? idb[s % rot] : s % rot))
              return 0;
        any = 1;
      }
  return any;
}

/* See sync_place.h.  */
int
sync_same_slot_only (const struct sync_op *a, const struct sync_op *b,
                     int la, int pa, int lb, int pb, int rot)
{
  return sync_slots_meet_on_ids (a, b, la, pa, lb, pb, rot, NULL, NULL);
}

/* See sync_place.h.  */
int
sync_group_covers (const struct pctx *c, int p, int q, struct pt sa,
                   struct pt wb, int skip)
{
  const struct sync_func *fn = c->fn;
  if (sa.where != SYNC_AFTER_OP || wb.where != SYNC_BEFORE_OP)
    return 0;
  for (int i = 0; i < c->nv; i++)
    {
      const struct pair *x = &c->v[i];
      if (i == skip || !x->lead || x->dead || x->p != p || x->q != q
          || !sync_in_loop (fn, x->loop, sa.block)
          || !sync_set_follows (c, x, sa))
        continue;
      for (int j = 0; j < c->nv; j++)
        {
          const struct pair *y = &c->v[j];
          if (j == skip || j == i || y->lead != x->lead || y->dead
              || y->loop == x->loop || !sync_in_loop (fn, y->loop, wb.block)
              || !sync_pdom_pt (c, y->w, wb, 1))
            continue;
          if (sync_same_slot_only (&fn->ops[sa.op], &fn->ops[wb.op], x->loop,
                                   x->phase, y->loop, y->phase, x->rot))
            return sync_witness (c, i, j);
        }
    }
  return 0;
}
