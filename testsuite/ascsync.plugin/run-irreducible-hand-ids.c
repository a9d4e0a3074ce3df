/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump -fplugin-arg-ascsync-split=no" } */
/* Hand-written sync around a region the data-flow planner plans: a
   set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0) before a cycle entered at
   two blocks, its wait_flag after it.  Inside the cycle the plugin
   needs MTE2 -> V pairs of its own; they must take another id, since
   the hand-written set is still pending there (the same id again
   would be set twice and the hand-written wait would consume the
   plugin's set).  The checker finds no flag set twice and no race.  */
#include <ascsim.h>
#include <stdio.h>

#define TILE 1024

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n, int m, int skip)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *c = (__ubuf__ half *) get_imm (0x2000);
  int t = 0;
  copy_gm_to_ubuf (a, x, 0, 1, TILE / 16, 0, 0);
  copy_gm_to_ubuf (c, x, 0, 1, TILE / 16, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
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
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vadds (c, c, 4.0, TILE / 128, 1, 1, 8, 8);
  copy_ubuf_to_gm (y + n * TILE, c, 0, 1, TILE / 16, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  int n = 4;
  half *x = ascsim_gm_alloc (n * TILE * sizeof (half));
  half *y = ascsim_gm_alloc ((n + 1) * TILE * sizeof (half));
  for (int i = 0; i < n * TILE; i++)
    x[i] = (half) (float) (i % 100);
  /* skip = 1: tile 0 is x + 2, the others x + 1 + 2; then x's first
     tile + 4.  */
  ASCSIM_LAUNCH (1, k (x, y, n, 1, argc > 0));
  int bad = 0;
  for (int i = 0; i < (n + 1) * TILE; i++)
    bad += (float) y[i] != (i < n * TILE
                            ? (float) (i % 100) + (i < TILE ? 2.0f : 3.0f)
                            : (float) (i % TILE % 100) + 4.0f);
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 2, then x + 3, then x + 4");
  return ascsim_finish ();
}
/* { dg-warning "irreducible control flow in .k. \\(a cycle entered at more than one block\\)" "" { target *-*-* } 16 } */
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "data-flow converged" } } */
