/* { dg-do run } */
/* Planner unit test, loop-carried dependences: each iteration loads X,
   computes Y from X and stores Y, always into the same buffers, so the
   load of iteration i+1 must wait for the vector op of iteration i
   (WAR V->MTE2) and the vector op for the store (WAR MTE3->V), besides
   the RAW inside the iteration.  The flags primed before the loop must
   be drained after it: balance is checked for 1 to 3 iterations.  */
#include "unit-support.h"

int
main (void)
{
  struct ut u;
  struct sync_options opts;
  sync_options_default (&opts);
  ut_init (&u, "carried", 4);
  ut_edge (&u, 0, 1);
  ut_edge (&u, 1, 2);
  ut_edge (&u, 1, 3);
  ut_edge (&u, 2, 1);
  ut_load (&u, 1, 0x0);
  ut_vec (&u, 1, 0x0, 0x1000);
  ut_store (&u, 1, 0x1000);
  ut_exit (&u, 3);
  ut_finish (&u);
  int fails = 0;
  for (int cfg = 1; cfg >= 0; cfg--)
    {
      struct sync_plan plan;
      fails += ut_run (&u, cfg, &opts, &plan);

      sync_plan_release (&plan);
    }
  return ut_verdict ("unit-loop-carried", fails);
}
/* { dg-final { output-count "paths: 0 violations" 2 } } */
/* { dg-final { output-contains "unit-loop-carried: PASS" } } */
