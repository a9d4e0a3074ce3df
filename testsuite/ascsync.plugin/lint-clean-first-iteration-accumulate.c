/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-mode=lint -fplugin-arg-ascsync-dump=deps" } */
/* Mode lint: an accumulating mad skips its barrier in the first
   iteration of the k loop ("if (ks > 0) pipe_barrier (PIPE_M)"), where
   it starts a new sum in the L0C slot of the tile (tile I & 1).  In one
   run of the k loop the barrier lies between a mad and the next; from
   one run to a later one the mads meet two tiles apart, ordered by the
   flags through V.  Each kind of instance is ordered in its own form, so
   no warning (the whole dependence, both kinds at once, is ordered by
   neither).  */
#define K_STEPS 4

__global__ __aicore__ void
k (__gm__ half *a, __gm__ half *b, __gm__ half *c, int n)
{
  set_flag (PIPE_V, PIPE_M, EVENT_ID0);
  set_flag (PIPE_V, PIPE_M, EVENT_ID1);
  for (int i = 0; i < n; i++)
    {
      int cs = i & 1;
      event_t ce = cs ? EVENT_ID1 : EVENT_ID0;
      __cc__ float *l0c = (__cc__ float *) get_imm (cs * 0x10000);
      __ca__ half *l0a = (__ca__ half *) get_imm (0);
      __cb__ half *l0b = (__cb__ half *) get_imm (0);
      __ubuf__ half *ub = (__ubuf__ half *) get_imm (cs * 0x8000);
      wait_flag (PIPE_V, PIPE_M, ce);
      for (int ks = 0; ks < K_STEPS; ks++)
        {
          if (ks > 0)
            pipe_barrier (PIPE_M);
          mad (l0c, l0a, l0b, 16, 16, 16, ks == 0);
        }
      set_flag (PIPE_M, PIPE_V, ce);
      wait_flag (PIPE_M, PIPE_V, ce);
      copy_matrix_cc_to_ubuf (ub, l0c, 0, 1, 1, 0, 0, CRMODE_F32toF16_NONE);
      set_flag (PIPE_V, PIPE_M, ce);
      set_flag (PIPE_V, PIPE_MTE3, ce);
      wait_flag (PIPE_V, PIPE_MTE3, ce);
      copy_ubuf_to_gm (c + i * 256, ub, 0, 1, 16, 0, 0);
      set_flag (PIPE_MTE3, PIPE_V, ce);
      wait_flag (PIPE_MTE3, PIPE_V, ce);
    }
  wait_flag (PIPE_V, PIPE_M, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_M, EVENT_ID1);
}
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ \\(line 31, M\\) -> op\[0-9\]+ \\(line 31, M\\) \[^\\n\]*: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump-not "same pipe" } } */
