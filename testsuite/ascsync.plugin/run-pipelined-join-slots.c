/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* A software-pipelined loop whose stage 1 only loads: GCC peels the
   first iteration into an inner loop run at most twice and joins the
   counter after it, "it2 = PHI <it1, it0>", which no induction
   variable analysis follows.  The loop's branches depend only on
   constants, so the plugin runs it once: it2 is T + 1 in iteration T,
   stage 2's slot "(it2 - 1) & 1" rotates with the loop, and the MTE3
   -> V pair of a slot (the vadds of tile T + 2 writes OUT where the
   store of tile T reads) takes ids following the iteration.  The
   simulator checks that nothing races and y = x + 1.  Twin:
   dump-pipelined-join-unknown-count.c.  */
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
          __ubuf__ half *in = (__ubuf__ half *) get_imm ((it & 1) * 0x800);
          copy_gm_to_ubuf (in, x + it * N, 0, 1, N / 16, 0, 0);
        }
      if (it > 0)
        {
          int s = (it - 1) & 1;
          __ubuf__ half *in = (__ubuf__ half *) get_imm (s * 0x800);
          __ubuf__ half *out = (__ubuf__ half *) get_imm (0x1000 + s * 0x800);
          vadds (out, in, 1.0, N / 128, 1, 1, 8, 8);
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
/* { dg-final { scan-ascsync-dump "wait_flag \\(MTE3, V, 0 \\+ iteration of L0 mod 2\\)" } } */
