/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,alloc" } */
/* A table of four slot addresses indexed by a counter, "if (++s == 4)
   s = 0".  Partial redundancy elimination loads "in[s]" for the next
   iteration in the latch, after the reset, and takes it round the back
   edge.  The index of that load, the PHI of "s + 1" and 0, is the
   counter's next value, so the load rotates over the slots one ahead,
   and the header's PHI over them in step with s: the accesses rotate
   over the four slots and the pairs carried four tiles on rotate over
   4 event ids.  run-kslot-counter-table.c includes this kernel.  */
#define TILE 2048               /* halves: 4 KB */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *in[4];
  in[0] = (__ubuf__ half *) get_imm (0);
  in[1] = (__ubuf__ half *) get_imm (0x1000);
  in[2] = (__ubuf__ half *) get_imm (0x2000);
  in[3] = (__ubuf__ half *) get_imm (0x3000);
  int s = 0;
  for (int t = 0; t < n; t++)
    {
      copy_gm_to_ubuf (in[s], x + t * TILE, 0, 1, TILE / 16, 0, 0);
      vmuls (in[s], in[s], (half) 2.0f, TILE / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * TILE, in[s], 0, 1, TILE / 16, 0, 0);
      if (++s == 4)
        s = 0;
    }
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.0x4000\\)~\\{L\[0-9\] 0:0x0\\.\\.0x1000 1:0x1000\\.\\.0x2000 2:0x2000\\.\\.0x3000 3:0x3000\\.\\.0x4000\\}" } } */
/* { dg-final { scan-ascsync-dump "pair\[0-9\]+ loop MTE3->MTE2 id=0\\.\\.3 rotating deps op\[0-9\]+->op\[0-9\]+\\(d4\\)" } } */
