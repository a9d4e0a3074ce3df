/* { dg-do run } */
/* Planner unit test, keep mode: a hand-written pipe_barrier (PIPE_V)
   on every path from a vector op to a later one orders them even in a
   loop and in neither op's block -- here after a branch of the loop
   body, and another in the latch block for the dependences round the
   back edge -- so the plan adds nothing.  With the first barrier on one
   arm of the branch only, the other arm leaves the dependence open and
   the plan adds a barrier of its own.  The path checker, which replays
   the hand-written barriers too, finds no violation either way.  */
#include "unit-support.h"

/* The loop: 1 A (branch) -> 2 | 3 -> 4 (BARRIER_JOIN) -> 5 B -> 6
   (barrier, latch) -> 1 | 7.  ARM: the first barrier in block 2, not
   in block 4.  Returns the failures; *BARRIERS gets the plan's
   pipe_barrier insertions (with CFG information).  */
static int
run (int arm, int *barriers)
{
  struct ut u;
  struct sync_options opts;
  sync_options_default (&opts);
  ut_init (&u, arm ? "barrier_on_one_arm" : "barrier_after_join", 8);
  ut_edge (&u, 0, 1);
  ut_edge (&u, 1, 2);
  ut_edge (&u, 1, 3);
  ut_edge (&u, 2, 4);
  ut_edge (&u, 3, 4);
  ut_edge (&u, 4, 5);
  ut_edge (&u, 5, 6);
  ut_edge (&u, 6, 1);
  ut_edge (&u, 6, 7);
  ut_vec (&u, 1, 0x0, 0x1000);
  if (arm)
    ut_op (&u, 2, SYNC_OP_BARRIER, ASC_PIPE_V, "pipe_barrier");
  else
    ut_op (&u, 4, SYNC_OP_BARRIER, ASC_PIPE_V, "pipe_barrier");
  ut_vec (&u, 5, 0x1000, 0x2000);
  ut_op (&u, 6, SYNC_OP_BARRIER, ASC_PIPE_V, "pipe_barrier");
  ut_exit (&u, 7);
  ut_finish (&u);
  int fails = 0;
  for (int cfg = 1; cfg >= 0; cfg--)
    {
      struct sync_plan plan;
      fails += ut_run (&u, cfg, &opts, &plan);
      if (cfg)
        *barriers = ut_count (&plan, SYNC_BARRIER, ASC_PIPE_V);
      sync_plan_release (&plan);
    }
  return fails;
}

int
main (void)
{
  int joined, arm;
  int fails = run (0, &joined) + run (1, &arm);
  printf ("barriers added: %d after the join, %d with one arm\n", joined,
          arm);
  fails += joined != 0 || arm == 0;
  return ut_verdict ("unit-hand-barrier-on-paths", fails);
}
/* { dg-final { output-count "paths: 0 violations" 4 } } */
/* { dg-final { output-contains "barriers added: 0 after the join, 1 with one arm" } } */
/* { dg-final { output-contains "unit-hand-barrier-on-paths: PASS" } } */
