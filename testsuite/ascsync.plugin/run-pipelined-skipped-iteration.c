/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* As run-pipelined-stage-slots.c, but the loop goes from IT = 0 to 2:
   GCC's join is "it = PHI <it + 1, 2>" with the 2 from the path where
   it == 0, so IT is not a counter (tiles 0 and 2 share slot 0 in
   consecutive iterations) and the slots must not rotate with the
   iteration: ids following it let the load of tile 2 overwrite slot 0
   while the vadds of tile 0 still reads it (the checker reports the
   race when the plugin takes any constant for IT + 1).  No access of
   the loop has a slot rotation; a flag may still rotate its ids over
   the iterations to order the store of one before the vadds of the
   next (each wait taking the set of the iteration before).  */
#include <ascsim.h>
#include <stdio.h>

#define TILES 6
#define N 1024                  /* halves per tile */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  /* Slot 1 of OUT holds tile 0 of X before the loop.  */
  copy_gm_to_ubuf ((__ubuf__ half *) get_imm (0x1800), x, 0, 1, N / 16, 0, 0);
  for (int it = 0; it <= TILES; it = it == 0 ? 2 : it + 1)
    {
      if (it < TILES)
        {
          int s = it & 1;
          __ubuf__ half *in = (__ubuf__ half *) get_imm (s * 0x800);
          __ubuf__ half *out = (__ubuf__ half *) get_imm (0x1000 + s * 0x800);
          copy_gm_to_ubuf (in, x + it * N, 0, 1, N / 16, 0, 0);
          vadds (out, in, 1.0, N / 128, 1, 1, 8, 8);
        }
      if (it > 0)
        {
          int s = (it - 1) & 1;
          __ubuf__ half *out = (__ubuf__ half *) get_imm (0x1000 + s * 0x800);
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
    y[i] = (half) 0.0f;
  for (int i = 0; i < TILES * N; i++)
    x[i] = (half) (float) (i % 1000);
  ASCSIM_LAUNCH (1, k (x, y));
  int bad = 0;
  for (int i = 0; i < TILES * N; i++)
    {
      /* Tile 0 is never stored; tile 1 is stored from slot 1 before
         anything is computed there.  */
      float want = i < N ? 0.0f : i < 2 * N ? (float) ((i - N) % 1000)
                   : (float) (i % 1000) + 1.0f;
      bad += (float) y[i] != want;
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump-not "op\[0-9\]+ line \[0-9\]+ op \[^\n\]*\\{L0 \[0-9\]:\[^ \]* \[0-9\]:\[^ \]*\\}" } } */
