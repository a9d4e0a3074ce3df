/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* Same-pipe RAW: the second vector op reads what the first wrote, so
   pipe_barrier (V) separates them; a disjoint third op needs none.  */
void
k (void)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *c = (__ubuf__ half *) get_imm (0x2000);
  vadds (b, a, 1.0, 1, 1, 1, 8, 8);
  vadds (c, b, 1.0, 1, 1, 1, 8, 8);
  vadds (a + 0x4000, a + 0x3000, 1.0, 1, 1, 1, 8, 8);
}
/* { dg-final { scan-ascsync-dump "before op1: pipe_barrier \\(V\\) \\\[dep op0\\\]" } } */
/* { dg-final { scan-ascsync-dump-times ";;   before op.: pipe_barrier" 1 } } */
/* { dg-final { scan-ascsync-dump-not "set_flag \\(" } } */
