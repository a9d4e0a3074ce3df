/* Two vector ops of one pipe writing the even and the odd lanes of the
   same repeats, after a full write of those bytes ordered by a barrier:
   they touch disjoint bytes, so no barrier is needed between them, and
   the checker keeps the three writes of each 32-byte cell apart (it used
   to merge the older two under the newer and report a race between the
   two lane ops).  Clean and correct.  Twin: checker-masked-lanes-
   interleaved.c (the second op also writes lane 0: a race).  */
/* { dg-do run } */
#include "ascsim.h"

#ifndef ODD
#define ODD 0xaaaaaaaaaaaaaaaaull
#endif

__global__ __aicore__ void
lanes (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *dst = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *src = (__ubuf__ half *) get_imm (0x2000);
  copy_gm_to_ubuf (src, x, 0, 1, 16, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vector_dup (dst, (half) 0.0f, 2, 1, 1, 8, 8);
  pipe_barrier (PIPE_V);
  set_vector_mask (0x5555555555555555ull, 0x5555555555555555ull);
  vadds (dst, src, (half) 1.0f, 2, 1, 1, 8, 8);
  set_vector_mask (0xaaaaaaaaaaaaaaaaull, ODD);
  vmuls (dst, src, (half) 2.0f, 2, 1, 1, 8, 8);
  set_vector_mask (~0ull, ~0ull);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y, dst, 0, 1, 16, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (512), *y = ascsim_gm_alloc (512);
  for (int i = 0; i < 256; i++)
    x[i] = (half) (float) (i % 9);
  ASCSIM_LAUNCH (1, lanes (x, y));
  int ok = 1;
  for (int i = 0; i < 256; i++)
    ok &= (float) y[i] == (i % 2 ? 2.0f * (float) (i % 9)
                                 : (float) (i % 9) + 1.0f);
  ascsim_expect (ok, "even lanes x + 1, odd lanes 2 x");
  return ascsim_finish ();
}

/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
