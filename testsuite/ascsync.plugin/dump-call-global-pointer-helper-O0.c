/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump" } */
/* A helper of the unit that writes UB through a global pointer reaches
   memory by itself: its call stays a scalar access of all of UB and GM
   (it is not confined).  Twin: dump-call-confined-helper-O0.c.  */
static __ubuf__ half *buf;

static void
poke (unsigned n)
{
  buf[n] = (half) 1.0f;
}

void
k (__gm__ half *x, __gm__ half *y, unsigned n)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  buf = a;
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  poke (n);
  vadds (a, a, 1.0, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ line 20 op scalar-call pipe=S" } } */
