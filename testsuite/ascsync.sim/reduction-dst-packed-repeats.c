/* Reduction results packed closer than 32 bytes: one vcmax over two
   rows (two repeats) with dstRepeatStride 1 writes its (value, index)
   pairs 4 bytes apart from an aligned start -- clean, and the pairs are
   the rows' maxima and their indices.  Twin of
   bad-input-misaligned-reduction-dst.c (one call per row, each
   destination 4 bytes on: misaligned).  */
/* { dg-do run } */
#include <string.h>
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
  vcmax (out, in, 2, 1, 1, 8);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y, out, 0, 1, 1, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (512), *y = ascsim_gm_alloc (32);
  for (int i = 0; i < 256; i++)
    x[i] = (half) (float) ((i * 7) % 100);
  x[37] = (half) 200.0f;                       /* row 0's maximum */
  x[128 + 90] = (half) 300.0f;                 /* row 1's maximum */
  ASCSIM_LAUNCH (1, row_max (x, y));
  uint16_t idx0, idx1;
  memcpy (&idx0, &y[1], 2);
  memcpy (&idx1, &y[3], 2);
  ascsim_expect ((float) y[0] == 200.0f && idx0 == 37,
                 "row 0: maximum 200 at index 37");
  ascsim_expect ((float) y[2] == 300.0f && idx1 == 90,
                 "row 1: maximum 300 at index 90, 4 bytes on");
  return ascsim_finish ();
}

/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
