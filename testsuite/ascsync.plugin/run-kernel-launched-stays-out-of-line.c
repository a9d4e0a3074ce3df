/* { dg-do run } */
/* { dg-options "-O3" } */
/* A kernel without __global__, a plain function the host launches:
   GCC inlined it into main at -O3, the plugin planned main with the
   kernel's work in it and put set_flag and wait_flag into host code
   around the launch, which the simulator refuses ("set_flag called
   outside ASCSIM_LAUNCH").  A function the host code calls inside a
   launch is kept out of line, as __global__ keeps a kernel.  */
#include <ascsim.h>
#include <stdio.h>

void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  for (int t = 0; t < n; t++)
    {
      copy_gm_to_ubuf (a, x + t * 128, 0, 1, 8, 0, 0);
      vadds (a, a, (half) 1.0f, 1, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 128, a, 0, 1, 8, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (1024 * sizeof (half));
  half *y = ascsim_gm_alloc (1024 * sizeof (half));
  for (int i = 0; i < 1024; i++)
    x[i] = (half) (float) (i % 8), y[i] = (half) 0.0f;
  ASCSIM_LAUNCH (1, k (x, y, 8));
  int bad = 0;
  for (int i = 0; i < 1024; i++)
    bad += (float) y[i] != (float) (i % 8) + 1.0f;
  if (bad)
    printf ("FAIL: %d wrong values\n", bad);
  return ascsim_finish () || bad;
}
