/* { dg-do compile } */
/* { dg-options "-O0 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,deps" } */
/* A loop over the repeats of a tile, "for (uint32_t r = 0; r < nrep;
   r++)", the vector op at "dst + r * 128".  Scaled to bytes the
   unsigned counter is converted to the pointer's width, which scalar
   evolution folds only when the counter cannot wrap; at -O0 no pass
   has bounded the loop, nrep being at most 2048 only from the
   arithmetic that computes it.  The plugin gives nrep the range GCC's
   ranger finds, as value-range propagation would, and GCC's bound on
   the loop follows from it (gimple_facts.cc): the op moves by 256
   bytes per iteration, and its iterations are independent (no
   pipe_barrier between them).  */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x40000 / 2);
  uint16_t nblk = (uint16_t) n;
  uint32_t nrep = (uint32_t) nblk / 32;
  copy_gm_to_ubuf (a, x, 0, 1, nblk, 0, 0);
  for (uint32_t r = 0; r < nrep; r++)
    vadds (b + r * 128, a + r * 128, (half) 1.0f, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, b, 0, 1, nblk, 0, 0);
}
/* { dg-final { scan-ascsync-dump "op vadds pipe=V R:UB\[^ \]*\\{L\[0-9\],\\+256/it,b\[0-9\]+,0x0\\.\\.0x100\\} W:UB\[^ \]*\\{L\[0-9\],\\+256/it,b\[0-9\]+,0x20000\\.\\.0x20100\\}" } } */
/* { dg-final { scan-ascsync-dump-not "op\[0-9\]+ \\(line \[0-9\]+, V\\) -> op\[0-9\]+ \\(line \[0-9\]+, V\\) \[A-Z+\]* carried" } } */
