/* { dg-do compile } */
/* { dg-options "-O0 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,deps" } */
/* A software-pipelined loop whose counter starts at -1: iteration T
   (t = T - 1) loads tile t + 1 into slot (t + 1) & 1, then, from t = 0
   on, computes tile t from slot t & 1.  The counter's residues modulo 2
   hold from its negative start (two's complement), so the load and the
   vector op each touch one slot per iteration, the other one from each
   other's (at -O0 as GCC keeps it; at -O2 GCC threads the first
   iteration apart).  run-kslot-counter-from-minus-one.c runs it.  */
#define TILE 2048               /* halves: 4 KB */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  for (int t = -1; t < n; t++)
    {
      if (t + 1 < n)
        {
          __ubuf__ half *in = (__ubuf__ half *) get_imm (((t + 1) & 1) * 0x2000);
          copy_gm_to_ubuf (in, x + (t + 1) * TILE, 0, 1, TILE / 16, 0, 0);
        }
      if (t < 0)
        continue;
      __ubuf__ half *in = (__ubuf__ half *) get_imm ((t & 1) * 0x2000);
      __ubuf__ half *out = (__ubuf__ half *) get_imm (0x10000 + (t & 1) * 0x2000);
      vmuls (out, in, (half) 2.0f, TILE / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * TILE, out, 0, 1, TILE / 16, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\[^ \]*.L0 0:0x0..0x1000 1:0x2000..0x3000." } } */
/* { dg-final { scan-ascsync-dump "op vmuls pipe=V R:UB\[^ \]*.L0 0:0x2000..0x3000 1:0x0..0x1000. W:UB" } } */
/* { dg-final { scan-ascsync-dump "MTE2\\) -> op\[0-9\]+ \\(line \[0-9\]+, V\\) RAW carried by L0, distance 1" } } */
