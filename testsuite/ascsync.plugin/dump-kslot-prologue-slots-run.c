/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,plan" } */
/* Quadruple buffering with a prologue: a loop of at most three
   iterations loads tiles 0, 1 and 2 into slots 0, 1 and 2 (slot P of
   its iteration P), then the tile loop prefetches tile T + 3 into slot
   (T + 3) % 4.  The prologue's loads touch only the slots of the
   iterations it runs, not slot 3, so the first prefetch, into slot 3,
   meets none of them, and no pipe_barrier (MTE2) goes between the
   prologue and the tile loop; each later prefetch into a slot the
   prologue loaded waits, through V, for the compute of that tile.  */
#define TILE 2048
#define NSLOT 4

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int ntiles)
{
  __ubuf__ half *xb[NSLOT];
  for (int j = 0; j < NSLOT; j++)
    xb[j] = (__ubuf__ half *) get_imm (j * TILE * 2);
  __ubuf__ half *yb = (__ubuf__ half *) get_imm (0x8000);
  int ls = 0;
  for (int p = 0; p < NSLOT - 1 && p < ntiles; p++)
    {
      copy_gm_to_ubuf (xb[ls], x + p * TILE, 0, 1, TILE * 2 / 32, 0, 0);
      if (++ls == NSLOT)
        ls = 0;
    }
  int cs = 0;
  for (int t = 0; t < ntiles; t++)
    {
      if (t + NSLOT - 1 < ntiles)
        {
          copy_gm_to_ubuf (xb[ls], x + (t + NSLOT - 1) * TILE, 0, 1,
                           TILE * 2 / 32, 0, 0);
          if (++ls == NSLOT)
            ls = 0;
        }
      vadds (yb, xb[cs], (half) 1.0f, TILE / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * TILE, yb, 0, 1, TILE * 2 / 32, 0, 0);
      if (++cs == NSLOT)
        cs = 0;
    }
}
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ line 24 op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.0x3000\\)~\\{L\[0-9\] 0:0x0\\.\\.0x1000 1:0x1000\\.\\.0x2000 2:0x2000\\.\\.0x3000 3:0x3000\\.\\.0x4000\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE2\\)" } } */
