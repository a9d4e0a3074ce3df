/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,alloc" } */
/* A gather into the slot t & 1 of a two-slot buffer, one row per index
   read from data: "bg + j * ROW" with bg = bag + (t & 1) * SLOT and j
   below a count read from data.  The offset is known only from its
   type, past the end of UB: under the layout assumption the pointer,
   made from the slot's base, stays in that slot (the last slot up to
   the next buffer), so the row loads of tile t + 1 do not meet the
   vector op reading slot t & 1, and the pairs rotate over the two
   slots (distance 2).
   run-layout-slot-rotation-unknown-offset.c includes this kernel.  */
#define ROW 256                 /* halves: 512 bytes */
#define SLOT (8 * ROW)          /* 8 rows: 4 KB */

__global__ __aicore__ void
k (__gm__ half *tab, __gm__ int32_t *cnt, __gm__ half *y, int nt)
{
  __ubuf__ int32_t *c = (__ubuf__ int32_t *) get_imm (0);
  __ubuf__ half *bag = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x4000);
  copy_gm_to_ubuf (c, cnt, 0, 1, 8, 0, 0);
  for (int t = 0; t < nt; t++)
    {
      __ubuf__ half *bg = bag + (t & 1) * SLOT;
      __ubuf__ half *o = out + (t & 1) * ROW;
      int n = c[t];
      for (int j = 0; j < n; j++)
        copy_gm_to_ubuf (bg + j * ROW, tab + (t + j) * ROW, 0, 1, ROW / 16,
                         0, 0);
      vmuls (o, bg, (half) 2.0f, ROW / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * ROW, o, 0, 1, ROW / 16, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x1000\\.\\.0x4000\\)~\[^ \]*\\{L\[0-9\] 0:0x1000\\.\\.0x2000 1:0x2000\\.\\.0x4000\\}" } } */
/* { dg-final { scan-ascsync-dump "pair\[0-9\]+ loop V->MTE2 id=0\\.\\.1 rotating deps op\[0-9\]+->op\[0-9\]+\\(d2\\)" } } */
