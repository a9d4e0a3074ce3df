/* A wait_flag may come before its set_flag in program order (a primed
   or ping-pong flag): the wait holds its pipe, not the scalar issuer, so
   the set is still issued and releases it.  Also the scalar side: a
   wait_flag (V, S) stalls issue until V's work is done, and a
   set_flag (S, V) fires when S issues it.  Hand-computed from the 910A
   figures.  */
/* { dg-do run } */
#include "timing-test.h"

int
main (void)
{
  const asc_model *m = &asc_model_910a;
  const double I = m->issue_cycles;
  double oV = m->cost[ASC_COST_VADDS].per_unit_16;      /* 1 repeat */
  double lV = m->cost[ASC_COST_VADDS].startup;
  double oL = 1760 / m->bw[ASC_SPACE_GM][ASC_SPACE_UB];
  double lL = m->dma_latency[ASC_SPACE_GM][ASC_SPACE_UB];

  /* 1. wait_flag (V, MTE2, 0); load UB[0..1760); vadds UB[4096] =
     UB[2048] + 1; set_flag (V, MTE2, 0).
       the wait reaches MTE2 at I and holds it; the load queues behind;
       vadds starts at 3I (issued at 2I), completes 3I + oV + lV = 10;
       the set, issued at 3I, starts at 4I in V and fires at 10;
       the wait releases at 10 + flag_latency, ends wait_cycles later;
       the load then runs: 12 + oL + lL = 269.  */
  TT (wait_flag, NONE, ASC_PIPE_V, ASC_PIPE_MTE2, 0);
  TT (copy_gm_to_ubuf, NONE, 0, 0, 0, 1, 55, 0, 0);
  TT (vadds, F16, 4096, 2048, 0, 1, 1, 1, 8, 8);
  TT (set_flag, NONE, ASC_PIPE_V, ASC_PIPE_MTE2, 0);
  asc_timing t = tt_time (m, ASCSIM_MODE_WRITTEN);
  tt_check ("deadlocked", (uint64_t) t.deadlocked, 0);
  tt_check ("wait-before-set cycles (model fields)", t.cycles,
            tt_cycles (3 * I + oV + lV + m->flag_latency + m->wait_cycles
                       + oL + lL));
  tt_check ("wait-before-set cycles (910A literal)", t.cycles, 269);

  /* 2. vadds; set_flag (V, S, 0); wait_flag (V, S, 0); scalar load of
     UB[4096]; set_flag (S, V, 0); wait_flag (S, V, 0); vadds.
       vadds 1 runs I -> I + oV + lV = 8; the V -> S set fires then;
       S stalls until 8 + flag_latency and spends wait_cycles: 10;
       the scalar load takes scalar_access_cycles: 11; set (S, V) fires
       at 11 and takes set_cycles: S free at 12; wait (S, V) is issued at
       12, reaches V at 13 (the flag is already there), holds V for
       wait_cycles: 14; vadds 2 (issued 13) runs 14 -> 14 + oV + lV = 21.  */
  tt_reset ();
  TT (vadds, F16, 4096, 2048, 0, 1, 1, 1, 8, 8);
  TT (set_flag, NONE, ASC_PIPE_V, ASC_PIPE_S, 0);
  TT (wait_flag, NONE, ASC_PIPE_V, ASC_PIPE_S, 0);
  tt_scalar (0, ASC_SPACE_UB, 4096, 2);
  TT (set_flag, NONE, ASC_PIPE_S, ASC_PIPE_V, 0);
  TT (wait_flag, NONE, ASC_PIPE_S, ASC_PIPE_V, 0);
  TT (vadds, F16, 4352, 4096, 0, 1, 1, 1, 8, 8);
  t = tt_time (m, ASCSIM_MODE_WRITTEN);
  double s_free = I + oV + lV + m->flag_latency + m->wait_cycles
                  + m->scalar_access_cycles + m->set_cycles;
  double want = s_free + I + m->wait_cycles + oV + lV;
  tt_check ("scalar-side sync cycles (model fields)", t.cycles,
            tt_cycles (want));
  tt_check ("scalar-side sync cycles (910A literal)", t.cycles, 21);
  tt_check ("deadlocked", (uint64_t) t.deadlocked, 0);

  puts (tt_failures ? "timing-wait-before-set: FAIL"
                    : "timing-wait-before-set: PASS");
  return tt_failures != 0;
}

/* { dg-final { output-contains "timing-wait-before-set: PASS" } } */
/* { dg-final { output-not-contains "FAIL" } } */
