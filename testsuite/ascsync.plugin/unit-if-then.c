/* { dg-do run } */
/* Planner unit test, if-then without else: the load in the entry block
   feeds a vector op in the then-block, whose result the join block
   stores.  On both paths (then taken or not) every dependence is ordered
   and every flag balanced; the store after the join must not wait for a
   flag the skipped branch never set.  */
#include "unit-support.h"

int
main (void)
{
  struct ut u;
  struct sync_options opts;
  sync_options_default (&opts);
  ut_init (&u, "ifthen", 3);
  ut_edge (&u, 0, 1);
  ut_edge (&u, 0, 2);
  ut_edge (&u, 1, 2);
  ut_load (&u, 0, 0x0);
  ut_vec (&u, 1, 0x0, 0x1000);
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
  return ut_verdict ("unit-if-then", fails);
}
/* { dg-final { output-count "paths: 0 violations" 2 } } */
/* { dg-final { output-contains "unit-if-then: PASS" } } */
