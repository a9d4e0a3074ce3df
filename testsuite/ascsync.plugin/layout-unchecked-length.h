/* A kernel laying its buffers out from a tile length it does not
   check, for dump-layout-unchecked-length-warned.c and
   run-layout-unchecked-length-zero-*.c: x's two slots and z's two at
   multiples of TB (TILE halves), tile T loaded into slot T & 1 (128
   halves), a vadds from it into z's slot, a store of that.  With TILE
   0 every start is 0, so the load of tile 1 writes the bytes the vadds
   of tile 0 reads and writes: that breaks the layout assumption, which
   takes TILE to be at least 1 in a run accessing its buffers.  With
   MAIN, a host program running it on TILE 0 and two tiles.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *z, int64_t tile, int64_t ntiles)
{
  uint64_t tb = (uint64_t) tile * sizeof (half);
  __ubuf__ half *xb[2], *zb[2];
  for (int s = 0; s < 2; s++)
    {
      xb[s] = (__ubuf__ half *) get_imm (s * tb);
      zb[s] = (__ubuf__ half *) get_imm ((2 + s) * tb);
    }
  for (int64_t t = 0; t < ntiles; t++)
    {
      int s = (int) (t & 1);
      copy_gm_to_ubuf (xb[s], x + t * 128, 0, 1, 8, 0, 0);
      vadds (zb[s], xb[s], (half) 1.0f, 1, 1, 1, 8, 8);
      copy_ubuf_to_gm (z + t * 128, zb[s], 0, 1, 8, 0, 0);
    }
}

#ifdef MAIN
#include <stdio.h>

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (256 * sizeof (half));
  half *z = ascsim_gm_alloc (256 * sizeof (half));
  volatile int64_t tile = 0;
  for (int i = 0; i < 256; i++)
    x[i] = (half) (float) (i % 13);
  ASCSIM_LAUNCH (1, k (x, z, tile, 2));
  int bad = 0;
  for (int i = 0; i < 256; i++)
    bad += (float) z[i] != (float) x[i] + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "z = x + 1");
  return ascsim_finish ();
}
#endif
