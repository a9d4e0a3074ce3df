/* A kernel with hand-written sync (keep mode): a flag set only in the
   last iteration of an inner loop ("if (kk == ntiles - 1) set_flag")
   and waited before the next load of the buffer the loop's vadds read
   (a bias row per segment, segments of run-time lengths).  Every path
   from a vadd to that load passes the set of the last iteration and
   then the wait, so the hand-written sync orders the write after
   read.  */
#define D 128
#define TR 8
#define ROW_BLKS (D * 2 / 32)

__global__ __aicore__ void
k (__gm__ half *bias, __gm__ half *x, __gm__ half *y,
   __gm__ int32_t *cu, int32_t nq)
{
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID3);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  for (int32_t q = 0; q < nq; q++)
    {
      int32_t t0 = cu[q], t1 = cu[q + 1];
      if (t1 <= t0)
        continue;
      __ubuf__ half *bi = (__ubuf__ half *) get_imm (0x10000);
      __ubuf__ half *xb = (__ubuf__ half *) get_imm (0);
      __ubuf__ half *yb = (__ubuf__ half *) get_imm (0x8000);
      int32_t ntiles = (t1 - t0 + TR - 1) / TR;

      wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID3);
      copy_gm_to_ubuf (bi, bias + (size_t) q * D, 0, 1, ROW_BLKS, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, EVENT_ID3);
      for (int32_t kk = 0; kk < ntiles; kk++)
        {
          int32_t r0 = t0 + kk * TR;
          wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
          copy_gm_to_ubuf (xb, x + (size_t) r0 * D, 0, 1, TR * ROW_BLKS,
                           0, 0);
          set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
          wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
          if (kk == 0)
            wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID3);
          wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
          vadd (yb, xb, bi, TR, 1, 1, 1, ROW_BLKS, ROW_BLKS, 0);
          set_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
          if (kk == ntiles - 1)
            set_flag (PIPE_V, PIPE_MTE2, EVENT_ID3);
          set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
          wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
          copy_ubuf_to_gm (y + (size_t) r0 * D, yb, 0, 1, TR * ROW_BLKS, 0, 0);
          set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
        }
    }
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID3);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
}
