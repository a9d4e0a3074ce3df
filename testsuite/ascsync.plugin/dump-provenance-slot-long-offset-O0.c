/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops" } */
/* A pointer into the slot a rotation selects from a table (filled by
   a loop, at -O0), at an
   offset whose bound reaches past the whole of UB (a count of 16-bit
   type times a repeat): slot by slot the access stays in its slot's
   buffer (the provenance bound), and keeps the rotation, as an offset
   without any bound does.  It was taken for any byte of UB.  */
void
k (__gm__ half *x, __gm__ half *y, unsigned short nrep, int n)
{
  __ubuf__ half *buf[2];
  for (int j = 0; j < 2; j++)
    buf[j] = (__ubuf__ half *) get_imm (j * 0x4000);
  __ubuf__ half *other = (__ubuf__ half *) get_imm (0x8000);
  vector_dup (other, 0.0, 1, 1, 1, 8, 8);
  for (int t = 0; t < n; t++)
    {
      int s = t & 1;
      copy_gm_to_ubuf (buf[s], x + t * 8192, 0, 1, 512, 0, 0);
      unsigned o = (unsigned) nrep * 128;
      vadds (buf[s] + o, buf[s] + o, 1.0, 1, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 8192, buf[s], 0, 1, 512, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "op2 line 22 op vadds pipe=V R:UB\\\[\\+0x0\\.\\.0x8000\\)~\\{L0 0:0x0\\.\\.0x4000 1:0x4000\\.\\.0x8000\\}" } } */
