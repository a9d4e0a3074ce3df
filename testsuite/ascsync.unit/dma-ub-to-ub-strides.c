/* { dg-do run } */
/* copy_ubuf_to_ubuf (V pipe on 910A) with bursts and gaps on both
   sides: GM -> UB, UB -> UB, UB -> GM.  The expected block map is
   written out by hand.  */

#include <stdio.h>
#include "ascsim.h"

#define EPB 8                   /* int32 elements per 32-byte block */

/* UB s = x blocks 0..11.
   s -> d: 3 bursts of 1 block, source gap 3, destination gap 2:
     d blocks {0, 3, 6} = x {0, 4, 8}.
   d -> y: 1 burst of 7 blocks would read never-written d blocks, so
   3 bursts of 1, source gap 2, destination gap 0: y blocks 0..2.
   d + 3 blocks -> y + 4 blocks: 1 burst of 1: y block 4 = x 4.  */
__global__ __aicore__ void
ub2ub (__gm__ int32_t *x, __gm__ int32_t *y)
{
  __ubuf__ int32_t *s = (__ubuf__ int32_t *) get_imm (0x200);
  __ubuf__ int32_t *d = (__ubuf__ int32_t *) get_imm (0x800);

  copy_gm_to_ubuf (s, x, 0, 1, 12, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID1);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID1);
  copy_ubuf_to_ubuf (d, s, 0, 3, 1, 3, 2);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID2);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID2);
  copy_ubuf_to_gm (y, d, 0, 3, 1, 2, 0);
  copy_ubuf_to_gm (y + 4 * EPB, d + 3 * EPB, 0, 1, 1, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  int32_t *x = ascsim_gm_alloc (12 * 32);
  int32_t *y = ascsim_gm_alloc (6 * 32);
  for (int i = 0; i < 12 * EPB; i++)
    x[i] = 7 * i - 50;
  for (int i = 0; i < 6 * EPB; i++)
    y[i] = -1;

  ASCSIM_LAUNCH (1, ub2ub (x, y));

  static const int ymap[6] = { 0, 4, 8, -1, 4, -1 };
  int bad = 0;
  for (int blk = 0; blk < 6; blk++)
    for (int e = 0; e < EPB; e++)
      {
        int32_t want = ymap[blk] < 0 ? -1 : 7 * (ymap[blk] * EPB + e) - 50;
        if (y[blk * EPB + e] != want && bad++ < 5)
          printf ("y block %d element %d: got %d, want %d\n", blk, e,
                  (int) y[blk * EPB + e], (int) want);
      }
  ascsim_expect (bad == 0, "UB -> UB block map");
  puts (bad == 0 ? "dma-ub-to-ub-strides: ok"
                 : "dma-ub-to-ub-strides: wrong data");
  return ascsim_finish ();
}

/* { dg-final { output-contains "dma-ub-to-ub-strides: ok" } } */
/* { dg-final { output-not-contains "FAIL" } } */
/* { dg-final { exit-status 0 } } */
