/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A software-pipelined loop "for (t = -1; t < n; t++) { if (t + 1 < n)
   load (slot (t + 1) & 1); if (t < 0) continue; compute (slot t & 1);
   }": with -fthread-jumps off, value-range propagation still remade it
   into a nest (the "continue" taken by the first iteration only), the
   slots rotating with an inner loop of at most 2 iterations from an
   unknown phase.  Where the plugin turns threading off it turns VRP
   off too (and finds the ranges itself, as below -O2): the loop stays
   one loop, its slots rotating from its counter.  */
#define TILE 2048

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x4000);
  for (int t = -1; t < n; t++)
    {
      if (t + 1 < n)
        copy_gm_to_ubuf (in + ((t + 1) & 1) * TILE, x + (t + 1) * TILE, 0,
                         1, TILE / 16, 0, 0);
      if (t < 0)
        continue;
      vmuls (out + (t & 1) * TILE, in + (t & 1) * TILE, (half) 2.0f,
             TILE / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * TILE, out + (t & 1) * TILE, 0, 1, TILE / 16,
                       0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "jump threading is off in this function" } } */
/* { dg-final { scan-ascsync-dump "op vmuls pipe=V R:UB\\\[\\+0x0\\.\\.0x2000\\)~\\{L0 0:0x1000\\.\\.0x2000 1:0x0\\.\\.0x1000\\}" } } */
/* { dg-final { scan-ascsync-dump-not "loop L1" } } */
