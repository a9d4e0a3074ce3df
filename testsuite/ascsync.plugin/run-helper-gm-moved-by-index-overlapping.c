/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-provenance" } */
/* A store helper moving its GM pointer by "t * 128" halves (256 bytes)
   for its tile's index t, storing 512 bytes: the stores of tiles t and
   t + 1 overlap by half, and their iteration forms in the kernel's loop
   say so (gimple_summary.cc, ascsync_summary_note_gm_affine): the
   plugin orders each store after the one before (a dependence carried
   by the loop at distance 1), and the checker finds no race.  y[i] =
   x[i'] + 1 = i % 8 + 1.  */
#include <ascsim.h>

__attribute__ ((noinline)) static void
put (__gm__ half *y, __ubuf__ half *out, int t)
{
  copy_ubuf_to_gm (y + t * 128, out, 0, 1, 16, 0, 0);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  for (int t = 0; t < 8; t++)
    {
      __ubuf__ half *in = (__ubuf__ half *) get_imm (0x400 + (t & 1) * 0x400);
      __ubuf__ half *out = (__ubuf__ half *) get_imm (0x2000 + (t & 1) * 0x400);
      copy_gm_to_ubuf (in, x + t * 256, 0, 1, 16, 0, 0);
      vadds (out, in, (half) 1.0f, 2, 1, 1, 8, 8);
      put (y, out, t);
    }
}

#define CALL_N (9 * 128)
#define CALL_EXPECT(i) ((i) % 8 + 1)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
