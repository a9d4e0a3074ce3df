/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops" } */
/* A tile loop over a block's share of 8 bands, three column tiles each,
   at -O0: GCC counts its header's runs as "n >= 0 ? (unsigned long) (n
   * 3) + 1 : 1", a product of the share (at most 8 bands) and the
   tiles.  Bounded through the product, two tiles of a run are never 8
   bands apart and the store is apart from itself in every
   iteration.  */
__global__ __aicore__ void
k (__gm__ half *y)
{
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0);
  int64_t per = 8 / block_num, extra = 8 % block_num;
  int64_t n = per + (extra > block_idx ? 1 : 0);
  int64_t b0 = block_idx * per + (block_idx < extra ? block_idx : extra);
  for (int64_t t = 0; t < n * 3; t++)
    copy_ubuf_to_gm (y + (t % 3) * 128 + (b0 + t / 3) * 16,
                     b + (t & 1) * 256, 0, 1, 1, 0, 7);
}
/* { dg-final { scan-ascsync-dump "op copy_ubuf_to_gm pipe=MTE3 R:\[^\\n\]* W:GM\\\[arg0\\+0x0\\.\\.\[^)\]*\\)~\\{L\[0-9\]+,self\\}" } } */
