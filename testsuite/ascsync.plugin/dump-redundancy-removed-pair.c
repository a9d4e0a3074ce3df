/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=virtual,redundancy,alloc" } */
/* Redundancy removal in the dump: ping-pong tiles (load, add in place,
   store).  The loop-carried MTE3 -> V pair placed for the store of tile
   t before the add of tile t + 2 is virtual pair v3; the chain V ->
   MTE3, MTE3 -> MTE2 (store before the next load of the slot), MTE2 ->
   V orders that dependence, so v3 is removed and keeps no event id.  */
void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *buf[2] = { (__ubuf__ half *) get_imm (0x4000),
                            (__ubuf__ half *) get_imm (0x8000) };
  for (int t = 0; t < n; t++)
    {
      __ubuf__ half *b = buf[t & 1];
      copy_gm_to_ubuf (b, x + t * 2048, 0, 1, 128, 0, 0);
      vadds (b, b, 3.0, 16, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 2048, b, 0, 1, 128, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "v3 loop MTE3->V in L0 rotating over 2 ids set after op2 \\(line 18\\), wait before op1 \\(line 17\\) deps op2->op1\\(d2\\)" } } */
/* { dg-final { scan-ascsync-dump "=== redundancy: \[^\\n\]*\\n(;;   \[^\\n\]*\\n)*;;   v3 removed: every dependence it orders stays ordered by the pairs kept" } } */
/* { dg-final { scan-ascsync-dump "pair3 loop MTE3->V id=-1\[^\\n\]* removed deps op2->op1\\(d2\\)" } } */
