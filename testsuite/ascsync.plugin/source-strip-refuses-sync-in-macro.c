/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-mode=strip -fplugin-arg-ascsync-source=source-strip-refuses-sync-in-macro.out.c" } */
/* Mode strip deletes the hand-written sync from the synced source too,
   a call statement at a time.  One written through a macro of the
   kernel's own has no statement of its own to delete (the macro's
   definition may serve other uses): the function is refused with an
   error at the macro's use, and no file is written.  */

#define MTE2_TO_MTE3() \
  set_flag (PIPE_MTE2, PIPE_MTE3, EVENT_ID0); \
  wait_flag (PIPE_MTE2, PIPE_MTE3, EVENT_ID0)

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (ub, x, 0, 1, 8, 0, 0);
  MTE2_TO_MTE3 (); /* { dg-error "the sync of .k. cannot go into the source: this hand-written sync call, which mode strip removes, is not a statement of its own in the main file" } */
  copy_ubuf_to_gm (y, ub, 0, 1, 8, 0, 0);
}
