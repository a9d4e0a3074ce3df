/* { dg-do run } */
/* DMA bursts: nBurst bursts of lenBurst 32-byte blocks, burst I read at
   src + I * (lenBurst + srcStride) blocks and written at
   dst + I * (lenBurst + dstStride) blocks, GM -> UB -> GM.  Expected
   block maps are written out by hand.  */

#include <stdio.h>
#include <string.h>
#include "ascsim.h"

#define NBLK 24                 /* blocks of the GM buffers */
#define EPB 8                   /* int32 elements per 32-byte block */

/* x -> UB: 3 bursts of 2 blocks, source gap 3, destination gap 1, so UB
   blocks {0,1, 3,4, 6,7} hold x blocks {0,1, 5,6, 10,11}.
   UB -> y: the same 3 bursts (source gap 1), destination gap 2: y
   blocks {0,1, 4,5, 8,9}.
   UB -> z: 2 bursts of 1 block, source gap 5 (UB blocks 0 and 6),
   destination gap 0: z blocks {0, 1}.  */
__global__ __aicore__ void
bursts (__gm__ int32_t *x, __gm__ int32_t *y, __gm__ int32_t *z)
{
  __ubuf__ int32_t *ub = (__ubuf__ int32_t *) get_imm (0x100);

  copy_gm_to_ubuf (ub, x, 0, 3, 2, 3, 1);
  set_flag (PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y, ub, 0, 3, 2, 1, 2);
  copy_ubuf_to_gm (z, ub, 0, 2, 1, 5, 0);
}

/* Whether block B of BUF holds block SRC of x (element values
   SRC * 8 + E + 1), or the fill value -1 when SRC is -1.  */
static int
block_is (const int32_t *buf, int b, int src)
{
  for (int e = 0; e < EPB; e++)
    {
      int32_t want = src < 0 ? -1 : src * EPB + e + 1;
      if (buf[b * EPB + e] != want)
        {
          printf ("block %d element %d: got %d, want %d\n", b, e,
                  (int) buf[b * EPB + e], (int) want);
          return 0;
        }
    }
  return 1;
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  int32_t *x = ascsim_gm_alloc (NBLK * 32);
  int32_t *y = ascsim_gm_alloc (NBLK * 32);
  int32_t *z = ascsim_gm_alloc (NBLK * 32);
  for (int i = 0; i < NBLK * EPB; i++)
    {
      x[i] = i + 1;
      y[i] = -1;
      z[i] = -1;
    }

  ASCSIM_LAUNCH (1, bursts (x, y, z));

  static const int ymap[12] = { 0, 1, -1, -1, 5, 6, -1, -1, 10, 11, -1, -1 };
  static const int zmap[4] = { 0, 10, -1, -1 };
  int ok = 1;
  for (int b = 0; b < 12; b++)
    ok &= block_is (y, b, ymap[b]);
  for (int b = 0; b < 4; b++)
    ok &= block_is (z, b, zmap[b]);
  ascsim_expect (ok, "burst/stride block maps");
  puts (ok ? "dma-bursts-strides: ok" : "dma-bursts-strides: wrong data");
  return ascsim_finish ();
}

/* { dg-final { output-contains "dma-bursts-strides: ok" } } */
/* { dg-final { output-not-contains "FAIL" } } */
/* { dg-final { exit-status 0 } } */
