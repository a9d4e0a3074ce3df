/* runtime-tile-streams.h -- a double-buffered elementwise kernel whose
   tile length TILE is a kernel argument the kernel does not check,
   shared by the tests named after the behaviour they check:

     xb = get_imm (0);             two input slots  xb + s * tile
     yb = xb + 2 * tile;           two output slots yb + s * tile
     per tile t (slot s = t & 1):
       load x[t * tile ...] into xb + s * tile    ((tile / 16) blocks)
       yb + s * tile = exp (xb + s * tile)         ((tile / 128) repeats)
       yb + s * tile *= 2
       store yb + s * tile to y[t * tile ...]

   Under the layout assumption the four slots are apart for every TILE:
   each access stays within TILE halves of its slot's start, by its own
   counts, and each store's GM window within the TILE halves the
   pointer moves by per tile.  */
#include <ascsim.h>
#include <math.h>
#include <stdio.h>

#define TILES 6
#define TILE 2048

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int32_t ntiles, int32_t tile)
{
  __ubuf__ half *xb = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *yb = xb + 2 * tile;
  for (int32_t t = 0; t < ntiles; t++)
    {
      int s = t & 1;
      copy_gm_to_ubuf (xb + s * tile, x + (int64_t) t * tile, 0, 1,
                       (uint16_t) (tile / 16), 0, 0);
      vexp (yb + s * tile, xb + s * tile, (uint8_t) (tile / 128), 1, 1, 8,
            8);
      vmuls (yb + s * tile, yb + s * tile, (half) 2.0f,
             (uint8_t) (tile / 128), 1, 1, 8, 8);
      copy_ubuf_to_gm (y + (int64_t) t * tile, yb + s * tile, 0, 1,
                       (uint16_t) (tile / 16), 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (TILES * TILE * sizeof (half));
  half *y = ascsim_gm_alloc (TILES * TILE * sizeof (half));
  for (int i = 0; i < TILES * TILE; i++)
    x[i] = (half) ((float) (i % 64) / 32.0f - 1.0f);
  ASCSIM_LAUNCH (1, k (x, y, TILES, TILE));
  int bad = 0;
  for (int i = 0; i < TILES * TILE; i++)
    {
      float want = (float) (half) expf ((float) x[i]) * 2.0f;
      bad += fabsf ((float) y[i] - want) > 0.01f * fabsf (want) + 1e-3f;
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = 2 exp (x)");
  return ascsim_finish ();
}
