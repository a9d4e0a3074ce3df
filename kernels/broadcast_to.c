/* broadcast_to.c -- BroadcastTo: a row vector [C] broadcast to [R, C],
   fp16, with hand-written 910A sync.

   Operator: y[r][c] = x[c] for r < R, c < C.
   Shape: x is [C] = [1200], y is [R, C] = [2005, 1200] fp16 (4.8 MB).
   C is a multiple of 16, so every row of y starts on a 32-byte block
   and rows can be stored back to back in whole DMA blocks.
   Blocks: 8.  Block b owns rows [b * RCHUNK, b * RCHUNK + rows), RCHUNK
   = ceil (R / block_num) = 251; the last block has 248 rows.  ~600 KB of
   y per block, well above the 256 KB of UB.
   Method (MTE3-heavy): each block loads the row once (MTE2), replicates
   it in UB into RB = 32 consecutive rows by doubling copies (V:
   copy_ubuf_to_ubuf of rows [0, k) to [k, 2k) for k = 1, 2, 4, 8, 16),
   then stores that 75 KB slab RB rows at a time: 7 full stores per
   block plus a tail store of 27 (last block: 24) rows, taken from the
   start of the slab.
   UB buffers:
     SLAB 0x00000   RB rows of C fp16 = 76800 bytes
   No double buffering: the row is loaded once and the slab, once
   built, is only read; the stores are the whole remaining work and run
   back to back on MTE3.

   Sync (one line each):
     set_flag/wait_flag (MTE2, V, EVENT_ID0): the row must be in UB before
       the first copy_ubuf_to_ubuf reads it (RAW).
     pipe_barrier (PIPE_V) between doubling copies: copy k reads rows
       [k/2, k) that copy k/2 wrote (RAW in one pipe; four barriers).
     set_flag/wait_flag (V, MTE3, EVENT_ID0): the slab must be complete
       before the first store reads it (RAW).
   The stores write disjoint GM rows and only read the slab: no barrier
   between them, and no flag is left set.  */

#include "kernel_host.h"

#define R 2005                      /* rows of y */
#define C 1200                      /* row length, a multiple of 16 */
#define RB 32                       /* rows in the UB slab, a power of 2 */
#define BLK_ELEMS 16                /* fp16 elements per 32-byte block */
#define ROW_BLKS (C / BLK_ELEMS)    /* 32-byte blocks per row */

#define UB_SLAB 0x00000

/* y[r][c] = x[c] for r < R, c < C.  */
__global__ __aicore__ void
broadcast_to_kernel (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *slab = (__ubuf__ half *) get_imm (UB_SLAB);

  int64_t rchunk = (R + block_num - 1) / block_num;
  int64_t row0 = block_idx * rchunk;
  if (row0 >= R)
    return;
  int64_t rows = R - row0 < rchunk ? R - row0 : rchunk;

  copy_gm_to_ubuf (slab, x, 0, 1, ROW_BLKS, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  for (int k = 1; k < RB; k *= 2)
    {
      if (k > 1)
        pipe_barrier (PIPE_V);
      copy_ubuf_to_ubuf (slab + k * C, slab, 0, 1, k * ROW_BLKS, 0, 0);
    }
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);

  for (int64_t r = 0; r < rows; r += RB)
    {
      int64_t nr = rows - r < RB ? rows - r : RB;
      copy_ubuf_to_gm (y + (row0 + r) * C, slab, 0, 1,
                       (uint16_t) (nr * ROW_BLKS), 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);

  half *x = kh_gm (C, sizeof (half));
  half *y = kh_gm ((size_t) R * C, sizeof (half));
  float *rx = kh_floats (C), *want = kh_floats ((size_t) R * C);
  kh_fill_f16 (x, rx, C, 111, -100.0f, 100.0f);

  ASCSIM_LAUNCH (8, broadcast_to_kernel (x, y));

  /* Reference: every row is x.  */
  for (size_t r = 0; r < R; r++)
    memcpy (want + r * C, rx, C * sizeof *rx);
  printf ("broadcast_to: y[0][0] = %g (want %g), y[%d][%d] = %g (want %g)\n",
          (double) (float) y[0], (double) rx[0], R - 1, C - 1,
          (double) (float) y[(size_t) R * C - 1], (double) rx[C - 1]);
  /* A pure copy: zero tolerance.  */
  kh_check_f16 ("broadcast_to y", y, want, (size_t) R * C, 0.0, 0.0);
  return ascsim_finish ();
}
