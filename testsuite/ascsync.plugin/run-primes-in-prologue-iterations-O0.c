/* { dg-do run } */
/* { dg-options "-O0 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=plan,alloc" } */
/* The kernel of run-primes-in-prologue-iterations.c at -O0, where GCC
   does not rotate the prologue loop: it leaves the loop at its two
   tests, before the loads of an iteration, not after them.  The prime
   the first tile's wait takes is still issued in the prologue's first
   iteration, after that tile's load (sync_prologue.c); on the exits,
   which leave before the iteration's prime, the primes of that
   iteration and the later ones up to the third are issued, each only
   when the loop left before its iteration.  Runs of 0 to 4 and 9 tiles:
   the simulator checks the results, that nothing races and that no
   flag is left set.  */
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
/* { dg-final { scan-ascsync-dump "after op\[0-9\]+: set_flag \\(MTE2, V, 0 \\+ \\(iteration of L\[0-9\] \\+ 1\\) mod 4\\) \\\[join\\\]" } } */
/* { dg-final { scan-ascsync-dump "set_flag \\(MTE2, V, 0 \\+ \\(iteration of L\[0-9\] \\+ 1\\) mod 4\\) when iteration of L\[0-9\] < 3" } } */
/* { dg-final { scan-ascsync-dump "set_flag \\(MTE2, V, 0 \\+ \\(iteration of L\[0-9\] \\+ 3\\) mod 4\\) when iteration of L\[0-9\] < 1" } } */
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
