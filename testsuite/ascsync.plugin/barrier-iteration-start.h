/* Two vector ops, each in its own branch taken on run-time data (bits
   of F and G), keep a running value in their own half of A from one
   row to the next: each meets itself one iteration later (a WAW and a
   RAW round the back edge), and nothing but a pipe_barrier (V) orders
   that.  A is filled before the loop from GM (FILL_BY_VECTOR 0) or by
   a vector op (1).  Included by run-barrier-iteration-start.c and
   run-barrier-iteration-start-orders-entry.c.  */
#include <ascsim.h>
#include <stdio.h>

#define ROWS 12

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, uint32_t f, uint32_t g)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  if (FILL_BY_VECTOR)
    vector_dup (a, (half) 1.0f, 2, 1, 1, 8, 8);
  else
    copy_gm_to_ubuf (a, x, 0, 1, 16, 0, 0);
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
  half *x = ascsim_gm_alloc (256 * sizeof (half));
  half *y = ascsim_gm_alloc (256 * sizeof (half));
  uint32_t f = 0x5b7, g = 0x6dd;
  for (int i = 0; i < 256; i++)
    x[i] = (half) 1.0f;
  ASCSIM_LAUNCH (1, k (x, y, f, g));
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
