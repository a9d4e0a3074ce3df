/* Kernel for the tests of a pair's join held back by a chain: per tile
   (slot s = t & 1) eight rows are loaded into BAG[s], rows 4..7 by one
   loop and then rows 0..3 by another (one small DMA a row), and summed
   by a halving tree: level 1 reads rows 0..7, level 2 rows 0..3,
   level 3 rows 0..1 into OUT[s], which is stored.  The loads of rows
   4..7 of tile t need only level 1 of tile t - 2 done, those of rows
   0..3 the whole tree.  */
#define DIM 512                 /* halves per row */
#define ROWB (DIM * 2 / 32)     /* 32-byte blocks per row */
#define REPS (DIM / 128)        /* repeats per row */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int ntiles)
{
  __ubuf__ half *bagb = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *outb = (__ubuf__ half *) get_imm (0x9000);
  for (int t = 0; t < ntiles; t++)
    {
      __ubuf__ half *bg = bagb + (t & 1) * 8 * DIM;
      __ubuf__ half *ob = outb + (t & 1) * DIM;
      for (int j = 4; j < 8; j++)
        copy_gm_to_ubuf (bg + j * DIM, x + (t * 8 + j) * DIM, 0, 1, ROWB, 0,
                         0);
      for (int j = 0; j < 4; j++)
        copy_gm_to_ubuf (bg + j * DIM, x + (t * 8 + j) * DIM, 0, 1, ROWB, 0,
                         0);
      vadd (bg, bg, bg + 4 * DIM, 4 * REPS, 1, 1, 1, 8, 8, 8);
      vadd (bg, bg, bg + 2 * DIM, 2 * REPS, 1, 1, 1, 8, 8, 8);
      vadd (ob, bg, bg + DIM, REPS, 1, 1, 1, 8, 8, 8);
      copy_ubuf_to_gm (y + t * DIM, ob, 0, 1, ROWB, 0, 0);
    }
}
