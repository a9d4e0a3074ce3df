/* The ideal mode ignores the trace's sync and keeps only true
   dependences: it is never slower than the written schedule and equals
   the hand-computed critical path.  Two independent tiles, each
   load (MTE2) -> vadds (V) -> store (MTE3), hand-synced with
   set_flag/wait_flag.  */
/* { dg-do run } */
#include "timing-test.h"

int
main (void)
{
  const asc_model *m = &asc_model_910a;
  const double I = m->issue_cycles;
  /* Tile k: load 55 blocks GM[k*4096] -> UB A_k; vadds f16 (1 repeat)
     UB B_k = A_k + 1; store 8 blocks UB B_k -> GM[8192 + k*256].  */
  const uint64_t A[2] = { 0, 2048 }, B[2] = { 4096, 4352 };
  for (int k = 0; k < 2; k++)
    {
      TT (copy_gm_to_ubuf, NONE, A[k], (uint64_t) k * 4096, 0, 1, 55, 0, 0);
      TT (set_flag, NONE, ASC_PIPE_MTE2, ASC_PIPE_V, k);
      TT (wait_flag, NONE, ASC_PIPE_MTE2, ASC_PIPE_V, k);
      TT (vadds, F16, B[k], A[k], 0, 1, 1, 1, 8, 8);
      TT (set_flag, NONE, ASC_PIPE_V, ASC_PIPE_MTE3, k);
      TT (wait_flag, NONE, ASC_PIPE_V, ASC_PIPE_MTE3, k);
      TT (copy_ubuf_to_gm, NONE, 8192 + (uint64_t) k * 256, B[k], 0, 1, 8,
          0, 0);
    }

  /* Figures: load oL = 1760 / 110 = 16, lL = 241; vadds oV = 1,
     lV = 6; store oS = 256 / 64 = 4, lS = 96.

     Ideal (sync dropped; program order L0 V0 S0 L1 V1 S1, issued at
     0..5):
       L0 starts I = 1, completes 258;
       V0 waits for L0 (RAW on A0): 258 -> 265; S0 (RAW on B0) 265 -> 365;
       L1 starts when MTE2 is free, I + oL = 17, completes 274;
       V1 waits for L1: 274 -> 281; S1 waits for V1: 281 -> 381.
     Critical path I + 2 oL + lL + oV + lV + oS + lS = 381.

     Written: the set_flag after L0 occupies MTE2 for set_cycles, so L1
     starts at I + oL + set_cycles = 18 and completes 275; its set fires
     then; V's wait releases flag_latency later and holds V wait_cycles:
     277; V1 277 -> 284; the V -> MTE3 set fires at 284, MTE3's wait
     releases at 285, done 286; S1 286 -> 386 (every other constraint on
     this path is earlier).  Total
     I + 2 oL + set + lL + 2 (flag + wait) + oV + lV + oS + lS = 386.  */
  double oL = 1760 / m->bw[ASC_SPACE_GM][ASC_SPACE_UB];
  double lL = m->dma_latency[ASC_SPACE_GM][ASC_SPACE_UB];
  double oV = m->cost[ASC_COST_VADDS].per_unit_16;
  double lV = m->cost[ASC_COST_VADDS].startup;
  double oS = 256 / m->bw[ASC_SPACE_UB][ASC_SPACE_GM];
  double lS = m->dma_latency[ASC_SPACE_UB][ASC_SPACE_GM];
  double ideal = I + 2 * oL + lL + oV + lV + oS + lS;
  double written = I + 2 * oL + m->set_cycles + lL
                   + 2 * (m->flag_latency + m->wait_cycles) + oV + lV + oS
                   + lS;

  asc_timing id = tt_time (m, ASCSIM_MODE_IDEAL);
  asc_timing wr = tt_time (m, ASCSIM_MODE_WRITTEN);
  asc_timing ba = tt_time (m, ASCSIM_MODE_BARRIER_ALL);
  tt_check ("ideal cycles (model fields)", id.cycles, tt_cycles (ideal));
  tt_check ("ideal cycles (910A literal)", id.cycles, 381);
  tt_check ("written cycles (model fields)", wr.cycles, tt_cycles (written));
  tt_check ("written cycles (910A literal)", wr.cycles, 386);
  tt_assert ("ideal <= written", id.cycles <= wr.cycles);
  tt_assert ("written < barrier-all", wr.cycles < ba.cycles);

  /* The ideal mode honours WAR too: a second load into A0 after V0 read
     it must wait for V0 to complete (265), even with no sync at all:
     starts 265 (MTE2 is free from 33), completes 265 + 257 = 522.  */
  TT (copy_gm_to_ubuf, NONE, A[0], 16384, 0, 1, 55, 0, 0);
  id = tt_time (m, ASCSIM_MODE_IDEAL);
  tt_check ("ideal with WAR reload", id.cycles,
            tt_cycles (I + oL + lL + oV + lV + oL + lL));
  tt_check ("ideal with WAR reload (literal)", id.cycles, 522);

  puts (tt_failures ? "timing-ideal-mode: FAIL" : "timing-ideal-mode: PASS");
  return tt_failures != 0;
}

/* { dg-final { output-contains "timing-ideal-mode: PASS" } } */
/* { dg-final { output-not-contains "FAIL" } } */
