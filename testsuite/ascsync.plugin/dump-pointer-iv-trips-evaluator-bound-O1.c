/* { dg-do compile } */
/* { dg-options "-O1 -fplugin-arg-ascsync-dump=ops" } */
/* A tile of KB column blocks, KB = MIN (95 - cb0, 40) with cb0 = (t % 3)
   * 40, loaded block by block into slot t & 1 (slots 0x5000 bytes
   apart).  At -O1 GCC keeps the MIN as a branch and computes the arm
   again in unsigned arithmetic, so its own bound on the block loop's
   trips comes from a range of KB up to 175 and the pointer's range
   reached the next slot.  The evaluator's bound (KB at most 40) bounds
   the pointer: each slot's load stays in its 0x5000 bytes.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int64_t n)
{
  __ubuf__ uint16_t *in_ub = (__ubuf__ uint16_t *) get_imm (0);
  for (int64_t t = 0; t < n; t++)
    {
      int s = (int) (t & 1);
      int64_t cb0 = (t % 3) * 40;
      int kb = (int) (95 - cb0 < 40 ? 95 - cb0 : 40);
      __ubuf__ uint16_t *in = in_ub + s * 10240;
      for (int j = 0; j < kb; j++)
        copy_gm_to_ubuf (in + j * 256, x + (cb0 + j) * 16, 0, 16, 1, 94, 0);
      vadds ((__ubuf__ half *) in, (__ubuf__ half *) in, (half) 1.0f, 1, 1, 1, 8, 8);
    }
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 \[^\n\]* W:UB\\\[\\+0x0\\.\\.0xa000\\)~\[^ \]*\\{L0 0:0x0\\.\\.0x5000 1:0x5000\\.\\.0xa000\\}" } } */
