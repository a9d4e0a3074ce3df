/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump -fplugin-arg-ascsync-split=no" } */
/* A cycle entered at two blocks, A (falling in) and B (by a goto), with
   a natural loop on each way round: A's inner loop leads to B and B's
   to A.  With split=no the region stays irreducible: the plugin warns
   and plans the function with its data-flow planner, which needs no
   loops.  The checker finds no race and the result is right.  Node
   splitting, which copies the other's inner loop as a loop:
   run-irreducible-inner-loops-split.c.  */
#include <ascsim.h>
#include <stdio.h>

#define TILE 1024

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n, int m, int skip)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  int t = 0;
  copy_gm_to_ubuf (a, x, 0, 1, TILE / 16, 0, 0);
  if (skip)
    goto add_two;
  for (;;)
    {
      copy_gm_to_ubuf (a, x + t * TILE, 0, 1, TILE / 16, 0, 0);
      for (int i = 0; i < m; i++)
        vadds (a, a, 1.0, TILE / 128, 1, 1, 8, 8);
    add_two:
      for (int i = 0; i < m; i++)
        vadds (b, a, 2.0, TILE / 128, 1, 1, 8, 8);
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
  /* skip = 1: tile 0 is x + 2, the others x + 1 + 2.  */
  ASCSIM_LAUNCH (1, k (x, y, n, 1, argc > 0));
  int bad = 0;
  for (int i = 0; i < n * TILE; i++)
    bad += (float) y[i] != (float) (i % 100) + (i < TILE ? 2.0f : 3.0f);
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 2, then x + 3");
  return ascsim_finish ();
}
/* { dg-warning "irreducible control flow in .k. \\(a cycle entered at more than one block\\)\[^\n\]* \\\[-fplugin-arg-ascsync-warn=control-flow\\\]" "" { target *-*-* } 16 } */
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "irreducible region left as it is \\(split=no\\)" } } */
/* { dg-final { scan-ascsync-dump "data-flow converged" } } */
