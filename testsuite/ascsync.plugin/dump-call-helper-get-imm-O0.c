/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump" } */
/* A helper of the unit that finds a UB address by itself (get_imm)
   and writes through it is not confined: its call stays a scalar
   access of all of UB.  */
static void
clear_first (void)
{
  __ubuf__ half *p = (__ubuf__ half *) get_imm (0);
  p[0] = (half) 0.0f;
}

void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  clear_first ();
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ line 18 op scalar-call pipe=S" } } */
