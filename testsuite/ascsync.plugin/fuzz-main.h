/* fuzz-main.h -- the host program of the run tests reduced from the
   random kernels of ascsync.fuzz: GM arrays x and y of 65536 halves
   (the first 4096 of x set to i % 8), the kernel k (x, y) launched on
   two blocks (block_idx 0 and 1 take different paths and trip counts);
   the checker's verdict is what the tests assert.  Include it after
   the kernel (C or C++).  */

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = (half *) ascsim_gm_alloc (65536 * sizeof (half));
  half *y = (half *) ascsim_gm_alloc (65536 * sizeof (half));
  for (int i = 0; i < 4096; i++)
    x[i] = (half) (float) (i % 8);
  ASCSIM_LAUNCH (2, k (x, y));
  return ascsim_finish ();
}
