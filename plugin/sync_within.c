/* sync_within.c -- conflicts of two operations within one run of a
   loop, slot by slot of the rotations of the loops enclosing it
   (GCC-independent).

   An access whose slot rotates with loop P (struct sync_access: PK
   slots of loop PLOOP, counted from 0 at each entry) lies in slot T mod
   PK in iteration T of P.  Two operations in a loop L nested in P meet,
   within one run of L, only in the same iteration of P: both in the
   same slot.  When GCC unrolls a loop over the rows of a tile into one
   copy per row, each copy's access is exact in each slot, but over
   both slots of a double buffer the copies' ranges meet (row 0 of slot
   1 lies past row 1 of slot 0): compared slot by slot they do not.  So
   the accesses are narrowed to each slot in turn (the other fields of
   an access hold for every execution, so for those of one slot too)
   and compared as the plain test compares them.  What they leave out
   may still meet from one run of L to a later one, in another slot:
   the planner then looks for that dependence round P's back edge, as
   it does for one an iteration form of L keeps within a run (see
   sync_ops_meet_across_runs).  */

#include "sync.h"

/* Narrow the accesses of OP whose slots rotate with loop P (from 0 at
   each entry) to slot R (sync_access_narrow_to_slot).  */
static void
narrow_to_slot (struct sync_op *op, int p, int r)
{
  for (int i = 0; i < op->naccess; i++)
    sync_access_narrow_to_slot (&op->acc[i], p, r);
}

/* The least common multiple of the slot counts of the accesses of A
   and B that rotate with loop P from 0 at each entry; 0 when none
   does.  */
static int
slot_period (const struct sync_op *a, const struct sync_op *b, int p)
{
  int k = 0;
  for (int n = 0; n < 2; n++)
    {
      const struct sync_op *op = n ? b : a;
      for (int i = 0; i < op->naccess; i++)
        {
          const struct sync_access *x = &op->acc[i];
          if (x->pk >= 2 && x->ploop == p && x->pphase == 0)
            k = k ? sync_lcm (k, x->pk) : x->pk;
        }
    }
  return k;
}

/* See sync.h.  */
int
sync_ops_conflict_dist_within (const struct sync_func *fn,
                               const struct sync_op *a,
                               const struct sync_op *b, int loop, int dist)
{
  if (!sync_ops_conflict_dist (a, b, loop, dist))
    return 0;
  for (int p = fn->loops[loop].parent; p >= 0; p = fn->loops[p].parent)
    {
      int k = slot_period (a, b, p), any = 0;
      for (int r = 0; r < k && !any; r++)
        {
          struct sync_op x = *a, y = *b;
          narrow_to_slot (&x, p, r);
          narrow_to_slot (&y, p, r);
          any = sync_ops_conflict_dist_as (&x, &y, loop, dist, a == b);
        }
      if (k && !any)
        return 0;
    }
  return 1;
}

/* See sync.h.  */
int
sync_ops_min_dist_within (const struct sync_func *fn,
                          const struct sync_op *a, const struct sync_op *b,
                          int loop)
{
  int best = sync_ops_min_dist_exact (a, b, loop);
  for (int p = fn->loops[loop].parent; best && p >= 0;
       p = fn->loops[p].parent)
    {
      int k = slot_period (a, b, p), least = 0;
      if (!k)
        continue;
      for (int r = 0; r < k; r++)
        {
          struct sync_op x = *a, y = *b;
          narrow_to_slot (&x, p, r);
          narrow_to_slot (&y, p, r);
          int d = sync_ops_min_dist_as (&x, &y, loop, a == b);
          if (d && (!least || d < least))
            least = d;
        }
      /* Each slot's distance is at least the plain one.  */
      if (least > best || !least)
        best = least;
    }
  return best;
}

/* See sync.h.  */
int
sync_ops_meet_across_runs (const struct sync_op *a, const struct sync_op *b,
                           int loop)
{
  return sync_ops_conflict_dist (a, b, loop, 0)
         || sync_ops_min_dist_exact (a, b, loop) > 0;
}
