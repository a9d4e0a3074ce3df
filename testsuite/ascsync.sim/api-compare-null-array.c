/* ascsim_compare_f32 with a null array is an error (exit status 2) that
   names the argument, not a SIGSEGV blamed on the kernel.  */
/* { dg-do run } */
/* { dg-ascsync-expect-exit 2 } */
#include "ascsim.h"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  float want[4] = { 1, 2, 3, 4 };
  ascsim_compare_f32 ("z", NULL, want, 4, 0.0, 0.0);
  puts ("compare returned");
  return ascsim_finish ();
}

/* { dg-final { exit-status 2 } } */
/* { dg-final { output-contains {ascsim: error: ascsim_compare_f32 \("z", \.\.\.\): got is a null pointer; pass a description and the arrays of the 4 values computed and expected} } } */
/* { dg-final { output-not-contains {compare returned} } } */
/* { dg-final { output-not-contains {SIGSEGV} } } */
