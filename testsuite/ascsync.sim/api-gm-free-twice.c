/* Freeing a GM buffer twice is an error (exit status 2); the first free
   is fine.  */
/* { dg-do run } */
/* { dg-ascsync-expect-exit 2 } */
#include "ascsim.h"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (256);
  ascsim_gm_free (x);
  puts ("first free done");
  ascsim_gm_free (x);
  puts ("second free done");
  return ascsim_finish ();
}

/* { dg-final { exit-status 2 } } */
/* { dg-final { output-contains {first free done} } } */
/* { dg-final { output-contains {ascsim: error: ascsim_gm_free: the buffer was already freed; free each buffer of ascsim_gm_alloc once} } } */
/* { dg-final { output-not-contains {second free done} } } */
