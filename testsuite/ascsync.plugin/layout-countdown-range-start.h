/* Rows of buffer W (at 0x1d000, above the buffer N at 0x1c000) walked
   down from row NT - 1, NT 2 or 3 by block: GCC's pointer starts at a
   value known as a range, and the range of its values over the loop
   reaches below W.  The rows' vadds, their count read from data, must
   still be ordered after the load of W and before its store.  */
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, __gm__ int32_t *dn)
{
  __ubuf__ int32_t *n = (__ubuf__ int32_t *) get_imm (0x1c000);
  __ubuf__ half *w = (__ubuf__ half *) get_imm (0x1d000);
  __ubuf__ half *v = (__ubuf__ half *) get_imm (0x1d400);
  int nt = 2 + (int) (block_idx & 1);
  vector_dup (v, 1.0, 4, 1, 1, 8, 8);
  copy_gm_to_ubuf (n, dn, 0, 1, 1, 0, 0);
  copy_gm_to_ubuf (w, x, 0, 1, 32, 0, 0);
  for (int r = nt - 1; r >= 0; r--)
    {
      uint32_t h = (uint32_t) n[1 + r];
      uint8_t c = (uint8_t) ((h + 63) / 64);
      if (c != 0)
        vadd (w + 48 + (int64_t) r * 128, w + 48 + (int64_t) r * 128,
              v + 48 + r * 128, c, 1, 1, 1, 8, 8, 8);
    }
  copy_ubuf_to_gm (y + block_idx * 512, w, 0, 1, 32, 0, 0);
}
