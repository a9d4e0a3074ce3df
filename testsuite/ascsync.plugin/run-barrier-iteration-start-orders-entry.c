/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* As run-barrier-iteration-start.c, but A is filled by a vector op
   before the loop: the barrier at the start of the iteration orders
   that op before the first row's too, so it runs in the first
   iteration as well (left out there, the simulator reports the
   vmuls reading A before the fill has written it).  */
#include <ascsim.h>
#include <stdio.h>

#define ROWS 12

__global__ __aicore__ void
k (__gm__ half *y, uint32_t f, uint32_t g)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  vector_dup (a, (half) 1.0f, 2, 1, 1, 8, 8);
  for (int r = 0; r < ROWS; r++)
    {
      if ((f >> r) & 1)
        vadds (a, a, (half) 1.0f, 1, 1, 1, 8, 8);
      if ((g >> r) & 1)
        vmuls (a + 128, a + 128, (half) 2.0f, 1, 1, 1, 8, 8);
    }
  copy_ubuf_to_gm (y, a, 0, 1, 16, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *y = ascsim_gm_alloc (256 * sizeof (half));
  uint32_t f = 0x5b7, g = 0x6dd;
  ASCSIM_LAUNCH (1, k (y, f, g));
  float lo = 1.0f + (float) __builtin_popcount (f & 0xfff);
  float hi = (float) (1u << __builtin_popcount (g & 0xfff));
  int bad = 0;
  for (int i = 0; i < 256; i++)
    if ((float) y[i] != (i < 128 ? lo : hi))
      bad++;
  if (bad)
    printf ("FAIL: %d wrong values\n", bad);
  return ascsim_finish () || bad;
}
/* { dg-final { scan-ascsync-dump-times "pipe_barrier \\(V\\)" 1 } } */
/* { dg-final { scan-ascsync-dump "start of B\[0-9\]+: pipe_barrier \\(V\\) .dep" } } */
