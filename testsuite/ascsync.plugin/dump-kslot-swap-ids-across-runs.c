/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* Mode keep: hand-written event ids swapped with the buffers ("te =
   ec; ec = en; en = te") in an inner loop whose pair the outer loop
   takes on.  Where the inner loop is entered the pair is known only as
   a range of ids, [0, 1] each, but it is always one of the two orders
   of the two ids: the ids alternate with a phase fixed per run of the
   inner loop, as the buffers do, not any id in any iteration.  Twin:
   dump-kslot-swap-across-runs.c (the buffers).  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *cur = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *nxt = (__ubuf__ half *) get_imm (0x2000);
  __ubuf__ half *acc = (__ubuf__ half *) get_imm (0x4000);
  event_t ec = EVENT_ID0, en = EVENT_ID1;
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  for (int n = 0; n < 4; n++)
    {
      vector_dup (acc, (half) 0.0f, 2, 1, 1, 8, 8);
      for (int ks = 0; ks < 3; ks++)
        {
          wait_flag (PIPE_V, PIPE_MTE2, ec);
          copy_gm_to_ubuf (cur, x + (n * 3 + ks) * 256, 0, 1, 16, 0, 0);
          set_flag (PIPE_MTE2, PIPE_V, ec);
          wait_flag (PIPE_MTE2, PIPE_V, ec);
          vadd (acc, acc, cur, 2, 1, 1, 1, 8, 8, 8);
          set_flag (PIPE_V, PIPE_MTE2, ec);
          __ubuf__ half *t = cur;
          cur = nxt;
          nxt = t;
          event_t te = ec;
          ec = en;
          en = te;
        }
      copy_ubuf_to_gm (y + n * 256, acc, 0, 1, 16, 0, 0);
    }
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
}
/* { dg-final { scan-ascsync-dump "wait_flag V->MTE2 id=0..1 \\{L\[0-9\] phased 0,1\\}" } } */
/* { dg-final { scan-ascsync-dump "set_flag MTE2->V id=0..1 \\{L\[0-9\] phased 0,1\\}" } } */
