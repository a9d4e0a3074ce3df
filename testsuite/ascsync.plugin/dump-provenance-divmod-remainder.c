/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A kernel that takes both i / ntl and i % ntl gets GCC's .DIVMOD, the
   two results the parts of one complex value.  An offset computed from
   the remainder ("off = MAX (p0, 3) - p0", p0 = (i % ntl) * 128) has no
   bound the evaluator finds, but it is an integer, not an address: the
   pointer "x16 + off * 16" is derived from the slot x16 alone, so the
   load stays in its slot (the provenance bound), not in all of UB.  */
void
k (__gm__ half *x, int32_t nitems, int32_t ntl, int32_t len)
{
  for (int32_t i = 0; i < nitems; i++)
    {
      int s = i & 1;
      int32_t seq = i / ntl;
      int32_t p0 = (i % ntl) * 128;
      __ubuf__ half *x16 = (__ubuf__ half *) get_imm (s * 4608);
      __ubuf__ half *y16 = (__ubuf__ half *) get_imm (0x4000);
      int32_t lo = p0 - 3 > 0 ? p0 - 3 : 0;
      int32_t off = lo - (p0 - 3);
      copy_gm_to_ubuf (x16 + off * 16, x + (int64_t) seq * len + lo * 16,
                       0, 1, 8, 0, 0);
      vadds (y16, x16, 1.0, 1, 1, 1, 8, 8);
    }
}
/* { dg-final { scan-ascsync-dump {op0 line [0-9]+ op copy_gm_to_ubuf pipe=MTE2 R:GM\[[^]]*\) W:UB\[\+0x0\.\.0x4000\)~\{L0 0:0x0\.\.0x1200 1:0x1200\.\.0x4000\}} } } */
