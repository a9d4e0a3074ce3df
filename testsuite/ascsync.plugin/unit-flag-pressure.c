/* { dg-do run } */
/* Planner unit test, id pressure and reservation: a loop with four
   independent load/compute/store chains, one event id per pipe pair
   (flags=1) and on MTE2->V id 0 reserved too, so that pair has no id at
   all: the plan must still order every dependence on every path, with
   balanced flags and no reserved or out-of-range id (fallback barriers
   are allowed).  */
#include "unit-support.h"

int
main (void)
{
  struct ut u;
  struct sync_options opts;
  sync_options_default (&opts);
  opts.nflags = 1;
  opts.reserved[ASC_PIPE_MTE2][ASC_PIPE_V] = 1;
  ut_init (&u, "pressure", 4);
  ut_edge (&u, 0, 1);
  ut_edge (&u, 1, 2);
  ut_edge (&u, 1, 3);
  ut_edge (&u, 2, 1);
  for (int k = 0; k < 4; k++)
    ut_load (&u, 1, 0x2000 * k);
  for (int k = 0; k < 4; k++)
    ut_vec (&u, 1, 0x2000 * k, 0x2000 * k + 0x1000);
  for (int k = 0; k < 4; k++)
    ut_store (&u, 1, 0x2000 * k + 0x1000);
  ut_exit (&u, 3);
  ut_finish (&u);
  int fails = 0;
  for (int cfg = 1; cfg >= 0; cfg--)
    {
      struct sync_plan plan;
      fails += ut_run (&u, cfg, &opts, &plan);

      sync_plan_release (&plan);
    }
  return ut_verdict ("unit-flag-pressure", fails);
}
/* { dg-final { output-count "paths: 0 violations" 2 } } */
/* { dg-final { output-contains "unit-flag-pressure: PASS" } } */
