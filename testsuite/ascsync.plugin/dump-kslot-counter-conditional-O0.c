/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops" } */
/* Triple buffering with the slot stepped by a conditional expression,
   "s = s == 2 ? 0 : s + 1", at -O0: GCC leaves the conditional in a
   temporary and copies it into s, "s_9 = iftmp_8", which feeds the
   loop's PHI.  The copy is the counter s + 1 modulo 3 as the PHI of
   the conditional is: the accesses rotate over the three slots.  */
#define TILE 2048               /* halves: 4 KB */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  for (int t = 0, s = 0; t < n; t++, s = s == 2 ? 0 : s + 1)
    {
      __ubuf__ half *in = (__ubuf__ half *) get_imm (s * 2 * TILE);
      __ubuf__ half *out = (__ubuf__ half *) get_imm (0x10000 + s * 2 * TILE);
      copy_gm_to_ubuf (in, x + t * TILE, 0, 1, TILE / 16, 0, 0);
      vmuls (out, in, (half) 2.0f, TILE / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * TILE, out, 0, 1, TILE / 16, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.0x3000\\)~\\{L\[0-9\] 0:0x0\\.\\.0x1000 1:0x1000\\.\\.0x2000 2:0x2000\\.\\.0x3000\\}" } } */
