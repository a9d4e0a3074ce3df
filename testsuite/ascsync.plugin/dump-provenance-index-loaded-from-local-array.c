/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A scalar read of OFFS at an index the kernel computed from data and
   kept in a local array of 64-bit integers ("int64_t pick[2]", written
   at a variable index, so GCC keeps it in memory): the index has no
   bound, and the read stays in OFFS's buffer under the provenance
   assumption.  A 64-bit integer loaded from memory might hold an
   address; one loaded from a local variable whose every stored value is
   an integer computed without one does not, so the pointer is still
   OFFS plus an integer (not all of UB).  */
__global__ __aicore__ void
k (__gm__ int32_t *x, __gm__ float *y, int n)
{
  __ubuf__ int32_t *offs = (__ubuf__ int32_t *) get_imm (0x1000);
  __ubuf__ float *w = (__ubuf__ float *) get_imm (0x2000);
  int64_t pick[2];
  if (n < 2 || n > 64)
    return;
  copy_gm_to_ubuf (offs, x, 0, 1, 8, 0, 0);
  for (int j = 0; j < n; j++)
    pick[j & 1] = (int64_t) offs[j] * 3 - 5;
  int64_t r0 = offs[pick[0]];
  vector_dup (w, (float) r0, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, w, 0, 1, 8, 0, 0);
}
/* { dg-final { scan-ascsync-dump "line 22 op scalar-load pipe=S R:UB\\\[\\+0x1000\\.\\.0x2000\\)" } } */
