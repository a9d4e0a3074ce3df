/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* Tile t + 1 is prefetched into the other slot before tile t is
   computed: the DMA comes before the vector op in the iteration, but
   they touch the same slot only from one iteration to the next.  The
   dependence gets a loop-carried pair (wait before the vector op, set
   later in the iteration, primed before the loop), not a pair that
   makes each tile's vector op wait for the next tile's load.  */
void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x4000);
  copy_gm_to_ubuf (in, x, 0, 1, 128, 0, 0);
  for (int t = 0; t < n; t++)
    {
      int s = t & 1;
      if (t + 1 < n)
        copy_gm_to_ubuf (in + (1 - s) * 0x1000, x + (t + 1) * 0x1000, 0, 1,
                         128, 0, 0);
      vadds (out, in + s * 0x1000, 1.0, 32, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 0x1000, out, 0, 1, 128, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "pair\[0-9\]+ loop MTE2->V id=\[0-9\](\\.\\.\[0-9\] rotating)? deps op1->op2" } } */
/* { dg-final { scan-ascsync-dump-not "pair\[0-9\]+ intra MTE2->V id=\[0-9\] deps op1->op2" } } */
