/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops" } */
/* Slots that continue a rotation from a count a helper wrote through a
   pointer, "s = (n1 + t) & 1" in unsigned arithmetic: N1 is read back
   from the stack before the loop, so nothing bounds it, but an unsigned value is in
   its type's range whatever it is, and the low bit of the sum is the
   counter's shifted by a fixed amount through the loop: the accesses
   rotate over the two slots with an unknown phase.  */
__attribute__ ((noinline)) static void
first_rows (int *n, int b)
{
  *n = b * 3 + 1;
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  int rows;
  first_rows (&rows, (int) block_idx);
  int n1 = rows;
  for (int t = 0; t < n; t++)
    {
      int s = (int) (((unsigned) n1 + (unsigned) t) & 1);
      __ubuf__ half *in = (__ubuf__ half *) get_imm (s * 0x1000);
      copy_gm_to_ubuf (in, x + t * 2048, 0, 1, 128, 0, 0);
      vmuls (in, in, (half) 2.0f, 16, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 2048, in, 0, 1, 128, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.0x2000\\)~\\{L\[0-9\]\\+x\[0-9\]+/\[0-9\]+ 0:0x0\\.\\.0x1000 1:0x1000\\.\\.0x2000\\}" } } */
