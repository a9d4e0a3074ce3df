/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops" } */
/* The table of dump-kslot-table-filled-by-loop.c, then element 0 set
   to slot 3's address as well: a load of element 0 may give either
   address, so the accesses of residue 0 cover both slots (from 0x0 to
   0x4000), never slot 0 alone.  */
#define TILE 2048               /* halves: 4 KB */
#define NSLOT 4

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n, int swap)
{
  __ubuf__ half *in[NSLOT];
  for (int j = 0; j < NSLOT; j++)
    in[j] = (__ubuf__ half *) get_imm (j * 0x1000);
  if (swap)
    in[0] = (__ubuf__ half *) get_imm (0x3000);
  for (int t = 0; t < n; t++)
    {
      __ubuf__ half *b = in[t % NSLOT];
      copy_gm_to_ubuf (b, x + t * TILE, 0, 1, TILE / 16, 0, 0);
      vmuls (b, b, (half) 2.0f, TILE / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * TILE, b, 0, 1, TILE / 16, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.0x4000\\)~\\{L\[0-9\] 0:0x0\\.\\.0x4000 1:0x1000\\.\\.0x2000 2:0x2000\\.\\.0x3000 3:0x3000\\.\\.0x4000\\}" } } */
