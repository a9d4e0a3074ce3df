/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A tile of ROWS <= 128 rows of 32 bytes in slot t & 1 (4096 bytes
   each) is reduced 8 rows per repeat: FULL = ROWS / 8 repeats, then,
   only when ROWS % 8 != 0, one more at PK + FULL * 64.  Under that guard
   ROWS is not 128, so FULL is at most 15 and the tail's read stays in
   its slot (below 0x2000 for slot 0): the quotient is bounded by the
   guard on its remainder.  The kernel runs in
   run-guard-remainder-tail.c.  Twin: dump-guard-unrelated-keeps-quotient.c
   (a guard on another value bounds nothing).  */

__global__ __aicore__ void
k (__gm__ float *x, __gm__ float *y, int32_t n)
{
  __ubuf__ float *picks = (__ubuf__ float *) get_imm (0x1000);
  __ubuf__ float *sums = (__ubuf__ float *) get_imm (0x3000);
  int64_t ntiles = (n + 127) / 128;
  if (ntiles > 8)
    ntiles = 8;
  vector_dup (sums, 0.0f, 4, 1, 1, 8, 8);
  for (int64_t t = 0; t < ntiles; t++)
    {
      __ubuf__ float *pk = picks + (t & 1) * 1024;
      int64_t left = n - t * 128;
      int rows = (int) (left < 128 ? left : 128);
      copy_gm_to_ubuf (pk, x + t * 1024, 0, 1, (uint16_t) rows, 0, 0);
      int full = rows / 8, rem = rows % 8;
      set_vector_mask (0, 0x0101010101010101ull);
      if (full > 0)
        vcadd (sums + t * 32, pk, (uint8_t) full, 1, 1, 8);
      if (rem > 0)
        {
          set_vector_mask (0, 0x0101010101010101ull >> (8 * (8 - rem)));
          vcadd (sums + t * 32 + 16, pk + full * 64, 1, 1, 1, 8);
        }
      set_vector_mask (~(uint64_t) 0, ~(uint64_t) 0);
    }
  copy_ubuf_to_gm (y, sums, 0, 1, 32, 0, 0);
}

/* { dg-final { scan-ascsync-dump "line 34 op vcadd pipe=V R:UB\[^ \]*~\\{L\[0-9\] 0:0x1000\\.\\.0x2000 1:0x2000\\.\\.0x3000\\}" } } */
