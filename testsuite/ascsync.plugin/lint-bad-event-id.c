/* { dg-do compile } */
/* { dg-options "-O2" } */
/* Mode keep (the default) runs the per-operation checks of lint too:
   an event id beyond the target's 4 per pipe pair (910A).  */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 16, 0, 0);
  set_flag (PIPE_MTE2, PIPE_MTE3, (event_t) 5); /* { dg-warning "event id 5 is out of the range of the target .\[^\n\]*EVENT_ID3\[^\n\]*\\\[-fplugin-arg-ascsync-warn=bad-event-id\\\]" } */
  wait_flag (PIPE_MTE2, PIPE_MTE3, (event_t) 5); /* { dg-warning "event id 5\[^\n\]*bad-event-id" } */
  copy_ubuf_to_gm (y, a, 0, 1, 16, 0, 0);
}
