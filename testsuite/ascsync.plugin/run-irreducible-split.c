/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* A loop entered in its middle by a goto (irreducible control flow:
   the cycle has two entry blocks, so GCC gives it no loop structure).
   The plugin duplicates the blocks between the second entry and the
   chosen header (node splitting), which leaves a natural loop, and
   plans the function with its structured planner: no warning, no
   data-flow fallback; the checker finds no race and the result is
   right.  */
#include <ascsim.h>
#include <stdio.h>

#define TILE 1024

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n, int skip)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  int t = 0;
  copy_gm_to_ubuf (a, x, 0, 1, TILE / 16, 0, 0);
  if (skip)
    goto inside;
  for (;;)
    {
      copy_gm_to_ubuf (a, x + t * TILE, 0, 1, TILE / 16, 0, 0);
    inside:
      vadds (b, a, 1.0, TILE / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * TILE, b, 0, 1, TILE / 16, 0, 0);
      if (++t >= n)
        break;
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  int n = 4;
  half *x = ascsim_gm_alloc (n * TILE * sizeof (half));
  half *y = ascsim_gm_alloc (n * TILE * sizeof (half));
  for (int i = 0; i < n * TILE; i++)
    x[i] = (half) (float) (i % 100);
  ASCSIM_LAUNCH (1, k (x, y, n, argc > 0));
  int bad = 0;
  for (int i = 0; i < n * TILE; i++)
    bad += (float) y[i] != (float) (i % 100) + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "irreducible region \\{bb \[0-9\]+, bb \[0-9\]+, bb \[0-9\]+\\} entered at bb \[0-9\]+, bb \[0-9\]+: header bb \[0-9\]+, duplicated bb \[0-9\]+ \\(\[0-9\]+ statements\\)" } } */
/* { dg-final { scan-ascsync-dump-not "data-flow converged" } } */
