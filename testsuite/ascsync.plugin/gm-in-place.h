/* gm-in-place.h -- the kernel and host program of the tests of the
   rule that a kernel's GM pointer parameters are distinct objects
   (run-gm-distinct-*.c): k (x, y) stores tile t of x + 1 to y and loads
   tile t + 1 of x, launched in place (y is x).  */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x + 256, 0, 1, 16, 0, 0);
  vadds (b, a, 1.0, 2, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, b, 0, 1, 16, 0, 0);
  copy_gm_to_ubuf (a, x, 0, 1, 16, 0, 0);
  vadds (b + 512, a, 1.0, 2, 1, 1, 8, 8);
  copy_ubuf_to_gm (y + 512, b + 512, 0, 1, 16, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = (half *) ascsim_gm_alloc (4096 * sizeof (half));
  for (int i = 0; i < 4096; i++)
    x[i] = (half) (float) (i % 8);
  ASCSIM_LAUNCH (1, k (x, x));
  int ok = 1;
  for (int i = 0; i < 256; i++)
    ok &= (float) x[i] == (float) (i % 8 + 1)
          && (float) x[512 + i] == (float) (i % 8 + 2);
  ascsim_expect (ok, "x is the kernel's result in place");
  return ascsim_finish ();
}
