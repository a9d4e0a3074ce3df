/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=alloc,plan" } */
/* A step counter that runs on over all tiles selects the UB slot
   ("p = step & 1"); each tile runs 4 steps and skips one more, so the
   slot of a tile's first step alternates.  The loop-carried pairs'
   event ids follow the counter's value (its start at each entry of the
   inner loop plus the iteration), so an id always names the same slot
   and the pairs are primed once before the tile loop and drained once
   after it, not around every tile.  The simulator checks that nothing
   races and y = x + 1: ids counted from 0 at each entry would make the
   first load of a tile wait for the store two steps back, not for the
   last store into its slot (checked by breaking the plugin).  */
#include <ascsim.h>
#include <stdio.h>

#define TILES 7
#define KS 4
#define N 512                   /* halves per step */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int tiles)
{
  int step = 0;
  for (int t = 0; t < tiles; t++)
    {
      for (int ks = 0; ks < KS; ks++, step++)
        {
          int p = step & 1;
          __ubuf__ half *ub = (__ubuf__ half *) get_imm (p * 0x800);
          copy_gm_to_ubuf (ub, x + (t * KS + ks) * N, 0, 1, N / 16, 0, 0);
          vadds (ub, ub, 1.0, N / 128, 1, 1, 8, 8);
          copy_ubuf_to_gm (y + (t * KS + ks) * N, ub, 0, 1, N / 16, 0, 0);
        }
      step++;
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (TILES * KS * N * sizeof (half));
  half *y = ascsim_gm_alloc (TILES * KS * N * sizeof (half));
  for (int i = 0; i < TILES * KS * N; i++)
    x[i] = (half) (float) (i % 1000);
  ASCSIM_LAUNCH (1, k (x, y, TILES));
  int bad = 0;
  for (int i = 0; i < TILES * KS * N; i++)
    bad += (float) y[i] != (float) (i % 1000) + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "pair\[0-9\]+ loop MTE3->MTE2 id=0\\.\\.1 rotating deps \[^\\n\]*primed and drained around L0 ids follow the counter" } } */
/* { dg-final { scan-ascsync-dump "wait_flag \\(MTE3, MTE2, 0 \\+ \\(start s\[0-9\]+ \\+ iteration of L1\\) mod 2\\)" } } */
