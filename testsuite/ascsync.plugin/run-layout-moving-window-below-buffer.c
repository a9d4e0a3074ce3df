/* { dg-do run } */
/* { dg-options "-O2" } */
/* A window that starts below the get_imm buffer b ("b - 16") and moves
   up a tile per iteration, read with a count bounded only by its type,
   while each tile of b is loaded: the pointer is derived from b, so
   under the layout assumption the read reaches to b's end, not just to
   b's start above the window's first address, and the load of a tile
   is ordered before the read of it (the read was cut at b:
   race-inter-pipe, PIPE_MTE2 writes UB bytes [0x800, 0x9e0) and the
   later vadds reads them), and the read before a later load into the
   tail of the buffer below b.  Clean and correct.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int32_t wrows)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x800);
  __ubuf__ half *c = (__ubuf__ half *) get_imm (0x1000);
  vector_dup (a, (half) 0.0f, 8, 1, 1, 8, 8);
  vector_dup (b, (half) 0.0f, 8, 1, 1, 8, 8);
  for (int u = 0; u < (wrows + 1) / 2; u++)
    {
      int r = wrows - u * 2 < 2 ? wrows - u * 2 : 2;
      copy_gm_to_ubuf (b + u * 256, x + u * 256, 0, 1, (uint16_t) (r * 8), 0, 0);
      vadds (c + u * 256, b - 16 + u * 256, (half) 0.5f, (uint8_t) r, 1, 1, 8, 8);
    }
  /* The tail of a the first tile read, written after it.  */
  copy_gm_to_ubuf (a + 1008, x + 3000, 0, 1, 1, 0, 0);
  copy_ubuf_to_gm (y, c, 0, 1, 32, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (4096 * 2), *y = ascsim_gm_alloc (4096 * 2);
  for (int i = 0; i < 4096; i++)
    x[i] = (half) (float) (i % 8);
  ASCSIM_LAUNCH (1, k (x, y, 4));
  int ok = 1;
  for (int i = 0; i < 512; i++)
    ok &= (float) y[i] == (i < 16 ? 0.0f : (float) ((i - 16) % 8)) + 0.5f;
  ascsim_expect (ok, "y = the window of b moved down by 16, plus 0.5");
  return ascsim_finish ();
}

/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
