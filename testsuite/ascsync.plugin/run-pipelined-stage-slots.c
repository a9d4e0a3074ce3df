/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* A software-pipelined loop: iteration IT loads tile IT into UB slot
   IT & 1 and adds 1 (stage 1, "if (it < TILES)"), and stores tile
   IT - 1 from its slot (stage 2, "if (it > 0)").  GCC threads the
   first test into "it = PHI <it + 1, 1>" with the 1 from the path
   where it == 0, which scalar evolution cannot follow; it is IT + 1 on
   every path, so IT is a counter and the slots rotate with it.  The
   MTE2 load of tile IT + 2 then waits only for the vadds of tile IT in
   the same slot: the V -> MTE2 ids follow the iteration (one id, waited
   at every load, serialises the loads behind the vadds of the tile
   before).  The simulator checks that nothing races and y = x + 1.
   Twin: run-pipelined-skipped-iteration.c.  */
#include <ascsim.h>
#include <stdio.h>

#define TILES 6
#define N 1024                  /* halves per tile */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  for (int it = 0; it <= TILES; it++)
    {
      if (it < TILES)
        {
          int s = it & 1;
          __ubuf__ half *in = (__ubuf__ half *) get_imm (s * 0x800);
          __ubuf__ half *out = (__ubuf__ half *) get_imm (0x1000 + s * 0x800);
          copy_gm_to_ubuf (in, x + it * N, 0, 1, N / 16, 0, 0);
          vadds (out, in, 1.0, N / 128, 1, 1, 8, 8);
        }
      if (it > 0)
        {
          int s = (it - 1) & 1;
          __ubuf__ half *out = (__ubuf__ half *) get_imm (0x1000 + s * 0x800);
          copy_ubuf_to_gm (y + (it - 1) * N, out, 0, 1, N / 16, 0, 0);
        }
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
  ASCSIM_LAUNCH (1, k (x, y));
  int bad = 0;
  for (int i = 0; i < TILES * N; i++)
    bad += (float) y[i] != (float) (i % 1000) + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "wait_flag \\(V, MTE2, 0 \\+ iteration of L0 mod 2\\)" } } */
