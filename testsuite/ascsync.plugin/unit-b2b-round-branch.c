/* { dg-do run } */
/* Planner unit test, one back-to-back pair orders every dependence from
   a branch of a loop iteration round the back edge to its consumer on
   the other branch.  Each iteration takes one of two branches: one
   writes UB R with two vector operations (its halves), the other reads
   all of R with scalar loads in a loop (LogSoftmax's row sums, read on
   the path that takes the scalar route).  Both writes reach the loads
   only round the back edge; a set_flag/wait_flag (V, S) back to back on
   the loads' branch, before their loop, orders both.  The planner placed one such
   pair for each write, at the same point, and kept both: its order
   test took a dependence between the two branches of one iteration as
   forward (later in reverse post order) and asked the pair's point to
   follow the write on every path to the function's exit.  (A pair
   acknowledging the loads' S -> V pair is a set_flag (V, S) too, for
   re-arming, not for the writes.)  The checker follows every path
   round the loop.  (Taking such a pair as ordering those dependences
   wherever it lies in the loop fails the random functions of
   unit-split-set.c: 21 violations.)  */
#include "unit-support.h"

int
main (void)
{
  static struct ut u;
  struct sync_options opts;
  sync_options_default (&opts);
  ut_init (&u, "b2b-round-branch", 7);
  ut_edge (&u, 0, 1);
  ut_edge (&u, 1, 2);
  ut_edge (&u, 1, 3);
  ut_edge (&u, 2, 5);
  ut_edge (&u, 3, 4);
  ut_edge (&u, 4, 4);
  ut_edge (&u, 4, 5);
  ut_edge (&u, 5, 1);
  ut_edge (&u, 5, 6);
  ut_exit (&u, 6);
  ut_vec (&u, 2, 0x400, 0x0);           /* R [0, 0x100) */
  ut_vec (&u, 2, 0x400, 0x100);         /* R [0x100, 0x200) */
  int ld = ut_sload (&u, 4, 0x0);
  u.ops[ld].acc[0].hi = 0x200;          /* reads all of R */
  u.ops[ld].acc[0].exact = 0;
  ut_finish (&u);
  struct sync_plan plan;
  int fails = ut_run (&u, 1, &opts, &plan);
  int vs = 0;
  for (int i = 0; i < plan.n; i++)
    vs += plan.v[i].action == SYNC_SET && plan.v[i].pipe == ASC_PIPE_V
          && plan.v[i].tpipe == ASC_PIPE_S && plan.v[i].reason == SYNC_R_DEP;
  printf ("b2b-round-branch: %d V -> S sets for the writes\n", vs);
  if (vs != 1)
    fails++;
  sync_plan_release (&plan);
  return ut_verdict ("unit-b2b-round-branch", fails);
}
/* { dg-final { output-contains "paths: 0 violations" } } */
/* { dg-final { output-contains "b2b-round-branch: 1 V -> S sets for the writes" } } */
/* { dg-final { output-contains "unit-b2b-round-branch: PASS" } } */
