/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=redundancy,plan" } */
/* As run-scalar-wait-set-later.c, but the vconv comes after the scalar
   read: the V -> S set cannot move past its wait, so the prefetch keeps
   its V -> MTE2 pair (the checker reports the race when the plugin
   moves the set anyway).  */
#include <ascsim.h>
#include <stdio.h>

#define TILES 5
#define N 1024                  /* halves per tile */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int tiles)
{
  __ubuf__ half *in16 = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *red = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ float *work = (__ubuf__ float *) get_imm (0x2000);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x4000);
  copy_gm_to_ubuf (in16, x, 0, 1, N / 16, 0, 0);
  for (int t = 0; t < tiles; t++)
    {
      int s = t & 1;
      __ubuf__ half *in = in16 + s * N;
      /* Prefetch tile t + 1 into the other slot.  */
      if (t + 1 < tiles)
        copy_gm_to_ubuf (in16 + (1 - s) * N, x + (t + 1) * N, 0, 1, N / 16,
                         0, 0);
      /* The tile's first value plus one, read by the scalar unit, then
         the tile widened to fp32 (the last read of the input slot).  */
      vadds (red, in, 1.0, 1, 1, 1, 8, 8);
      float m = (float) red[0];
      vconv_f162f32 (work, in, N / 64, 1, 1, 8, 4);
      vadds ((__ubuf__ half *) work, (__ubuf__ half *) work, 0.0, 1, 1, 1,
             8, 8);
      vector_dup (out, (half) m, N / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * N, out, 0, 1, N / 16, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (TILES * N * sizeof (half));
  half *y = ascsim_gm_alloc (TILES * N * sizeof (half));
  for (int i = 0; i < TILES * N; i++)
    x[i] = (half) (float) (i % 1000);
  ASCSIM_LAUNCH (1, k (x, y, TILES));
  int bad = 0;
  for (int t = 0; t < TILES; t++)
    for (int i = 0; i < N; i++)
      bad += (float) y[t * N + i] != (float) x[t * N] + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = first value of the tile + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump-not "to the scalar pipe" } } */
/* { dg-final { scan-ascsync-dump "wait_flag \\(V, MTE2, " } } */
