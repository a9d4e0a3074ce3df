/* loop-pair-nested-producer.h -- the kernel of the tests of
   loop-carried pairs whose producer or consumer is in a loop nested in
   the carrying loop (dump-loop-pair-nested-producer-O0.c,
   run-loop-pair-nested-producer-O0.c): double-buffered tiles whose
   vector work is an inner loop over two parts.  At -O0 the inner loop
   stays, and reverse post order puts the tile loop's latch (the store)
   before the inner loop's body.  */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  int64_t blk = block_idx * 16384;
  for (int t = 0; t < 8; t++)
    {
      __ubuf__ half *in = (__ubuf__ half *) get_imm ((t & 1) * 0x1000);
      __ubuf__ half *out
        = (__ubuf__ half *) get_imm (0x2000 + (t & 1) * 0x1000);
      copy_gm_to_ubuf (in, x + blk + t * 1024, 0, 1, 64, 0, 0);
      for (int part = 0; part < 2; part++)
        vadds (out + part * 512, in + part * 512, 1.0, 4, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + blk + t * 1024, out, 0, 1, 64, 0, 0);
    }
}
