/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-mode=lint -fplugin-arg-ascsync-warn=no-redundant-sync" } */
/* Mode lint, the flag check: in a kernel's entry a set_flag that no
   wait_flag takes before the return, and a wait_flag of a flag nothing
   set (the pipe would wait forever), each found on every path.  */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  for (int t = 0; t < n; t++)
    {
      copy_gm_to_ubuf (a, x + t * 256, 0, 1, 16, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
      wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
      vmuls (a, a, 2.0, 2, 1, 1, 8, 8);
      set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
      wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
      copy_ubuf_to_gm (y + t * 256, a, 0, 1, 16, 0, 0);
      set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
      wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
    }
  set_flag (PIPE_MTE3, PIPE_S, EVENT_ID1); /* { dg-warning "flag .PIPE_MTE3, PIPE_S, EVENT_ID1. set here is still set when .k. returns\[^\n\]*\\\[-fplugin-arg-ascsync-warn=unbalanced-flag\\\]" } */
}

/* A path that waits forever runs nothing after the wait: a second
   kernel.  */
__global__ __aicore__ void
k2 (void)
{
  wait_flag (PIPE_MTE2, PIPE_S, EVENT_ID2); /* { dg-warning "no .set_flag. of .PIPE_MTE2, PIPE_S, EVENT_ID2. is pending when this .wait_flag. runs\[^\n\]*\\\[-fplugin-arg-ascsync-warn=unbalanced-flag\\\]" } */
}
