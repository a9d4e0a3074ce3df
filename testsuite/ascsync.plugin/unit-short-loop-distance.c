/* { dg-do run } */
/* Planner unit test, a same-pipe dependence two iterations apart in a
   loop that runs at most two iterations a run is ordered from one run
   to the next instead.  The shape GCC makes of a software-pipelined
   loop's first iteration: an outer loop L0 whose body is a loop L1 (at
   most two iterations: "it = PHI <it0, 1>", left when "it != 0") that
   loads into UB slot T mod 2 in its iteration T, then a vector
   operation reading both slots and a store.  The loads of iterations T
   and T + 2 of L1 write the same slot (a write after write in MTE2),
   which no run of L1 makes; the next run's loads come after the vector
   operation, which the MTE2 -> V and V -> MTE2 pairs order.  So no
   pipe_barrier (MTE2).  The checker lets L1 run at most MAXITER
   iterations; letting it run three shows the barrier left out is the
   one three iterations would need.  Without the bound (MAXITER 0) or
   with MAXITER 3 the planner keeps the barrier.  */
#include "unit-support.h"

/* Build the function with L1 running at most MAXITER iterations a run
   (0: unknown), plan it, check it and return the violations; the MTE2
   barriers planned into *BARS and the violations with L1 unbounded
   into *LONGER.  */
static int
run (int maxiter, int *bars, int *longer)
{
  static struct ut u;
  struct sync_options opts;
  sync_options_default (&opts);
  ut_init (&u, "short-loop-distance", 6);
  ut_edge (&u, 0, 1);
  ut_edge (&u, 1, 2);
  ut_edge (&u, 2, 3);
  ut_edge (&u, 3, 2);
  ut_edge (&u, 3, 4);
  ut_edge (&u, 4, 1);
  ut_edge (&u, 4, 5);
  ut_exit (&u, 5);
  int ld = ut_load (&u, 2, 0x0);
  int v = ut_vec (&u, 4, 0x0, 0x400);
  ut_store (&u, 4, 0x400);
  ut_finish (&u);
  int l1 = u.blocks[2].loop;
  u.loops[l1].maxiter = maxiter;
  /* The load writes slot T mod 2 of [0, 0x200) in iteration T of L1;
     the vector operation reads all of it.  */
  for (int k = 0; k < u.ops[ld].naccess; k++)
    if (u.ops[ld].acc[k].write)
      {
        struct sync_access *a = &u.ops[ld].acc[k];
        a->lo = 0x0;
        a->hi = 0x200;
        a->pk = 2;
        a->ploop = l1;
        a->plo[0] = 0x0;
        a->phi[0] = 0x100;
        a->plo[1] = 0x100;
        a->phi[1] = 0x200;
      }
  for (int k = 0; k < u.ops[v].naccess; k++)
    if (!u.ops[v].acc[k].write)
      u.ops[v].acc[k].hi = 0x200;
  struct sync_plan plan;
  printf ("== L1 at most %d iterations\n", maxiter);
  int fails = ut_run (&u, 1, &opts, &plan);
  *bars = ut_count (&plan, SYNC_BARRIER, ASC_PIPE_MTE2);
  printf ("pipe_barrier (MTE2): %d\n", *bars);
  *longer = ut_check_runs (&u, &plan, &opts, 1);
  sync_plan_release (&plan);
  return fails;
}

int
main (void)
{
  int bars, longer, fails = 0;
  fails += run (2, &bars, &longer);
  printf ("at most 2: %d barriers, %d violations when L1 runs longer\n",
          bars, longer);
  if (bars != 0 || longer == 0)
    fails++;
  fails += run (0, &bars, &longer);
  printf ("unknown: %d barriers, %d violations when L1 runs longer\n", bars,
          longer);
  if (bars == 0 || longer != 0)
    fails++;
  fails += run (3, &bars, &longer);
  printf ("at most 3: %d barriers, %d violations when L1 runs longer\n",
          bars, longer);
  if (bars == 0 || longer != 0)
    fails++;
  return ut_verdict ("unit-short-loop-distance", fails);
}
/* { dg-final { output-contains "at most 2: 0 barriers" } } */
/* { dg-final { output-contains "unknown: 1 barriers, 0 violations" } } */
/* { dg-final { output-contains "at most 3: 1 barriers, 0 violations" } } */
/* { dg-final { output-contains "unit-short-loop-distance: PASS" } } */
