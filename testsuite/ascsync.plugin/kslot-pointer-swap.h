/* kslot-pointer-swap.h -- the kernel of dump-kslot-pointer-swap.c and
   run-kslot-pointer-swap.c: double buffering by swapping two pointers
   after each tile, with its hand-written sync (the dump test builds it
   without).  y[i] = 2 * x[i] + 1.  */
#define TILE 2048               /* halves: 4 KB */
#define NT 6

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *cur = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *nxt = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x4000);
  event_t ec = EVENT_ID0, en = EVENT_ID1;
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  copy_gm_to_ubuf (cur, x, 0, 1, TILE / 16, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  for (int t = 0; t < n; t++)
    {
      if (t + 1 < n)
        {
          wait_flag (PIPE_V, PIPE_MTE2, en);
          copy_gm_to_ubuf (nxt, x + (t + 1) * TILE, 0, 1, TILE / 16, 0, 0);
          set_flag (PIPE_MTE2, PIPE_V, en);
        }
      wait_flag (PIPE_MTE2, PIPE_V, ec);
      vmuls (cur, cur, (half) 2.0f, TILE / 128, 1, 1, 8, 8);
      pipe_barrier (PIPE_V);
      vadds (out, cur, (half) 1.0f, TILE / 128, 1, 1, 8, 8);
      set_flag (PIPE_V, PIPE_MTE2, ec);
      set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
      wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
      copy_ubuf_to_gm (y + t * TILE, out, 0, 1, TILE / 16, 0, 0);
      set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
      wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
      __ubuf__ half *tmp = cur;
      cur = nxt;
      nxt = tmp;
      event_t te = ec;
      ec = en;
      en = te;
    }
  wait_flag (PIPE_V, PIPE_MTE2, en);
  wait_flag (PIPE_V, PIPE_MTE2, ec);
}
