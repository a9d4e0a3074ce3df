/* { dg-do run } */
/* Planner unit test: a slot rotation shifted by an unknown start
   (PPHASE) that no id counter may follow (PKEY 0: the start is not
   available at its loop's entry, or the shift is of another kind) gives
   a pair no rotating ids.  sync_slots_meet_on_ids once took PKEY 0 for
   a multiple of every period (0 % ROT is 0), the plan rotated a pair's
   ids from that start, and emitting the rotation failed an internal
   check (a kernel at -O3 -fno-tree-vrp).  The same accesses with a
   key of 2 still meet on the ids of a period-2 rotation.  */
#include "unit-support.h"
#include "sync_place.h"

/* Make OP one operation with access 0 rotating over slots 0x0 and
   0x100 of loop 0, shifted by phase PHASE with key KEY.  */
static void
rotating_op (struct sync_op *op, int write, int phase, int key)
{
  memset (op, 0, sizeof *op);
  op->kind = SYNC_OP_PIPE;
  op->naccess = 1;
  struct sync_access *a = &op->acc[0];
  a->space = ASC_SPACE_UB;
  a->write = write;
  a->lo = 0;
  a->hi = 0x200;
  a->pk = 2;
  a->ploop = 0;
  a->pphase = phase;
  a->pkey = key;
  for (int r = 0; r < 2; r++)
    {
      a->plo[r] = 0x100 * (uint64_t) r;
      a->phi[r] = a->plo[r] + 0x100;
    }
}

int
main (void)
{
  struct sync_op a, b;
  int fails = 0;
  rotating_op (&a, 1, 5, 0);
  rotating_op (&b, 0, 5, 0);
  int unkeyed = sync_slots_meet_on_ids (&a, &b, 0, 5, 0, 5, 2, NULL, NULL);
  rotating_op (&a, 1, 5, 2);
  rotating_op (&b, 0, 5, 2);
  int keyed = sync_slots_meet_on_ids (&a, &b, 0, 5, 0, 5, 2, NULL, NULL);
  printf ("unkeyed phase: %d, keyed phase: %d\n", unkeyed, keyed);
  fails += unkeyed != 0;
  fails += keyed != 1;
  return ut_verdict ("unit-phase-without-key", fails);
}
/* { dg-final { output-contains "unkeyed phase: 0, keyed phase: 1" } } */
/* { dg-final { output-contains "unit-phase-without-key: PASS" } } */
