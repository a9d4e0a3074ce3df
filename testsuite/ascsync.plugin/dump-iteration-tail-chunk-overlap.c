/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-layout=no" } */
/* As dump-iteration-tail-chunk-range.c with ccnt = MIN (24 - 8 * j,
   8): all three chunks are full (96 fractals, up to 0x18000), so the
   Q tile's DMA into 0x16000 waits for the loads (MTE1 -> MTE2).  */
void
k (__gm__ half *x)
{
  __cbuf__ half *l1v = (__cbuf__ half *) get_imm (0xc000);
  __cbuf__ half *l1q = (__cbuf__ half *) get_imm (0x16000);
  __cb__ half *l0b = (__cb__ half *) get_imm (0);
  for (int j = 0; j < 3; j++)
    {
      int ccnt = 24 - 8 * j < 8 ? 24 - 8 * j : 8;
      load_cbuf_to_cb (l0b, l1v, j * 32, ccnt * 4, 1, 0, 0);
    }
  copy_gm_to_cbuf (l1q, x, 0, 1, 256, 0, 0, PAD_NONE);
}
/* { dg-final { scan-ascsync-dump "op load_cbuf_to_cb pipe=MTE1 R:L1\\\[\\+0xc000\\.\\.0x18000\\)" } } */
/* { dg-final { scan-ascsync-dump "wait_flag \\(MTE1, MTE2, " } } */
