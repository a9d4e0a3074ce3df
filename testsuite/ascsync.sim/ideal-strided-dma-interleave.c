/* Two strided stores that interleave in GM -- bursts of one block with
   a one-block gap, the second store one block further on, both starting
   16 bytes into a 32-byte unit of GM -- write disjoint bytes: the
   checker needs no barrier between them, and the ideal timing starts
   the second as soon as MTE3 takes it, without waiting for the first to
   complete.  The twin whose second store starts half a block after the
   first overlaps it (a barrier orders them) and waits in ideal.  Both
   are clean, correct, and ideal stays at or below written (the
   simulator's invariant).  */
/* { dg-do run } */
#include "ascsim.h"

#define N 16                    /* bursts per store */

/* OFF: GM elements between the two stores' starts (16 halves: one
   block, interleaved; 8: half a block, overlapping).  */
__global__ __aicore__ void
interleave (__gm__ half *x, __gm__ half *y, int off)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x, 0, 1, N, 0, 0);
  copy_gm_to_ubuf (b, x + N * 16, 0, 1, N, 0, 0);
  set_flag (PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y + 8, a, 0, N, 1, 0, 1);
  if (off != 16)
    pipe_barrier (PIPE_MTE3);
  copy_ubuf_to_gm (y + 8 + off, b, 0, N, 1, 0, 1);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (2 * N * 32), *y = ascsim_gm_alloc (4 * N * 32);
  for (int i = 0; i < 2 * N * 16; i++)
    x[i] = (half) (float) (i % 11);
  ASCSIM_LAUNCH (1, interleave (x, y, 16));
  uint64_t ideal_apart = ascsim_last_result ()->cycles[ASCSIM_MODE_IDEAL];
  int ok = 1;
  for (int i = 0; i < 2 * N * 16; i++)
    {
      int blk = i / 16, src = (blk % 2 ? N * 16 : 0) + blk / 2 * 16 + i % 16;
      ok &= (float) y[8 + i] == (float) (src % 11);
    }
  ascsim_expect (ok, "the two stores interleave block by block");
  ASCSIM_LAUNCH (1, interleave (x, y, 8));
  uint64_t ideal_overlap = ascsim_last_result ()->cycles[ASCSIM_MODE_IDEAL];
  printf ("ideal: interleaved %llu, overlapping %llu\n",
          (unsigned long long) ideal_apart,
          (unsigned long long) ideal_overlap);
  ascsim_expect (ideal_apart < ideal_overlap,
                 "ideal overlaps the interleaved stores");
  return ascsim_finish ();
}

/* { dg-final { output-contains {launch interleave \(x, y, 16\) .* findings=0} } } */
/* { dg-final { output-contains {launch interleave \(x, y, 8\) .* findings=0} } } */
/* { dg-final { output-contains {ideal: interleaved} } } */
/* { dg-final { output-not-contains {FAIL} } } */
