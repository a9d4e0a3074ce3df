/* Barrier-all mode ignores the trace's sync and runs every instruction
   after the previous one has completed: the block takes the first issue
   slot plus the sum of the instructions' latencies (occupancy + start-up
   latency each).  Hand-computed from the 910A figures.  */
/* { dg-do run } */
#include "timing-test.h"

int
main (void)
{
  const asc_model *m = &asc_model_910a;
  const double I = m->issue_cycles;

  /* load 55 blocks GM -> UB[0..1760); MTE2 -> V; vadd f16 (2 repeats)
     UB[2048..) = UB[0..) + UB[0..); V -> MTE3; vmuls f32 (3 repeats)
     UB[4096..) = UB[2048..) * 2; store 32 blocks UB[4096..) -> GM;
     pipe_barrier (PIPE_ALL); a scalar load of GM[8192].  */
  TT (copy_gm_to_ubuf, NONE, 0, 0, 0, 1, 55, 0, 0);
  TT (set_flag, NONE, ASC_PIPE_MTE2, ASC_PIPE_V, 0);
  TT (wait_flag, NONE, ASC_PIPE_MTE2, ASC_PIPE_V, 0);
  TT (vadd, F16, 2048, 0, 0, 2, 1, 1, 1, 8, 8, 8);
  TT (pipe_barrier, NONE, ASC_PIPE_V);
  TT (vmuls, F32, 4096, 2048, 0, 3, 1, 1, 8, 8);
  TT (set_flag, NONE, ASC_PIPE_V, ASC_PIPE_MTE3, 0);
  TT (wait_flag, NONE, ASC_PIPE_V, ASC_PIPE_MTE3, 0);
  TT (copy_ubuf_to_gm, NONE, 8192, 4096, 0, 1, 32, 0, 0);
  TT (pipe_barrier, NONE, ASC_PIPE_ALL);
  tt_scalar (0, ASC_SPACE_GM, 8192, 4);

  /* Latencies:
       load   1760 / 110 + 241           = 16 + 241   = 257
       vadd   2 x 2.07 + 5.9             = 4.14 + 5.9 = 10.04
       vmuls  3 x 1 (f32) + 7            =            = 10
       store  1024 / 64 + 96             = 16 + 96    = 112
       scalar load on S                                 = 1
     The load is issued at 0 and starts at I; each later instruction is
     issued long before its predecessor completes and starts when it
     does.  Total I + sum = 1 + 390.04 = 391.04 -> 392.  */
  double sum = 1760 / m->bw[ASC_SPACE_GM][ASC_SPACE_UB]
               + m->dma_latency[ASC_SPACE_GM][ASC_SPACE_UB]
               + 2 * m->cost[ASC_COST_VADD].per_unit_16
               + m->cost[ASC_COST_VADD].startup
               + 3 * m->cost[ASC_COST_VMULS].per_unit_32
               + m->cost[ASC_COST_VMULS].startup
               + 1024 / m->bw[ASC_SPACE_UB][ASC_SPACE_GM]
               + m->dma_latency[ASC_SPACE_UB][ASC_SPACE_GM]
               + m->scalar_access_cycles;
  asc_timing ba = tt_time (m, ASCSIM_MODE_BARRIER_ALL);
  tt_check ("barrier-all cycles (model fields)", ba.cycles,
            tt_cycles (I + sum));
  tt_check ("barrier-all cycles (910A literal)", ba.cycles, 392);
  tt_check ("barrier-all deadlocked", (uint64_t) ba.deadlocked, 0);
  /* S issued the 4 pipe instructions and ran the scalar load; the sync
     instructions were not issued.  */
  tt_check ("barrier-all S busy", ba.busy[ASC_PIPE_S],
            tt_cycles (4 * I + m->scalar_access_cycles));

  /* Every step of this chain depends on the previous one, so the ideal
     schedule equals barrier-all and the written one (flag latency,
     barrier drains) is slower.  Written by hand: the store completes
     at 410.04, pipe_barrier (PIPE_ALL) drains it plus 16, the scalar
     load takes 1: 427.04 -> 428.  */
  asc_timing wr = tt_time (m, ASCSIM_MODE_WRITTEN);
  asc_timing id = tt_time (m, ASCSIM_MODE_IDEAL);
  printf ("written %llu, ideal %llu, barrier-all %llu\n",
          (unsigned long long) wr.cycles, (unsigned long long) id.cycles,
          (unsigned long long) ba.cycles);
  tt_assert ("ideal <= written", id.cycles <= wr.cycles);
  tt_check ("chain: ideal = barrier-all", id.cycles, ba.cycles);
  tt_check ("chain: written (910A literal)", wr.cycles, 428);

  /* Two independent loads serialise in barrier-all mode (sum of
     latencies, 1 + 2 x 257 = 515) but overlap as written (pipelined in
     MTE2: the second starts I + 16 and completes 16 cycles after the
     first: 1 + 16 + 257 = 274).  */
  tt_reset ();
  TT (copy_gm_to_ubuf, NONE, 0, 0, 0, 1, 55, 0, 0);
  TT (copy_gm_to_ubuf, NONE, 4096, 4096, 0, 1, 55, 0, 0);
  ba = tt_time (m, ASCSIM_MODE_BARRIER_ALL);
  wr = tt_time (m, ASCSIM_MODE_WRITTEN);
  tt_check ("independent loads, barrier-all", ba.cycles, 515);
  tt_check ("independent loads, written", wr.cycles, 274);

  puts (tt_failures ? "timing-barrier-all-mode: FAIL"
                    : "timing-barrier-all-mode: PASS");
  return tt_failures != 0;
}

/* { dg-final { output-contains "timing-barrier-all-mode: PASS" } } */
/* { dg-final { output-not-contains "FAIL" } } */
