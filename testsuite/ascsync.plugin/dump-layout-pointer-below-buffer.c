/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A pointer moved down from a get_imm buffer's start ("b - 64") is
   derived from that buffer: a read through it with a count bounded
   only by its type ends, under the layout assumption, where b ends
   (0x2000), not at b's start above the pointer (0x1000; a buffer
   start, as the dup through b declares).  */
void
k (int rows)
{
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *c = (__ubuf__ half *) get_imm (0x2000);
  vector_dup (b, (half) 0.0f, 1, 1, 1, 8, 8);
  vadds (c, b - 64, (half) 1.0f, (uint8_t) rows, 1, 1, 8, 8);
}
/* { dg-final { scan-ascsync-dump {op1 line [0-9]+ op vadds pipe=V R:UB\[\+0xf80\.\.0x2000\)} } } */
