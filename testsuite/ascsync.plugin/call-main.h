/* call-main.h -- the host program of the run tests of calls the plugin
   cannot see into (run-call-*.c): GM arrays x and y of 4096 halves, x
   set to i % 8 and y to 0, the kernel k (x, y) launched on one block,
   then y[i] checked against CALL_EXPECT (i) for i < CALL_N (both
   defined by the test before it includes this file, after the kernel;
   CALL_ARGS, the kernel's arguments, is "x, y" unless the test defines
   it): the run passes when the checker finds no race and y is right.  */

#ifndef CALL_ARGS
#define CALL_ARGS x, y
#endif

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = (half *) ascsim_gm_alloc (4096 * sizeof (half));
  half *y = (half *) ascsim_gm_alloc (4096 * sizeof (half));
  for (int i = 0; i < 4096; i++)
    {
      x[i] = (half) (float) (i % 8);
      y[i] = (half) 0.0f;
    }
  ASCSIM_LAUNCH (1, k (CALL_ARGS));
  int ok = 1;
  for (int i = 0; i < CALL_N; i++)
    if ((float) y[i] != (float) (CALL_EXPECT (i)))
      ok = 0;
  ascsim_expect (ok, "y is the kernel's result");
  return ascsim_finish ();
}
