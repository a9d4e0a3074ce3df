/* { dg-do run } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=plan" } */
/* A dependence between operations that share no loop is forward,
   whatever the order of their blocks: at -O0 a prologue loop that
   loads the first tiles into slots 0 and 1 is left from its header,
   its body after the main loop in reverse post order.  The loads of
   the main loop (tile t + 2 into slot LS of a table, the counter
   carried on from the prologue) write the slots the prologue wrote
   two iterations later, after the vector work that read them: the
   pairs through V order them, and no pipe_barrier (PIPE_MTE2) goes
   before each load of the main loop (which would hold each prefetch
   until the loads before it land), nor before the loop: the
   prologue's loads, which the last run of its header does not reach,
   touch slots 0 and 1 only.  The simulator checks that nothing races
   and the results.  */
#include <ascsim.h>
#include <stdio.h>

#define TILE 1024               /* halves */
#define SLOT 0x800              /* bytes */
#define NT 10

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int64_t n)
{
  __ubuf__ half *xs[4];
  for (int i = 0; i < 4; i++)
    xs[i] = (__ubuf__ half *) get_imm (i * SLOT);
  __ubuf__ half *yb = (__ubuf__ half *) get_imm (0x2000);
  int ls = 0, cs = 0;
  for (int64_t p = 0; p < 2 && p < n; p++)
    {
      copy_gm_to_ubuf (xs[ls], x + p * TILE, 0, 1, TILE / 16, 0, 0);
      if (++ls == 4)
        ls = 0;
    }
  for (int64_t t = 0; t < n; t++)
    {
      if (t + 2 < n)
        {
          copy_gm_to_ubuf (xs[ls], x + (t + 2) * TILE, 0, 1, TILE / 16, 0,
                           0);
          if (++ls == 4)
            ls = 0;
        }
      __ubuf__ half *ys = yb + (t % 2) * TILE;
      vadds (ys, xs[cs], (half) 1.0f, TILE / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * TILE, ys, 0, 1, TILE / 16, 0, 0);
      if (++cs == 4)
        cs = 0;
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc ((size_t) NT * TILE * sizeof (half));
  half *y = ascsim_gm_alloc ((size_t) NT * TILE * sizeof (half));
  for (int i = 0; i < NT * TILE; i++)
    x[i] = (half) (float) (i % 11 - 5);
  volatile int64_t n = NT;
  ASCSIM_LAUNCH (1, k (x, y, n));
  int bad = 0;
  for (int i = 0; i < NT * TILE; i++)
    bad += (float) y[i] != (float) x[i] + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE2\\)" } } */
