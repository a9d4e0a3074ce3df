/* A software-pipelined loop whose stages are guarded by the counter:
   the load of tile IT runs while IT < N, the vector op and store of
   tile IT - 1 from IT = 1 on; its hand-written pairs take their ids
   from the slot of the tile each stage works on.  */
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x4000);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
  for (int it = 0; it <= n; it++)
    {
      if (it < n)
        {
          int s = it & 1;
          event_t e = (event_t) s;
          wait_flag (PIPE_V, PIPE_MTE2, e);
          copy_gm_to_ubuf (in + s * 2048, x + it * 2048, 0, 1, 128, 0, 0);
          set_flag (PIPE_MTE2, PIPE_V, e);
        }
      if (it > 0)
        {
          int s = (it - 1) & 1;
          event_t e = (event_t) s;
          wait_flag (PIPE_MTE2, PIPE_V, e);
          wait_flag (PIPE_MTE3, PIPE_V, e);
          vadds (out + s * 2048, in + s * 2048, 1.0, 16, 1, 1, 8, 8);
          set_flag (PIPE_V, PIPE_MTE2, e);
          set_flag (PIPE_V, PIPE_MTE3, e);
          wait_flag (PIPE_V, PIPE_MTE3, e);
          copy_ubuf_to_gm (y + (it - 1) * 2048, out + s * 2048, 0, 1, 128, 0,
                           0);
          set_flag (PIPE_MTE3, PIPE_V, e);
        }
    }
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
}
