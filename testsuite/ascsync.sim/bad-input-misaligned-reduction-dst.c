/* A reduction's destination must start 32-byte aligned like every
   vector operand, even though its results are only 2 or 4 bytes (here
   vcmax's (value, index) pairs, 4 bytes each): one vcmax per row into
   "out + 2 * row" is misaligned from the second row on, and the finding
   says how to pack the results instead (one call, several repeats,
   dstRepeatStride 1).  Twin: reduction-dst-packed-repeats.c.  */
/* { dg-do run } */
/* { dg-ascsync-expect-exit 1 } */
#include "ascsim.h"

__global__ __aicore__ void
row_max (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (in, x, 0, 1, 16, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vector_dup (out, (half) 0.0f, 1, 1, 1, 8, 8);
  pipe_barrier (PIPE_V);
  for (int row = 0; row < 2; row++)
    vcmax (out + 2 * row, in + 128 * row, 1, 1, 1, 8);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y, out, 0, 1, 1, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (512), *y = ascsim_gm_alloc (32);
  ASCSIM_LAUNCH (1, row_max (x, y));
  return ascsim_finish ();
}

/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains {error: misaligned: vcmax: operand 'dst' .UB offset 0x1004. is not 32-byte aligned .the start of a reduction's destination must be aligned like every vector operand, although its repeats' results may lie closer: to pack results, give one call several repeats and a dstRepeatStride of 1} } } */
/* { dg-final { output-count {error: } 1 } } */
