/* { dg-do compile } */
/* { dg-options "-O2" } */
/* The warning at an indirect call made by device code: it says the
   call is fenced and how to do better.  */
void (*volatile hook) (int);

void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  hook (1); /* { dg-warning "ascsync: an indirect call may issue pipe work the plugin cannot see: it is fenced with .pipe_barrier \\(PIPE_ALL\\). before and after; call the function directly \\(defined in this unit\\), or, if no function it may call issues pipe work, declare the function type of the pointer .ASCSYNC_PIPE_FREE.\[^\n\]* \\\[-fplugin-arg-ascsync-warn=opaque-call\\\]" } */
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}
