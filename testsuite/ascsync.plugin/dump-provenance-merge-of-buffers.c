/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* A store whose source is one of two buffers, chosen by data: a row
   of ZERO for an empty segment, else row B of W, B read from data (no
   bound).  Under the provenance assumption each arm stays in the
   buffer it is derived from, so the merge stays in the hull of the two
   (with a provenance warning): not all of UB, and the last load into IN
   need not wait for the stores.  The run twin:
   run-provenance-merge-of-buffers.c.  */
__global__ __aicore__ void
k (__gm__ int32_t *x, __gm__ float *y, __gm__ float *z, int n)
{
  __ubuf__ float *in = (__ubuf__ float *) get_imm (0);
  __ubuf__ float *w = (__ubuf__ float *) get_imm (0x8000);
  __ubuf__ float *zero = (__ubuf__ float *) get_imm (0x10000);
  __ubuf__ int32_t *offs = (__ubuf__ int32_t *) get_imm (0x10400);
  if (n < 1 || n > 64)
    return;
  copy_gm_to_ubuf (offs, x, 0, 1, 9, 0, 0);
  vector_dup (zero, 0.0f, 1, 1, 1, 8, 8);
  vector_dup (w, 1.0f, 64, 1, 1, 8, 8);
  for (int g = 0; g < n; g++)
    {
      int64_t b = offs[g], e = offs[g + 1];
      __ubuf__ float *src = b == e ? zero : w + b * 64;
      copy_ubuf_to_gm (y + g * 64, src, 0, 1, 8, 0, 0); /* { dg-warning "points in its UB buffer is not known" } */
    }
  copy_gm_to_ubuf (in, z, 0, 1, 8, 0, 0);
}
/* { dg-final { scan-ascsync-dump "op copy_ubuf_to_gm pipe=MTE3 R:UB\\\[\\+0x8000\\.\\.0x10400\\)" } } */
/* { dg-final { scan-ascsync-dump-not "MTE3, MTE2" } } */
