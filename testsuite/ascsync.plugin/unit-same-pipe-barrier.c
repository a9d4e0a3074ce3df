/* { dg-do run } */
/* Planner unit test, same-pipe dependence: the second vector op reads
   what the first wrote, so they need pipe_barrier (V) (a flag cannot
   link a pipe to itself); the third touches disjoint bytes.  Forced
   counts: exactly one barrier, on V, and no set_flag/wait_flag.  */
#include "unit-support.h"

int
main (void)
{
  struct ut u;
  struct sync_options opts;
  sync_options_default (&opts);
  ut_init (&u, "samepipe", 1);
  ut_vec (&u, 0, 0x0, 0x1000);
  ut_vec (&u, 0, 0x1000, 0x2000);
  ut_vec (&u, 0, 0x3000, 0x4000);
  ut_exit (&u, 0);
  ut_finish (&u);
  int fails = 0;
  for (int cfg = 1; cfg >= 0; cfg--)
    {
      struct sync_plan plan;
      fails += ut_run (&u, cfg, &opts, &plan);
      if (ut_count (&plan, SYNC_BARRIER, ASC_PIPE_V) != 1
          || ut_count (&plan, SYNC_BARRIER, -1) != 1
          || ut_count (&plan, SYNC_SET, -1) + ut_count (&plan, SYNC_WAIT, -1))
        {
          printf ("FAIL: expected exactly one pipe_barrier (V) and no flags\n");
          fails++;
        }
      sync_plan_release (&plan);
    }
  return ut_verdict ("unit-same-pipe-barrier", fails);
}
/* { dg-final { output-count "paths: 0 violations" 2 } } */
/* { dg-final { output-contains "unit-same-pipe-barrier: PASS" } } */
