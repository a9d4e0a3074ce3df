/* Two dependent vadds ordered by pipe_barrier(PIPE_V): the barrier waits
   for the first vadd to complete (its start-up latency included) and
   adds the barrier drain; hand-computed from the 910A figures.  */
/* { dg-do run } */
#include "timing-test.h"

int
main (void)
{
  const asc_model *m = &asc_model_910a;
  const uint64_t A = 0, B = 256, C = 512, D = 768;   /* UB offsets */

  /* vadd A = B + C; pipe_barrier (V); vadd D = A + C (RAW on A).  */
  TT (vadd, F16, A, B, C, 1, 1, 1, 1, 8, 8, 8);
  TT (pipe_barrier, NONE, ASC_PIPE_V);
  TT (vadd, F16, D, A, C, 1, 1, 1, 1, 8, 8, 8);

  /* Hand computation (I = issue_cycles, occ = vadd per_unit_16 x 1
     repeat, st = vadd startup, B = barrier_cycles):
       vadd 1   issued at 0, in the V queue at I, starts at I,
                V free again at I + occ, completes at I + occ + st;
       barrier  issued at I, in the queue at 2I, starts at
                max (2I, I + occ); work is outstanding, so it ends at
                the drain I + occ + st plus B;
       vadd 2   starts when the barrier ends and completes occ + st later.
     Total I + 2 (occ + st) + B.
     910A: 1 + 2 (2.07 + 5.9) + 16 = 32.94 -> 33 cycles.  */
  double I = m->issue_cycles;
  double occ = m->cost[ASC_COST_VADD].per_unit_16 * 1;
  double st = m->cost[ASC_COST_VADD].startup;
  double written = I + 2 * (occ + st) + m->barrier_cycles;
  asc_timing t = tt_time (m, ASCSIM_MODE_WRITTEN);
  tt_check ("written cycles (model fields)", t.cycles, tt_cycles (written));
  tt_check ("written cycles (910A literal)", t.cycles, 33);
  tt_check ("deadlocked", (uint64_t) t.deadlocked, 0);
  /* V busy: two vadds plus the barrier's drain.  */
  tt_check ("V busy", t.busy[ASC_PIPE_V], tt_cycles (2 * occ + 16));
  /* S busy: three issue slots.  */
  tt_check ("S busy", t.busy[ASC_PIPE_S], 3);

  /* Ideal (barrier ignored): vadd 2 waits only for vadd 1 to complete:
     I + 2 (occ + st) = 16.94 -> 17.  */
  t = tt_time (m, ASCSIM_MODE_IDEAL);
  tt_check ("ideal cycles (model fields)", t.cycles,
            tt_cycles (I + 2 * (occ + st)));
  tt_check ("ideal cycles (910A literal)", t.cycles, 17);

  /* Without the barrier the second vadd would start one occupancy after
     the first (pipelined, the race the barrier prevents):
     I + 2 occ + st = 11.04 -> 12.  */
  tt_reset ();
  TT (vadd, F16, A, B, C, 1, 1, 1, 1, 8, 8, 8);
  TT (vadd, F16, D, A, C, 1, 1, 1, 1, 8, 8, 8);
  t = tt_time (m, ASCSIM_MODE_WRITTEN);
  tt_check ("pipelined cycles without barrier", t.cycles,
            tt_cycles (I + 2 * occ + st));
  tt_check ("pipelined cycles without barrier (literal)", t.cycles, 12);

  puts (tt_failures ? "timing-vector-chain: FAIL" : "timing-vector-chain: PASS");
  return tt_failures != 0;
}

/* { dg-final { output-contains "timing-vector-chain: PASS" } } */
/* { dg-final { output-not-contains "FAIL" } } */
