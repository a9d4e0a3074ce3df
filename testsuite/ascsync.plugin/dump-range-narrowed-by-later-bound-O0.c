/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops" } */
/* Transpose-shaped tiles at -O0: tile t (slot t & 1 of 40 blocks of 512
   bytes) gathers kb = MIN (100 - cb0, 40) blocks, cb0 from the tile's
   column.  The row loop's bound kb is known only once the ranges of the
   names computing it are (a round of the plugin's own ranges), and the
   block offset j * 256 computed in the loop's body is below 40 * 256
   only by the test j < kb: its range must narrow in the later round as
   the counter's did.  Each slot's bytes then end where the next slot
   starts (before, slot 0 reached 0x200 into slot 1).  */
__global__ __aicore__ void
k (__gm__ half *x, int64_t ntiles)
{
  __ubuf__ half *in_ub = (__ubuf__ half *) get_imm (0);
  for (int64_t t = 0; t < ntiles; t++)
    {
      int s = (int) (t & 1);
      int64_t cb0 = (t % 3) * 40;
      int kb = (int) (100 - cb0 < 40 ? 100 - cb0 : 40);
      __ubuf__ half *in = in_ub + s * 40 * 256;
      for (int j = 0; j < kb; j++)
        copy_gm_to_ubuf (in + j * 256, x + (cb0 + j) * 256, 0, 1, 16, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]* W:UB\[^\\n\]*\\{L\[0-9\]+ 0:0x0\\.\\.0x5000 1:0x5000\\.\\.0xa000\\}" } } */
