/* Rows of a tile loaded one after another into one buffer, each row's
   count in blocks "(uint16_t) (reps * 4)" with reps = (int) MIN (left,
   64): a length GCC cannot see is positive, converted from int64_t to
   int.  Taken as not negative (the count assumption), reps is at most
   64 and each load stays in its row (256 blocks = 8 KB apart).  */
__global__ __aicore__ void
k (__gm__ float *x, int64_t n, int64_t rows)
{
  __ubuf__ float *b = (__ubuf__ float *) get_imm (0);
  for (int64_t r = 0; r < rows; r++)
    {
      int64_t left = n - r * 64;
      int reps = (int) (left < 64 ? left : 64);
      copy_gm_to_ubuf (b + r * 2048, x + r * 2048, 0, 1,
                       (uint16_t) (reps * 4), 0, 0);
    }
}
