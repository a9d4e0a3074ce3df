/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-warn=no-imprecise" } */
/* A tile length known only at run time that need not be a multiple of
   16 halves: the store of tile T writes whole 32-byte blocks, "(len +
   15) / 16" of them, past its TILE halves into tile T + 1's, so the
   stores of two tiles meet and must stay in order (a pipe_barrier
   (MTE3) between them); dump-gm-step-run-time-tile.c, whose check
   keeps TILE a multiple of 128, needs none.  (Each tile is loaded and
   computed in whole repeats.)  Run with TILE 100, the
   simulator checks that nothing races and the results.  */
#include <ascsim.h>
#include <stdio.h>

#define MAX_TILE 2048
#define N 1000

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *z, int64_t tile, int64_t n)
{
  if (tile <= 0 || tile > MAX_TILE)
    return;
  __ubuf__ half *xb[2], *zb[2];
  xb[0] = (__ubuf__ half *) get_imm (0);
  xb[1] = (__ubuf__ half *) get_imm (0x1000);
  zb[0] = (__ubuf__ half *) get_imm (0x2000);
  zb[1] = (__ubuf__ half *) get_imm (0x3000);
  int64_t ntiles = (n + tile - 1) / tile;
  for (int64_t t = 0; t < ntiles; t++)
    {
      int s = (int) (t & 1);
      int64_t len = n - t * tile < tile ? n - t * tile : tile;
      uint16_t nblk = (uint16_t) ((len + 15) / 16);
      uint8_t nrep = (uint8_t) ((nblk + 7) / 8);
      copy_gm_to_ubuf (xb[s], x + t * tile, 0, 1, (uint16_t) (nrep * 8), 0,
                       0);
      vadds (zb[s], xb[s], (half) 1.0f, nrep, 1, 1, 8, 8);
      copy_ubuf_to_gm (z + t * tile, zb[s], 0, 1, nblk, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc ((size_t) (N + 256) * sizeof (half));
  half *z = ascsim_gm_alloc ((size_t) (N + 256) * sizeof (half));
  for (int i = 0; i < N + 256; i++)
    x[i] = (half) (float) (i % 17 - 8);
  volatile int64_t tile = 100;
  ASCSIM_LAUNCH (1, k (x, z, tile, N));
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += (float) z[i] != (float) x[i] + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "z = x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(MTE3\\)" } } */
