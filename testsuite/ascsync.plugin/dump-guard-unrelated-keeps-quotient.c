/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* Twin of dump-guard-remainder-bounds-quotient.c: the extra repeat at
   PK + FULL * 64 is guarded by a kernel argument, not by ROWS % 8 != 0.
   FULL may be 16 there, and the read then starts at the other slot:
   its footprint is not kept in slot 0 (nothing bounds it but UB).  */

__global__ __aicore__ void
k (__gm__ float *x, __gm__ float *y, int32_t n, int32_t flag)
{
  __ubuf__ float *picks = (__ubuf__ float *) get_imm (0x1000);
  __ubuf__ float *sums = (__ubuf__ float *) get_imm (0x3000);
  int64_t ntiles = (n + 127) / 128;
  if (ntiles > 8)
    ntiles = 8;
  for (int64_t t = 0; t < ntiles; t++)
    {
      __ubuf__ float *pk = picks + (t & 1) * 1024;
      int64_t left = n - t * 128;
      int rows = (int) (left < 128 ? left : 128);
      copy_gm_to_ubuf (pk, x + t * 1024, 0, 1, 128, 0, 0);
      int full = rows / 8;
      set_vector_mask (0, 0x0101010101010101ull);
      if (full > 0)
        vcadd (sums + t * 32, pk, (uint8_t) full, 1, 1, 8);
      if (flag > 0)
        vcadd (sums + t * 32 + 16, pk + full * 64, 1, 1, 1, 8); /* { dg-warning "points in UB is not known" } */
      set_vector_mask (~(uint64_t) 0, ~(uint64_t) 0);
    }
  copy_ubuf_to_gm (y, sums, 0, 1, 32, 0, 0);
}
/* { dg-final { scan-ascsync-dump "line 27 op vcadd pipe=V R:UB\\\[\\+0x0\\.\\.end\\) " } } */
/* { dg-final { scan-ascsync-dump-not "line 27 op vcadd pipe=V R:UB\[^ \]*0:0x1000\\.\\.0x2000" } } */
