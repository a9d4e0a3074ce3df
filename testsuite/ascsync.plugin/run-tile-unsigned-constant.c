/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* A burst length computed from an unsigned constant with its top bit
   set, "(0xffffffffu >> (28 + t)) + 5": 20 blocks for t = 0, 12 for
   t = 1, so the stores at blocks 0 and 4 overlap.  Computed tile by
   tile, the constant must be taken as the unsigned value it is (taken
   as -1 and shifted arithmetically it gave 4 and 4 blocks: "self"
   disjoint, no barrier, and the simulator reported "race-intra-pipe:
   PIPE_MTE3 writes GM bytes").  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *y)
{
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);
  vector_dup (ub, 0.0, 3, 1, 1, 8, 8);
  for (unsigned t = block_idx; t < 2; t += block_num)
    {
      unsigned len = (0xffffffffu >> (28 + t)) + 5;
      copy_ubuf_to_gm (y + t * 64, ub, 0, 1, len, 0, 0);
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
