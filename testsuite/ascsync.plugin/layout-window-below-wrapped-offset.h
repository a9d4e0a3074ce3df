/* A window 64 halves below buffer W, or 448 halves into it: the offset
   "f * 512 - 64" for F 0 or 1 is computed in sizetype as "F * 1024 +
   18446744073709551488" bytes, which wraps for F = 0.  The window then
   overwrites the last 128 bytes of A, which MTE3 reads after.  */
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int flag)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0x2000);
  __ubuf__ half *w = (__ubuf__ half *) get_imm (0x2800);
  unsigned long f = flag != 0;
  copy_gm_to_ubuf (a, x, 0, 1, 64, 0, 0);
  copy_gm_to_ubuf (w + f * 512 - 64, x + 2048, 0, 1, 8, 0, 0);
  copy_ubuf_to_gm (y, a, 0, 1, 64, 0, 0);
}
