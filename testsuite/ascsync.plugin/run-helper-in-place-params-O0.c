/* { dg-do run } */
/* { dg-options "-O0" } */
/* A helper not inlined squares chunks in place, every call passing one
   pointer as its destination and its sources (one value in the helper:
   the chunks' vmul are apart, no pipe_barrier between them), called
   twice on one tile, the second call reading what the first wrote.  The
   sync-free kernel with the plugin runs clean and correct.  */
#include <ascsim.h>

static void
square_chunks (__ubuf__ half *dst, __ubuf__ half *a, __ubuf__ half *b)
{
  for (int j = 0; j < 4; j++)
    vmul (dst + j * 128, a + j * 128, b + j * 128, 1, 1, 1, 1, 8, 8, 8);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *t = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (t, x, 0, 1, 32, 0, 0);
  square_chunks (t, t, t);
  square_chunks (t, t, t);
  copy_ubuf_to_gm (y, t, 0, 1, 32, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (512 * 2), *y = ascsim_gm_alloc (512 * 2);
  for (int i = 0; i < 512; i++)
    x[i] = (half) (float) (i % 3);
  ASCSIM_LAUNCH (1, k (x, y));
  int ok = 1;
  for (int i = 0; i < 512; i++)
    {
      float v = (float) (i % 3);
      ok &= (float) y[i] == v * v * v * v;
    }
  ascsim_expect (ok, "y = x to the fourth power");
  return ascsim_finish ();
}

/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
