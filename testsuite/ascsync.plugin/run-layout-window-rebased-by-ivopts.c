/* { dg-do run } */
/* { dg-options "-O2" } */
/* A window moved down from a buffer (W = get_imm (0x2800), read from
   "w - 16 + u * 256" halves, two rows of 256 bytes per step) stays in
   W's buffer, which the manual promises.  GCC's ivopts made the
   window's pointer from the destination's induction variable (D =
   get_imm (0x1800), below), so the plugin saw a pointer made from D
   whose lowest value lies in the buffer below W and took that buffer
   as its object: the read was cut at 0x2800 and the load into W + 64
   (MTE2) was not ordered after it.  A pointer whose lowest value lies
   outside the object of the address it is made from is bounded by the
   objects up to its highest value (fuzz seed 2390).  */
#include <ascsim.h>
#include <stdio.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int32_t rows)
{
  __ubuf__ half *d = (__ubuf__ half *) get_imm (0x1800);
  __ubuf__ half *below = (__ubuf__ half *) get_imm (0x2000);
  __ubuf__ half *w = (__ubuf__ half *) get_imm (0x2800);
  vector_dup (below, (half) 1.0f, 8, 1, 1, 8, 8);
  vector_dup (w, (half) 2.0f, 8, 1, 1, 8, 8);
  for (int u = 0; u < (((int) (uint8_t) rows) + 1) / 2; u++)
    {
      int r = ((int) (uint8_t) rows) - u * 2 < 2
              ? ((int) (uint8_t) rows) - u * 2 : 2;
      vmuls (d + u * 256, w - 16 + u * 256, (half) 0.5f, (uint8_t) r, 1,
             1, 8, 8);
    }
  copy_gm_to_ubuf (w + 64, x, 0, 1, 16, 0, 0);
  copy_ubuf_to_gm (y, d, 0, 1, 16, 0, 0);
  copy_ubuf_to_gm (y + 512, w, 0, 1, 32, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (256 * sizeof (half));
  half *y = ascsim_gm_alloc (1024 * sizeof (half));
  for (int i = 0; i < 256; i++)
    x[i] = (half) 8.0f;
  /* rows = 2, from ARGC so that GCC cannot fold it.  */
  ASCSIM_LAUNCH (1, k (x, y, argc + 1));
  /* D: half of the 16 halves below W (1.0) and of W's first 240
     halves (2.0, read before the load); Y + 512: W after the load.  */
  int bad = 0;
  for (int i = 0; i < 256; i++)
    bad += (float) y[i] != (i < 16 ? 0.5f : 1.0f);
  for (int i = 0; i < 512; i++)
    bad += (float) y[512 + i] != (i >= 64 && i < 320 ? 8.0f : 2.0f);
  if (bad)
    printf ("FAIL: %d wrong values\n", bad);
  return ascsim_finish () || bad;
}
