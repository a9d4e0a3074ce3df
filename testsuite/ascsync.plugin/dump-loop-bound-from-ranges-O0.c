/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops" } */
/* At -O0 no name has a range, so GCC's bound on the row loop below
   ignores that KB is at most 8.  The plugin gives the names the
   ranges GCC's ranger finds (as value-range propagation would at
   -O2) before it asks for the bound: the rows stay in the first 0x1200
   bytes (they were taken up to the next buffer).  */
void
k (__gm__ half *x, int n)
{
  __ubuf__ half *buf = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *other = (__ubuf__ half *) get_imm (0x8000);
  int kb = n < 8 ? n : 8;
  for (int j = 0; j < kb; j++)
    copy_gm_to_ubuf (buf + j * 256, x + j * 4096, 0, 1, 32, 0, 0);
  vector_dup (other, 0.0, 1, 1, 1, 8, 8);
}
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ line 15 op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.0x1200\\)" } } */
