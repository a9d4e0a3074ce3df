/* { dg-do run } */
/* { dg-options "-O2" } */
/* The same in a slot rotation: "ys - 64" lies in the slot (or buffer)
   below ys's, but it is derived from ys, so with a count bounded only
   by its type its read in each slot reaches up into ys's slot, to that
   slot's end: the load into ys orders it, and so does the next tile's
   load into the slot below.  */
#include <ascsim.h>
#include <stdio.h>

#define NT 4

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int32_t rows)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 256, 0, 0);
  uint8_t rep = (uint8_t) (rows < 8 ? rows : 8);
  for (int t = 0; t < NT; t++)
    {
      int s = t & 1;
      __ubuf__ half *ys = (__ubuf__ half *) get_imm (0x2000 + s * 0x1000);
      __ubuf__ half *zs = (__ubuf__ half *) get_imm (0x4000 + s * 0x1000);
      copy_gm_to_ubuf (ys, x + 4096 + t * 2048, 0, 1, 128, 0, 0);
      vadds (zs, ys - 64, (half) 1.0f, rep, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 1024, zs, 0, 1, 64, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc ((4096 + NT * 2048) * 2);
  half *y = ascsim_gm_alloc (NT * 1024 * 2);
  for (int i = 0; i < 4096 + NT * 2048; i++)
    x[i] = (half) (float) (i % 8);
  ASCSIM_LAUNCH (1, k (x, y, 8));
  int bad = 0;
  for (int i = 0; i < NT * 1024; i++)
    bad += (float) y[i] != (float) (i % 8 + 1);
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
