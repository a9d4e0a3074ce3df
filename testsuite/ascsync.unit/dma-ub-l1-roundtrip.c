/* { dg-do run } */
/* UB <-> L1 moves: copy_ubuf_to_cbuf (MTE3) and copy_cbuf_to_ubuf
   (MTE1) with bursts and gaps on both sides, GM -> UB -> L1 -> UB -> GM.
   The expected block map is written out by hand.  */

#include <stdio.h>
#include "ascsim.h"

#define EPB 8                   /* int32 elements per 32-byte block */

/* UB a = x blocks 0..15.
   a -> L1: 4 bursts of 2, source gap 2, destination gap 1:
     L1 blocks {0,1, 3,4, 6,7, 9,10} = x {0,1, 4,5, 8,9, 12,13}.
   L1 -> UB b: 2 bursts of 2 from L1 block 0, source gap 4, dest gap 1:
     b blocks {0,1, 3,4} = x {0,1, 8,9}.
   L1 -> UB c: the same from L1 block 3: c blocks {0..3} = x {4,5,12,13}
     (destination gap 0).
   b -> y: 2 bursts of 2, source gap 1, destination gap 1: y blocks
     {0,1, 3,4}.  c -> y + 8 blocks: 1 burst of 4: y blocks 8..11.  */
__global__ __aicore__ void
roundtrip (__gm__ int32_t *x, __gm__ int32_t *y)
{
  __ubuf__ int32_t *a = (__ubuf__ int32_t *) get_imm (0);
  __ubuf__ int32_t *b = (__ubuf__ int32_t *) get_imm (0x1000);
  __ubuf__ int32_t *c = (__ubuf__ int32_t *) get_imm (0x2000);
  __cbuf__ int32_t *l1 = (__cbuf__ int32_t *) get_imm (0x400);

  copy_gm_to_ubuf (a, x, 0, 1, 16, 0, 0);
  set_flag (PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_cbuf (l1, a, 0, 4, 2, 2, 1);
  set_flag (PIPE_MTE3, PIPE_MTE1, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_MTE1, EVENT_ID0);
  copy_cbuf_to_ubuf (b, l1, 0, 2, 2, 4, 1);
  copy_cbuf_to_ubuf (c, l1 + 3 * EPB, 0, 2, 2, 4, 0);
  set_flag (PIPE_MTE1, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_MTE1, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y, b, 0, 2, 2, 1, 1);
  copy_ubuf_to_gm (y + 8 * EPB, c, 0, 1, 4, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  int32_t *x = ascsim_gm_alloc (16 * 32);
  int32_t *y = ascsim_gm_alloc (12 * 32);
  for (int i = 0; i < 16 * EPB; i++)
    x[i] = 1000 + i;
  for (int i = 0; i < 12 * EPB; i++)
    y[i] = -1;

  ASCSIM_LAUNCH (1, roundtrip (x, y));

  static const int ymap[12] = { 0, 1, -1, 8, 9, -1, -1, -1, 4, 5, 12, 13 };
  int bad = 0;
  for (int blk = 0; blk < 12; blk++)
    for (int e = 0; e < EPB; e++)
      {
        int32_t want = ymap[blk] < 0 ? -1 : 1000 + ymap[blk] * EPB + e;
        if (y[blk * EPB + e] != want && bad++ < 5)
          printf ("y block %d element %d: got %d, want %d\n", blk, e,
                  (int) y[blk * EPB + e], (int) want);
      }
  ascsim_expect (bad == 0, "UB -> L1 -> UB block map");
  puts (bad == 0 ? "dma-ub-l1-roundtrip: ok"
                 : "dma-ub-l1-roundtrip: wrong data");
  return ascsim_finish ();
}

/* { dg-final { output-contains "dma-ub-l1-roundtrip: ok" } } */
/* { dg-final { output-not-contains "FAIL" } } */
/* { dg-final { exit-status 0 } } */
