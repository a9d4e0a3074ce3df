/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* An operand that points inside a buffer ("x + 128", the second half
   of x) is no buffer start for the layout bound: the loop over the
   256-byte blocks of x reads past it (7 blocks at most, to 0x1700; an
   inner address as a buffer start would cut the read at 0x1100), so
   the vector op of the loop depends on the one writing x + 128 (a
   barrier orders them).  */
void
k (int n)
{
  __ubuf__ half *x = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *y = (__ubuf__ half *) get_imm (0x4000);
  vector_dup (x + 128, (half) 1.0f, 1, 1, 1, 8, 8);
  for (int g = 0; g < (n & 7); g++)
    vadds (y + g * 128, x + g * 128, 2.0, 1, 1, 1, 8, 8);
}
/* { dg-final { scan-ascsync-dump "op vadds pipe=V R:UB\\\[\\+0x1000\\.\\.0x1700\\)" } } */
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(V\\) \\\[dep op0\\\]" } } */
