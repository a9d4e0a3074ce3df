/* Kernel for the tests of a loop of pipe work that runs until a flag
   its body sets stays clear: per tile of up to NB bags (slot s = t &
   1) each bag has a count of rows the scalar unit reads from UB (1 ..
   MAXR after clamping); its rows are loaded into BAG[s] and summed by
   halving levels over all bags at once, "any" telling whether some bag
   still had more than one row; the row left in each bag goes to
   OUT[s], which is stored.  At -O3 GCC's late jump threaders copy the
   paths on which "any" is known into the level loop, which then has an
   entry at each copy (threading=yes shows it).  */
#define DIM 128                 /* floats per row */
#define ROWB (DIM * 4 / 32)     /* 32-byte blocks per row */
#define REPS (DIM / 64)         /* repeats per row */
#define NB 8                    /* bags per tile */
#define MAXR 6                  /* rows per bag at most */

__global__ __aicore__ void
k (__gm__ float *x, __gm__ int32_t *cnt, __gm__ float *y, int nbags)
{
  __ubuf__ int32_t *cb = (__ubuf__ int32_t *) get_imm (0x0);
  __ubuf__ float *bagb = (__ubuf__ float *) get_imm (0x1000);
  __ubuf__ float *outb = (__ubuf__ float *) get_imm (0x19000);
  int ntiles = (nbags + NB - 1) / NB;
  for (int t = 0; t < ntiles; t++)
    {
      int tb = nbags - t * NB < NB ? nbags - t * NB : NB;
      __ubuf__ int32_t *cs = cb + (t & 1) * 8;
      __ubuf__ float *bg = bagb + (t & 1) * NB * MAXR * DIM;
      __ubuf__ float *ob = outb + (t & 1) * NB * DIM;
      int m[NB];
      copy_gm_to_ubuf (cs, cnt + t * 8, 0, 1, 1, 0, 0);
      for (int b = 0; b < tb; b++)
        {
          int n = cs[b];
          n = n < 1 ? 1 : n > MAXR ? MAXR : n;
          m[b] = n;
          copy_gm_to_ubuf (bg + b * MAXR * DIM,
                           x + ((int64_t) t * NB + b) * MAXR * DIM, 0, 1,
                           (uint16_t) (n * ROWB), 0, 0);
        }
      for (;;)
        {
          int any = 0;
          for (int b = 0; b < tb; b++)
            if (m[b] > 1)
              {
                int h = m[b] / 2;
                __ubuf__ float *r = bg + b * MAXR * DIM;
                vadd (r, r, r + (m[b] - h) * DIM, (uint8_t) (h * REPS), 1,
                      1, 1, 8, 8, 8);
                any = 1;
              }
          if (!any)
            break;
          for (int b = 0; b < tb; b++)
            if (m[b] > 1)
              m[b] -= m[b] / 2;
        }
      for (int b = 0; b < tb; b++)
        copy_ubuf_to_ubuf (ob + b * DIM, bg + b * MAXR * DIM, 0, 1, ROWB, 0,
                           0);
      copy_ubuf_to_gm (y + (int64_t) t * NB * DIM, ob, 0, 1, NB * ROWB, 0, 0);
    }
}
