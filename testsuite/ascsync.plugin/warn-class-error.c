/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=error:opaque-call" } */
/* warn=error:CLASS makes the warnings of that class errors (the
   compile fails), tagged with the option, like GCC's -Werror=foo.  */
void ext_step (int t);

void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  ext_step (1); /* { dg-error ".ext_step. may issue pipe work\[^\n\]* \\\[-fplugin-arg-ascsync-warn=error:opaque-call\\\]" } */
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}
