/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-layout=no -fplugin-arg-ascsync-dump=ops" } */
/* The run-time slot form is part of the layout assumption: with
   layout=no the slots of a triple-buffered stream whose slot size is a
   kernel argument are not told apart (no form in the dump), and the
   plan stays correct: the simulator finds nothing.  (The load's bytes
   still have a split form, [xs, xs + 32 * nblk) in one iteration, which
   needs no assumption: so no warning that it may write any byte.)  */
#include <ascsim.h>
#include <stdio.h>

#define MAX_TILE 4096           /* halves a slot holds at most */
#define N 20000

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int32_t tile, int64_t n)
{
  if (tile <= 0 || tile > MAX_TILE || tile % 128 != 0)
    return;
  __ubuf__ half *xb = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *ob = (__ubuf__ half *) get_imm (0x10000);
  int64_t ntiles = (n + tile - 1) / tile;
  for (int64_t t = 0; t < ntiles; t++)
    {
      int s = (int) (t % 3);
      int64_t len = n - t * tile < tile ? n - t * tile : tile;
      uint16_t nblk = (uint16_t) ((len + 15) / 16);
      __ubuf__ half *xs = xb + s * tile, *os = ob + s * tile;
      copy_gm_to_ubuf (xs, x + t * tile, 0, 1, nblk, 0, 0);
      vadds (os, xs, (half) 1.0f, (uint8_t) ((nblk + 7) / 8), 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * tile, os, 0, 1, nblk, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc ((size_t) (N + 128) * sizeof (half));
  half *y = ascsim_gm_alloc ((size_t) (N + 128) * sizeof (half));
  for (int i = 0; i < N; i++)
    x[i] = (half) (float) (i % 19 - 9);
  volatile int32_t tile = 1024;
  ASCSIM_LAUNCH (1, k (x, y, tile, N));
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += (float) y[i] != (float) x[i] + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump-not "\\{slot \[^\\n\]*\\}" } } */
