/* { dg-do compile } */
/* { dg-options "-O2" } */
/* A weak definition may be replaced at link time by another unit's,
   which the plugin cannot see: its call is fenced as a call of a
   function of another unit, with a warning that says why.  */
__attribute__ ((weak, noinline)) void
hook (int t)
{
  (void) t;
}

void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  hook (1); /* { dg-warning ".hook. may issue pipe work the plugin cannot see \\(its definition here is weak: another unit may replace it\\)" } */
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}
