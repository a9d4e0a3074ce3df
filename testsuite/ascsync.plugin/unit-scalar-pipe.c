/* { dg-do run } */
/* Planner unit test, scalar pipe: a scalar load reads what a vector op
   wrote (needs set_flag/wait_flag V->S), and a vector op reads what a
   scalar store wrote (ordered by issue order: the scalar unit issues the
   vector op after the store).  No pipe_barrier (S) may appear (the
   checker rejects it), and the V->S dependence needs a flag from V.  */
#include "unit-support.h"

int
main (void)
{
  struct ut u;
  struct sync_options opts;
  sync_options_default (&opts);
  ut_init (&u, "scalar", 1);
  ut_vec (&u, 0, 0x0, 0x1000);
  ut_sload (&u, 0, 0x1000);
  ut_sstore (&u, 0, 0x3000);
  ut_vec (&u, 0, 0x3000, 0x4000);
  ut_exit (&u, 0);
  ut_finish (&u);
  int fails = 0;
  for (int cfg = 1; cfg >= 0; cfg--)
    {
      struct sync_plan plan;
      fails += ut_run (&u, cfg, &opts, &plan);
      if (ut_count (&plan, SYNC_SET, ASC_PIPE_V) < 1
          || ut_count (&plan, SYNC_BARRIER, ASC_PIPE_S) != 0)
        {
          printf ("FAIL: expected a set_flag from V and no barrier on S\n");
          fails++;
        }
      sync_plan_release (&plan);
    }
  return ut_verdict ("unit-scalar-pipe", fails);
}
/* { dg-final { output-count "paths: 0 violations" 2 } } */
/* { dg-final { output-contains "unit-scalar-pipe: PASS" } } */
