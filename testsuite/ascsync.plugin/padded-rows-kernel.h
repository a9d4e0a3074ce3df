/* A tile of TR rows of C halves loaded into slot t % 3 of X16 with a
   halo: LPAD zero rows before the first row of a sequence of L rows and
   RPAD after its last, so the load starts LPAD rows into the slot and
   ends at row ROWS + 2 * HALO - RPAD of it.  The tile index IT is
   computed from signed values GCC cannot see are not negative, so LPAD
   is known only up to about 200 rows.  EXTRA (0 unless defined) rows
   more are loaded: not bounded by the slot.  */
#ifndef EXTRA
#define EXTRA 0
#endif
#define L 200
#define C 64
#define HALO 4
#define TR 16
#define TPS ((L + TR - 1) / TR)
#define SLOT ((TR + 2 * HALO) * C)      /* halves: 3072 bytes */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int32_t nseq, int64_t it0)
{
  __ubuf__ half *x16 = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *y16 = (__ubuf__ half *) get_imm (3 * SLOT * 2);
  int64_t nit = (int64_t) nseq * TPS;
  for (int64_t t = 0; t < nit; t++)
    {
      int s = (int) (t % 3);
      int64_t it = it0 + t;
      int64_t n = it / TPS;
      int r0 = (int) (it % TPS) * TR;
      int rows = L - r0 < TR ? L - r0 : TR;
      int lpad = HALO - r0 > 0 ? HALO - r0 : 0;
      int rpad = r0 + rows + HALO - L > 0 ? r0 + rows + HALO - L : 0;
      int nload = rows + 2 * HALO - lpad - rpad + EXTRA;
      __ubuf__ half *xs = x16 + s * SLOT;
      copy_gm_to_ubuf (xs + lpad * C, x + (n * L + r0 - HALO + lpad) * C, 0,
                       1, (uint16_t) (nload * C / 16), 0, 0);
      vadds (y16, xs + HALO * C, 1.0, (uint8_t) (rows * C / 128), 1, 1, 8, 8);
      copy_ubuf_to_gm (y + (n * L + r0) * C, y16, 0, 1,
                       (uint16_t) (rows * C / 16), 0, 0);
    }
}
