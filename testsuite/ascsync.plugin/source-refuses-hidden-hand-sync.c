/* { dg-do compile } */
/* { dg-options "-O0 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-source=source-refuses-hidden-hand-sync.out.c" } */
/* -DASCSYNC_NO_HAND_SYNC makes the hand-written sync nothing (cce.h),
   so the plugin plans without it; a synced source would still hold it
   and, compiled without the macro, run it beside the plugin's sync (a
   set set twice).  Source output refuses the unit at the first such
   call, pointing to mode strip.  */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (ub, x, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_MTE3, EVENT_ID0); /* { dg-error "ASCSYNC_NO_HAND_SYNC. hides this hand-written sync from the compilation, but the synced source would keep it and run it beside the sync the plugin adds; to replace hand-written sync, use .-fplugin-arg-ascsync-mode=strip. without that macro" } */
  wait_flag (PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y, ub, 0, 1, 8, 0, 0);
}
