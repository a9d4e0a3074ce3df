/* long-vector-chain.h -- a double-buffered tile loop whose tile runs a
   long chain of vector steps on its output slot (STEPS of them, each
   reading what the one before wrote), shared by the tests named after
   the behaviour they check:

     per tile t (slot s = t & 1):
       load x[t] into IN[s]
       OUT[s] = IN[s] + 0
       STEPS times: OUT[s] = OUT[s] * 1, OUT[s] = OUT[s] + 0 in turn
       store OUT[s] to y[t]

   The function has about STEPS + 10 operations: several hundred, the
   size of a fused kernel's body.  Every two steps conflict, but only
   neighbours need a barrier of their own.  */
#include <ascsim.h>
#include <stdio.h>

#ifndef STEPS
#define STEPS 480
#endif
#define TILE 1024
#define TILES 4

#define STEP2                                                           \
  vmuls (ob, ob, (half) 1.0f, TILE / 128, 1, 1, 8, 8);                  \
  vadds (ob, ob, (half) 0.0f, TILE / 128, 1, 1, 8, 8);
#define STEP8 STEP2 STEP2 STEP2 STEP2          /* eight steps */
#define STEP40 STEP8 STEP8 STEP8 STEP8 STEP8   /* forty */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  for (int t = 0; t < n; t++)
    {
      int s = t & 1;
      __ubuf__ half *ib = (__ubuf__ half *) get_imm (s * 0x800);
      __ubuf__ half *ob = (__ubuf__ half *) get_imm (0x1000 + s * 0x800);
      copy_gm_to_ubuf (ib, x + t * TILE, 0, 1, TILE / 16, 0, 0);
      vadds (ob, ib, (half) 0.0f, TILE / 128, 1, 1, 8, 8);
#if STEPS == 480
      STEP40 STEP40 STEP40 STEP40 STEP40 STEP40
      STEP40 STEP40 STEP40 STEP40 STEP40 STEP40
#elif STEPS == 4
      STEP2 STEP2
#else
#error "STEPS: 4 or 480"
#endif
      copy_ubuf_to_gm (y + t * TILE, ob, 0, 1, TILE / 16, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (TILES * TILE * 2);
  half *y = ascsim_gm_alloc (TILES * TILE * 2);
  for (int i = 0; i < TILES * TILE; i++)
    x[i] = (half) (float) (i % 7);
  ASCSIM_LAUNCH (1, k (x, y, TILES));
  int bad = 0;
  for (int i = 0; i < TILES * TILE; i++)
    bad += (float) y[i] != (float) (i % 7);
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x");
  return ascsim_finish ();
}
