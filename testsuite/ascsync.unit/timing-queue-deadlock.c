/* The timing model reports a deadlock (without a finding: that is the
   checker's job) when it cannot finish the trace: a wait whose set never
   comes, or a full queue whose head waits for a set that the stalled
   scalar unit can only issue later.  A deeper queue removes the second
   kind.  */
/* { dg-do run } */
#include "timing-test.h"

int
main (void)
{
  const asc_model *m = &asc_model_910a;
  const int D = m->queue_depth;

  /* wait_flag (MTE3, V, 0), D independent vadds, set_flag (MTE3, V, 0).
     The wait and D - 1 vadds fill V's queue; the D-th vadd cannot be
     issued before the wait leaves the queue, and the wait cannot leave
     before the set, which comes after that vadd.  */
  TT (wait_flag, NONE, ASC_PIPE_MTE3, ASC_PIPE_V, 0);
  for (int k = 0; k < D; k++)
    TT (vadds, F16, 4096 + (uint64_t) k * 256, 0, 0, 1, 1, 1, 8, 8);
  TT (set_flag, NONE, ASC_PIPE_MTE3, ASC_PIPE_V, 0);
  asc_timing t = tt_time (m, ASCSIM_MODE_WRITTEN);
  tt_check ("full queue: deadlocked", (uint64_t) t.deadlocked, 1);
  /* Time reached: the D-th issue slot (issue stopped before vadd D).  */
  tt_check ("full queue: cycles reached", t.cycles,
            tt_cycles (D * m->issue_cycles));

  /* One more queue entry and the set is issued: the wait releases at
     fire (the set starts at (D + 2) I in MTE3 and fires at once) +
     flag_latency, holds V wait_cycles, then the D vadds run back to
     back (occupancy 1 each) and the last completes 6 later:
     (D + 2) I + flag + wait + D x 1 + 6 = 34 + 2 + 32 + 6 = 74.  */
  asc_model deeper = *m;
  deeper.queue_depth = D + 1;
  t = tt_time (&deeper, ASCSIM_MODE_WRITTEN);
  tt_check ("deeper queue: deadlocked", (uint64_t) t.deadlocked, 0);
  tt_check ("deeper queue: cycles", t.cycles,
            tt_cycles ((D + 2) * m->issue_cycles + m->flag_latency
                       + m->wait_cycles
                       + D * m->cost[ASC_COST_VADDS].per_unit_16
                       + m->cost[ASC_COST_VADDS].startup));
  tt_check ("deeper queue: cycles (910A literal)", t.cycles, 74);

  /* The other modes ignore the sync and finish.  */
  t = tt_time (m, ASCSIM_MODE_IDEAL);
  tt_check ("ideal: deadlocked", (uint64_t) t.deadlocked, 0);
  t = tt_time (m, ASCSIM_MODE_BARRIER_ALL);
  tt_check ("barrier-all: deadlocked", (uint64_t) t.deadlocked, 0);

  /* A wait with no set at all: V is stuck at the wait; everything else
     finishes.  */
  tt_reset ();
  TT (copy_gm_to_ubuf, NONE, 0, 0, 0, 1, 55, 0, 0);
  TT (wait_flag, NONE, ASC_PIPE_MTE2, ASC_PIPE_V, 1);
  TT (vadds, F16, 4096, 0, 0, 1, 1, 1, 8, 8);
  t = tt_time (m, ASCSIM_MODE_WRITTEN);
  tt_check ("unmatched wait: deadlocked", (uint64_t) t.deadlocked, 1);
  tt_check ("unmatched wait: cycles reached (the load's completion)",
            t.cycles, 258);

  puts (tt_failures ? "timing-queue-deadlock: FAIL"
                    : "timing-queue-deadlock: PASS");
  return tt_failures != 0;
}

/* { dg-final { output-contains "timing-queue-deadlock: PASS" } } */
/* { dg-final { output-not-contains "FAIL" } } */
