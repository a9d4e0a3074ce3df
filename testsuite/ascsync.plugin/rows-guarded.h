/* rows-guarded.h -- the kernel of the tests of GM rows a guard says
   differ ({dump,run}-rows-guarded*.c): rows picked at run time (x[t],
   here t) are added into in place, one a tile: tile T adds one to the
   row R it loaded into slot T & 1 and stores it back to y, after
   loading, only when it differs from R and from the row before it
   (RP), the next row RN into the other slot (ROWS_GUARD).  y[i] = 1
   for the 7 rows stored, 0 after them.  With ROWS_X_ZERO every row is
   row 0 (x[8 * t]).  */
#include <ascsim.h>

#ifndef ROWS_GUARD
#define ROWS_GUARD(rn, r, rp) ((rn) != (r) && (rn) != (rp))
#endif
#ifdef ROWS_X_ZERO
#define ROW_AT(t) ((int) (float) x[8 * (t)])
#define CALL_EXPECT(i) ((i) < 128 ? 4 : 0)
#else
#define ROW_AT(t) ((int) (float) x[t])
#define CALL_EXPECT(i) ((i) < 7 * 128 ? 1 : 0)
#endif

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  int r = ROW_AT (0), rp = -1;
  copy_gm_to_ubuf ((__ubuf__ half *) get_imm (0x1000),
                   y + (uint64_t) r * 128, 0, 1, 8, 0, 0);
  for (int t = 0; t < 7; t++)
    {
      __ubuf__ half *cur
        = (__ubuf__ half *) get_imm (0x1000 + (t & 1) * 0x1000);
      __ubuf__ half *nxt
        = (__ubuf__ half *) get_imm (0x1000 + (1 - (t & 1)) * 0x1000);
      int rn = ROW_AT (t + 1);
      if (ROWS_GUARD (rn, r, rp))
        copy_gm_to_ubuf (nxt, y + (uint64_t) rn * 128, 0, 1, 8, 0, 0);
      vadds (cur, cur, (half) 1.0f, 1, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + (uint64_t) r * 128, cur, 0, 1, 8, 0, 0);
      rp = r;
      r = rn;
    }
}

#define CALL_N 1024
