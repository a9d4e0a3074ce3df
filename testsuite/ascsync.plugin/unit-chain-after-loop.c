/* { dg-do run } */
/* Planner unit test, a chain through a loop's pairs never orders two
   operations after the loop.  In the loop a store reads UB A and the
   vector operation after it rewrites A: a loop-carried pair V -> MTE3
   (primed on entry) and a pair MTE3 -> V within the iteration.  After
   the loop one vector operation reads UB X and the next rewrites it (a
   write after read in one pipe: a pipe_barrier (V)).  The two pairs
   form a chain V -> MTE3 -> V whose first wait consumes a set issued
   after anything before the loop, and whose second wait dominates the
   second operation -- but both run before the first operation, so the
   chain orders nothing after the loop.  (The planner took it as
   ordered, leaving out the barrier, until the chain rule required the
   consumer inside the loop nest.)  */
#include "unit-support.h"

int
main (void)
{
  struct ut u;
  struct sync_options opts;
  sync_options_default (&opts);
  ut_init (&u, "chain-after-loop", 4);
  ut_edge (&u, 0, 1);
  ut_edge (&u, 1, 2);
  ut_edge (&u, 2, 1);
  ut_edge (&u, 2, 3);
  ut_exit (&u, 3);
  ut_store (&u, 1, 0x0);                /* reads A */
  ut_vec (&u, 2, 0x100, 0x0);           /* rewrites A */
  ut_vec (&u, 3, 0x200, 0x300);         /* reads X */
  ut_vec (&u, 3, 0x400, 0x200);         /* rewrites X */
  ut_finish (&u);
  struct sync_plan plan;
  int fails = ut_run (&u, 1, &opts, &plan);
  int bar = 0;
  for (int i = 0; i < plan.n; i++)
    bar += plan.v[i].action == SYNC_BARRIER && plan.v[i].pipe == ASC_PIPE_V
           && plan.v[i].where == SYNC_BEFORE_OP && plan.v[i].op == 3;
  printf ("chain-after-loop: pipe_barrier (V) before the rewrite of X: %d\n",
          bar);
  if (bar != 1)
    fails++;
  sync_plan_release (&plan);
  return ut_verdict ("unit-chain-after-loop", fails);
}
/* { dg-final { output-contains "paths: 0 violations" } } */
/* { dg-final { output-contains "before the rewrite of X: 1" } } */
/* { dg-final { output-contains "unit-chain-after-loop: PASS" } } */
