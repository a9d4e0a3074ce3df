/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-provenance -fplugin-arg-ascsync-dump=ops,plan" } */
/* A helper's loop unrolled by "#pragma GCC unroll": its three copies
   write the three 64-float columns of the rows of one product buffer,
   at "pb + (_5 + 64) * 4" and "+ 512" where the first writes at
   "pb + _5 * 4" (_5 the slot's offset).  Their pointers differ by
   constants only: taken as GCC's affine combination without its
   constant, they share one base, and their residues modulo a row
   (0x300 bytes) are apart, so no pipe_barrier (PIPE_V) goes between
   them (with each copy's pointer a base of its own, one went before
   the second and the third).  */
#include <ascsim.h>

#define C 192                   /* floats per row */
#define ROWS 8
#define ROWB32 (C * 4 / 32)     /* 24 blocks per row */
#define PF (ROWS * C)           /* floats per product buffer */

static __attribute__ ((noinline)) void
taps (__ubuf__ float *acc, __ubuf__ float *pb, __ubuf__ float *xb,
      __ubuf__ float *wb)
{
  for (int kk = 0; kk < 4; kk++)
    {
#pragma GCC unroll 3
      for (int j = 0; j < 3; j++)
        vmul (pb + (kk & 1) * PF + j * 64, xb + kk * 8 + j * 64,
              wb + kk * C + j * 64, ROWS, 1, 1, 1, ROWB32, ROWB32, 0);
      vadd (acc, acc, pb + (kk & 1) * PF, ROWS * 3, 1, 1, 1, 8, 8, 8);
    }
}

__global__ __aicore__ void
k (__gm__ float *x, __gm__ float *w, __gm__ float *y, int ntiles)
{
  __ubuf__ float *xb = (__ubuf__ float *) get_imm (0x0);
  __ubuf__ float *pb = (__ubuf__ float *) get_imm (0x4000);
  __ubuf__ float *acc = (__ubuf__ float *) get_imm (0x8000);
  __ubuf__ float *wb = (__ubuf__ float *) get_imm (0xA000);
  copy_gm_to_ubuf (wb, w, 0, 1, 4 * ROWB32, 0, 0);
  for (int t = 0; t < ntiles; t++)
    {
      copy_gm_to_ubuf (xb, x + (int64_t) t * PF, 0, 1, ROWS * ROWB32, 0, 0);
      vector_dup (acc, 0.0f, ROWS * 3, 1, 1, 8, 8);
      taps (acc, pb, xb, wb);
      copy_ubuf_to_gm (y + (int64_t) t * PF, acc, 0, 1, ROWS * ROWB32, 0, 0);
    }
}

/* { dg-final { scan-ascsync-dump "W:UB\[^\\n\]*\\{qmod=b(\[0-9\]+)@L\[0-9\]+:0x300:0x0\\+0x100\\}\\n;;   op\[0-9\]+ \[^\\n\]*W:UB\[^\\n\]*\\{qmod=b\\1@L\[0-9\]+:0x300:0x100\\+0x100\\}\\n;;   op\[0-9\]+ \[^\\n\]*W:UB\[^\\n\]*\\{qmod=b\\1@L\[0-9\]+:0x300:0x200\\+0x100\\}" } } */
/* { dg-final { scan-ascsync-dump "summary taps: deps=\[0-9\]+ set=0 wait=0 barrier=2 " } } */
