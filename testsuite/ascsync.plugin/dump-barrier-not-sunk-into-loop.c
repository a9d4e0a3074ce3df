/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* Rows of a tile are gathered into ACC by two loops, each loading the
   rows of one group (a branch in the loop; GCC's profile calls the
   first group's rare).  The rows are data, so a load of the second
   loop may write a row one of the first loop wrote: a pipe_barrier
   (MTE2) between the loops orders them.  It stays after the first loop
   and does not move right after the rare load, inside its loop, where
   it would run once for every row of the group rather than once a tile
   (sync_barriers.c, sink_to_producers).  */
__global__ __aicore__ void
k (__gm__ half *out, __gm__ int *idxg, int ntiles)
{
  __ubuf__ half *acc = (__ubuf__ half *) get_imm (0x4000);
  __ubuf__ int *idx = (__ubuf__ int *) get_imm (0);
  copy_gm_to_ubuf (idx, idxg, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_S, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_S, EVENT_ID0);
  for (int t = 0; t < ntiles; t++)
    {
      int u[16], g[16], k = idx[48 + t], n2 = 0;
      for (int p = 0; p < k; p++)
        {
          u[p] = idx[p];
          g[p] = idx[p + 16];
          n2 += g[p] == 2;
        }
      copy_gm_to_ubuf (acc, out, 0, 1, 16, 0, 0);
      for (int p = 0; p < k; p++)
        if (__builtin_expect_with_probability (g[p] == 1, 1, 0.05))
          copy_gm_to_ubuf (acc + p * 256, out + u[p] * 256, 0, 1, 16, 0, 0);
      if (n2 > 0)
        for (int p = 0; p < k; p++)
          if (g[p] == 2)
            copy_gm_to_ubuf (acc + p * 256, out + u[p] * 256, 0, 1, 16, 0,
                             0);
      set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
      wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
      vadds (acc, acc, (half) 1.0, 32, 1, 1, 8, 8);
      set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
      wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
      copy_ubuf_to_gm (out + 8192 + t * 4096, acc, 0, 1, 256, 0, 0);
      set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
      wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
    }
}
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ line 31 op copy_gm_to_ubuf" } } */
/* { dg-final { scan-ascsync-dump-times "pipe_barrier \\(MTE2\\) \\\[dep op\[0-9\]+\\\] line 31" 1 } } */
/* { dg-final { scan-ascsync-dump-not "after op\[0-9\]+: pipe_barrier \\(MTE2\\) \\\[dep op\[0-9\]+\\\] line 31" } } */
