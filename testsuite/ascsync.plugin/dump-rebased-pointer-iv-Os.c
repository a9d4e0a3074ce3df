/* { dg-do compile } */
/* { dg-options "-Os -fplugin-arg-ascsync-dump=ops" } */
/* At -Os GCC's IVOPTs computes the vmul's second source W + k * 256 +
   j * 64 from the first's induction variable, "(get_imm (W) - get_imm
   (XF)) + ivtmp": a local address moved by a constant offset, whose
   induction form the evaluator kept only for integers -- the operand
   read any byte of UB.  It reads W's 0x1000 bytes.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int rows)
{
  __ubuf__ float *xf = (__ubuf__ float *) get_imm (0xcc00);
  __ubuf__ float *w = (__ubuf__ float *) get_imm (0x2c200);
  __ubuf__ float *p = (__ubuf__ float *) get_imm (0x13800);
  vector_dup (xf, 1.0f, 96, 1, 1, 8, 8);
  for (int k = 0; k < 4; k++)
    for (int j = 0; j < 4; j++)
      vmul (p + k * 6144 + j * 64, xf + k * 256 + j * 64,
            w + k * 256 + j * 64, (uint8_t) rows, 1, 1, 1, 32, 32, 0);
}
/* { dg-final { scan-ascsync-dump "op vmul pipe=V R:UB\[^ \]* R:UB\\\[\\+0x2c200\\.\\.0x2d200\\)" } } */
