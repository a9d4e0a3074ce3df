/* A vector operation per row of a tile, its repeat count the row's
   length in repeats read from data: "(uint8_t) nf", nf = len[r] / 128
   in unsigned arithmetic.  Up to 255 repeats, so a row's write may
   reach into the rows after it (the kernel's data makes each row two
   rows long); the later row's write must wait for it.  */
#define COLS 1024

__global__ __aicore__ void
k (__gm__ half *x, __gm__ int32_t *len_gm, __gm__ half *y)
{
  __ubuf__ int32_t *len = (__ubuf__ int32_t *) get_imm (0);
  __ubuf__ half *xb = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *yb = (__ubuf__ half *) get_imm (0x9000);
  copy_gm_to_ubuf (len, len_gm, 0, 1, 1, 0, 0);
  copy_gm_to_ubuf (xb, x, 0, 1, 16 * COLS / 16, 0, 0);
  for (int64_t r = 0; r < 8; r++)
    {
      uint32_t nf = (uint32_t) len[r] / 128;
      __ubuf__ half *xr = xb + r * COLS, *yr = yb + r * COLS;
      if (nf > 0)
        vmuls (yr, xr, (half) 2.0f, (uint8_t) nf, 1, 1, 8, 8);
    }
  copy_ubuf_to_gm (y, yb, 0, 1, 9 * COLS / 16, 0, 0);
}
