/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump -fplugin-arg-ascsync-flags=1 -fplugin-arg-ascsync-reserve=MTE2:V:0 -fplugin-arg-ascsync-split=no" } */
/* The data-flow planner with no event id for the pair MTE2 -> V (one
   id, reserved).  A cycle entered at two blocks, with an inner loop on
   each way round (split=no leaves it to the data-flow planner): the loads
   of A's inner loop are consumed by the vmuls of B's.  With no id to
   set at the end of the loads' block, the consumers must fall back to
   a barrier, never set or wait an id that does not exist.  The checker
   finds no bad event and no race, and the result is right.  */
#include <ascsim.h>
#include <stdio.h>

#define TILE 1024
#define CHUNK 256

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n, int m, int skip)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  int t = 0;
  copy_gm_to_ubuf (a, x, 0, 1, TILE / 16, 0, 0);
  if (skip)
    goto compute;
  for (;;)
    {
      for (int i = 0; i < m; i++)
        copy_gm_to_ubuf (a + i * CHUNK, x + t * TILE + i * CHUNK, 0, 1,
                         CHUNK / 16, 0, 0);
    compute:
      for (int i = 0; i < m; i++)
        vmuls (b + i * CHUNK, a + i * CHUNK, 2.0, CHUNK / 128, 1, 1, 8, 8);
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
  /* skip = 1: tile 0 is computed from the load before the cycle.  */
  ASCSIM_LAUNCH (1, k (x, y, n, TILE / CHUNK, argc > 0));
  int bad = 0;
  for (int i = 0; i < n * TILE; i++)
    bad += (float) y[i] != 2.0f * (float) (i % 100);
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = 2 x");
  return ascsim_finish ();
}
/* { dg-warning "irreducible control flow in .k. \\(a cycle entered at more than one block\\)" "" { target *-*-* } 17 } */
/* { dg-warning "no event id left on some pipe pair of .k." "" { target *-*-* } 17 } */
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(ALL\\) \\\[fallback op" } } */
/* { dg-final { scan-ascsync-dump "data-flow converged" } } */
