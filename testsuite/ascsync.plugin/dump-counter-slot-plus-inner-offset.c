/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* An input slot picked by a counter that steps on some paths only
   ("xs = xb + (nin & 1) * 1024", NIN counting the items loaded) and
   read in parts by an inner loop, "xs + k * 128" for K below a run-time
   count of at most 4, beside parts of other per-item pointers (GCC's
   induction variable optimisations make the part an induction variable
   of the inner loop stepping from xs): the pointer is the slot base
   plus an offset within 0 .. 384 halves, so each residue of the counter
   keeps to its own slot, [0x1000, 0x1400) and [0x1800, 0x1c00).  */
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, __gm__ int32_t *flags, int n, int nk)
{
  if (nk < 1 || nk > 4)
    return;
  __ubuf__ half *xb = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *yb = (__ubuf__ half *) get_imm (0x4000);
  __ubuf__ half *bb = (__ubuf__ half *) get_imm (0x6000);
  long nin = 0;
  for (int i = 0; i < n; i++)
    {
      if (!flags[i])
        continue;
      __ubuf__ half *xs = xb + (nin & 1) * 1024;
      __ubuf__ half *ys = yb + (i & 1) * 1024;
      __ubuf__ half *bs = bb + (i & 3) * 512;
      copy_gm_to_ubuf (xs, x + i * 1024, 0, 1, 64, 0, 0);
      for (int k = 0; k < nk; k++)
        vadd (ys + k * 128, xs + k * 128, bs + k * 128, 1, 1, 1, 1, 8, 8, 8);
      copy_ubuf_to_gm (y + i * 1024, ys, 0, 1, 64, 0, 0);
      nin++;
    }
}
/* { dg-final { scan-ascsync-dump "line 29 op vadd pipe=V R:UB\\\[\\+0x1000\\.\\.0x1c00\\)~?\[^ \]*\\{ctr s\[0-9\]+@L\[0-9\]+ h0\\.\\.0 t1\\.\\.1 d0\\.\\.1 0:0x1000\\.\\.0x1400 1:0x1800\\.\\.0x1c00\\}" } } */
