/* { dg-do compile } */
/* { dg-options "-O2" } */
/* A GM address the plugin cannot trace to a pointer parameter (here
   read from a table in GM) may touch any GM: the warning says so, at
   the access.  A pointer chosen among parameters is traced (no
   warning), and with gm-distinct=no every GM access may meet every
   other, so nothing is lost and nothing is said
   (warn-gm-address-distinct-no.c).  */
__global__ __aicore__ void
k (__gm__ half *__gm__ *tab, __gm__ half *x, __gm__ half *y, int i)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, tab[i], 0, 1, 8, 0, 0); /* { dg-warning "ascsync: .copy_gm_to_ubuf. operand .src. is not traced to a pointer parameter of the function: it is taken to read any byte of GM, which orders it against every GM access \\\[-fplugin-arg-ascsync-warn=imprecise\\\]" } */
  copy_gm_to_ubuf (a + 128, i & 1 ? x : y + 64, 0, 1, 8, 0, 0);
  vadd (a, a, a + 128, 1, 1, 1, 1, 8, 8, 8);
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}
