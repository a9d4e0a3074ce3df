/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A window loaded at run-time offsets: "x + (row0 + r) * l + i0", its
   row from GCC's .DIVMOD of the tile counter by a run-time tile count,
   its row length and start from the kernel's integer parameters, its
   buffers laid out at run-time offsets from one get_imm address.  The
   evaluator does not follow the pointer GCC's ivopts builds for it, and
   the parameter it is derived from is read from its value's roots:
   integer parameters and the integer results of calls hold no address,
   so the load reads x (arg0), not any GM, and nothing is warned.  */
#define BLK 16
#define LANES 16

static inline void
load_window (__gm__ half *x, __ubuf__ half *xs, int64_t row0, int64_t l,
             int64_t i0, int nch)
{
  for (int r = 0; r < LANES; r++)
    copy_gm_to_ubuf (xs + r * BLK, x + (row0 + r) * l + i0, 0,
                     (uint16_t) nch, 1, 0, LANES - 1);
}

__global__ __aicore__ void
k (__gm__ half *x, int32_t c_total, int32_t l, int32_t k_taps, int32_t s,
   int32_t tl)
{
  if (k_taps < 1 || k_taps > 8 || s < 1 || s > 2 || tl < 16 || tl > 1024
      || tl % 16 != 0 || c_total <= 0)
    return;
  int32_t lout = (l - k_taps) / s + 1;
  int32_t nch = ((tl - 1) * s + k_taps + 15) / 16;
  if (lout < tl || l < nch * 16)
    return;
  int64_t xslot = (int64_t) nch * 16 * BLK;
  int64_t yslot = (int64_t) tl * BLK;
  if ((3 * xslot + (k_taps + 1) * yslot) * 2 > 0x3e000
      || c_total % (block_num * LANES) != 0 || c_total / block_num > 128)
    return;
  __ubuf__ half *xb = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *yb = xb + 3 * xslot;
  __ubuf__ half *pb = yb + 2 * yslot;
  __ubuf__ half *bb = (__ubuf__ half *) get_imm (0x3e800);
  int64_t cpb = c_total / block_num;
  int64_t c0 = block_idx * cpb;
  int nt = (lout + tl - 1) / tl;
  int64_t ntot = (int64_t) (cpb / LANES) * nt;
  for (int q = 0; q < nch; q++)
    vtranspose ((__ubuf__ uint16_t *) (xb + q * 16 * BLK),
                (__ubuf__ uint16_t *) (xb + q * 16 * BLK));
  int sl = 0, g = 0;
  for (int64_t n = 0; n < ntot; n++)
    {
      int sl2 = sl == 0 ? 2 : sl - 1;
      int sl1 = sl == 2 ? 0 : sl + 1;
      __ubuf__ half *ys = yb + (n & 1) * yslot;
      int64_t n2 = n + 2;
      int t2 = (int) (n2 % nt);
      int64_t o2 = t2 < nt - 1 ? (int64_t) t2 * tl : lout - tl;
      int64_t i2 = o2 * s < l - nch * 16 ? o2 * s : l - nch * 16;
      load_window (x, xb + sl2 * xslot, c0 + n2 / nt * LANES, l, i2, nch);
      __ubuf__ half *xn = xb + sl1 * xslot;
      for (int q = 0; q < nch; q++)
        vtranspose ((__ubuf__ uint16_t *) (xn + q * 16 * BLK),
                    (__ubuf__ uint16_t *) (xn + q * 16 * BLK));
      for (int h = 1; h <= k_taps; h *= 2)
        for (int i = 0; i + h <= k_taps; i += 2 * h)
          {
            __ubuf__ half *dst = i == 0 ? ys : pb + (i - 1) * yslot;
            if (i + h == k_taps)
              vadd (dst, dst, bb + g * BLK, tl / 8, 1, 1, 0, 8, 8, 0);
            vadd (dst, dst, pb + (i + h - 1) * yslot, tl / 8, 1, 1, 1, 8, 8,
                  8);
          }
      sl = sl1;
    }
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\\\[arg0\\+" } } */
