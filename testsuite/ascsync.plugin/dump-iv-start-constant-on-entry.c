/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps" } */
/* A counter's start that GCC gives as an SSA name known to be one
   constant on the loop's entry edge is that constant.  After "if (n %
   len != 0) return;" GCC starts the counters t, c and r from the
   remainder _1 (known 0 there) instead of a literal 0, and the inner
   loop computes the slot s = t & 1 from the start of t in the outer
   loop plus r.  Both starts read as 0 (GCC's range of _1 on the entry
   edge), s is the parity of the running tile count, and the load, the
   vadds and the store stay in their slots (0x0..0x100, 0x1000..0x1100):
   the store of tile t and the load of tile t + 1 go to different
   slots, the WARs are two iterations apart (double buffering).  Once
   an unknown start, s was any slot: the accesses covered both slots
   and each tile waited for the store of the one before.  (Without the
   "n % len" guard GCC starts from a literal 0; then the slots were
   found already.)  */
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n, int len, int nr)
{
  if (len <= 0 || n % len != 0)
    return;
  int t = 0;
  for (int c = 0; c < n / len; c++)
    for (int r = 0; r < nr; r++, t++)
      {
        int s = t & 1;
        __ubuf__ half *b = (__ubuf__ half *) get_imm (s * 0x1000);
        int nb = r == nr - 1 ? 4 : 8;
        copy_gm_to_ubuf (b, x + t * 128, 0, 1, nb, 0, 0);
        vadds (b, b, 1.0, 1, 1, 1, 8, 8);
        copy_ubuf_to_gm (y + t * 128, b, 0, 1, nb, 0, 0);
      }
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.0x1100\\)~\\{L\[0-9\]+(\\+x\[0-9\]+/\[0-9\]+)? 0:0x0\\.\\.0x100 1:0x1000\\.\\.0x1100\\}" } } */
/* { dg-final { scan-ascsync-dump "op copy_ubuf_to_gm pipe=MTE3 R:UB\\\[\\+0x0\\.\\.0x1100\\)~\\{L\[0-9\]+(\\+x\[0-9\]+/\[0-9\]+)? 0:0x0\\.\\.0x100 1:0x1000\\.\\.0x1100\\}" } } */
/* { dg-final { scan-ascsync-dump "\\(line 31, MTE3\\) -> op\[0-9\]+ \\(line 29, MTE2\\) WAR carried by L\[0-9\]+, distance 2: new pair" } } */
/* { dg-final { scan-ascsync-dump-not "\\(line 29, MTE2\\) WAR\[+A-Z\]* carried by L\[0-9\]+, distance 1" } } */
