/* { dg-do run } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=plan" } */
/* Quadruple buffering with a prologue: tiles 0 to 2 are loaded before
   the tile loop, which prefetches tile T + 3 into slot (T + 3) % 4,
   adds 1 in place and stores from the slot.  The add -> store pair
   (V -> MTE3) is re-armed through two loop-carried pairs: the store ->
   prefetch pair (MTE3 -> MTE2, the next tile's prefetch into the slot
   stored) and the prefetch -> add pair (MTE2 -> V, three tiles later):
   the store of tile T waits before the add of tile T + 4 sets the same
   flag again, so the pair rotates over four ids with no acknowledgement
   pair.  The simulator checks that nothing races and y = x + 1 (and
   that no flag is set again before its wait).  */
#include <ascsim.h>
#include <stdio.h>

#define TILE 2048
#define NSLOT 4
#define TILES 9

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int ntiles)
{
  __ubuf__ half *xb[NSLOT];
  for (int j = 0; j < NSLOT; j++)
    xb[j] = (__ubuf__ half *) get_imm (j * TILE * 2);
  int ls = 0;
  for (int p = 0; p < NSLOT - 1 && p < ntiles; p++)
    {
      copy_gm_to_ubuf (xb[ls], x + p * TILE, 0, 1, TILE * 2 / 32, 0, 0);
      if (++ls == NSLOT)
        ls = 0;
    }
  int cs = 0;
  for (int t = 0; t < ntiles; t++)
    {
      if (t + NSLOT - 1 < ntiles)
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
  half *x = ascsim_gm_alloc (TILES * TILE * sizeof (half));
  half *y = ascsim_gm_alloc (TILES * TILE * sizeof (half));
  for (int i = 0; i < TILES * TILE; i++)
    x[i] = (half) (float) (i % 1000);
  ASCSIM_LAUNCH (1, k (x, y, TILES));
  int bad = 0;
  for (int i = 0; i < TILES * TILE; i++)
    bad += (float) y[i] != (float) (i % 1000) + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "set_flag \\(V, MTE3, 0 \\+ iteration of L\[0-9\] mod 4\\)" } } */
/* { dg-final { scan-ascsync-dump-not "\\\[reuse\\\]" } } */
