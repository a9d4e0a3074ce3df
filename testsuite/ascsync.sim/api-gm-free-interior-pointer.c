/* ascsim_gm_free of a pointer into the middle of a GM buffer is an error
   (exit status 2) that says how far into the buffer it points.  */
/* { dg-do run } */
/* { dg-ascsync-expect-exit 2 } */
#include "ascsim.h"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (1024);
  ascsim_gm_free (x + 64);
  puts ("freed the middle of a buffer");
  return ascsim_finish ();
}

/* { dg-final { exit-status 2 } } */
/* { dg-final { output-contains {ascsim: error: ascsim_gm_free: the pointer is 128 bytes into a buffer from ascsim_gm_alloc, not its start; pass the pointer ascsim_gm_alloc returned} } } */
/* { dg-final { output-not-contains {freed the middle} } } */
