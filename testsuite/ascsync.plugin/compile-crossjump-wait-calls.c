/* { dg-do compile } */
/* { dg-options "-O2 -w" } */
/* Paths through a switch end differently: one with no wait_flag, one
   with a vector op and a wait_flag, one with another wait_flag.  GCC's
   cross-jumping merged the two wait_flag call instructions into one
   (their arguments set up apart), which the plugin's RTL check of the
   final order took for a call moved ("RTL check: call to
   'asc_wait_flag' moved: it follows the call to 'asc_vadds_f16'"),
   failing the compile.  Reduced by line deletion from fuzz-gen's seed
   1322, whose kernel runs clean now; the shape is kept as the
   reduction left it (uninitialised locals included: only the compile
   is checked).  Cross-jumping is now off in functions with sync
   calls.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, __gm__ float *z)
{
  __ubuf__ half *b0 = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *b1 = (__ubuf__ half *) get_imm (0x800);
  __ubuf__ half *b3 = (__ubuf__ half *) get_imm (0x1800);
  __ubuf__ half *b4 = (__ubuf__ half *) get_imm (0x2000);
  float acc = 0.0f;
  set_flag (PIPE_MTE2, PIPE_S, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID2);
  {
    float loc[16];
    for (int j = 0; j < 16; j++)
      acc = acc * 0.5f + loc[0];
  }
  switch (block_idx)
    {
    case 0:
      {
        float loc[4];
        acc = acc * 0.5f + loc[0];
      }
      /* fall through */
    case 1:
      b1[151] = (half) acc;
      break;
    case 2:
      {
        int ix = (int) (float) b4[292] & 3;
        vadds (b3 + ix * 128, b4 + ix * 128, 0.25, 1, 1, 1, 8, 8);
      }
      wait_flag (PIPE_MTE2, PIPE_S, EVENT_ID0);
      break;
    case 3:
      wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID2);
    }
  b0[0] = (half) acc;
}
