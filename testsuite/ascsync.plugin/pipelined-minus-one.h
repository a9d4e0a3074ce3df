/* pipelined-minus-one.h -- a software-pipelined loop from T = -1, with
   the hand-written sync its authors write, shared by the tests named
   after the behaviour they check (the sync is left out with
   -DASCSYNC_NO_HAND_SYNC):

     for (t = -1; t < n; t++)
       {
         if (t + 1 < n)
           load tile t + 1 into X[(t + 1) & 1];
         if (t < 0)
           continue;
         Y[t & 1] = X[t & 1] * 0.5;   (V, frees X[t & 1])
         Y[t & 1] += 1;               (V, Y only)
         store Y[t & 1];
       }

   At -O2 GCC tests the exit as "t + 1 != n" (it knows t + 1 starts at
   0 <= n), and its first iteration skips the vector steps.  */
#include <ascsim.h>
#include <stdio.h>

#define TILES 6
#define N 4096                  /* halves per tile */
#define SLOT (N * 2)            /* bytes */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, long n)
{
  __ubuf__ half *xb = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *yb = (__ubuf__ half *) get_imm (0x10000);
  if (n < 0)
    return;
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
  for (long t = -1; t < n; t++)
    {
      if (t + 1 < n)
        {
          int s1 = (int) ((t + 1) & 1);
          wait_flag (PIPE_V, PIPE_MTE2, (event_t) s1);
          copy_gm_to_ubuf (xb + s1 * N, x + (t + 1) * N, 0, 1, N / 16, 0, 0);
          set_flag (PIPE_MTE2, PIPE_V, (event_t) s1);
        }
      if (t < 0)
        continue;
      int s = (int) (t & 1);
      wait_flag (PIPE_MTE2, PIPE_V, (event_t) s);
      wait_flag (PIPE_MTE3, PIPE_V, (event_t) s);
      vmuls (yb + s * N, xb + s * N, (half) 0.5f, N / 128, 1, 1, 8, 8);
      set_flag (PIPE_V, PIPE_MTE2, (event_t) s);
      pipe_barrier (PIPE_V);
      vadds (yb + s * N, yb + s * N, (half) 1.0f, N / 128, 1, 1, 8, 8);
      set_flag (PIPE_V, PIPE_MTE3, (event_t) s);
      wait_flag (PIPE_V, PIPE_MTE3, (event_t) s);
      copy_ubuf_to_gm (y + t * N, yb + s * N, 0, 1, N / 16, 0, 0);
      set_flag (PIPE_MTE3, PIPE_V, (event_t) s);
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
    x[i] = (half) (float) (i % 512);
  ASCSIM_LAUNCH (1, k (x, y, TILES));
  int bad = 0;
  for (int i = 0; i < TILES * N; i++)
    bad += (float) y[i] != (float) (half) ((float) (i % 512) * 0.5f) + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x * 0.5 + 1");
  return ascsim_finish ();
}
