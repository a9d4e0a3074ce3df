/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps,plan" } */
/* mode=keep: the items that take the second branch pick their output
   slot, and the event id of its hand-written pairs, by their own count
   stepped on that branch only ("o = nout & 1").  The parts standing
   for the reuse of those flags take the counter's residues as the
   slots do (dump-counter-slot-pointer-offset.c): the set of
   V -> MTE3 id o and the wait of the same id by the store of the item
   before use different ids, and meet only two such items apart, where
   the hand-written MTE3 -> V pair of that id orders them.  So the
   reuse of those flags needs no pair of the plugin's (it used to add
   one, from each wait to the next set, with an acknowledgement).  The
   store's read of a slot and the vmuls that writes it two such items
   later still get a pair: the happens-before flow follows hand-written
   ids by the loop's iterations, not yet by such a counter.  The
   simulator checks that the hand-written sync and the plugin's are
   right together.  */
#include <ascsim.h>
#include <stdio.h>

#define N 9

__global__ __aicore__ void
k (__gm__ float *x, __gm__ float *y, __gm__ int32_t *flags, int32_t n)
{
  __ubuf__ float *in = (__ubuf__ float *) get_imm (0x0);
  __ubuf__ float *out = (__ubuf__ float *) get_imm (0x1000);
  int64_t nout = 0;
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
  for (int32_t i = 0; i < n; i++)
    {
      wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
      copy_gm_to_ubuf (in, x + i * 256, 0, 1, 32, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
      wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
      if (flags[i])
        {
          int o = (int) (nout & 1);
          __ubuf__ float *os = out + o * 256;
          wait_flag (PIPE_MTE3, PIPE_V, (event_t) o);
          vmuls (os, in, 2.0f, 4, 1, 1, 8, 8);
          set_flag (PIPE_V, PIPE_MTE3, (event_t) o);
          wait_flag (PIPE_V, PIPE_MTE3, (event_t) o);
          copy_ubuf_to_gm (y + nout * 256, os, 0, 1, 32, 0, 0);
          set_flag (PIPE_MTE3, PIPE_V, (event_t) o);
          nout++;
        }
      else
        vmuls (in, in, 3.0f, 4, 1, 1, 8, 8);
      set_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
    }
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  static const int32_t pick[N] = { 1, 0, 1, 1, 0, 0, 1, 1, 1 };
  float *x = ascsim_gm_alloc (N * 256 * sizeof (float));
  float *y = ascsim_gm_alloc (N * 256 * sizeof (float));
  int32_t *flags = ascsim_gm_alloc (N * sizeof (int32_t));
  for (int i = 0; i < N * 256; i++)
    x[i] = (float) (i % 13 - 6);
  for (int i = 0; i < N; i++)
    flags[i] = pick[i];
  ASCSIM_LAUNCH (1, k (x, y, flags, N));
  int bad = 0, m = 0;
  for (int i = 0; i < N; i++)
    if (pick[i])
      {
        for (int j = 0; j < 256; j++)
          bad += y[m * 256 + j] != 2.0f * x[i * 256 + j];
        m++;
      }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y holds 2 * x of the picked items, in order");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op set_flag pipe=V R:-\[^ \]*\\{ctr s\[0-9\]+@L0 h0\\.\\.0 t1\\.\\.1 d0\\.\\.1 0:0x\[0-9a-f\]+\\.\\.0x\[0-9a-f\]+ 1:0x\[0-9a-f\]+\\.\\.0x\[0-9a-f\]+\\}" } } */
/* { dg-final { scan-ascsync-dump "op wait_flag pipe=MTE3 W:-\[^ \]*\\{ctr s\[0-9\]+@L0 h0\\.\\.0 t1\\.\\.1 d0\\.\\.1 0:0x\[0-9a-f\]+\\.\\.0x\[0-9a-f\]+ 1:0x\[0-9a-f\]+\\.\\.0x\[0-9a-f\]+\\}" } } */
/* { dg-final { scan-ascsync-dump-not "MTE3\\) -> op\[0-9\]+ \\(line \[0-9\]+, V\\) RAW carried by L0, distance 1" } } */
