/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* A helper given its slot: it prefetches into the other slot and
   computes on its own.  Its accesses are functions of the parameter's
   residue "s & 1", compared value by value (the value form): the
   prefetch into slot 1 - s and the vadds on slot s never meet, so no
   pair orders them.  */
__attribute__ ((noinline)) void
tile (__gm__ half *x, __gm__ half *y, int s)
{
  __ubuf__ half *cur = (__ubuf__ half *) get_imm (0x1000 + (s & 1) * 0x400);
  __ubuf__ half *nxt
    = (__ubuf__ half *) get_imm (0x1000 + (1 - (s & 1)) * 0x400);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x2000);
  copy_gm_to_ubuf (nxt, x, 0, 1, 32, 0, 0);
  vadds (out, cur, 1.0, 4, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, out, 0, 1, 32, 0, 0);
}
/* { dg-final { scan-ascsync-dump "op0 line \[0-9\]+ op copy_gm_to_ubuf .*W:UB\[^ \]*\\{arg2&1 #0:0x1400..0x1800 #1:0x1000..0x1400\\}" } } */
/* { dg-final { scan-ascsync-dump "op1 line \[0-9\]+ op vadds .*R:UB\[^ \]*\\{arg2&1 #0:0x1000..0x1400 #1:0x1400..0x1800\\}" } } */
/* { dg-final { scan-ascsync-dump-not "wait_flag \\(MTE2, V" } } */
