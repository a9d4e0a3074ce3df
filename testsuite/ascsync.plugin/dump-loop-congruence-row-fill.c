/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* The rows of point i from a count read from data on, "bag + (c * 8 +
   i) * 128" for c from cnt[i] to 15, filled by vector_dup: GCC steps
   one pointer by a row group (2048 bytes) from the first row, which
   keeps the first row's residue modulo 2048, i rows up.  The fills of
   different points never meet: no pipe_barrier (PIPE_V) between
   points.  */
void
k (__gm__ int32_t *cnts, __gm__ half *out)
{
  __ubuf__ int32_t *cnt = (__ubuf__ int32_t *) get_imm (0);
  __ubuf__ half *bag = (__ubuf__ half *) get_imm (0x2000);
  copy_gm_to_ubuf (cnt, cnts, 0, 1, 1, 0, 0);
  for (int i = 0; i < 8; i++)
    for (int c = cnt[i]; c < 16; c++)
      vector_dup (bag + (c * 8 + i) * 128, (half) -65504.0f, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (out, bag, 0, 1, 64, 0, 0);
}
/* { dg-final { scan-ascsync-dump {op[0-9]+ line [0-9]+ op vector_dup .*\{lmod@L[0-9]+=0x800:0x0\+0x100,\+0x100/it\}} } } */
/* { dg-final { scan-ascsync-dump-not {pipe_barrier \(V\)} } } */
