/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-layout=no" } */
/* The tail length is compared in int64_t but taken in int from the
   32-bit arguments: "sl - q0 < tr ? n - (int) q0 : tr".  Both are the
   same difference, the int one proved at least 1 and bounded by the
   condition on its int64_t twin (below 16), so the vadds of at most 16
   * 8 repeats stays in its 32 KB slot: a barrier only between steps
   that use one slot.  */
__global__ __aicore__ void
k (__gm__ float *x, int32_t n, int32_t tile, int64_t steps)
{
  if (n < 1 || n > 4096 || tile < 1 || tile > 16)
    return;
  int64_t sl = n, tr = tile;
  int64_t nt = (sl + tr - 1) / tr;
  __ubuf__ float *b = (__ubuf__ float *) get_imm (0);
  for (int64_t s = 0; s < steps; s++)
    {
      int64_t q0 = (s % nt) * tr;
      int len = (int) (sl - q0 < tr ? n - (int) q0 : tr);
      vadds (b + (s & 1) * 8192, b + (s & 1) * 8192, 1.0f,
             (uint8_t) (len * 8), 1, 1, 8, 8);
    }
}
/* { dg-final { scan-ascsync-dump "op vadds \[^\\n\]* W:UB\\\[\\+0x0\\.\\.0x10000\\)~\\{L0 0:0x0\\.\\.0x8000 1:0x8000\\.\\.0x10000\\}" } } */
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(V\\) in the iterations of L0 numbered a multiple of 2" } } */
