/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=alloc,plan" } */
/* Two sibling loops take turns on the same two UB slots, chosen by a
   step counter running over both (as AttnScore's two matmuls share
   L0A/L0B): each loop's loop-carried V -> MTE2 pair (the adds of a slot
   before the next load into it) has ids that name slots, so the two
   pairs form a slot group: one prime, one drain, shared ids.  The group
   also orders the last adds of one loop before the loads of the other
   on the same slot, which then need no pair of their own and no
   acknowledgement; the simulator checks that nothing races and both
   sums are right (breaking the shared ids makes it report a race).  */
#include <ascsim.h>
#include <stdio.h>

#define TILES 5
#define NA 3                    /* steps of the first loop per tile */
#define NB 2                    /* of the second */
#define N 256                   /* halves per step */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *z, __gm__ half *y, int tiles)
{
  __ubuf__ half *acc = (__ubuf__ half *) get_imm (0x1000);
  vector_dup (acc, (half) 0.0, 2 * N / 128, 1, 1, 8, 8);
  int step = 0;
  for (int t = 0; t < tiles; t++)
    {
      for (int j = 0; j < NA; j++, step++)
        {
          __ubuf__ half *ub = (__ubuf__ half *) get_imm ((step & 1) * 0x800);
          copy_gm_to_ubuf (ub, x + (t * NA + j) * N, 0, 1, N / 16, 0, 0);
          vadd (acc, acc, ub, N / 128, 1, 1, 1, 8, 8, 8);
        }
      for (int j = 0; j < NB; j++, step++)
        {
          __ubuf__ half *ub = (__ubuf__ half *) get_imm ((step & 1) * 0x800);
          copy_gm_to_ubuf (ub, z + (t * NB + j) * N, 0, 1, N / 16, 0, 0);
          vadd (acc + N, acc + N, ub, N / 128, 1, 1, 1, 8, 8, 8);
        }
    }
  copy_ubuf_to_gm (y, acc, 0, 1, 2 * N / 16, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (TILES * NA * N * sizeof (half));
  half *z = ascsim_gm_alloc (TILES * NB * N * sizeof (half));
  half *y = ascsim_gm_alloc (2 * N * sizeof (half));
  for (int i = 0; i < TILES * NA * N; i++)
    x[i] = (half) (float) (i % 7);
  for (int i = 0; i < TILES * NB * N; i++)
    z[i] = (half) (float) (i % 5);
  ASCSIM_LAUNCH (1, k (x, z, y, TILES));
  int bad = 0;
  for (int i = 0; i < N; i++)
    {
      float wa = 0, wb = 0;
      for (int s = 0; s < TILES * NA; s++)
        wa += (float) ((s * N + i) % 7);
      for (int s = 0; s < TILES * NB; s++)
        wb += (float) ((s * N + i) % 5);
      bad += (float) y[i] != wa;
      bad += (float) y[N + i] != wb;
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = the sums of the x and the z steps");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "pair\[0-9\]+ loop V->MTE2 id=0\\.\\.1 rotating \[^\\n\]* shares the ids of pair\[0-9\]+" } } */
/* { dg-final { scan-ascsync-dump-not "\\\[fallback" } } */
