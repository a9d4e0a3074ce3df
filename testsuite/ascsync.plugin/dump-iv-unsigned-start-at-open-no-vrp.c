/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-vrp -fplugin-arg-ascsync-dump=ops" } */
/* A scalar read "ob[s][t]" in a loop from t = -1, which GCC's IVOPTS
   computes with an unsigned induction variable from -2 (2^64 - 2),
   stepping by 2.  The evaluator marks the top of a pointer's offset
   that nothing bounds with that very number (OFF_OPEN), and once took
   the integer for such a mark: "open already", it kept the start, so
   the read was taken to touch the two bytes before its slot, not the
   bytes of t = 0 to 3.  An integer that high bounds nothing: the read
   now covers its slots from their starts.  */
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *ob[2];
  __ubuf__ half *acc = (__ubuf__ half *) get_imm (0x1000);
  for (int j = 0; j < 2; j++)
    ob[j] = (__ubuf__ half *) get_imm ((j + 2) * 0x400);
  int nt = 2 + (int) (block_idx & 1);
  float sink = 0.0f;
  for (int t = -1; t < nt; t++)
    {
      int s = t & 1;
      if (t < 0)
        continue;
      copy_gm_to_ubuf (ob[s], x + t * 512, 0, 1, 32, 0, 0);
      set_flag (PIPE_MTE2, PIPE_S, EVENT_ID0);
      wait_flag (PIPE_MTE2, PIPE_S, EVENT_ID0);
      sink += (float) ob[s][t];
    }
  acc[0] = (half) sink;
  copy_ubuf_to_gm (y, acc, 0, 1, 1, 0, 0);
}
/* { dg-final { scan-ascsync-dump "op scalar-load pipe=S R:UB\\\[\\+0x800\\.\\." } } */
/* { dg-final { scan-ascsync-dump-not "op scalar-load pipe=S R:UB\\\[\\+0x7fe" } } */
