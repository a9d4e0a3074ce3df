/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops" } */
/* A scalar read of a double-buffered table, "sh[i]" with sh the slot
   "get_imm (0x800 + (t & 1) * 0x100)" and i below 8, keeps the
   rotation of its pointer's values: in the iterations of each parity
   it reads its own slot, so the load of tile t + 1's table into the
   other slot is no write before it.  */
__global__ __aicore__ void
k (__gm__ half *x, __gm__ int32_t *shifts, __gm__ half *y, int n)
{
  for (int t = 0; t < n; t++)
    {
      __ubuf__ int32_t *sh
        = (__ubuf__ int32_t *) get_imm (0x800 + (t & 1) * 0x100);
      __ubuf__ half *xb = (__ubuf__ half *) get_imm (0x0);
      copy_gm_to_ubuf ((__ubuf__ int32_t *) get_imm (0x800 + ((t + 1) & 1)
                                                    * 0x100),
                       shifts + (t + 1) * 8, 0, 1, 1, 0, 0);
      int acc = 0;
      for (int i = 0; i < 8; i++)
        acc += sh[i];
      copy_gm_to_ubuf (xb, x + acc, 0, 1, 8, 0, 0);
      copy_ubuf_to_gm (y + t * 128, xb, 0, 1, 8, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "op scalar-load pipe=S R:UB\\\[\\+0x800\\.\\.0x920\\)~\\{L\[0-9\] 0:0x800\\.\\.0x820 1:0x900\\.\\.0x920\\}" } } */
