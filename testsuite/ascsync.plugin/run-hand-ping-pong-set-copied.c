/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps" } */
/* mode=keep: GCC copies the hand-written set_flag (V, MTE2) that follows
   a tile's vector work into both arms of the branches it threads (the
   same nrep > 0 and rem > 0 tests before and after it, as in the
   suite's Cast), so that no single set lies on every path from the
   vconv to the end of the iteration; the copies together do, and the
   ping-pong pair is trusted: the plugin adds no flag pair.  The tail
   is addressed at (nrep & 31) * 64, which is nrep * 64 there (rem > 0
   means nrep < 32): with nrep * 64 the offset's known bound reaches the
   next slot's base, and the tail's footprint is then the whole buffer
   (the layout bound's rule), which this test is not about.  */
#include <ascsim.h>

#define TILES 3
#define LEN (TILES * 2048 - 100)

__global__ __aicore__ void
k (__gm__ half *x, __gm__ float *y, int n, int len)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  __ubuf__ float *out = (__ubuf__ float *) get_imm (0x2000);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
  for (int i = 0; i < n; i++)
    {
      int s = i & 1;
      int m = len - i * 2048 < 2048 ? len - i * 2048 : 2048;
      unsigned nrep = (unsigned) m / 64, rem = (unsigned) m % 64;
      wait_flag (PIPE_V, PIPE_MTE2, (event_t) s);
      copy_gm_to_ubuf (in + s * 2048, x + i * 2048, 0, 1, 128, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, (event_t) s);
      wait_flag (PIPE_MTE2, PIPE_V, (event_t) s);
      wait_flag (PIPE_MTE3, PIPE_V, (event_t) s);
      if (nrep > 0)
        vconv_f162f32 (out + s * 2048, in + s * 2048, (uint8_t) nrep, 1, 1,
                       8, 4);
      if (rem > 0)
        {
          set_vector_mask (0, ((uint64_t) 1 << rem) - 1);
          vconv_f162f32 (out + s * 2048 + (nrep & 31) * 64, in + s * 2048 + (nrep & 31) * 64,
                         1, 1, 1, 8, 4);
          set_vector_mask (0, ~(uint64_t) 0);
        }
      set_flag (PIPE_V, PIPE_MTE2, (event_t) s);
      pipe_barrier (PIPE_V);
      if (nrep > 0)
        vmuls (out + s * 2048, out + s * 2048, 2.0f, (uint8_t) nrep, 1, 1, 8,
               8);
      if (rem > 0)
        {
          set_vector_mask (0, ((uint64_t) 1 << rem) - 1);
          vmuls (out + s * 2048 + (nrep & 31) * 64, out + s * 2048 + (nrep & 31) * 64, 2.0f,
                 1, 1, 1, 8, 8);
          set_vector_mask (0, ~(uint64_t) 0);
        }
      set_flag (PIPE_V, PIPE_MTE3, (event_t) s);
      wait_flag (PIPE_V, PIPE_MTE3, (event_t) s);
      copy_ubuf_to_gm (y + i * 2048, out + s * 2048, 0, 1, 256, 0, 0);
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
  half *x = ascsim_gm_alloc (TILES * 2048 * sizeof (half));
  float *y = ascsim_gm_alloc (TILES * 2048 * sizeof (float));
  for (int i = 0; i < TILES * 2048; i++)
    x[i] = (half) (float) (i % 300);
  ASCSIM_LAUNCH (1, k (x, y, TILES, LEN));
  int bad = 0;
  for (int i = 0; i < LEN; i++)
    bad += y[i] != 2.0f * (float) (i % 300);
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = 2 x");
  return ascsim_finish ();
}
/* { dg-final { scan-ascsync-dump-times "line 47 set_flag set_flag V->MTE2" 2 } } */
/* { dg-final { scan-ascsync-dump "\\(line 38, V\\) -> op\[0-9\]+ \\(line 33, MTE2\\) WAR carried by L\[0-9\]+, distance 2: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump-not "new pair" } } */
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
