/* One vmul, then one vadd in place, per 128-column chunk of every row
   of a tile (a hand-written barrier between the two loops): NR rows of
   TILE_LEN halves, TILE_LEN a run-time argument, the repeat running
   down the rows (repeat stride TILE_LEN / 16 blocks, the row), the
   pointer moving by 256 bytes per chunk for "(TILE_LEN - 1) / 128 + 1"
   chunks.  Where TILE_LEN is a multiple of 128 (the kernel returns
   otherwise unless NO_CHECK), the chunks of a row fill it and
   interleave without a common byte.  */
/* The repeat stride argument of both loops' calls: LBLK, or an
   expression of the same value a test defines.  */
#ifndef REP_STRIDE
#define REP_STRIDE ((uint8_t) lblk)
#endif

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *g, __gm__ half *y, int32_t tile_len,
   int32_t nr)
{
  if (tile_len <= 0 || tile_len > 2048 || nr <= 0 || nr > 8
#ifndef NO_CHECK
      || tile_len % 128 != 0
#endif
     )
    return;
  __ubuf__ half *xb = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *gb = (__ubuf__ half *) get_imm (0x8000);
  __ubuf__ half *yb = (__ubuf__ half *) get_imm (0x10000);
  uint16_t lblk = (uint16_t) (tile_len / 16);
  copy_gm_to_ubuf (xb, x, 0, 1, (uint16_t) (nr * lblk), 0, 0);
  copy_gm_to_ubuf (gb, g, 0, 1, lblk, 0, 0);
  for (int32_t c = 0; c < tile_len; c += 128)
    vmul (yb + c, xb + c, gb + c, (uint8_t) nr, 1, 1, 1, REP_STRIDE,
          REP_STRIDE, 0);
  pipe_barrier (PIPE_V);
  for (int32_t c = 0; c < tile_len; c += 128)
    vadd (yb + c, yb + c, gb + c, (uint8_t) nr, 1, 1, 1, REP_STRIDE,
          REP_STRIDE, 0);
  copy_ubuf_to_gm (y, yb, 0, 1, (uint16_t) (nr * lblk), 0, 0);
}
