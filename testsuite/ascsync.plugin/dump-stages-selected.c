/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=plan,deps" } */
/* dump=LIST writes only the sections named, in the pass's order
   whatever the order of the list.  */
void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (b, x, 0, 1, 256, 0, 0);
  vadds (b, b, 1.0, 32, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, b, 0, 1, 256, 0, 0);
}
/* { dg-final { scan-ascsync-dump "=== deps: .*=== plan: " } } */
/* { dg-final { scan-ascsync-dump-times ";; ascsync: === " 2 } } */
/* { dg-final { scan-ascsync-dump-not " op0 line " } } */
/* { dg-final { scan-ascsync-dump-not "v0 intra" } } */
