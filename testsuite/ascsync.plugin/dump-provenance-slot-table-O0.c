/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump" } */
/* A slot table of two get_imm addresses indexed by the tile's parity,
   plus an offset with no bound (the provenance bound): in each
   iteration the access stays in the buffer of its slot, so the
   rotation survives: the store of tile t and the vector op of tile
   t + 1 are in different buffers.  */
void
k (__gm__ half *x, __gm__ half *y, unsigned m, int n)
{
  __ubuf__ half *buf[2] = { (__ubuf__ half *) get_imm (0),
                            (__ubuf__ half *) get_imm (0x4000) };
  __ubuf__ half *other = (__ubuf__ half *) get_imm (0x8000);
  vector_dup (other, 0.0, 1, 1, 1, 8, 8);
  for (int t = 0; t < n; t++)
    {
      int s = t & 1;
      copy_gm_to_ubuf (buf[s], x + t * 8192, 0, 1, 512, 0, 0);
      unsigned o = m * 128;
      vadds (buf[s] + o, buf[s] + o, 1.0, 1, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 8192, buf[s], 0, 1, 512, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "op2 line 20 op vadds pipe=V R:UB\\\[\\+0x0\\.\\.0x8000\\)~\\{L0 0:0x0\\.\\.0x4000 1:0x4000\\.\\.0x8000\\}" } } */
