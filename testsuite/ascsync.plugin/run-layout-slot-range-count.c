/* { dg-do run } */
/* { dg-options "-O2" } */
/* A repeat count known as a range of values, [1, 4] from (r & 3) + 1,
   on a pointer of a two-slot rotation (b + (t & 1) * 256 halves,
   512-byte slots of the buffer b = get_imm (0x2000), which ends at
   0x3000): with r = 3, tile 0's vadds reads four repeats, slot 0 and
   slot 1, inside b's buffer.  A slot's start ends only accesses whose
   extent is not known as values (a count bounded by its type, an
   offset not known); the plugin cut this read at slot 1, so the load
   of tile 1 into slot 1 was not ordered after it and the simulator
   reported the race.  */
#include <ascsim.h>
#include <stdio.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int32_t r, int32_t n)
{
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x2000);
  __ubuf__ half *c = (__ubuf__ half *) get_imm (0x3000);
  vector_dup (b, (half) 0.0f, 6, 1, 1, 8, 8);
  for (int t = 0; t < n; t++)
    {
      copy_gm_to_ubuf (b + (t & 1) * 256, x + t * 256, 0, 1, 16, 0, 0);
      vadds (c, b + (t & 1) * 256, (half) 1.0f, (uint8_t) ((r & 3) + 1),
             1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 512, c, 0, 1, 32, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (4096 * sizeof (half));
  half *y = ascsim_gm_alloc (4096 * sizeof (half));
  for (int i = 0; i < 4096; i++)
    x[i] = (half) (float) (i % 64 + 1);
  /* r = 3, n = 2, from ARGC so that GCC cannot fold them.  */
  ASCSIM_LAUNCH (1, k (x, y, argc + 2, argc + 1));
  /* Tile 0: slot 0 (tile 0's 256 halves) and slot 1 (zeros), plus one.
     Tile 1: slot 1 (tile 1's halves) and the zeros after it.  */
  int bad = 0;
  for (int t = 0; t < 2; t++)
    for (int i = 0; i < 512; i++)
      {
        float v = t == 0 ? (i < 256 ? (float) (i % 64 + 1) : 0.0f)
                         : (i < 256 ? (float) ((256 + i) % 64 + 1) : 0.0f);
        if ((float) y[t * 512 + i] != v + 1.0f)
          bad++;
      }
  if (bad)
    printf ("FAIL: %d wrong values\n", bad);
  return ascsim_finish () || bad;
}
