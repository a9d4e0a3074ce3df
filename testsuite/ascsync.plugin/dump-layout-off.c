/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump -fplugin-arg-ascsync-layout=no" } */
/* With layout=no the same tail-tile load (see dump-layout-bound.c)
   covers UB from its start to the end, so it conflicts with the vector
   op at 0x8000 and a flag orders them.  */
void
k (__gm__ half *x, long len)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x8000);
  long ntiles = (len + 1023) / 1024;
  for (long t = 0; t < ntiles; t++)
    {
      long n = len - t * 1024 < 1024 ? len - t * 1024 : 1024;
      copy_gm_to_ubuf (a, x + t * 1024, 0, 1, (unsigned short) (n / 16), 0, 0);
      vector_dup (b, (half) 0, 1, 1, 1, 8, 8);
    }
}
/* { dg-final { scan-ascsync-dump "W:UB\\\[\\+0x0\\.\\.end\\)" } } */
/* { dg-final { scan-ascsync-dump "MTE2->V" } } */
