/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* An unsigned char counter that stores only while t < 4: at the store
   t is in [0, 3], but the iterations that skip it carry t on past 255
   and back to 0, so tile 0 is stored again in the same run.  The
   tile-by-tile check must take the counter's range where it is
   incremented, not at the store: the store is not "self" disjoint and
   keeps its pipe_barrier (MTE3).  (Taken at the store, the plugin
   dropped the barrier and the simulator reported "race-intra-pipe:
   PIPE_MTE3 writes GM bytes".)  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *y, int n)
{
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);
  vector_dup (ub, 0.0, 1, 1, 1, 8, 8);
  unsigned char t = 0;
  for (int i = 0; i < n; i++)
    {
      if (t < 4)
        copy_ubuf_to_gm (y + t * 16, ub, 0, 1, 1, 0, 0);
      t += (unsigned char) ((block_num & 3) + 1);       /* 1 .. 4: 2 */
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *y = ascsim_gm_alloc (4096 * sizeof (half));
  ASCSIM_LAUNCH (1, k (y, 300));
  return ascsim_finish ();
}
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump-not ",self" } } */
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(MTE3\\)" } } */
