/* Issue stalls while the target pipe's queue is full: queue_depth + 5
   long vector ops fill the V queue faster than V drains it, so a DMA
   issued after them reaches MTE2 late; with a deeper queue it does not.
   Hand-computed from the 910A figures.  */
/* { dg-do run } */
#include "timing-test.h"

int
main (void)
{
  const asc_model *m = &asc_model_910a;
  const double I = m->issue_cycles;
  const int D = m->queue_depth;
  const int N = D + 5;
  tt_check ("910A queue depth", (uint64_t) D, 32);

  /* N independent vadds f16 of 10 repeats (occupancy oV = 10 x 2.07 =
     20.7 each) reading UB[112640..112896) (repeat stride 0) and writing
     disjoint UB from 112896 on, then one GM -> UB load of 3520 blocks
     into UB[0..112640) (oD = 112640 / 110 = 1024, latency 241): no two
     instructions touch a common byte.  */
  for (int k = 0; k < N; k++)
    TT (vadd, F16, 112896 + (uint64_t) k * 2560, 112640, 112640, 10, 1, 1,
        1, 8, 0, 0);
  TT (copy_gm_to_ubuf, NONE, 0, 0, 0, 1, 3520, 0, 0);
  double oV = 10 * m->cost[ASC_COST_VADD].per_unit_16;
  double oD = 3520.0 * 32 / m->bw[ASC_SPACE_GM][ASC_SPACE_UB];
  double lD = m->dma_latency[ASC_SPACE_GM][ASC_SPACE_UB];

  /* V starts vadd j at I + j oV.  vadd D + j (j >= 0) may be issued only
     once vadd j has left the queue (started): at
     max (previous issue + I, I + j oV).  From j = 2 on the queue is the
     bottleneck (I + 2 oV = 42.4 > 34), so the last vadd (j = 4) is
     issued at I + 4 oV = 83.8, the load at 84.8; it reaches MTE2 at
     85.8 and completes 85.8 + 1024 + 241 = 1350.8.  The vadds finish
     earlier (I + N oV + 5.9 = 772.8).  Total
     I + 4 oV + 2 I + oD + lD -> 1351.  */
  asc_timing t = tt_time (m, ASCSIM_MODE_WRITTEN);
  double want = I + 4 * oV + 2 * I + oD + lD;
  tt_check ("cycles with a full queue (model fields)", t.cycles,
            tt_cycles (want));
  tt_check ("cycles with a full queue (910A literal)", t.cycles, 1351);
  tt_check ("deadlocked", (uint64_t) t.deadlocked, 0);

  /* The same trace with room for every vadd: the load is issued at N,
     reaches MTE2 at N + I and completes N + I + oD + lD = 1303.  */
  asc_model deep = *m;
  deep.queue_depth = 1000;
  t = tt_time (&deep, ASCSIM_MODE_WRITTEN);
  tt_check ("cycles with a deep queue", t.cycles,
            tt_cycles (N * I + I + oD + lD));
  tt_check ("cycles with a deep queue (literal)", t.cycles, 1303);

  /* Queue depth applies in the other modes too: the ideal schedule of
     this trace (no dependences at all) is the written one.  */
  t = tt_time (m, ASCSIM_MODE_IDEAL);
  tt_check ("ideal cycles with a full queue", t.cycles, 1351);

  /* A wait_flag holds its queue entry until it is released.  load 55
     blocks GM -> UB[0..1760) (completes I + 16 + 241 = 258);
     set_flag (MTE2, V, 0); wait_flag (MTE2, V, 0) (V queue entry 0);
     D vadds f16 of 1 repeat reading UB[0..256) (entries 1..D); a store
     of 8 blocks from UB[131072..) to GM.  The last vadd needs entry 0
     free: the wait is released at 258 + flag_latency = 259, so that
     vadd is issued at 259, the store at 259 + I; the store reaches MTE3
     at 259 + 2I and completes 4 + 96 later: 361.  The vadds start at
     260 (the wait's release + wait_cycles), one every 2.07 cycles, and
     the last completes at 260 + D x 2.07 + 5.9 = 332.14.  */
  tt_reset ();
  TT (copy_gm_to_ubuf, NONE, 0, 0, 0, 1, 55, 0, 0);
  TT (set_flag, NONE, ASC_PIPE_MTE2, ASC_PIPE_V, 0);
  TT (wait_flag, NONE, ASC_PIPE_MTE2, ASC_PIPE_V, 0);
  for (int k = 0; k < D; k++)
    TT (vadd, F16, 4096 + (uint64_t) k * 256, 0, 0, 1, 1, 1, 1, 8, 8, 8);
  TT (copy_ubuf_to_gm, NONE, 0, 131072, 0, 1, 8, 0, 0);
  double release = I + 1760 / m->bw[ASC_SPACE_GM][ASC_SPACE_UB]
                   + m->dma_latency[ASC_SPACE_GM][ASC_SPACE_UB]
                   + m->flag_latency;
  double store = 256 / m->bw[ASC_SPACE_UB][ASC_SPACE_GM]
                 + m->dma_latency[ASC_SPACE_UB][ASC_SPACE_GM];
  t = tt_time (m, ASCSIM_MODE_WRITTEN);
  tt_check ("store behind a waiting queue (model fields)", t.cycles,
            tt_cycles (release + 2 * I + store));
  tt_check ("store behind a waiting queue (910A literal)", t.cycles, 361);
  /* With room for all the vadds the store is issued at D + 3 and
     completes at D + 4 + 100 = 136; the vadds (332.14 -> 333) end the
     block.  */
  t = tt_time (&deep, ASCSIM_MODE_WRITTEN);
  tt_check ("same with a deep queue (model fields)", t.cycles,
            tt_cycles (release + m->wait_cycles
                       + D * m->cost[ASC_COST_VADD].per_unit_16
                       + m->cost[ASC_COST_VADD].startup));
  tt_check ("same with a deep queue (910A literal)", t.cycles, 333);

  puts (tt_failures ? "timing-queue-depth: FAIL" : "timing-queue-depth: PASS");
  return tt_failures != 0;
}

/* { dg-final { output-contains "timing-queue-depth: PASS" } } */
/* { dg-final { output-not-contains "FAIL" } } */
