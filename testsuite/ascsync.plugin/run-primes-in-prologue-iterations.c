/* { dg-do run } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=plan,alloc" } */
/* Quadruple buffering whose prologue loads the first three tiles in a
   loop that stops early when there are fewer ("p < 3 && p < nt").  The
   wait of the first tile takes a prime issued in the prologue's first
   iteration, right after that tile's load, not one issued after all
   three loads (sync_prologue.c): the first tile's add starts when its
   own load has landed.  A prologue that stops early issues, on its
   exit, the primes of the iterations it did not run, each only when it
   left before that iteration; a path that leaves for the end of the
   kernel without the tile loop waits for them.  Runs of 0 to 4 and 9
   tiles: the simulator checks the results, that nothing races and that
   no flag is left set.  */
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
/* { dg-final { scan-ascsync-dump "MTE2->V id=0\\.\\.3 rotating .* primed in the iterations of L\[0-9\], drained around L\[0-9\]" } } */
/* { dg-final { scan-ascsync-dump "after op\[0-9\]+: set_flag \\(MTE2, V, 0 \\+ \\(iteration of L\[0-9\] \\+ 1\\) mod 4\\) \\\[join\\\] line 30" } } */
/* { dg-final { scan-ascsync-dump "set_flag \\(MTE2, V, 0 \\+ \\(iteration of L\[0-9\] \\+ 2\\) mod 4\\) when iteration of L\[0-9\] < 2" } } */
/* { dg-final { scan-ascsync-dump "set_flag \\(MTE2, V, 0 \\+ \\(iteration of L\[0-9\] \\+ 3\\) mod 4\\) when iteration of L\[0-9\] < 1" } } */
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
