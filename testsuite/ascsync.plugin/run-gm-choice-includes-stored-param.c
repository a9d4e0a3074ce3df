/* { dg-do run } */
/* { dg-options "-O2" } */
/* A GM pointer chosen at run time between two kernel parameters may
   point into either: the odd tiles read back what the previous tile
   stored to y, so each such load waits for that store (the checker
   reports the race if the choice is taken to miss y).  Twin of
   dump-gm-choice-of-params.c.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  for (int t = 0; t < 8; t++)
    {
      __ubuf__ half *a = (__ubuf__ half *) get_imm ((t & 1) * 0x1000);
      __ubuf__ half *b = (__ubuf__ half *) get_imm (0x2000 + (t & 1) * 0x1000);
      __gm__ half *src = t & 1 ? y + (t - 1) * 256 : x + t * 256;
      copy_gm_to_ubuf (a, src, 0, 1, 16, 0, 0);
      vadds (b, a, 1.0, 2, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 256, b, 0, 1, 16, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = (half *) ascsim_gm_alloc (2048 * sizeof (half));
  half *y = (half *) ascsim_gm_alloc (2048 * sizeof (half));
  for (int i = 0; i < 2048; i++)
    x[i] = (half) (float) (i % 8);
  ASCSIM_LAUNCH (1, k (x, y));
  int ok = 1;
  for (int t = 0; t < 8; t++)
    for (int i = 0; i < 256; i++)
      ok &= (float) y[t * 256 + i]
            == (float) ((t & ~1) * 256 % 8 + i % 8 + 1 + (t & 1));
  ascsim_expect (ok, "odd tiles are the even ones plus one");
  return ascsim_finish ();
}
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
