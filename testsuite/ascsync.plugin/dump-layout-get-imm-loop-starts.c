/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops" } */
/* A loop gives get_imm the address of each of four slots, "in[j] =
   get_imm (j * 0x1000)": each value of its argument declares a buffer.
   The tile's count (read from a volatile) is known only from its type,
   and the layout bound ends each slot's load at the
   next slot's address (the last slot's at the end of UB), not all of
   them at the end of UB.  */
#define TILE 2048               /* halves: 4 KB */
#define NSLOT 4

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *in[NSLOT];
  for (int j = 0; j < NSLOT; j++)
    in[j] = (__ubuf__ half *) get_imm (j * 0x1000);
  int ntiles = (n + TILE - 1) / TILE;
  for (int t = 0; t < ntiles; t++)
    {
      /* Through a volatile: a count with no bound but its type.  */
      volatile uint16_t nblkv = (uint16_t) ((n - t * TILE < TILE
                                             ? n - t * TILE : TILE) + 15)
                                / 16;
      uint16_t nblk = nblkv;
      __ubuf__ half *b = in[t % NSLOT];
      copy_gm_to_ubuf (b, x + t * TILE, 0, 1, nblk, 0, 0);
      vmuls (b, b, (half) 2.0f, TILE / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * TILE, b, 0, 1, nblk, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.end\\)\\{L\[0-9\] 0:0x0\\.\\.0x1000 1:0x1000\\.\\.0x2000 2:0x2000\\.\\.0x3000 3:0x3000\\.\\.0x40000\\}" } } */
