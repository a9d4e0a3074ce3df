/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps,plan" } */
/* A loop over the repeats of a vector operation whose tail repeat
   (masked to the lanes left) is a branch of the loop, as GCC lays out
   LeakyReLU's gradient: "if (r == nrep) masked vadds (o + r * 128)
   else vadds (o + r * 128)".  The tail's call comes after the full
   repeats' call in reverse post order but on a branch the same
   iteration does not take, and in different iterations the two touch
   different repeats: no pipe_barrier (V) between them (the plugin
   before this took the two as one iteration's work and put one before
   the tail).  The simulator checks the sums and that nothing races.
   Twin: run-tail-repeat-branch-overlap.c.  */
#include <ascsim.h>
#include <stdio.h>

#define MAXN 2048               /* halves */
#define BACK 0                 /* the tail repeat starts this many halves
                                   earlier */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x2000);
  if (n > MAXN)
    n = MAXN;
  if (n < 1)
    n = 1;
  uint16_t nblk = (uint16_t) ((n + 15) / 16);
  uint32_t lanes = (uint32_t) nblk * 16;
  uint32_t nrep = lanes / 128, rem = lanes % 128;
  uint32_t nrep_all = nrep + (rem > 0);
  copy_gm_to_ubuf (a, x, 0, 1, nblk, 0, 0);
  for (uint32_t r = 0; r < nrep_all; r++)
    {
      uint32_t o = r * 128;
      if (r == nrep)
        {
          /* The tail repeat: its first REM + BACK lanes.  */
          uint32_t l = rem + BACK;
          set_vector_mask (l >= 128 ? ~(uint64_t) 0
                           : l > 64 ? ((uint64_t) 1 << (l - 64)) - 1 : 0,
                           l >= 64 ? ~(uint64_t) 0 : ((uint64_t) 1 << l) - 1);
          vadds (b + o - BACK, a + o - BACK, 2.0, 1, 1, 1, 8, 8);
          set_vector_mask (~(uint64_t) 0, ~(uint64_t) 0);
        }
      else
        vadds (b + o, a + o, 1.0, 1, 1, 1, 8, 8);
    }
  copy_ubuf_to_gm (y, b, 0, 1, nblk, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  /* 7 full repeats and 104 lanes (the tail at 64 halves back: 64
     lanes, its repeat 128).  */
  int n = BACK ? 960 : 1000;
  half *x = ascsim_gm_alloc (MAXN * sizeof (half));
  half *y = ascsim_gm_alloc (MAXN * sizeof (half));
  for (int i = 0; i < MAXN; i++)
    x[i] = (half) (float) (i % 200);
  ASCSIM_LAUNCH (1, k (x, y, n));
  int bad = 0, tail = n / 128 * 128;
  for (int i = 0; i < n; i++)
    {
      float add = i >= tail - BACK ? 2.0f : 1.0f;
      bad += (float) y[i] != (float) (i % 200) + add;
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1, the tail + 2");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(V\\)" } } */
