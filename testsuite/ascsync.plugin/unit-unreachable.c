/* { dg-do run } */
/* Planner unit test, mutually unreachable branches: the then-branch
   loads X (MTE2), the else-branch writes X with a vector op; no path
   holds both, so they need no sync between them, but the vector op at
   the join that reads X must be ordered after whichever wrote it, with
   balanced flags on both paths.  */
#include "unit-support.h"

int
main (void)
{
  struct ut u;
  struct sync_options opts;
  sync_options_default (&opts);
  ut_init (&u, "unreach", 4);
  ut_edge (&u, 0, 1);
  ut_edge (&u, 0, 2);
  ut_edge (&u, 1, 3);
  ut_edge (&u, 2, 3);
  ut_load (&u, 1, 0x0);
  ut_vec (&u, 2, 0x2000, 0x0);
  ut_vec (&u, 3, 0x0, 0x1000);
  ut_store (&u, 3, 0x1000);
  ut_exit (&u, 3);
  ut_finish (&u);
  int fails = 0;
  for (int cfg = 1; cfg >= 0; cfg--)
    {
      struct sync_plan plan;
      fails += ut_run (&u, cfg, &opts, &plan);

      sync_plan_release (&plan);
    }
  return ut_verdict ("unit-unreachable", fails);
}
/* { dg-final { output-count "paths: 0 violations" 2 } } */
/* { dg-final { output-contains "unit-unreachable: PASS" } } */
