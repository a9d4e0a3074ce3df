/* helper-rows-main-tail.h -- a tile helper left out of line, given the
   slots of its operands, that works on rows of 208 halves (416 bytes)
   as a main part of 128 lanes and a tail of 80 lanes under a vector
   mask, shared by the tests named after the behaviour they check:

     rows_scale (ys, xs, rows):
       vmuls (ys, xs, 2.0)              main parts of the rows
       vmuls (ys + 128, xs + 128, 2.0)  tails (80 lanes)
       vadds (ys, ys, 1.0)              main parts again

   The kernel lays its slots out from one buffer start at multiples of
   the tile's bytes (the tile length known only at run time), so every
   address it passes is a multiple of 416 bytes: the tails read through
   xs never meet the main parts written through ys.  With
   -DOFFSET_CALL the last tile's call passes "xs + 16" instead, for one
   row fewer (16 halves into the slot, where the kernel loads that
   tile's rows but the last): then nothing keeps the two parameters in
   step modulo 416 bytes.  */
#include <ascsim.h>
#include <stdio.h>

#define COLS 208
#define NT 6
#define MAXTILE 8
#ifdef OFFSET_CALL
#define LAST_SHIFT 16
#else
#define LAST_SHIFT 0
#endif

static __aicore__ __attribute__ ((noinline)) void
rows_scale (__ubuf__ half *ys, __ubuf__ half *xs, int rows)
{
  uint8_t reps = (uint8_t) rows;
  vmuls (ys, xs, (half) 2.0f, reps, 1, 1, 13, 13);
  set_vector_mask (0xffffull, ~(uint64_t) 0);
  vmuls (ys + 128, xs + 128, (half) 2.0f, reps, 1, 1, 13, 13);
  set_vector_mask (~(uint64_t) 0, ~(uint64_t) 0);
  vadds (ys, ys, (half) 1.0f, reps, 1, 1, 13, 13);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int32_t tile)
{
  if (tile < 1 || tile > MAXTILE)
    return;
  int64_t slot = (int64_t) tile * COLS;
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *yb = ub + 2 * slot;
  for (int t = 0; t < NT; t++)
    {
      int s = t & 1;
      int shift = t == NT - 1 ? LAST_SHIFT : 0;
      int rows = shift ? tile - 1 : tile;
      __ubuf__ half *xs = ub + s * slot;
      copy_gm_to_ubuf (xs + shift, x + t * slot, 0, 1,
                       (uint16_t) (rows * 13), 0, 0);
      rows_scale (yb + s * slot, xs + shift, rows);
      copy_ubuf_to_gm (y + t * slot, yb + s * slot, 0, 1,
                       (uint16_t) (tile * 13), 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  int tile = 5, n = NT * tile * COLS;
  half *x = ascsim_gm_alloc ((n + 64) * sizeof (half));
  half *y = ascsim_gm_alloc ((n + 64) * sizeof (half));
  for (int i = 0; i < n + 64; i++)
    x[i] = (half) ((float) (i % 32) / 16.0f - 1.0f);
  ASCSIM_LAUNCH (1, k (x, y, tile));
  /* Each output element: 2 * x + 1 in the main parts, 2 * x in the
     tails (in the last tile, with -DOFFSET_CALL, the rows but the
     last, which the helper did not write).  */
  int bad = 0;
  for (int i = 0; i < n - (LAST_SHIFT ? COLS : 0); i++)
    {
      int col = i % COLS;
      float v = 2.0f * (float) x[i] + (col < 128 ? 1.0f : 0.0f);
      bad += (float) y[i] != (float) (half) v;
    }
  printf ("mismatches %d\n", bad);
  return ascsim_finish ();
}
