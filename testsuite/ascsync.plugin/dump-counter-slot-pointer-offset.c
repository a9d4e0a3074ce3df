/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps" } */
/* The output slot of the items that take the second branch is picked
   by their own count, stepped on that branch only, as an offset of the
   pointer to a buffer's start ("out + (nout & 1) * 1024", the buffer
   "out" from get_imm): the pointer itself is the function of the
   counter's residue, so the vmuls of one such item and the store of
   the one before use different slots, and the vmuls waits only for the
   store two such items back (distance 2, not 1).  Compare
   dump-counter-slots-skip-empty.c, where the slot is get_imm's
   argument.  */
__global__ __aicore__ void
k (__gm__ float *x, __gm__ float *y, __gm__ int32_t *flags, int32_t n)
{
  __ubuf__ float *in = (__ubuf__ float *) get_imm (0x0);
  __ubuf__ float *out = (__ubuf__ float *) get_imm (0x1000);
  int64_t nout = 0;
  for (int32_t i = 0; i < n; i++)
    {
      copy_gm_to_ubuf (in, x + i * 256, 0, 1, 32, 0, 0);
      if (flags[i])
        {
          __ubuf__ float *os = out + (nout & 1) * 256;
          vmuls (os, in, 2.0f, 4, 1, 1, 8, 8);
          copy_ubuf_to_gm (y + nout * 256, os, 0, 1, 32, 0, 0);
          nout++;
        }
      else
        vmuls (in, in, 3.0f, 4, 1, 1, 8, 8);
    }
}
/* { dg-final { scan-ascsync-dump "line 24 op vmuls pipe=V R:UB\[^ \]* W:UB\\\[\\+0x1000\\.\\.0x1800\\)~\\{ctr s\[0-9\]+@L0 h0\\.\\.0 t1\\.\\.1 d0\\.\\.1 0:0x1000\\.\\.0x1400 1:0x1400\\.\\.0x1800\\}" } } */
/* { dg-final { scan-ascsync-dump "\\(line 25, MTE3\\) -> op\[0-9\]+ \\(line 24, V\\) WAR carried by L0, distance 2" } } */
