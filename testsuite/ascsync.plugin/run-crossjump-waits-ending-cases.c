/* { dg-do run } */
/* { dg-options "-O2" } */
/* Two cases of a switch each end with a hand-written wait_flag, their
   arguments set up apart: GCC's cross-jumping merged the two call
   instructions into one, which the plugin's RTL check of the final
   order took for a call moved ("RTL check: call to 'asc_wait_flag'
   moved"), failing the compile.  Cross-jumping is now off in functions
   with sync calls; the kernel compiles and runs clean.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int sel)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  float acc = 0.0f;
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  copy_gm_to_ubuf (b, x + 128, 0, 1, 8, 0, 0);
  switch (sel + (int) block_idx)
    {
    case 0:
      vadds (a, a, 1.0, 1, 1, 1, 8, 8);
      break;
    case 1:
      set_flag (PIPE_MTE2, PIPE_S, EVENT_ID0);
      wait_flag (PIPE_MTE2, PIPE_S, EVENT_ID0);
      acc = (float) b[3];
      a[5] = (half) acc;
      set_flag (PIPE_MTE2, PIPE_S, EVENT_ID0);
      wait_flag (PIPE_MTE2, PIPE_S, EVENT_ID0);
      break;
    case 2:
      set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID2);
      copy_ubuf_to_gm (y + 4096, b, 0, 1, 8, 0, 0);
      wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID2);
      break;
    }
  copy_ubuf_to_gm (y + block_idx * 128, a, 0, 1, 8, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = (half *) ascsim_gm_alloc (8192 * sizeof (half));
  half *y = (half *) ascsim_gm_alloc (8192 * sizeof (half));
  for (int i = 0; i < 8192; i++)
    {
      x[i] = (half) (float) (i % 8);
      y[i] = (half) 0.0f;
    }
  ASCSIM_LAUNCH (3, k (x, y, 0));
  ascsim_expect ((float) y[0] == 1.0f, "block 0 added 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
