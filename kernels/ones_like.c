/* ones_like.c -- OnesLike: y = 1 with the shape of x, fp16, with
   hand-written 910A sync.

   Method: no loads at all.  One vector_dup fills a UB tile with 1.0,
   then MTE3 stores that same tile over every tile of the block's part
   of y.  x is an argument only for its shape (as in the framework
   operator); the kernel never reads it.
   Shape: y is TOTAL = 800021 fp16 elements (GM buffer padded to
   TOTAL_PAD, whole 32-byte blocks).
   Blocks: 8.  Block b owns [b * CHUNK, b * CHUNK + len), CHUNK =
   ceil (TOTAL / block_num) rounded up to 16 elements; the last block is
   shorter (99909 elements).  ~200 KB stored per block, fed from a 32 KB
   UB tile.
   Tiling: TILE = 16384 elements (32 KB, 128 repeats); 6 full stores per
   block plus a tail store of the tile's first ceil (n / 16) 32-byte
   blocks (1712 elements, or 1605 rounded up to 1616 in the last block,
   whose extra lanes land in y's padding).
   UB buffers:
     ONES 0x00000   32 KB of fp16 1.0
   No double buffering: nothing is reloaded or recomputed; the one tile
   is written once by V and afterwards only read by MTE3.

   Sync (one line each):
     set_flag/wait_flag (V, MTE3, EVENT_ID0) between the vector_dup and
       the first store: MTE3 must not read ONES before V has filled it
       (RAW).  That is all: the stores only read ONES and write disjoint
       GM ranges, so they need no barrier among themselves.  */

#include "kernel_host.h"

#define TOTAL 800021
#define TOTAL_PAD ((TOTAL + 15) / 16 * 16)
#define TILE 16384                  /* elements per store */
#define REP_ELEMS 128               /* fp16 lanes per vector repeat */
#define BLK_ELEMS 16                /* fp16 elements per 32-byte block */

#define UB_ONES 0x00000

/* y[i] = 1 for i < TOTAL; X gives the shape only.  */
__global__ __aicore__ void
ones_like_kernel (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *ones = (__ubuf__ half *) get_imm (UB_ONES);
  (void) x;

  int64_t chunk = (TOTAL + block_num - 1) / block_num;
  chunk = (chunk + BLK_ELEMS - 1) / BLK_ELEMS * BLK_ELEMS;
  int64_t start = block_idx * chunk;
  if (start >= TOTAL)
    return;
  int64_t len = TOTAL - start < chunk ? TOTAL - start : chunk;
  int64_t ntiles = (len + TILE - 1) / TILE;

  vector_dup (ones, (half) 1.0f, TILE / REP_ELEMS, 1, 1, 8, 8);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);

  for (int64_t t = 0; t < ntiles; t++)
    {
      int64_t off = start + t * TILE;
      int64_t n = len - t * TILE < TILE ? len - t * TILE : TILE;
      uint16_t nblk = (uint16_t) ((n + BLK_ELEMS - 1) / BLK_ELEMS);
      copy_ubuf_to_gm (y + off, ones, 0, 1, nblk, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);

  half *x = kh_gm (TOTAL_PAD, sizeof (half));
  half *y = kh_gm (TOTAL_PAD, sizeof (half));
  float *want = kh_floats (TOTAL);
  kh_fill_f16 (x, NULL, TOTAL, 101, -100.0f, 100.0f);
  /* Poison y, so an element the kernel misses cannot pass as 1.  */
  for (size_t i = 0; i < TOTAL; i++)
    y[i] = (half) -7.0f;

  ASCSIM_LAUNCH (8, ones_like_kernel (x, y));

  /* Reference: all ones.  */
  for (size_t i = 0; i < TOTAL; i++)
    want[i] = 1.0f;
  printf ("ones_like: y[0] = %g, y[%d] = %g\n", (double) (float) y[0],
          TOTAL - 1, (double) (float) y[TOTAL - 1]);
  /* 1.0 is exact in fp16: zero tolerance.  */
  kh_check_f16 ("ones_like y", y, want, TOTAL, 0.0, 0.0);
  return ascsim_finish ();
}
