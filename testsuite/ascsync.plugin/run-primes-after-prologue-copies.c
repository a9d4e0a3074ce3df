/* { dg-do run } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=plan,alloc" } */
/* Triple buffering whose first two tiles are loaded by two guarded
   copies before the tile loop ("if (0 < nt)", "if (1 < nt)"), the way
   a prologue is written out by hand or unrolled by GCC.  The prime the
   first tile's wait takes is issued right after the first copy, not on
   the loop's entry after both (sync_prologue.c): the first tile's add
   starts when its own load has landed.  Runs of 0 to 3 and 7 tiles:
   the simulator checks the results, that nothing races and that no
   flag is left set.  */
#include <ascsim.h>
#include <stdio.h>

#define TILE 2048
#define NSLOT 3
#define MAXT 7

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int nt)
{
  if (0 < nt)
    copy_gm_to_ubuf ((__ubuf__ half *) get_imm (0), x, 0, 1, TILE * 2 / 32,
                     0, 0);
  if (1 < nt)
    copy_gm_to_ubuf ((__ubuf__ half *) get_imm (TILE * 2), x + TILE, 0, 1,
                     TILE * 2 / 32, 0, 0);
  for (int t = 0; t < nt; t++)
    {
      __ubuf__ half *b = (__ubuf__ half *) get_imm (t % NSLOT * TILE * 2);
      if (t + 2 < nt)
        copy_gm_to_ubuf ((__ubuf__ half *) get_imm ((t + 2) % NSLOT * TILE
                                                    * 2),
                         x + (t + 2) * TILE, 0, 1, TILE * 2 / 32, 0, 0);
      vadds (b, b, (half) 1.0f, TILE / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * TILE, b, 0, 1, TILE * 2 / 32, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (MAXT * TILE * sizeof (half));
  half *y = ascsim_gm_alloc (MAXT * TILE * sizeof (half));
  static const int runs[] = { 0, 1, 2, 3, MAXT };
  int bad = 0;
  for (unsigned r = 0; r < sizeof runs / sizeof runs[0]; r++)
    {
      int nt = runs[r];
      for (int i = 0; i < MAXT * TILE; i++)
        {
          x[i] = (half) (float) ((i + 7 * r) % 1000);
          y[i] = (half) -1.0f;
        }
      ASCSIM_LAUNCH (1, k (x, y, nt));
      for (int i = 0; i < MAXT * TILE; i++)
        bad += (float) y[i] != (i < nt * TILE
                                ? (float) ((i + 7 * r) % 1000) + 1.0f
                                : -1.0f);
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1 for the tiles of each run");
  return ascsim_finish ();
}
/* { dg-final { scan-ascsync-dump "MTE2->V id=0\\.\\.2 rotating .* primed before L\[0-9\] each after the work its iteration needs" } } */
/* { dg-final { scan-ascsync-dump "after op0: set_flag \\(MTE2, V, 1\\) \\\[join\\\]" } } */
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
