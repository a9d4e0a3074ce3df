/* ascsim_compare_f32 with a null description is an error (exit status
   2) too: its messages name the comparison.  */
/* { dg-do run } */
/* { dg-ascsync-expect-exit 2 } */
#include "ascsim.h"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  float got[2] = { 1, 2 }, want[2] = { 1, 2 };
  ascsim_compare_f32 (NULL, got, want, 2, 0.0, 0.0);
  puts ("compare returned");
  return ascsim_finish ();
}

/* { dg-final { exit-status 2 } } */
/* { dg-final { output-contains {ascsim: error: ascsim_compare_f32 \("\(null\)", \.\.\.\): the description is a null pointer; pass a description and the arrays of the 2 values computed and expected} } } */
/* { dg-final { output-not-contains {compare returned} } } */
