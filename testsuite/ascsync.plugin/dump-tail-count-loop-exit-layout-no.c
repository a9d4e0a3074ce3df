/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-layout=no" } */
/* The tile index is the counter of a loop that runs while it is below
   the ceil-div tile count (its exit test "C + 1 < NT" at the bottom of
   the loop): the tail length is proved at least 1 and each load stays
   in its slot.  */
__global__ __aicore__ void
k (__gm__ float *x, int64_t n, int64_t tile)
{
  if (n < 1 || n > 4096 || tile < 1 || tile > 64)
    return;
  int64_t nt = (n + tile - 1) / tile;
  __ubuf__ float *b = (__ubuf__ float *) get_imm (0);
  for (int64_t c = 0; c < nt; c++)
    {
      int64_t left = n - c * tile;
      int reps = (int) (left < tile ? left : tile);
      copy_gm_to_ubuf (b + (c & 1) * 2048, x + c * tile * 64, 0, 1,
                       (uint16_t) (reps * 4), 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]* W:UB\\\[\\+0x0\\.\\.0x4000\\)~\\{L0 0:0x0\\.\\.0x2000 1:0x2000\\.\\.0x4000\\}" } } */
