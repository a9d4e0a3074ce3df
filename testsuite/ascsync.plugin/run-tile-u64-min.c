/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* A burst count "MIN (rem, 4)" in uint64_t where rem wraps above 2^63
   for t = 1 (3 - 2^32): the count is 4, 4, 1 for t = 0, 1, 2 and the
   stores at blocks 3 and 0 overlap.  Computed tile by tile, MIN must
   compare as the unsigned type does (compared signed it gave 3 for
   t = 1: "self" disjoint, no barrier, and the simulator reported
   "race-intra-pipe: PIPE_MTE3 writes GM bytes").  */
#include <ascsim.h>
#include <stdint.h>

__global__ __aicore__ void
k (__gm__ half *y)
{
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);
  vector_dup (ub, 0.0, 1, 1, 1, 8, 8);
  for (uint64_t t = block_idx; t < 3; t += block_num)
    {
      uint64_t rem = 4 - ((t & 1) << (32 + (t & 2))) - ((t + 1) >> 1)
                     - (t & 2);
      uint64_t cnt = rem < 4 ? rem : 4;
      copy_ubuf_to_gm (y + (3 + 2 * t - 5 * (t & 1)) * 16, ub, 0, 1,
                       (uint16_t) cnt, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *y = ascsim_gm_alloc (4096 * sizeof (half));
  ASCSIM_LAUNCH (1, k (y));
  return ascsim_finish ();
}
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump-not ",self" } } */
