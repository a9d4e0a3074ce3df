/* { dg-do run } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=alloc -fplugin-arg-ascsync-warn=no-fallback" } */
/* Two tile loops one after the other, the second going on with the
   first one's slot counter ("if (++s == 4) s = 0": its start is the
   first loop's last value, a residue modulo 4 the evaluator knows).
   Each loop's load -> compute and compute -> store pairs rotate over
   the four ids of their pipe pair.  The second loop's pairs take the
   same four ids: their flags are never set while the first loop's are
   outstanding, and the happens-before flow orders each wait of one
   loop before the other's sets (the first loop's last compute waits
   before its store, whose set the store -> load drain waits for on
   MTE2 before the second loop's first load).  The store -> load pairs
   (MTE3 -> MTE2) of the two loops must not share: nothing orders the
   first loop's drain on MTE2 before the second loop's primes on MTE3,
   which would set a flag the drain has not yet consumed (the
   simulator's flag-already-set finding): the second loop's falls back
   to a wait for MTE3 through S.  The simulator checks the results and
   that nothing races.  */
#include <ascsim.h>
#include <stdio.h>

#define TILE 2048
#define NSLOT 4

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n1, int n2)
{
  __ubuf__ half *xb[NSLOT];
  for (int j = 0; j < NSLOT; j++)
    xb[j] = (__ubuf__ half *) get_imm (j * TILE * 2);
  int s = 0;
  for (int t = 0; t < n1; t++)
    {
      copy_gm_to_ubuf (xb[s], x + t * TILE, 0, 1, TILE * 2 / 32, 0, 0);
      vadds (xb[s], xb[s], (half) 1.0f, TILE / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * TILE, xb[s], 0, 1, TILE * 2 / 32, 0, 0);
      if (++s == NSLOT)
        s = 0;
    }
  for (int t = n1; t < n1 + n2; t++)
    {
      copy_gm_to_ubuf (xb[s], x + t * TILE, 0, 1, TILE * 2 / 32, 0, 0);
      vadds (xb[s], xb[s], (half) 2.0f, TILE / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * TILE, xb[s], 0, 1, TILE * 2 / 32, 0, 0);
      if (++s == NSLOT)
        s = 0;
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (16 * TILE * sizeof (half));
  half *y = ascsim_gm_alloc (16 * TILE * sizeof (half));
  for (int i = 0; i < 16 * TILE; i++)
    x[i] = (half) (float) (i % 1000);
  ASCSIM_LAUNCH (1, k (x, y, 7, 9));
  int bad = 0;
  for (int i = 0; i < 16 * TILE; i++)
    bad += (float) y[i] != (float) (i % 1000) + (i < 7 * TILE ? 1.0f : 2.0f);
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1, then x + 2");
  return ascsim_finish ();
}
/* { dg-final { scan-ascsync-dump "V->MTE3: 2 pairs on 4 ids .0,1,2,3. of 4" } } */
/* { dg-final { scan-ascsync-dump "MTE2->V: 2 pairs on 4 ids .0,1,2,3. of 4" } } */
/* { dg-final { scan-ascsync-dump "MTE3->MTE2: 1 pair on 4 ids" } } */
/* { dg-final { scan-ascsync-dump "intra MTE2->V id=0..3 rotating deps op\[0-9\]+->op\[0-9\]+ shares ids with pair\[0-9\]+" } } */
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
