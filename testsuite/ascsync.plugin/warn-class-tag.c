/* { dg-do compile } */
/* { dg-options "-O2" } */
/* Every warning of the plugin ends with the option that controls its
   class, like GCC's [-Wfoo]: here opaque-call.  */
void ext_step (int t);

void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  ext_step (1); /* { dg-warning ".ext_step. may issue pipe work\[^\n\]* \\\[-fplugin-arg-ascsync-warn=opaque-call\\\]" } */
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}
