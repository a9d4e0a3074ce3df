/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=plan" } */
/* get_status () reads the status register, which reflects the pipe
   work that has completed: the plugin completes every pending pipe
   instruction before it (the vadd here), as before a call that issues
   pipe work, and does not warn (it is no unknown call).  */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, __gm__ uint64_t *st)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  vadd (a, a, a, 1, 1, 1, 1, 8, 8, 8);
  uint64_t s = get_status ();
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
  *st = s;
}
/* { dg-final { scan-ascsync-dump "before op2: pipe_barrier \\(ALL\\) \\\[call\\\] line 14" } } */
