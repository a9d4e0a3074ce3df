/* A tile helper left out of line is given its slots' buffers as
   pointers ("get_imm (0x400 + (t & 1) * 0x400)"), and each of its pairs
   takes one id per buffer its pointer points into: the id is written
   as the offset of the pointer from get_imm (0) compared with the
   second buffer's address, with the pointer parameter's name.  */
/* { source-contains "set_flag \\(PIPE_MTE2, PIPE_V, \\(event_t\\) \\(EVENT_ID0 \\+ \\(\\(uint64_t\\) in - get_imm \\(0\\) >= 0x800\\)\\)\\);" } */
/* { source-contains "wait_flag \\(PIPE_V, PIPE_MTE3, \\(event_t\\) \\(EVENT_ID0 \\+ \\(\\(uint64_t\\) out - get_imm \\(0\\) >= 0x2400\\)\\)\\);" } */
#include <ascsim.h>
#include <stdio.h>

#define TILE 256                /* halves per tile */
#define NT 8                    /* tiles */

__attribute__ ((noinline)) static void
tile (__gm__ half *x, __gm__ half *y, __ubuf__ half *in, __ubuf__ half *out,
      int t)
{
  copy_gm_to_ubuf (in, x + t * TILE, 0, 1, 16, 0, 0);
  vadds (out, in, (half) 1.0f, 2, 1, 1, 8, 8);
  copy_ubuf_to_gm (y + t * TILE, out, 0, 1, 16, 0, 0);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  for (int t = 0; t < NT; t++)
    {
      __ubuf__ half *in = (__ubuf__ half *) get_imm (0x400 + (t & 1) * 0x400);
      __ubuf__ half *out
        = (__ubuf__ half *) get_imm (0x2000 + (t & 1) * 0x400);
      tile (x, y, in, out, t);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc ((size_t) NT * TILE * sizeof (half));
  half *y = ascsim_gm_alloc ((size_t) NT * TILE * sizeof (half));
  for (int i = 0; i < NT * TILE; i++)
    x[i] = (half) (float) (i % 7);
  ASCSIM_LAUNCH (1, k (x, y));
  int bad = 0;
  for (int i = 0; i < NT * TILE; i++)
    bad += (float) y[i] != (float) x[i] + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
