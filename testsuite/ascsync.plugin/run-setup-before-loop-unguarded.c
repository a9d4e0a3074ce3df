/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,redundancy,alloc" } */
/* As run-setup-before-loop-primed.c, with a second dup clearing Z,
   which each iteration's first load overwrites before the loop pair's
   wait: that load is not ordered by the pair, so the set-up dependence
   keeps a pair of its own (the checker reports the V/MTE2 race on Z
   when the plugin takes any wait in the loop as ordering it).  */
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
  __ubuf__ half *z = (__ubuf__ half *) get_imm (0x2000);
  /* Set-up: X slot 0 and Z cleared before the tile loop.  */
  vector_dup (xb[0], (half) 0.0f, 16, 1, 1, 8, 8);
  vector_dup (z, (half) 0.0f, 16, 1, 1, 8, 8);
  for (int t = 0; t < tiles; t++)
    {
      int s = t & 1;
      copy_gm_to_ubuf (z, x + t * N, 0, 1, N / 16, 0, 0);
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
/* { dg-final { scan-ascsync-dump "op1 \\(line \[0-9\]+, V\\) -> op2 \\(line \[0-9\]+, MTE2\\) WAW: new pair v0" } } */
/* { dg-final { scan-ascsync-dump "pair0 intra V->MTE2 id=0 deps op1->op2" } } */
