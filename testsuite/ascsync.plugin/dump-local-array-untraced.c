/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* A local array of the kernel (per-row factors computed by the scalar
   code, as LayerNorm's "shift") is host stack, not UB or GM: its
   stores and loads are no operations, even when IVOPTS turns its
   indexing into pointers and integer induction variables started at
   its address.  (They were taken for accesses of any UB and GM byte,
   which ordered every row against every vector op.)  */
void
k (int rows)
{
  __ubuf__ float *sums = (__ubuf__ float *) get_imm (0);
  __ubuf__ float *work = (__ubuf__ float *) get_imm (0x1000);
  float shift[12];
  for (int i = 0; i < rows; i++)
    {
      float m = sums[i];
      shift[i] = -m;
      vmuls (work + i * 64, work + i * 64, m, 1, 1, 1, 8, 8);
    }
  for (int i = 0; i < rows; i++)
    vadds (work + i * 64, work + i * 64, shift[i], 1, 1, 1, 8, 8);
}
/* { dg-final { scan-ascsync-dump "op scalar-load pipe=S R:UB" } } */
/* { dg-final { scan-ascsync-dump-not "op scalar-store" } } */
/* { dg-final { scan-ascsync-dump-times "op scalar-load" 1 } } */
