/* { dg-do run } */
/* { dg-options "-O0 -fplugin-arg-ascsync-warn=no-imprecise" } */
/* A field read in a loop that the loop also writes
   (forward-load-field-in-loop.h): the load of "st.src" reads what
   one of two stores left there -- B1 from before the loop, B0 from the
   iteration before -- and is not taken as either (gimple_forward.cc):
   the vector operation may read B0, and waits for the load.  Taking
   the value from before the loop would make the kernel read B1 in
   every iteration (the load's uses are replaced by the value stored),
   and the results would be wrong.  */
#include "forward-load-field-in-loop.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
