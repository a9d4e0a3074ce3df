/* { dg-do run } */
/* Planner unit test, join parity: the producer (an MTE2 load) is only
   in the then-branch and the consumer (a vector op) after the join, so
   the wait at the consumer would find no set on the path that skips the
   branch unless the plan balances the flag there (or waits only on the
   branch).  Balance and coverage on both paths.  */
#include "unit-support.h"

int
main (void)
{
  struct ut u;
  struct sync_options opts;
  sync_options_default (&opts);
  ut_init (&u, "parity", 3);
  ut_edge (&u, 0, 1);
  ut_edge (&u, 0, 2);
  ut_edge (&u, 1, 2);
  ut_load (&u, 1, 0x0);
  ut_vec (&u, 2, 0x0, 0x1000);
  ut_store (&u, 2, 0x1000);
  ut_exit (&u, 2);
  ut_finish (&u);
  int fails = 0;
  for (int cfg = 1; cfg >= 0; cfg--)
    {
      struct sync_plan plan;
      fails += ut_run (&u, cfg, &opts, &plan);

      sync_plan_release (&plan);
    }
  return ut_verdict ("unit-join-parity", fails);
}
/* { dg-final { output-count "paths: 0 violations" 2 } } */
/* { dg-final { output-contains "unit-join-parity: PASS" } } */
