/* { dg-do run } */
/* Planner unit test, re-arming by a scalar wait with one event id
   (flags=1): the loop's S -> V pair, waited at its end, is set again
   in the next iteration after that iteration's V -> S pair, whose wait
   stalls the scalar unit, so its flag is re-armed without an
   acknowledgement V -> S pair (sync_hb_rearmed).  With one id that
   acknowledgement found its id held by the other V -> S pair and fell
   back (set_flag and wait_flag (V, S) back to back): now nothing falls
   back.  The checker walks every path: balanced flags, every dependence
   ordered.  */
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
  return ut_verdict ("unit-rearm-scalar-wait", fails);
}
/* { dg-final { output-count "paths: 0 violations" 2 } } */
/* { dg-final { output-contains "cfg 1: 0 fallbacks, 0 pipe_barrier \\(ALL\\)" } } */
/* { dg-final { output-contains "unit-rearm-scalar-wait: PASS" } } */
