/* An add whose tile length comes from the host unchecked, for
   {dump,run}-gm-step-count-fraction.c: TILE = LEN / 2 halves (LEN a
   kernel argument), x, y and z's two slots laid out from it, tile T
   loaded from and stored to GM at T * TILE halves, each transfer of
   "(uint16_t) (tile / 16)" blocks: at most TILE halves whatever LEN is.
   With MAIN, a host program running it on 16 tiles of 1024 halves.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, __gm__ half *z, uint32_t len,
   uint32_t ntiles)
{
  uint32_t tile = len >> 1;
  uint64_t tb = (uint64_t) tile * sizeof (half);
  __ubuf__ half *xb[2], *yb[2], *zb[2];
  for (int s = 0; s < 2; s++)
    {
      xb[s] = (__ubuf__ half *) get_imm (s * tb);
      yb[s] = (__ubuf__ half *) get_imm ((2 + s) * tb);
      zb[s] = (__ubuf__ half *) get_imm ((4 + s) * tb);
    }
  uint16_t nb = (uint16_t) (tile / 16);
  for (uint32_t t = 0; t < ntiles; t++)
    {
      int s = (int) (t & 1);
      copy_gm_to_ubuf (xb[s], x + (uint64_t) t * tile, 0, 1, nb, 0, 0);
      copy_gm_to_ubuf (yb[s], y + (uint64_t) t * tile, 0, 1, nb, 0, 0);
      vadd (zb[s], xb[s], yb[s], (uint8_t) (tile / 128), 1, 1, 1, 8, 8, 8);
      copy_ubuf_to_gm (z + (uint64_t) t * tile, zb[s], 0, 1, nb, 0, 0);
    }
}

#ifdef MAIN
#include <stdio.h>
#define N (16 * 1024)

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (N * sizeof (half));
  half *y = ascsim_gm_alloc (N * sizeof (half));
  half *z = ascsim_gm_alloc (N * sizeof (half));
  for (int i = 0; i < N; i++)
    {
      x[i] = (half) (float) (i % 19 - 9);
      y[i] = (half) (float) (i % 7);
    }
  volatile uint32_t len = 2048, ntiles = 16;
  ASCSIM_LAUNCH (1, k (x, y, z, len, ntiles));
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += (float) z[i] != (float) x[i] + (float) y[i];
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "z = x + y");
  return ascsim_finish ();
}
#endif
