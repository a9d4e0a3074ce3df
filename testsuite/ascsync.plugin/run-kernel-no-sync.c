/* { dg-do run } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC" } */
/* A double-buffered load / compute / store kernel whose source has no
   synchronisation: with the plugin the checker finds nothing and the
   result is right.  (Without the plugin the same program has races.)  */
#include <ascsim.h>
#include <stdio.h>

#define N 4096
#define TILE 1024

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *in[2] = { (__ubuf__ half *) get_imm (0),
                           (__ubuf__ half *) get_imm (0x1000) };
  __ubuf__ half *out[2] = { (__ubuf__ half *) get_imm (0x2000),
                            (__ubuf__ half *) get_imm (0x3000) };
  for (int t = 0; t < N / TILE; t++)
    {
      int s = t & 1;
      copy_gm_to_ubuf (in[s], x + t * TILE, 0, 1, TILE / 16, 0, 0);
      vadds (out[s], in[s], 2.0, TILE / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * TILE, out[s], 0, 1, TILE / 16, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (N * sizeof (half));
  half *y = ascsim_gm_alloc (N * sizeof (half));
  for (int i = 0; i < N; i++)
    x[i] = (half) (float) (i % 100);
  ASCSIM_LAUNCH (1, k (x, y));
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += (float) y[i] != (float) (i % 100) + 2.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 2");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "findings=0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
