/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* Loop-carried WAR: the load of iteration i+1 overwrites the buffer the
   vector op of iteration i reads.  The V->MTE2 flag is primed on the
   loop entry edge ([join]), waited before the load, set after the
   vector op, and drained at the exit.  */
void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  for (int i = 0; i < n; i++)
    {
      copy_gm_to_ubuf (a, x + 128 * i, 0, 1, 8, 0, 0);
      vadds (b, a, 1.0, 1, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + 128 * i, b, 0, 1, 8, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "set_flag \\(V, MTE2, 0\\) \\\[join\\\]" } } */
/* { dg-final { scan-ascsync-dump "before op0: wait_flag \\(V, MTE2, 0\\) \\\[dep op1\\\]" } } */
/* { dg-final { scan-ascsync-dump "wait_flag \\(V, MTE2, 0\\) \\\[drain\\\]" } } */
/* { dg-final { scan-ascsync-dump "set_flag \\(MTE3, V, 0\\) \\\[join\\\]" } } */
