/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A pointer that moves from a slot's address by the run-time slot size
   itself ("xs + tile") may be choosing another slot, so it is not taken
   to stay in its slot: the load through it and the vector operation
   reading it get no run-time slot form, while the load through the
   slot's address does.  Each slot of the ping-pong pair holds two
   copies of tile t, one "tile" after the other.  The simulator checks
   that nothing races and the results.  */
#include <ascsim.h>
#include <stdio.h>

#define MAX_TILE 2048
#define N 8192

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int32_t tile, int64_t n)
{
  if (tile <= 0 || tile > MAX_TILE || tile % 128 != 0)
    return;
  __ubuf__ half *xb = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *ob = (__ubuf__ half *) get_imm (0x10000);
  int64_t ntiles = n / tile;
  for (int64_t t = 0; t < ntiles; t++)
    {
      int s = (int) (t & 1);
      __ubuf__ half *xs = xb + s * 2 * tile;
      uint16_t nblk = (uint16_t) (tile / 16);
      copy_gm_to_ubuf (xs, x + t * tile, 0, 1, nblk, 0, 0);
      copy_gm_to_ubuf (xs + tile, x + t * tile, 0, 1, nblk, 0, 0);
      vadds (ob, xs + tile, (half) 1.0f, (uint8_t) (tile / 128), 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * tile, ob, 0, 1, nblk, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc ((size_t) N * sizeof (half));
  half *y = ascsim_gm_alloc ((size_t) N * sizeof (half));
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
/* { dg-final { scan-ascsync-dump "op0 line \[0-9\]+ op copy_gm_to_ubuf \[^\\n\]*\\{slot 0x0\\+k\\*4\\*_\[0-9\]+ k=0,1\\}" } } */
/* { dg-final { scan-ascsync-dump-times "\\{slot \[^\\n\]*\\}" 1 } } */
