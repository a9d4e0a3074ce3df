/* A table of buffer addresses filled by a loop, then read at constant
   indexes ("p[0]", "p[1]"): element J holds get_imm (J * 0x1000), and
   each vadd reads and writes two distinct buffers
   (dump-table-constant-element.c, -O0.c).  With TABLE_SET_AGAIN,
   element 0 is perhaps set again, to element 1's address
   (dump-table-constant-element-twice.c).  */
#define TILE 2048               /* halves: 4 KB */
#define NSLOT 4

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *p[NSLOT];
  for (int j = 0; j < NSLOT; j++)
    {
      p[j] = (__ubuf__ half *) get_imm (j * 0x1000);
      copy_gm_to_ubuf (p[j], x + j * TILE, 0, 1, TILE / 16, 0, 0);
    }
#ifdef TABLE_SET_AGAIN
  if (n)
    p[0] = (__ubuf__ half *) get_imm (0x1000);
#endif
  vadd (p[0], p[0], p[1], TILE / 128, 1, 1, 1, 8, 8, 8);
  vadd (p[2], p[2], p[3], TILE / 128, 1, 1, 1, 8, 8, 8);
  copy_ubuf_to_gm (y, p[0], 0, 1, TILE / 16, 0, 0);
  copy_ubuf_to_gm (y + TILE, p[2], 0, 1, TILE / 16, 0, 0);
}
