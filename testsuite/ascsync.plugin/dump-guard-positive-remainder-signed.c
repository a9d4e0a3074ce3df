/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-layout=no" } */
/* ROWS, a signed count from a kernel argument, is at most 128 but may
   be negative as far as the plugin knows.  Under "ROWS % 8 > 0" it is
   positive (a remainder has the sign of its dividend) and not 128, so
   FULL = ROWS / 8 is in 0..15 and the tail at PK + FULL * 64 stays in
   its slot.  GCC computes FULL * 256 before the loop, where no guard
   holds: the operand is bounded at the operation.  Without the layout
   assumption (which would keep an unknown offset from a slot's start in
   the slot), so that only the guard bounds it; under "ROWS % 8 != 0"
   (no sign) it would be unknown.  Each slot's read ends at the last
   byte the mask enables (lane 56 of the last repeat), 0x1c before the
   slot's end.  */

__global__ __aicore__ void
k (__gm__ float *x, __gm__ float *y, int32_t n)
{
  __ubuf__ float *picks = (__ubuf__ float *) get_imm (0x1000);
  __ubuf__ float *sums = (__ubuf__ float *) get_imm (0x3000);
  int rows = n < 128 ? n : 128;
  for (int t = 0; t < 4; t++)
    {
      __ubuf__ float *pk = picks + (t & 1) * 1024;
      copy_gm_to_ubuf (pk, x + t * 1024, 0, 1, 128, 0, 0);
      int full = rows / 8, rem = rows % 8;
      set_vector_mask (0, 0x0101010101010101ull);
      if (rem > 0)
        vcadd (sums + t * 32 + 16, pk + full * 64, 1, 1, 1, 8);
      set_vector_mask (~(uint64_t) 0, ~(uint64_t) 0);
    }
  copy_ubuf_to_gm (y, sums, 0, 1, 32, 0, 0);
}
/* { dg-final { scan-ascsync-dump "line 28 op vcadd pipe=V R:UB\[^ \]*~\\{L\[0-9\] 0:0x1000\\.\\.0x1fe4 1:0x2000\\.\\.0x2fe4\\}" } } */
