/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps" } */
/* Each row of a double-buffered tile is CA halves of A, then CB halves
   of B loaded to "tile + ca", rows 256 halves apart; the kernel checks
   "ca + cb <= 256" (and each a multiple of 16, which GCC folds into
   "((ca | cb) & 15) != 0").  Taken alone, the pointer "tile + ca" at
   CA's largest value and B's rows at CB's run past the slot; over the
   pairs of values the check allows, the pointer's offset and B's rows
   end together at the slot's end at most, so
   the loads of tile T + 1 do not wait for the store of tile T, only
   for the one two tiles back (distance 2).  */
#define CPAD 256
__global__ __aicore__ void
k (__gm__ half *a, __gm__ half *b, __gm__ half *z, int ca, int cb, int n)
{
  if (ca <= 0 || cb <= 0 || ca % 16 != 0 || cb % 16 != 0
      || ca + cb > CPAD)
    return;
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);
  int cz = ca + cb;
  for (int t = 0; t < n; t++)
    {
      __ubuf__ half *tile = ub + (t & 1) * 8 * CPAD;
      copy_gm_to_ubuf (tile, a + t * 8 * ca, 0, 8, ca / 16, 0,
                       (CPAD - ca) / 16);
      copy_gm_to_ubuf (tile + ca, b + t * 8 * cb, 0, 8, cb / 16, 0,
                       (CPAD - cb) / 16);
      copy_ubuf_to_gm (z + t * 8 * cz, tile, 0, 8, cz / 16,
                       (CPAD - cz) / 16, 0);
    }
}
/* { dg-final { scan-ascsync-dump "line 26 op copy_gm_to_ubuf pipe=MTE2 R:GM\[^\\n\]* W:UB\\\[\\+0x\[0-9a-f\]+\\.\\.0x2000\\)~?\\{L0 0:0x\[0-9a-f\]+\\.\\.0x1000 1:0x\[0-9a-f\]+\\.\\.0x2000\\}" } } */
/* { dg-final { scan-ascsync-dump "\\(line 28, MTE3\\) -> op\[0-9\]+ \\(line 26, MTE2\\) WAR carried by L0, distance 2" } } */
