/* { dg-do run } */
/* { dg-options "-O0 -DASCSYNC_NO_HAND_SYNC" } */
/* A tile loop whose counter starts at a kernel parameter ("for (t =
   t0; t < n; t++)"): at -O0 its start is the parameter's value at the
   function's entry, a name no block defines.  The evaluator's
   induction variable with a start fixed per run asked for the block
   of that definition before checking there was one, and the plugin
   crashed (an internal compiler error).  Now the start is taken as not
   fixed per run, the kernel compiles, and the simulator checks the
   results and that nothing races.  */
#include <ascsim.h>
#include <stdio.h>

#define TILE 2048
#define TILES 8

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int t0, int n)
{
  __ubuf__ half *xb = (__ubuf__ half *) get_imm (0);
  for (int t = t0; t < n; t++)
    {
      copy_gm_to_ubuf (xb, x + t * TILE, 0, 1, TILE * 2 / 32, 0, 0);
      vadds (xb, xb, (half) 1.0f, TILE / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * TILE, xb, 0, 1, TILE * 2 / 32, 0, 0);
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
  ASCSIM_LAUNCH (1, k (x, y, 2, TILES));
  int bad = 0;
  for (int i = 2 * TILE; i < TILES * TILE; i++)
    bad += (float) y[i] != (float) (i % 1000) + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1 from tile 2 on");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
