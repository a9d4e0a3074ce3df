/* lto-helper-chain.c -- a kernel for driver.exp's -flto tests whose
   work lies in helpers: ZERO, then TILE, which calls FILL (vector work
   into UB) and stores what it wrote.  The link's compile of the IR
   reads each function's body only when it compiles it; the plugin took
   the unit's functions from the bodies read so far, found TILE to be
   host code, and ordered nothing between FILL's vector_dup and TILE's
   store: the checker reported the race.  Clean with the plugin's sync,
   and y = 1.  */
#include <ascsim.h>
#include <stdio.h>

static __attribute__ ((noinline)) void
zero (__ubuf__ half *d)
{
  vector_dup (d, (half) 0.0f, 1, 1, 1, 8, 8);
}

static __attribute__ ((noinline)) void
fill (__ubuf__ half *d)
{
  vector_dup (d, (half) 1.0f, 1, 1, 1, 8, 8);
}

static __attribute__ ((noinline)) void
tile (__ubuf__ half *b, __gm__ half *y)
{
  fill (b);
  copy_ubuf_to_gm (y, b, 0, 1, 8, 0, 0);
}

__global__ __aicore__ void
k (__gm__ half *y)
{
  zero ((__ubuf__ half *) get_imm (0));
  tile ((__ubuf__ half *) get_imm (0x100), y);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *y = ascsim_gm_alloc (128 * sizeof (half));
  ASCSIM_LAUNCH (1, k (y));
  int bad = 0;
  for (int i = 0; i < 128; i++)
    bad += (float) y[i] != 1.0f;
  if (bad)
    printf ("FAIL: %d wrong values\n", bad);
  return ascsim_finish () || bad;
}
