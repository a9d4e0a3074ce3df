/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* The twin of dump-value-form-advancing-pointer.c whose row pointer
   starts half a slot in and moves down (a step below 0): it does not
   stay at or after its first value, so no value form is made from that
   first value (one from 0x1800 on would miss the rows below it); the
   accesses of the two slots are not told apart, and the prefetch into
   the other slot waits for the rows.  */
__attribute__ ((noinline)) void
rows_tile (__gm__ half *x, __gm__ half *y, int s, int rows)
{
  __ubuf__ half *cur = (__ubuf__ half *) get_imm (0x1000 + (s & 1) * 0x2000);
  __ubuf__ half *nxt
    = (__ubuf__ half *) get_imm (0x1000 + (1 - (s & 1)) * 0x2000);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x5000);
  vadds (out, out, 1.0, 1, 1, 1, 8, 8);
  for (int i = 0; i < rows; i++)
    vadds (cur + 1024 - i * 128, cur + 1024 - i * 128, 1.0, 1, 1, 1, 8, 8);
  copy_gm_to_ubuf (nxt, x, 0, 1, 32, 0, 0);
  copy_ubuf_to_gm (y, out, 0, 1, 32, 0, 0);
}
/* { dg-final { scan-ascsync-dump-not "op\[0-9\]+ line \[0-9\]+ op vadds .*.arg2&1 #0:0x1800" } } */
/* { dg-final { scan-ascsync-dump "wait_flag \\(V, MTE2" } } */
