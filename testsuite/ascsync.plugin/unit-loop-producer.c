/* { dg-do run } */
/* Planner unit test, producer in a loop, consumer after it: every
   iteration loads the same UB buffer (a same-pipe WAW between
   iterations), the vector op after the loop reads it and the store
   writes the result out.  Paths with 1, 2 and 3 iterations are checked:
   the consumer is ordered after the last load, and flags set in the
   loop are balanced whatever the trip count.  */
#include "unit-support.h"

int
main (void)
{
  struct ut u;
  struct sync_options opts;
  sync_options_default (&opts);
  ut_init (&u, "loopprod", 4);
  ut_edge (&u, 0, 1);
  ut_edge (&u, 1, 2);
  ut_edge (&u, 1, 3);
  ut_edge (&u, 2, 1);
  ut_load (&u, 1, 0x0);
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
  return ut_verdict ("unit-loop-producer", fails);
}
/* { dg-final { output-count "paths: 0 violations" 2 } } */
/* { dg-final { output-contains "unit-loop-producer: PASS" } } */
