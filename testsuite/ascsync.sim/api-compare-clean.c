/* Twin of api-compare-null-*.c: ascsim_compare_f32 with a description
   and two arrays compares them, and a mismatch outside the tolerance is
   a failed check (exit status 1) that shows the element.  */
/* { dg-do run } */
/* { dg-ascsync-expect-exit 1 } */
#include "ascsim.h"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  float got[3] = { 1, 2, 3.5f }, want[3] = { 1, 2.001f, 3 };
  int same = ascsim_compare_f32 ("close", got, want, 2, 0.01, 0.0);
  int far = ascsim_compare_f32 ("far", got, want, 3, 0.01, 0.0);
  printf ("close %d far %d\n", same, far);
  return ascsim_finish ();
}

/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains {close 1 far 0} } } */
/* { dg-final { output-contains {ascsim: far: element 2 is 3.5, expected 3} } } */
/* { dg-final { output-contains {0 launches, 0 findings, 1 failed check: FAIL} } } */
