/* runtime-slots-one-start.h -- three double-buffered streams laid out
   from one buffer start at multiples of a slot size known only at run
   time, shared by the tests named after the behaviour they check:

     ub = get_imm (0);  slot = tile * 128 halves (tile checked: 1 to 4)
     xb = ub            x tiles, slots 0 and 1
     rb = ub + 2 * slot r tiles, slots 2 and 3
     yb = ub + 4 * slot y tiles, slots 4 and 5
     tile 0 loaded before the loop into rb and xb (slots 2 and 0);
     per tile t (s = t & 1):
       if (t + 1 < n) load tile t + 1 into rb + (1 - s) * slot and
                      xb + (1 - s) * slot
       yb + s * slot = (xb + s * slot) + 2 * (rb + s * slot)
       store yb + s * slot to y

   GCC computes "ub + 2 * slot" and "ub + 4 * slot" as byte offsets
   "slot * 4" and "slot * 8", which are whole multiples of the size of
   the slot terms "s * slot * 2".  Each stream's highest slot ends where
   the function's next slot start (2 for x, 4 for r) begins, and the
   tile-0 loads are fixed slots of the same layout.  */
#include <ascsim.h>
#include <stdio.h>

#define NT 5
#define MAXTILE 4

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *r, __gm__ half *y, int32_t n,
   int32_t tile)
{
  if (tile < 1 || tile > MAXTILE)
    return;
  int64_t slot = (int64_t) tile * 128;
  uint16_t blocks = (uint16_t) (tile * 8);
  uint8_t reps = (uint8_t) tile;
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *xb = ub;
  __ubuf__ half *rb = ub + 2 * slot;
  __ubuf__ half *yb = ub + 4 * slot;
  copy_gm_to_ubuf (rb, r, 0, 1, blocks, 0, 0);
  copy_gm_to_ubuf (xb, x, 0, 1, blocks, 0, 0);
  for (int t = 0; t < n; t++)
    {
      int s = t & 1;
      if (t + 1 < n)
        {
          copy_gm_to_ubuf (rb + (1 - s) * slot, r + (t + 1) * slot, 0, 1,
                           blocks, 0, 0);
          copy_gm_to_ubuf (xb + (1 - s) * slot, x + (t + 1) * slot, 0, 1,
                           blocks, 0, 0);
        }
      vmuls (yb + s * slot, rb + s * slot, (half) 2.0f, reps, 1, 1, 8, 8);
      vadd (yb + s * slot, xb + s * slot, yb + s * slot, reps, 1, 1, 1, 8,
            8, 8);
      copy_ubuf_to_gm (y + t * slot, yb + s * slot, 0, 1, blocks, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  int len = NT * MAXTILE * 128;
  half *x = ascsim_gm_alloc (len * sizeof (half));
  half *r = ascsim_gm_alloc (len * sizeof (half));
  half *y = ascsim_gm_alloc (len * sizeof (half));
  for (int i = 0; i < len; i++)
    {
      x[i] = (half) ((float) (i % 64) / 16.0f - 2.0f);
      r[i] = (half) ((float) (i % 32) / 8.0f);
    }
  int bad = 0;
  for (int tile = 1; tile <= MAXTILE; tile += 3)
    {
      int m = NT * tile * 128;
      for (int i = 0; i < len; i++)
        y[i] = (half) 0.0f;
      ASCSIM_LAUNCH (1, k (x, r, y, NT, tile));
      for (int i = 0; i < m; i++)
        {
          float want = (float) x[i] + (float) (half) (2.0f * (float) r[i]);
          bad += (float) y[i] != (float) (half) want;
        }
    }
  printf ("mismatches %d\n", bad);
  return ascsim_finish ();
}
