/* { dg-do run } */
/* Planner unit test, straight line (the paper's first scenario): an
   MTE2 load feeds a vector op that feeds an MTE3 store.  With and
   without CFG information, every dependence must be ordered and every
   flag balanced, and the counts are forced: one set/wait pair per
   cross-pipe dependence (MTE2->V from MTE2, V->MTE3 from V) and no
   barrier.  */
#include "unit-support.h"

int
main (void)
{
  struct ut u;
  ut_init (&u, "straight", 1);
  ut_load (&u, 0, 0x0);
  ut_vec (&u, 0, 0x0, 0x1000);
  ut_store (&u, 0, 0x1000);
  ut_exit (&u, 0);
  ut_finish (&u);
  struct sync_options opts;
  sync_options_default (&opts);
  int fails = 0;
  for (int cfg = 1; cfg >= 0; cfg--)
    {
      struct sync_plan plan;
      fails += ut_run (&u, cfg, &opts, &plan);
      if (ut_count (&plan, SYNC_SET, -1) != 2
          || ut_count (&plan, SYNC_WAIT, -1) != 2
          || ut_count (&plan, SYNC_BARRIER, -1) != 0
          || ut_count (&plan, SYNC_SET, ASC_PIPE_MTE2) != 1
          || ut_count (&plan, SYNC_SET, ASC_PIPE_V) != 1)
        {
          printf ("FAIL: expected set/wait MTE2->V and V->MTE3 only\n");
          fails++;
        }
      sync_plan_release (&plan);
    }
  return ut_verdict ("unit-straight-line", fails);
}
/* { dg-final { output-count "straight: checked 1 paths: 0 violations" 2 } } */
/* { dg-final { output-contains "unit-straight-line: PASS" } } */
