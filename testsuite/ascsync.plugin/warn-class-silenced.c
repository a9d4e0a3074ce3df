/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-opaque-call" } */
/* warn=no-CLASS silences the warnings of that class (here the fenced
   call of an external function); the call is still fenced.  */
void ext_step (int t);

void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  ext_step (1); /* { dg-bogus "may issue pipe work" } */
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}
