/* { dg-do run } */
/* Planner unit test, fallback of a pair into S: with one event id
   (flags=1), the acknowledgement V -> S that re-arms the loop's S -> V
   flag finds its id held by the other V -> S pairs.  As a pair into S
   already, its fallback is set_flag and wait_flag (V, S) back to back
   at its wait and on the loop's exit, sharing the id with the other
   back-to-back pairs into S (S issues nothing between such a set and
   its wait) and with the intra pair whose live range it stays out of
   -- not pipe_barrier (PIPE_ALL).  The checker walks every path:
   balanced flags, every dependence ordered.  */
#include "unit-support.h"

int
main (void)
{
  struct ut u;
  struct sync_options opts;
  sync_options_default (&opts);
  opts.nflags = 1;
  ut_init (&u, "fallback_into_s", 4);
  ut_edge (&u, 0, 1);
  ut_edge (&u, 1, 2);
  ut_edge (&u, 1, 3);
  ut_edge (&u, 2, 1);
  ut_sstore (&u, 1, 0x5000);
  ut_vec (&u, 1, 0x0, 0x1000);
  ut_sload (&u, 1, 0x1000);
  ut_sstore (&u, 1, 0x6000);
  ut_vec (&u, 2, 0x5000, 0x2000);
  ut_vec (&u, 2, 0x6000, 0x3000);
  ut_exit (&u, 3);
  ut_finish (&u);
  int fails = 0;
  for (int cfg = 1; cfg >= 0; cfg--)
    {
      struct sync_plan plan;
      fails += ut_run (&u, cfg, &opts, &plan);
      int all = ut_count (&plan, SYNC_BARRIER, ASC_PIPE_ALL);
      printf ("cfg %d: %d fallbacks, %d pipe_barrier (ALL)\n", cfg,
              plan.stats.fallbacks, all);
      if (all != 0)
        {
          printf ("FAIL: a fallback into S became pipe_barrier (ALL)\n");
          fails++;
        }
      sync_plan_release (&plan);
    }
  return ut_verdict ("unit-fallback-into-scalar", fails);
}
/* { dg-final { output-count "paths: 0 violations" 2 } } */
/* { dg-final { output-contains "cfg 1: 2 fallbacks, 0 pipe_barrier \\(ALL\\)" } } */
/* { dg-final { output-contains "unit-fallback-into-scalar: PASS" } } */
