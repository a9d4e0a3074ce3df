/* { dg-do run } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=virtual,plan -fplugin-arg-ascsync-warn=no-opaque-call" } */
/* Double buffering (the load of tile T + 1 issued before the compute of
   tile T: a loop-carried MTE2 -> V pair rotating over two ids, one set
   outstanding from one iteration to the next), then a call through a
   pointer, which may issue pipe work and use any event id.  No flag of
   the plan may be pending at such a call.  The drain on the loop's exit
   waits for the one id the loop left set, which one depending on the
   iteration it leaves in: after it, no id of the rotation is set, so
   the structured plan stands (before, a rotating wait was taken as
   clearing no id, the flag seemed pending at the call, and the
   data-flow planner served the whole kernel).  The simulator checks
   the results and that nothing races.  */
#include <ascsim.h>
#include <stdio.h>

#define TILE 2048
#define TILES 6

static void
hook (__gm__ half *x, __gm__ half *y)
{
  (void) x;
  (void) y;
}

static void (*volatile fn_hook) (__gm__ half *, __gm__ half *) = hook;

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int ntiles)
{
  __ubuf__ half *xb[2];
  xb[0] = (__ubuf__ half *) get_imm (0);
  xb[1] = (__ubuf__ half *) get_imm (TILE * 2);
  copy_gm_to_ubuf (xb[0], x, 0, 1, TILE * 2 / 32, 0, 0);
  for (int t = 0; t < ntiles; t++)
    {
      if (t + 1 < ntiles)
        copy_gm_to_ubuf (xb[(t + 1) & 1], x + (t + 1) * TILE, 0, 1,
                         TILE * 2 / 32, 0, 0);
      vadds (xb[t & 1], xb[t & 1], (half) 1.0f, TILE / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * TILE, xb[t & 1], 0, 1, TILE * 2 / 32, 0, 0);
    }
  fn_hook (x, y);
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
/* { dg-final { scan-ascsync-dump "wait_flag \\(MTE2, V, 0 \\+ iteration of L\[0-9\] mod 2\\) \\\[drain\\\]" } } */
/* { dg-final { scan-ascsync-dump-not "data-flow planner serves" } } */
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
