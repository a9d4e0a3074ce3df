/* { dg-do run } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,plan" } */
/* Quadruple buffering whose prologue always runs three times ("p < 3":
   the caller promises three tiles or more), each tile loaded in two
   halves from two GM pointers.  GCC knows the prologue's trip count and
   its exit test compares an integer induction variable with a
   constant, so running the loop's integer statements
   (gimple_interp.cc) finds the slot counter "if (++ls == 4) ls = 0" to
   be 0, 1, 2 there: an induction variable as well as a counter modulo
   4.  The rotation modulo 4 is the form the slot tables and the tile
   loop need: the prologue's loads rotate over the four slots, the tile
   loop's counter goes on from the prologue's last value (3, the start
   of the prefetch's rotation), ids rotate with the tile loop, and no
   pipe_barrier (MTE2) goes between loads of different slots.  The
   simulator checks the results and that nothing races.  */
#include <ascsim.h>
#include <stdio.h>

#define TILE 2048
#define NSLOT 4
#define TILES 9

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *z, __gm__ half *y, int ntiles)
{
  __ubuf__ half *xb[NSLOT];
  for (int j = 0; j < NSLOT; j++)
    xb[j] = (__ubuf__ half *) get_imm (j * TILE * 2);
  int ls = 0;
  for (int p = 0; p < NSLOT - 1; p++)
    {
      copy_gm_to_ubuf (xb[ls], x + p * TILE, 0, 1, TILE / 32, 0, 0);
      copy_gm_to_ubuf (xb[ls] + TILE / 2, z + p * TILE, 0, 1, TILE / 32, 0,
                       0);
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
  ASCSIM_LAUNCH (1, k (x, x + TILE / 2, y, TILES));
  int bad = 0;
  for (int i = 0; i < TILES * TILE; i++)
    bad += (float) y[i] != (float) (i % 1000) + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ line 32 op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.0x2800\\)~\\{L\[0-9\] 0:0x0\\.\\.0x800 1:0x1000\\.\\.0x1800 2:0x2000\\.\\.0x2800 3:0x3000\\.\\.0x3800\\}" } } */
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ line 43 op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.0x4000\\)~\\{L\[0-9\] 0:0x3000\\.\\.0x4000 1:0x0\\.\\.0x1000 2:0x1000\\.\\.0x2000 3:0x2000\\.\\.0x3000\\}" } } */
/* { dg-final { scan-ascsync-dump "set_flag \\(MTE2, V, 0 \\+ iteration of L\[0-9\] mod 4\\)" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE2\\)" } } */
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
