/* Kernel for the size-pair tests: tiles of ROWS rows of D halves, both
   run-time arguments, double-buffered in slots of 8192 halves; the
   kernel checks "rows * d <= LIMIT".  With LIMIT 8192 a tile fits its
   slot; with 16384 (as the overlap test builds it) a tile of 16 rows
   of 1024 runs into the other slot, and the sync must still order the
   load of one tile after the work of the one before.  */
#include <ascsim.h>
#include <stdio.h>

#define NT 4
#define MAXH (16 * 1024)

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int rows, int d, int n)
{
  if (rows < 1 || rows > 32 || d < 128 || d > 1024 || d % 128 != 0
      || rows * d > LIMIT)
    return;
  __ubuf__ half *xb = (__ubuf__ half *) get_imm (0x1000);
  for (int t = 0; t < n; t++)
    {
      __ubuf__ half *xs = xb + (t & 1) * 8192;
      copy_gm_to_ubuf (xs, x + t * rows * d, 0, 1,
                       (uint16_t) (rows * (d / 16)), 0, 0);
      for (int c = 0; c < d / 128; c++)
        vadds (xs + c * 128, xs + c * 128, (half) 1.0f, (uint8_t) rows, 1,
               1, (uint8_t) (d / 16), (uint8_t) (d / 16));
      copy_ubuf_to_gm (y + t * rows * d, xs, 0, 1,
                       (uint16_t) (rows * (d / 16)), 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (NT * MAXH * sizeof (half));
  half *y = ascsim_gm_alloc (NT * MAXH * sizeof (half));
  int nel = ROWS * D;
  for (int i = 0; i < NT * nel; i++)
    x[i] = (half) (float) (i % 61);
  ASCSIM_LAUNCH (1, k (x, y, ROWS, D, NT));
  int bad = 0;
  for (int i = 0; i < NT * nel; i++)
    bad += (float) y[i] != (float) (i % 61) + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
