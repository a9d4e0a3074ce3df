/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A scalar store "ovs[i * TOPK + step]" in a row loop from R0, a value
   known only at run time, beside a load through bu, another buffer:
   GCC's IVOPTS rebases the store on bu's induction variable, as
   "MEM[(ovs - 8 * bu) - 32 + 8 * ivtmp]" with ivtmp stepping from bu +
   (2 * r0 + 1) * 4.  The bu terms cancel and the pointer is derived from
   ovs alone; the -32 outside the integer parts is matched by the +32
   inside them, so the pointer does not start below ovs, and the
   provenance bound keeps the store in ovs's buffer, slot by slot,
   instead of all of UB.  */
#define TR 8
#define TOPK 16
__global__ __aicore__ void
k (__gm__ float *x, __gm__ float *values, int nt, int r0)
{
  __ubuf__ float *p = (__ubuf__ float *) get_imm (0x8000);
  __ubuf__ uint32_t *bu = (__ubuf__ uint32_t *) get_imm (0x9000);
  __ubuf__ float *b = (__ubuf__ float *) get_imm (0x9000);
  __ubuf__ float *ov = (__ubuf__ float *) get_imm (0x9100);
  for (int t = 0; t < nt; t++)
    {
      int s = t & 1;
      __ubuf__ float *ovs = ov + s * TR * TOPK;
      copy_gm_to_ubuf (p, x + t * 2048, 0, 1, 2048 * 4 / 32, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
      wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
      for (int step = 0; step < TOPK; step++)
        {
          set_vector_mask (0, 0x0101010101010101ull);
          vcmax (b, p, TR, 1, 1, 8);
          set_vector_mask (~(uint64_t) 0, ~(uint64_t) 0);
          set_flag (PIPE_V, PIPE_S, EVENT_ID0);
          wait_flag (PIPE_V, PIPE_S, EVENT_ID0);
          for (int i = r0; i < TR; i++)
            {
              int kk = (int) (bu[2 * i + 1] / 8);
              ovs[i * TOPK + step] = p[i * 64 + kk * 8];
            }
          set_flag (PIPE_S, PIPE_V, EVENT_ID0);
          wait_flag (PIPE_S, PIPE_V, EVENT_ID0);
        }
      set_flag (PIPE_S, PIPE_MTE3, EVENT_ID0);
      wait_flag (PIPE_S, PIPE_MTE3, EVENT_ID0);
      copy_ubuf_to_gm (values + t * TR * TOPK, ovs, 0, 1, TR * TOPK * 4 / 32, 0, 0);
      set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
      wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
    }
}
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ line 38 op scalar-store pipe=S W:UB\\\[\\+0x9100..end\\)\\{L0 0:0x9100..0x9300 1:0x9300..0x40000\\}" } } */
