/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,redundancy,alloc" } */
/* A vector_dup before the tile loop clears X slot 0, which the loop's
   first load overwrites (V -> MTE2, WAW).  The loop-carried V -> MTE2
   pair that lets each load wait for the vadds two tiles back is primed
   at the loop's entry, after the dup on the vector pipe, and its wait
   comes before every load: it orders the dup before the loads too, so
   the set-up dependence's own pair is dropped and the loop pair keeps
   both its ids (one id left to it before).  The simulator checks that
   nothing races and y = x + 1.  Twin: run-setup-before-loop-unguarded.c.  */
#include <ascsim.h>
#include <stdio.h>

#define TILES 6
#define N 1024

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int tiles)
{
  __ubuf__ half *xb[2] = { (__ubuf__ half *) get_imm (0),
                           (__ubuf__ half *) get_imm (0x800) };
  __ubuf__ half *yb[2] = { (__ubuf__ half *) get_imm (0x1000),
                           (__ubuf__ half *) get_imm (0x1800) };
  /* Set-up: both X slots cleared before the tile loop.  */
  vector_dup (xb[0], (half) 0.0f, 16, 1, 1, 8, 8);
  for (int t = 0; t < tiles; t++)
    {
      int s = t & 1;
      copy_gm_to_ubuf (xb[s], x + t * N, 0, 1, N / 16, 0, 0);
      vadds (yb[s], xb[s], 1.0, N / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * N, yb[s], 0, 1, N / 16, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (TILES * N * sizeof (half));
  half *y = ascsim_gm_alloc (TILES * N * sizeof (half));
  for (int i = 0; i < TILES * N; i++)
    x[i] = (half) (float) (i % 1000);
  ASCSIM_LAUNCH (1, k (x, y, TILES));
  int bad = 0;
  for (int i = 0; i < TILES * N; i++)
    bad += (float) y[i] != (float) (i % 1000) + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "v0 removed: every dependence it orders stays ordered by the pairs kept" } } */
/* { dg-final { scan-ascsync-dump "V->MTE2: 1 pair on 2 ids" } } */
