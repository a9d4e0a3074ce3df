/* Tiles of a run-time length TILE over N rows of 64 floats, NT = ceil
   (N / TILE) of them, each loaded into slot S & 1 (8 KB apart) in
   "(uint16_t) (reps * 4)" blocks, reps = MIN (N - C * TILE, TILE) the
   length of tile C.  TILE_INDEX is C as the kernel writes it, from the
   step S; TILE_COUNT is NT.  N - C * TILE is at least 1 when C is below
   NT (gimple_tail.cc): then each load stays in its slot.  */
__global__ __aicore__ void
k (__gm__ float *x, int64_t n, int64_t tile, int64_t steps)
{
  if (n < 1 || n > 4096 || tile < 1 || tile > 64)
    return;
  int64_t nt = TILE_COUNT;
  __ubuf__ float *b = (__ubuf__ float *) get_imm (0);
  for (int64_t s = 0; s < steps; s++)
    {
      int64_t c = TILE_INDEX;
      int64_t left = n - c * tile;
      int reps = (int) (left < tile ? left : tile);
      copy_gm_to_ubuf (b + (s & 1) * 2048, x + c * tile * 64, 0, 1,
                       (uint16_t) (reps * 4), 0, 0);
    }
}
