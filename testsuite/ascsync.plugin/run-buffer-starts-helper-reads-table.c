/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,alloc -fplugin-arg-ascsync-warn=no-imprecise" } */
/* A helper left out of line reads the slots' addresses from a structure
   the kernel fills with buffer starts that are multiples of the
   run-time tile length ("b.xb[s] = get_imm (s * tb)").  Its vadds is
   placed at each call from what the structure holds at the place its
   slot index selects: slot t & 1 of x and of z, each ending at the next
   multiple the kernel declares, so the load of tile t + 1 does not wait
   for the helper's work on tile t.  The simulator checks that nothing
   races and the results.  */
#include <ascsim.h>
#include <stdio.h>

#define MAX_TILE 4096
#define N 20000

struct bufs
{
  __ubuf__ half *xb[2], *zb[2];
};

static __attribute__ ((noinline)) void
compute (const struct bufs *b, int s, uint8_t nrep)
{
  vadds (b->zb[s], b->xb[s], (half) 1.0f, nrep, 1, 1, 8, 8);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *z, int64_t tile, int64_t n)
{
  if (tile <= 0 || tile > MAX_TILE || tile % 128 != 0)
    return;
  uint64_t tb = (uint64_t) tile * sizeof (half);
  struct bufs b;
  for (int s = 0; s < 2; s++)
    {
      b.xb[s] = (__ubuf__ half *) get_imm (s * tb);
      b.zb[s] = (__ubuf__ half *) get_imm ((2 + s) * tb);
    }
  int64_t ntiles = (n + tile - 1) / tile;
  for (int64_t t = 0; t < ntiles; t++)
    {
      int s = (int) (t & 1);
      int64_t len = n - t * tile < tile ? n - t * tile : tile;
      uint16_t nblk = (uint16_t) ((len + 15) / 16);
      uint8_t nrep = (uint8_t) ((nblk + 7) / 8);
      copy_gm_to_ubuf (b.xb[s], x + t * tile, 0, 1, (uint16_t) (nrep * 8), 0,
                       0);
      compute (&b, s, nrep);
      copy_ubuf_to_gm (z + t * tile, b.zb[s], 0, 1, nblk, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc ((size_t) (N + MAX_TILE) * sizeof (half));
  half *z = ascsim_gm_alloc ((size_t) (N + MAX_TILE) * sizeof (half));
  for (int i = 0; i < N; i++)
    x[i] = (half) (float) (i % 19 - 9);
  volatile int64_t tile = 1024;
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
/* { dg-final { scan-ascsync-dump "op vadds pipe=V \[^\\n\]*\\{slot 0x0\\+k\\*1\\*_\[0-9\]+ k=0,2 to 2,4\\}\[^\\n\]* \\(the callee's work entering the call\\)" } } */
/* { dg-final { scan-ascsync-dump "V->MTE2: 1 pair on 2 ids" } } */
