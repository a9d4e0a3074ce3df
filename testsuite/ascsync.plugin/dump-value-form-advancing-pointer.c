/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* A helper given its slot walks the rows of that slot, their number a
   parameter (no bound): the row pointer advances from the slot's start
   by a step of at least 0, so for each value of "s & 1" it stays at or
   after that slot's start, and the layout assumption ends it at the
   slot's end (the next buffer start).  The prefetch into the other slot
   then never meets the row loop: no pair orders them.  */
__attribute__ ((noinline)) void
rows_tile (__gm__ half *x, __gm__ half *y, int s, int rows)
{
  __ubuf__ half *cur = (__ubuf__ half *) get_imm (0x1000 + (s & 1) * 0x2000);
  __ubuf__ half *nxt
    = (__ubuf__ half *) get_imm (0x1000 + (1 - (s & 1)) * 0x2000);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x5000);
  copy_gm_to_ubuf (nxt, x, 0, 1, 32, 0, 0);
  for (int i = 0; i < rows; i++)
    vadds (cur + i * 128, cur + i * 128, 1.0, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, out, 0, 1, 32, 0, 0);
}
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ line \[0-9\]+ op vadds .*R:UB\[^ \]*\\{arg2&1 #0:0x1000..0x3000 #1:0x3000..0x5000\\}" } } */
/* { dg-final { scan-ascsync-dump-not "wait_flag \\(MTE2, V" } } */
