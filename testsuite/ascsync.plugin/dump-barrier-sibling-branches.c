/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=plan" } */
/* Ping-pong tiles, each scaled in place by one of two vector ops (one
   branch or the other): the op of one branch comes before the other's
   in block order, but reaches it only round the loop, two tiles later
   on the same slot, and by then the tile's store (V -> MTE3), the next
   load into the slot (MTE3 -> MTE2) and that load's wait (MTE2 -> V)
   order them: no pipe_barrier (V).  */
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, __gm__ int *sel, int n)
{
  __ubuf__ half *b[2] = { (__ubuf__ half *) get_imm (0),
                          (__ubuf__ half *) get_imm (0x1000) };
  for (int t = 0; t < n; t++)
    {
      __ubuf__ half *u = b[t & 1];
      copy_gm_to_ubuf (u, x + t * 2048, 0, 1, 128, 0, 0);
      if (sel[t])
        vadds (u, u, 1.0, 16, 1, 1, 8, 8);
      else
        vmuls (u, u, 2.0, 16, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 2048, u, 0, 1, 128, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(V\\)" } } */
/* { dg-final { scan-ascsync-dump "wait_flag \\(MTE2, V, " } } */
