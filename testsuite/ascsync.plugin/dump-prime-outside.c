/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* K-steps of a tile loop, ping-pong slots selected by the k-step index
   (the same slot sequence in every tile): the loop-carried MTE1 -> MTE2
   pair of the k-step loop is primed once before the tile loop and
   drained once after it, so the first DMA of a tile does not wait for
   the last loads of the previous tile to be drained.  */
void
k (__gm__ half *a, int tiles)
{
  for (int t = 0; t < tiles; t++)
    for (int ks = 0; ks < 4; ks++)
      {
        int p = ks & 1;
        __cbuf__ half *l1 = (__cbuf__ half *) get_imm (p * 0x8000);
        __ca__ half *l0 = (__ca__ half *) get_imm (p * 0x4000);
        copy_gm_to_cbuf (l1, a + (t * 4 + ks) * 4096, 0, 1, 256, 0, 0,
                         PAD_NONE);
        load_cbuf_to_ca (l0, l1, 0, 16, 1, 0, 0);
      }
}
/* { dg-final { scan-ascsync-dump "block B2: preds B6 B1 succs B3" } } */
/* { dg-final { scan-ascsync-dump "block B5: preds B0 B4 succs exit" } } */
/* { dg-final { scan-ascsync-dump "pair0 loop MTE1->MTE2 id=0\\.\\.1 rotating" } } */
/* { dg-final { scan-ascsync-dump "on edge B1->B2: set_flag \\(MTE1, MTE2, 0\\) \\\[join\\\]" } } */
/* { dg-final { scan-ascsync-dump "on edge B4->B5: wait_flag \\(MTE1, MTE2, 1\\) \\\[drain\\\]" } } */
/* { dg-final { scan-ascsync-dump-not "on edge B2->B3: set_flag" } } */
/* { dg-final { scan-ascsync-dump-not "on edge B3->B4: wait_flag" } } */
