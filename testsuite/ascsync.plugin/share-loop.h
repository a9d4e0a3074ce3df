/* share-loop.h -- the kernel of the tests of a tile loop over a
   block's share of 8 bands, three column tiles each
   (dump-share-loop-count-product-O0.c,
   dump-share-loop-start-from-guard.c): its store at band T / 3 and
   column tile T % 3, one row of y being 8 blocks, so that only the
   share's bound keeps two tiles of a run apart.  With SHARE_GUARDED,
   the loop lies inside "if (block_idx == 0)".  */

__global__ __aicore__ void
k (__gm__ half *y)
{
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0);
#ifdef SHARE_GUARDED
  if (block_idx == 0)
#endif
    {
      int64_t per = 8 / block_num, extra = 8 % block_num;
      int64_t n = per + (extra > block_idx ? 1 : 0);
      int64_t b0 = block_idx * per + (block_idx < extra ? block_idx : extra);
      for (int64_t t = 0; t < n * 3; t++)
        copy_ubuf_to_gm (y + (t % 3) * 128 + (b0 + t / 3) * 16,
                         b + (t & 1) * 256, 0, 1, 1, 0, 7);
    }
}
