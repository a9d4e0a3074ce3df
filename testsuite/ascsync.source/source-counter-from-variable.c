/* Slots chosen by a counter that runs on across the runs of an inner
   loop ("step", counted in the inner loop's header, never reset): the
   rotating ids follow the counter's value, not the inner loop's
   iterations from 0.  Source output starts the inner loop's counter
   from the value "step" has where the loop starts.  */
/* { source-contains "ascsync_iter_[0-9]+_step = step;\n      for \\(int ks = 0" } */
/* { source-contains "\\(event_t\\) \\(EVENT_ID0 \\+ \\(ascsync_iter_[0-9]+_step % 2 \\+ 2\\) % 2\\)" } */
#include <ascsim.h>
#include <stdio.h>

#define TILE 1024
#define NI 3                    /* items */
#define KS 3                    /* steps per item: odd, so slots shift */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *acc = (__ubuf__ half *) get_imm (0x2000);
  int step = 0;
  for (int it = 0; it < NI; it++)
    {
      vector_dup (acc, (half) 0.0f, TILE / 128, 1, 1, 8, 8);
      for (int ks = 0; ks < KS; ks++, step++)
        {
          __ubuf__ half *xs = (__ubuf__ half *) get_imm ((step & 1) * 0x800);
          copy_gm_to_ubuf (xs, x + (it * KS + ks) * TILE, 0, 1, TILE / 16,
                           0, 0);
          vadd (acc, acc, xs, TILE / 128, 1, 1, 1, 8, 8, 8);
        }
      copy_ubuf_to_gm (y + it * TILE, acc, 0, 1, TILE / 16, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc ((size_t) NI * KS * TILE * sizeof (half));
  half *y = ascsim_gm_alloc ((size_t) NI * TILE * sizeof (half));
  for (int i = 0; i < NI * KS * TILE; i++)
    x[i] = (half) (float) (i % 3);
  ASCSIM_LAUNCH (1, k (x, y));
  int bad = 0;
  for (int it = 0; it < NI; it++)
    for (int i = 0; i < TILE; i++)
      {
        float want = 0;
        for (int ks = 0; ks < KS; ks++)
          want += (float) x[(it * KS + ks) * TILE + i];
        bad += (float) y[it * TILE + i] != want;
      }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = sum of x over the steps");
  return ascsim_finish ();
}
