/* helper-ids-per-table-buffer.h -- the kernel of the tests of a tile
   helper given its slot's buffers from tables a loop fills
   ({dump,run}-helper-ids-per-table-buffer*.c): "ib[j] = get_imm (0x400
   + j * 0x400)" for j from 0 to 1, then "tile (x, y, ib[t & 1], ob[t &
   1], t)".  The loop's counter takes 0 and 1 where it stores
   (gimple_heldloop.cc): each table holds two buffers, which the
   helper's pointer parameters point into, as when the kernel gives the
   slots' get_imm addresses directly (helper-ids-per-buffer.h).  */
__attribute__ ((noinline)) static void
tile (__gm__ half *x, __gm__ half *y, __ubuf__ half *in, __ubuf__ half *out,
      int t)
{
  copy_gm_to_ubuf (in, x + t * 256, 0, 1, 16, 0, 0);
  vadds (out, in, (half) 1.0f, 2, 1, 1, 8, 8);
  copy_ubuf_to_gm (y + t * 256, out, 0, 1, 16, 0, 0);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *ib[2], *ob[2];
  for (int j = 0; j < 2; j++)
    {
      ib[j] = (__ubuf__ half *) get_imm (0x400 + j * 0x400);
      ob[j] = (__ubuf__ half *) get_imm (0x2000 + j * 0x400);
    }
  for (int t = 0; t < 8; t++)
    tile (x, y, ib[t & 1], ob[t & 1], t);
}

#define CALL_N 2048
#define CALL_EXPECT(i) ((i) % 8 + 1)
