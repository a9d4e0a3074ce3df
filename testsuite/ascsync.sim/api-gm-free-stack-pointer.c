/* ascsim_gm_free of a pointer that ascsim_gm_alloc did not return (a
   host stack array) is an error that stops the run (exit status 2),
   not a silent no-op.  */
/* { dg-do run } */
/* { dg-ascsync-expect-exit 2 } */
#include "ascsim.h"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (256);
  half on_stack[16];
  ascsim_gm_free (x);
  puts ("freed a GM buffer");
  ascsim_gm_free (on_stack);
  puts ("freed a stack array");
  return ascsim_finish ();
}

/* { dg-final { exit-status 2 } } */
/* { dg-final { output-contains {freed a GM buffer} } } */
/* { dg-final { output-contains {ascsim: error: ascsim_gm_free: the pointer is not a buffer from ascsim_gm_alloc \(it is outside the GM arena\); free only what ascsim_gm_alloc returned, and host memory with free} } } */
/* { dg-final { output-not-contains {freed a stack array} } } */
