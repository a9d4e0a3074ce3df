/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-flags=1 -fplugin-arg-ascsync-reserve=MTE2:V:0,MTE2:S:0 -fplugin-arg-ascsync-dump" } */
/* With no event id left on MTE2 -> V nor on MTE2 -> S (flags=1, id 0
   reserved on both), the dependences of the loads on the vector reads
   fall back to the last resort, pipe_barrier (PIPE_ALL) before the
   consumer; the checker finds no race.  */
#include <ascsim.h>
#include <stdio.h>

#define N 4096
#define TILE 1024

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *z, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *o = (__ubuf__ half *) get_imm (0x2000);
  for (int t = 0; t < N / TILE; t++)
    {
      copy_gm_to_ubuf (a, x + t * TILE, 0, 1, TILE / 16, 0, 0);
      copy_gm_to_ubuf (b, z + t * TILE, 0, 1, TILE / 16, 0, 0);
      vadds (o, a, 1.0, TILE / 128, 1, 1, 8, 8);
      vadd (o, o, b, TILE / 128, 1, 1, 1, 8, 8, 8);
      copy_ubuf_to_gm (y + t * TILE, o, 0, 1, TILE / 16, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (N * sizeof (half));
  half *z = ascsim_gm_alloc (N * sizeof (half));
  half *y = ascsim_gm_alloc (N * sizeof (half));
  for (int i = 0; i < N; i++)
    {
      x[i] = (half) (float) (i % 100);
      z[i] = (half) (float) (i % 7);
    }
  ASCSIM_LAUNCH (1, k (x, z, y));
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += (float) y[i] != (float) (i % 100) + 1.0f + (float) (i % 7);
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1 + z");
  return ascsim_finish ();
}
/* { dg-warning "no event id left on some pipe pair of .k.: 1 fallbacks\[^\n\]* \\\[-fplugin-arg-ascsync-warn=fallback\\\]" "" { target *-*-* } 14 } */
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "before op2: pipe_barrier \\(ALL\\) \\\[fallback op0\\\]" } } */
/* { dg-final { scan-ascsync-dump-not "\\(MTE2, S, " } } */
