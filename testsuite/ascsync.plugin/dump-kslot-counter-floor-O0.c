/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops" } */
/* A tile counter that carries on across the runs of an inner loop,
   through the PHI of a "break" ("cnt" from 0, stepped by 1): at -O0
   nothing gives it a range, but a PHI of 0 and of itself plus 1 never
   goes below 0 (a signed sum cannot wrap), as value-range propagation
   finds at -O2.  So "cnt % 3" is a slot, and the accesses rotate over
   the three slots.  */
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, __gm__ int32_t *ids, int nseq, int len)
{
  int cnt = 0;
  for (int q = 0; q < nseq; q++)
    for (int i = 0; i < len; i++)
      {
        if (ids[q * len + i] < 0)
          break;
        __ubuf__ half *in = (__ubuf__ half *) get_imm ((cnt % 3) * 0x1000);
        copy_gm_to_ubuf (in, x + cnt * 2048, 0, 1, 128, 0, 0);
        vmuls (in, in, (half) 2.0f, 16, 1, 1, 8, 8);
        copy_ubuf_to_gm (y + cnt * 2048, in, 0, 1, 128, 0, 0);
        cnt++;
      }
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.0x3000\\)~\\{L\[0-9\]\[^ \]* 0:0x0\\.\\.0x1000 1:0x1000\\.\\.0x2000 2:0x2000\\.\\.0x3000\\}" } } */
