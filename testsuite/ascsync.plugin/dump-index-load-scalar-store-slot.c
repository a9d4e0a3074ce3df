/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A scalar store through a slot of a rotation ("ins = in + s * SLOT",
   s = t & 1) at an index read from data (the winner of a vcmax, loaded
   from UB): the layout assumption keeps it in the slot of each
   iteration, as it does an intrinsic's operand, so the store of tile T
   and the load of tile T + 1 into the other slot are apart.  Twin:
   dump-index-load-scalar-store-known-range.c (KNOWN: an index of known
   values that reaches the other slot is trusted).  */
#define SLOT 0x2000
#define NT 8

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x4000);
  __ubuf__ uint16_t *bu = (__ubuf__ uint16_t *) get_imm (0x4000);
  for (int t = 0; t < NT; t++)
    {
      int s = t & 1;
      __ubuf__ half *ins = in + s * (SLOT / 2);
      copy_gm_to_ubuf (ins, x + t * (SLOT / 2), 0, 1, SLOT / 32, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
      wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
      vcmax (b, ins, 8, 1, 1, 8);
      set_flag (PIPE_V, PIPE_S, EVENT_ID0);
      wait_flag (PIPE_V, PIPE_S, EVENT_ID0);
#ifdef KNOWN
      int w = ((t >> 1) & 1) * (SLOT / 2);
#else
      int w = bu[1];
#endif
      ins[w] = (half) 0.0;
      set_flag (PIPE_S, PIPE_MTE3, EVENT_ID0);
      wait_flag (PIPE_S, PIPE_MTE3, EVENT_ID0);
      copy_ubuf_to_gm (y + t * (SLOT / 2), ins, 0, 1, SLOT / 32, 0, 0);
      set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
      wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
    }
}
#ifndef KNOWN
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ line 34 op scalar-store pipe=S W:UB\\\[\\+0x0..0x2100\\)~\\{L0 0:0x0..0x2000 1:0x2000..0x2100\\}" } } */
#endif
