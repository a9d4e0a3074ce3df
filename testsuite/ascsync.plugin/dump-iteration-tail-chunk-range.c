/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-layout=no" } */
/* Three chunks of V loaded from L1 by index (baseIdx j * 32 fractals),
   the last one shorter: ccnt = MIN (20 - 8 * j, 8) column blocks, so
   the loads cover 80 fractals (0xa000 bytes), not 3 * 32.  The L1 area
   after them is then free for the Q tile's DMA, which needs no wait for
   the loads (AttnScore's V and Q areas).  layout=no: the bound comes
   from the counts, not from the next buffer's address.  Twin:
   dump-iteration-tail-chunk-overlap.c.  */
void
k (__gm__ half *x)
{
  __cbuf__ half *l1v = (__cbuf__ half *) get_imm (0xc000);
  __cbuf__ half *l1q = (__cbuf__ half *) get_imm (0x16000);
  __cb__ half *l0b = (__cb__ half *) get_imm (0);
  for (int j = 0; j < 3; j++)
    {
      int ccnt = 20 - 8 * j < 8 ? 20 - 8 * j : 8;
      load_cbuf_to_cb (l0b, l1v, j * 32, ccnt * 4, 1, 0, 0);
    }
  copy_gm_to_cbuf (l1q, x, 0, 1, 256, 0, 0, PAD_NONE);
}
/* { dg-final { scan-ascsync-dump "op load_cbuf_to_cb pipe=MTE1 R:L1\\\[\\+0xc000\\.\\.0x16000\\)" } } */
/* { dg-final { scan-ascsync-dump-not "\\(MTE1, MTE2, " } } */
