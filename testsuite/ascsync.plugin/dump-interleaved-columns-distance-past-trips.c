/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps,plan" } */
/* Sixteen columns converted into a tile of 16-lane blocks, one vconv a
   column: column K writes blocks K, K + 16, K + 32, K + 48 of each 64
   (block stride 16, repeat stride 64).  Two columns' blocks meet only 16 columns
   apart, and the loop makes 16 iterations: the vconv never meet within
   a run, and no pipe_barrier (V) separates them.  (The least distance
   is above the 8 that a slot rotation counts to; the test against the
   loop's iterations takes it as it is.)  Twin:
   dump-interleaved-columns-distance-within-trips.c (NCOL 17: column 16
   meets column 0).  */
#define REPS 4
#ifndef NCOL
#define NCOL 16
#endif

__global__ __aicore__ void
k (__gm__ float *x, __gm__ half *y)
{
  __ubuf__ float *reg = (__ubuf__ float *) get_imm (0);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x10000);
  copy_gm_to_ubuf (reg, x, 0, 1, NCOL * REPS * 8, 0, 0);
  for (int k = 0; k < NCOL; k++)
    vconv_f322f16 (out + k * 16, reg + k * REPS * 64, REPS, 16, 1, 64, 8);
  copy_ubuf_to_gm (y, out, 0, 1, 64 * REPS, 0, 0);
}
/* { dg-final { scan-ascsync-dump-not "\\(line 24, V\\) -> op\[0-9\]+ \\(line 24, V\\)" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(V\\)" } } */
