/* The race checker stays exact on a large trace: 100000 instructions of
   a double-buffered loop whose every vector operand is 255 repeats (2040
   32-byte blocks) and whose loads are 64 KB.  The time taken is printed
   for information only (about 0.5 s on a 2-core host); speed is not
   asserted in tests, which run on shared, noisy machines.  The loop is fully synchronised, so the trace is clean;
   the same trace with one MTE2 -> V set/wait pair removed in the middle
   gives exactly the three hazards that removal creates: that load races
   with the vadds reading it; V, no longer knowing MTE2's progress, may
   set its V -> MTE2 flag again before MTE2 consumed the previous set;
   and MTE2's next load into the slot is no longer ordered after this
   one (the order went through V).  */
/* { dg-do run } */
#include <time.h>
#include "timing-test.h"

#define TARGET 100000
#define REP 255

/* Build the loop; if DROP >= 0, omit the MTE2 -> V set and wait of
   iteration DROP.  Returns the number of iterations.  */
static int
build (int drop)
{
  tt_reset ();
  uint64_t len = REP * 8;       /* 32-byte blocks per buffer */
  TT (set_flag, NONE, ASC_PIPE_V, ASC_PIPE_MTE2, 0);
  TT (set_flag, NONE, ASC_PIPE_V, ASC_PIPE_MTE2, 1);
  TT (set_flag, NONE, ASC_PIPE_MTE3, ASC_PIPE_V, 0);
  TT (set_flag, NONE, ASC_PIPE_MTE3, ASC_PIPE_V, 1);
  int it;
  for (it = 0; tt_core.trace.n + 20 < TARGET; it++)
    {
      uint64_t s = (uint64_t) (it & 1);
      uint64_t in = s * 0x10000, out = 0x20000 + s * 0x10000;
      uint64_t gm = (uint64_t) (it % 16) * 0x10000;
      TT (wait_flag, NONE, ASC_PIPE_V, ASC_PIPE_MTE2, s);
      TT (copy_gm_to_ubuf, NONE, in, gm, 0, 1, len, 0, 0);
      if (it != drop)
        {
          TT (set_flag, NONE, ASC_PIPE_MTE2, ASC_PIPE_V, s);
          TT (wait_flag, NONE, ASC_PIPE_MTE2, ASC_PIPE_V, s);
        }
      TT (wait_flag, NONE, ASC_PIPE_MTE3, ASC_PIPE_V, s);
      TT (vadds, F16, out, in, 0, REP, 1, 1, 8, 8);
      TT (pipe_barrier, NONE, ASC_PIPE_V);
      TT (vmul, F16, out, out, out, REP, 1, 1, 1, 8, 8, 8);
      TT (set_flag, NONE, ASC_PIPE_V, ASC_PIPE_MTE2, s);
      TT (set_flag, NONE, ASC_PIPE_V, ASC_PIPE_MTE3, s);
      TT (wait_flag, NONE, ASC_PIPE_V, ASC_PIPE_MTE3, s);
      TT (copy_ubuf_to_gm, NONE, 0x100000 + gm, out, 0, 1, len, 0, 0);
      TT (set_flag, NONE, ASC_PIPE_MTE3, ASC_PIPE_V, s);
    }
  TT (wait_flag, NONE, ASC_PIPE_V, ASC_PIPE_MTE2, 0);
  TT (wait_flag, NONE, ASC_PIPE_V, ASC_PIPE_MTE2, 1);
  TT (wait_flag, NONE, ASC_PIPE_MTE3, ASC_PIPE_V, 0);
  TT (wait_flag, NONE, ASC_PIPE_MTE3, ASC_PIPE_V, 1);
  return it;
}

/* Check the trace; return the seconds taken and the findings.  */
static double
check (uint64_t counts[ASCSIM_NFINDING_KINDS], uint64_t *total)
{
  struct timespec t0, t1;
  asc_findings_begin_launch ();
  clock_gettime (CLOCK_MONOTONIC, &t0);
  asc_check_block (&tt_core, &asc_model_910a);
  clock_gettime (CLOCK_MONOTONIC, &t1);
  *total = asc_findings_end_launch (counts);
  return (double) (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec);
}

int
main (void)
{
  for (int s = ASC_SPACE_GM; s < ASC_NSPACES; s++)
    tt_core.size[s] = asc_model_910a.space_size[s];
  tt_core.size[ASC_SPACE_GM] = 0x200000;

  uint64_t counts[ASCSIM_NFINDING_KINDS], total;
  int iters = build (-1);
  double secs = check (counts, &total);
  printf ("clean: %zu instructions, %d iterations, %.3f s\n",
          tt_core.trace.n, iters, secs);
  tt_check ("clean trace: instructions >= 99980",
            tt_core.trace.n >= 99980, 1);
  tt_check ("clean trace: findings", total, 0);

  build (iters / 2);
  secs = check (counts, &total);
  printf ("one set/wait dropped: %.3f s\n", secs);
  tt_check ("dropped wait: findings", total, 3);
  tt_check ("dropped wait: inter-pipe races",
            counts[ASCSIM_F_RACE_INTER_PIPE], 1);
  tt_check ("dropped wait: intra-pipe races",
            counts[ASCSIM_F_RACE_INTRA_PIPE], 1);
  tt_check ("dropped wait: flags set again",
            counts[ASCSIM_F_FLAG_ALREADY_SET], 1);

  puts (tt_failures ? "FAIL" : "PASS");
  return tt_failures != 0;
}

/* { dg-final { output-contains "ok: clean trace: findings = 0" } } */
/* { dg-final { output-contains "ok: dropped wait: findings = 3" } } */
/* { dg-final { output-contains {error: race-inter-pipe: PIPE_MTE2 writes UB bytes \[0x[0-9a-f]+0000, 0x[0-9a-f]+ff00\) and the later vadds.f16} } } */
/* { dg-final { output-not-contains "FAIL" } } */
