/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* A k-step counter that runs on over all tiles selects the ping-pong
   slot ("p = step & 1", as the BatchMatMul kernel does), but each tile
   runs an odd number of k-steps (5), so the slot of the first k-step of
   a tile alternates.  Within each run of the inner loop the slots still
   alternate: the accesses get a slot rotation of the inner loop from an
   unknown start (tagged "+x"), and the MTE1 -> MTE2 flag rotates over
   two event ids.  */
void
k (__gm__ half *a, int tiles)
{
  int step = 0;
  for (int t = 0; t < tiles; t++)
    for (int ks = 0; ks < 5; ks++, step++)
      {
        int p = step & 1;
        __cbuf__ half *l1 = (__cbuf__ half *) get_imm (p * 0x8000);
        __ca__ half *l0 = (__ca__ half *) get_imm (p * 0x4000);
        copy_gm_to_cbuf (l1, a + (t * 5 + ks) * 4096, 0, 1, 256, 0, 0,
                         PAD_NONE);
        load_cbuf_to_ca (l0, l1, 0, 16, 1, 0, 0);
      }
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_cbuf pipe=MTE2 R:GM\[^ \]* W:L1\\\[\\+0x0\\.\\.0xa000\\)~\\{L\[0-9\]\\+x\[0-9\]+(/\[0-9\]+)? 0:0x0\\.\\.0x2000 1:0x8000\\.\\.0xa000\\}" } } */
/* { dg-final { scan-ascsync-dump "loop MTE1->MTE2 id=0\\.\\.1 rotating" } } */
