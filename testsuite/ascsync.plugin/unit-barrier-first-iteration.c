/* { dg-do run } */
/* Planner unit test, a same-pipe barrier that orders only a dependence
   round its loop's back edge is left out in the first iteration of
   each run ("if (k > 0) pipe_barrier").  A loop accumulates into UB X
   with a vector operation that reads and writes X; the operation before
   the loop writes Y (apart): the barrier before the accumulation orders
   only one iteration's accumulation before the next, and gets the
   guard.  When the operation before the loop writes X instead, the same
   barrier orders that write before the first accumulation too and runs
   in every iteration; the checker, which leaves a guarded barrier out
   of first iterations, reports the first accumulation unordered when
   that plan's barrier is given the guard anyway.  */
#include "unit-support.h"

/* Plan the loop with the operation before it writing DST and check
   it; *GUARD is the guard of the V barrier before the accumulation (-1:
   no such barrier), *FORCED the violations with that guard forced on.  */
static int
run (uint64_t dst, int *guard, int *forced)
{
  static struct ut u;
  struct sync_options opts;
  sync_options_default (&opts);
  ut_init (&u, "barrier-first-iteration", 3);
  ut_edge (&u, 0, 1);
  ut_edge (&u, 1, 1);
  ut_edge (&u, 1, 2);
  ut_exit (&u, 2);
  ut_vec (&u, 0, 0x400, dst);           /* writes DST */
  int acc = ut_vec (&u, 1, 0x0, 0x0);   /* X += ... */
  ut_store (&u, 2, 0x0);
  ut_finish (&u);
  struct sync_plan plan;
  int fails = ut_run (&u, 1, &opts, &plan);
  *guard = -1;
  struct sync_insn *bar = NULL;
  for (int i = 0; i < plan.n; i++)
    if (plan.v[i].action == SYNC_BARRIER && plan.v[i].pipe == ASC_PIPE_V
        && plan.v[i].where == SYNC_BEFORE_OP && plan.v[i].op == acc)
      bar = &plan.v[i];
  if (bar)
    {
      *guard = bar->guard;
      int g = bar->guard;
      bar->guard = u.blocks[1].loop + 1;
      *forced = ut_check (&u, &plan, &opts);
      bar->guard = g;
    }
  sync_plan_release (&plan);
  return fails;
}

int
main (void)
{
  int guard, forced, fails = 0;
  fails += run (0x200, &guard, &forced);
  printf ("before the loop writes Y: barrier guard %d\n", guard);
  if (guard != 1)
    fails++;
  fails += run (0x0, &guard, &forced);
  printf ("before the loop writes X: barrier guard %d, %d violations when "
          "forced\n", guard, forced);
  if (guard != 0 || forced == 0)
    fails++;
  return ut_verdict ("unit-barrier-first-iteration", fails);
}
/* { dg-final { output-contains "writes Y: barrier guard 1" } } */
/* { dg-final { output-contains "writes X: barrier guard 0" } } */
/* { dg-final { output-contains "unit-barrier-first-iteration: PASS" } } */
