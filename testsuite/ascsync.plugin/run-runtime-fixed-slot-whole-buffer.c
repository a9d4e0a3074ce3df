/* { dg-do run } */
/* { dg-options "-O2" } */
/* The buffer start "ub" given the whole buffer, "vector_dup (ub, 0,
   4 * tile)" zeroing four slots of a run-time size, before a loop
   loading into slots 2 and 3 through "rb = ub + 2 * slot": a fixed
   slot (no rotation) ends by the access's own extent alone, so the
   zeroing meets the loads and is ordered before them.  Taken as slot 0
   up to the next slot start the function declares, it was not, and
   the checker reported the race.  */
#include <ascsim.h>
#include <stdio.h>

#define N 4096

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int32_t tile, int32_t ntiles)
{
  if (tile < 1 || tile > 4)
    return;
  int64_t slot = (int64_t) tile * 128;
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *rb = ub + 2 * slot;
  vector_dup (ub, (half) 0.0f, (uint8_t) (tile * 4), 1, 1, 8, 8);
  for (int t = 0; t < ntiles; t++)
    {
      int s = t & 1;
      copy_gm_to_ubuf (rb + s * slot, x + t * 128 * tile, 0, 1,
                       (uint16_t) (tile * 8), 0, 0);
      copy_ubuf_to_gm (y + t * 128 * tile, rb + s * slot, 0, 1,
                       (uint16_t) (tile * 8), 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (N * sizeof (half));
  half *y = ascsim_gm_alloc (N * sizeof (half));
  for (int i = 0; i < N; i++)
    x[i] = (half) ((float) (i % 32) / 8.0f - 2.0f);
  ASCSIM_LAUNCH (1, k (x, y, 4, 8));
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += (float) y[i] != (float) x[i];
  printf ("mismatches %d\n", bad);
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
