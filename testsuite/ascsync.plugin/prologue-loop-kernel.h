/* prologue-loop-kernel.h -- the kernel of the tests of primes issued
   in a prologue loop's iterations (run-primes-in-prologue-iterations.c
   at -O2, run-primes-in-prologue-iterations-O0.c) and of re-arming
   through two loop-carried pairs (run-rearm-two-carried-pairs.c):
   quadruple buffering whose prologue loads the first three tiles in a
   loop that stops early when there are fewer ("p < 3 && p < nt"),
   slots through a table indexed by counters stepped by "if (++s == 4)
   s = 0"; the tile loop loads tile T + 3 in iteration T, adds 1 to
   tile T in place and stores it.  Sync-free: the plugin plans it.
   main runs it for 0 to 4 and 9 tiles and checks Y = X + 1 for the
   tiles of each run.  */

#include <ascsim.h>
#include <stdio.h>

#define TILE 2048
#define NSLOT 4
#define MAXT 9

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int nt)
{
  __ubuf__ half *xb[NSLOT];
  for (int j = 0; j < NSLOT; j++)
    xb[j] = (__ubuf__ half *) get_imm (j * TILE * 2);
  int ls = 0;
  for (int p = 0; p < NSLOT - 1 && p < nt; p++)
    {
      copy_gm_to_ubuf (xb[ls], x + p * TILE, 0, 1, TILE * 2 / 32, 0, 0);
      if (++ls == NSLOT)
        ls = 0;
    }
  int cs = 0;
  for (int t = 0; t < nt; t++)
    {
      if (t + NSLOT - 1 < nt)
        {
          copy_gm_to_ubuf (xb[ls], x + (t + NSLOT - 1) * TILE, 0, 1,
                           TILE * 2 / 32, 0, 0);
          if (++ls == NSLOT)
            ls = 0;
        }
      vadds (xb[cs], xb[cs], (half) 1.0f, TILE / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * TILE, xb[cs], 0, 1, TILE * 2 / 32, 0, 0);
      if (++cs == NSLOT)
        cs = 0;
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (MAXT * TILE * sizeof (half));
  half *y = ascsim_gm_alloc (MAXT * TILE * sizeof (half));
  static const int runs[] = { 0, 1, 2, 3, 4, MAXT };
  int bad = 0;
  for (unsigned r = 0; r < sizeof runs / sizeof runs[0]; r++)
    {
      int nt = runs[r];
      for (int i = 0; i < MAXT * TILE; i++)
        {
          x[i] = (half) (float) ((i + r) % 1000);
          y[i] = (half) -1.0f;
        }
      ASCSIM_LAUNCH (1, k (x, y, nt));
      for (int i = 0; i < MAXT * TILE; i++)
        bad += (float) y[i] != (i < nt * TILE
                                ? (float) ((i + r) % 1000) + 1.0f : -1.0f);
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1 for the tiles of each run");
  return ascsim_finish ();
}
