/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A vector op writes the slot t & 1 of a two-slot buffer at an offset
   read from data, "pk + ix * 128" with pk = b1 + (t & 1) * 512 and ix
   in 0..7: a rotation, and a range of known values reaching into the
   other slot (ix >= 4), which may be the kernel choosing that slot.
   The range is trusted: the footprint of residue 0 runs to the end of
   the get_imm buffer, not to the other slot's base (a pointer from a
   slot's base is kept in its slot only when its offset is not known as
   values: dump-layout-slot-rotation-unknown-offset.c).  */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b1 = (__ubuf__ half *) get_imm (0x800);
  __ubuf__ half *b2 = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *b4 = (__ubuf__ half *) get_imm (0x2000);
  copy_gm_to_ubuf (b1, x, 0, 1, 64, 0, 0);
  copy_gm_to_ubuf (b2, x, 0, 1, 64, 0, 0);
  copy_gm_to_ubuf (b4, x, 0, 1, 64, 0, 0);
  for (int t = 0; t < 4; t++)
    {
      __ubuf__ half *pk = b1 + (t & 1) * 512;
      vmuls (pk, b2 + (t & 1) * 512, (half) 0.5f, 4, 1, 1, 8, 8);
      int ix = (int) (float) b4[t * 16 + 5] & 7;
      vadds (pk + ix * 128, b4 + 512, (half) 0.25f, 1, 1, 1, 8, 8);
      vmuls (b1 + (1 - (t & 1)) * 512, b2, (half) 0.5f, 4, 1, 1, 8, 8);
    }
  copy_ubuf_to_gm (y + block_idx * 1024, b1, 0, 1, 64, 0, 0);
}
/* { dg-final { scan-ascsync-dump "op vadds pipe=V R:UB\[^ \]* W:UB\\\[\\+0x800\\.\\.0x1000\\)~\\{L\[0-9\] 0:0x800\\.\\.0x1000 1:0xc00\\.\\.0x1000\\}" } } */
