/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=alloc -fplugin-arg-ascsync-reserve=MTE2:V:0" } */
/* The alloc section gives each pair's physical id and, per pipe pair,
   the pairs kept, the ids they use out of the flags count, and the
   ids reserved or taken by hand-written sync.  */
void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (b, x, 0, 1, 256, 0, 0);
  vadds (b, b, 1.0, 32, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, b, 0, 1, 256, 0, 0);
}
/* { dg-final { scan-ascsync-dump "pair\[0-9\]+ intra MTE2->V id=1 deps op0->op1" } } */
/* { dg-final { scan-ascsync-dump "MTE2->V: 1 pair on 1 id .1. of 4, reserved or hand-written 0x1" } } */
/* { dg-final { scan-ascsync-dump "V->MTE3: 1 pair on 1 id .0. of 4\\n" } } */
