/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=virtual,redundancy,alloc" } */
/* Redundancy removal by the happens-before flow (sync_hb.c).  Each
   iteration the vector unit scales A and bumps B, and the scalar unit
   reads both.  The read of B in iteration T + 1 depends on the bump at
   the end of iteration T: its loop-carried V -> S pair is v2.  But the
   V -> S pair placed for the read of A (set after the scaling at the
   top of the next iteration, waited before the reads) is issued by V
   after the bump, and its wait stalls the scalar unit: on every path
   from the bump to the read of B it orders the two.  No one shape of
   the order tests relates a pair acting at the top of the next
   iteration to a producer at the end of this one; the flow follows the
   paths, so v2 goes and takes no event id.  */
__global__ __aicore__ void
k (__gm__ uint16_t *y, int n)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ uint16_t *au = (__ubuf__ uint16_t *) get_imm (0x1000);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x2000);
  __ubuf__ uint16_t *bu = (__ubuf__ uint16_t *) get_imm (0x2000);
  vector_dup (a, 1.0, 1, 1, 1, 8, 8);
  vector_dup (b, 2.0, 1, 1, 1, 8, 8);
  for (int i = 0; i < n; i++)
    {
      vmuls (a, a, 2.0, 1, 1, 1, 8, 8);
      uint16_t v = au[0];
      uint16_t w = bu[0];
      y[2 * i] = v;
      y[2 * i + 1] = w;
      vadds (b, b, 1.0, 1, 1, 1, 8, 8);
    }
}
/* { dg-final { scan-ascsync-dump "v2 loop V->S in L0 set after op6 \\(line 30\\), wait before op4 \\(line 27\\) deps op6->op4" } } */
/* { dg-final { scan-ascsync-dump "=== redundancy: \[^\\n\]*\\n(;;   \[^\\n\]*\\n)*;;   v2 removed: every dependence it orders stays ordered by the pairs kept" } } */
/* { dg-final { scan-ascsync-dump "pair2 loop V->S id=-1\[^\\n\]* removed deps op6->op4" } } */
