/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* An operand below the buffer it is derived from ("b - 64", in the
   buffer a before b) with a count bounded only by its type: the layout
   assumption ends its read at the end of b's buffer (0x2000), not at
   b's start (0x1000), between the pointer and b; so the load into b
   after it waits for it (V -> MTE2).  In a slot rotation ("ys - 64"),
   each slot's read ends at the end of ys's slot, not at its start.  */
void
k (__gm__ half *x, __gm__ half *y, int32_t rows)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *c = (__ubuf__ half *) get_imm (0x8000);
  copy_gm_to_ubuf (a, x, 0, 1, 128, 0, 0);
  uint8_t rep = (uint8_t) (rows < 8 ? rows : 8);
  vadds (c, b - 64, (half) 1.0f, rep, 1, 1, 8, 8);
  copy_gm_to_ubuf (b, x + 4096, 0, 1, 64, 0, 0);
  for (int t = 0; t < 4; t++)
    {
      int s = t & 1;
      __ubuf__ half *ys = (__ubuf__ half *) get_imm (0x2000 + s * 0x1000);
      __ubuf__ half *zs = (__ubuf__ half *) get_imm (0x4000 + s * 0x1000);
      copy_gm_to_ubuf (ys, x + t * 2048, 0, 1, 128, 0, 0);
      vmuls (zs, ys - 64, (half) 2.0f, rep, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 1024, zs, 0, 1, 64, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "op vadds pipe=V R:UB\\\[\\+0xf80\\.\\.0x2000\\)" } } */
/* { dg-final { scan-ascsync-dump "op vmuls pipe=V R:UB\\\[\\+0x1f80\\.\\.0x4000\\)~\\{L\[0-9\]+ 0:0x1f80\\.\\.0x3000 1:0x2f80\\.\\.0x4000\\}" } } */
/* { dg-final { scan-ascsync-dump "set_flag \\(V, MTE2, \[0-9\]+\\) \\\[dep op1\\\]" } } */
