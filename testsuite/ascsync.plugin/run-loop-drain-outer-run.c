/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* As run-loop-drain-orders-after.c, inside an outer loop: the slots
   of the inner loop's pair are the same in every run (counted from 0),
   so it is primed before the outer loop and drained after it, not on
   the inner loop's exit.  The reload of slot 0 inside the outer loop
   then is not behind a drain and needs its own pair (V -> MTE2 from
   the inner loop's vadds): taking the inner exit as the drain would
   race (checked by the simulator).  */
#include <ascsim.h>
#include <stdio.h>

#define TILE 1024
#define NT 6

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int m, int n)
{
  __ubuf__ half *in[2] = { (__ubuf__ half *) get_imm (0),
                           (__ubuf__ half *) get_imm (0x800) };
  __ubuf__ half *acc = (__ubuf__ half *) get_imm (0x1000);
  vector_dup (acc, (half) 0.0, TILE / 128, 1, 1, 8, 8);
  for (int j = 0; j < m; j++)
    {
      for (int t = 0; t < n; t++)
        {
          copy_gm_to_ubuf (in[t & 1], x + t * TILE, 0, 1, TILE / 16, 0, 0);
          vadd (acc, acc, in[t & 1], TILE / 128, 1, 1, 1, 8, 8, 8);
        }
      /* Slot 0 reloaded inside the outer loop.  */
      copy_gm_to_ubuf (in[0], x, 0, 1, TILE / 16, 0, 0);
      vadd (acc, acc, in[0], TILE / 128, 1, 1, 1, 8, 8, 8);
    }
  copy_ubuf_to_gm (y, acc, 0, 1, TILE / 16, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (NT * TILE * sizeof (half));
  half *y = ascsim_gm_alloc (TILE * sizeof (half));
  for (int i = 0; i < NT * TILE; i++)
    x[i] = (half) (float) (i % 7);
  ASCSIM_LAUNCH (1, k (x, y, 2, NT));
  int bad = 0;
  for (int i = 0; i < TILE; i++)
    {
      float want = 0;
      for (int t = 0; t < NT; t++)
        want += (float) ((t * TILE + i) % 7);
      want += (float) (i % 7);
      want *= 2;
      bad += (float) y[i] != want;
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = sum of the tiles + tile 0");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "pair\[0-9\]+ intra V->MTE2 id=\[0-9\]+ deps op2->op3" } } */
