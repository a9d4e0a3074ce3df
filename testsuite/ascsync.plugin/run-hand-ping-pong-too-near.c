/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps" } */
/* mode=keep: hand-written ping-pong pairs, whose event ids follow the
   iteration's parity, order only what lies two iterations apart or
   more.  Here the running sum ACC is one buffer, not one per slot: the
   vadd of tile I + 1 rewrites it one iteration after the store of tile
   I read it, and after the vadd of tile I wrote it.  The hand-written
   MTE3 -> V pair (the wait of iteration I + 1 takes the set of
   iteration I - 1) does not order these, so the plugin must add the
   sync that is missing; the kernel as written races.  */
#include <ascsim.h>

#define N 2048
#define TILES 5

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *acc = (__ubuf__ half *) get_imm (0x2000);
  vector_dup (acc, (half) 0.0f, 16, 1, 1, 8, 8);
  pipe_barrier (PIPE_V);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
  for (int i = 0; i < n; i++)
    {
      int s = i & 1;
      event_t ev = (event_t) s;
      wait_flag (PIPE_V, PIPE_MTE2, ev);
      copy_gm_to_ubuf (in + s * N, x + i * N, 0, 1, 128, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, ev);
      wait_flag (PIPE_MTE2, PIPE_V, ev);
      wait_flag (PIPE_MTE3, PIPE_V, ev);
      vadd (acc, acc, in + s * N, 16, 1, 1, 1, 8, 8, 8);
      set_flag (PIPE_V, PIPE_MTE2, ev);
      set_flag (PIPE_V, PIPE_MTE3, ev);
      wait_flag (PIPE_V, PIPE_MTE3, ev);
      copy_ubuf_to_gm (y + i * N, acc, 0, 1, 128, 0, 0);
      set_flag (PIPE_MTE3, PIPE_V, ev);
    }
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (TILES * N * sizeof (half));
  half *y = ascsim_gm_alloc (TILES * N * sizeof (half));
  for (int i = 0; i < TILES * N; i++)
    x[i] = (half) (float) (i % 4);
  ASCSIM_LAUNCH (1, k (x, y, TILES));
  int bad = 0;
  for (int i = 0; i < TILES * N; i++)
    bad += (float) y[i] != (float) ((i % N) % 4) * (float) (i / N + 1);
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = the running sum of the tiles of x");
  return ascsim_finish ();
}
/* { dg-final { scan-ascsync-dump "\\(line 40, MTE3\\) -> op\[0-9\]+ \\(line 36, V\\) WAR carried by L\[0-9\]+, distance 1: new pair" } } */
/* { dg-final { scan-ascsync-dump "\\(line 36, V\\) -> op\[0-9\]+ \\(line 36, V\\) \[A-Z+\]+ carried by L\[0-9\]+, distance 1: same pipe" } } */
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
