/* { dg-do run } */
/* { dg-options "-O0 -fplugin-arg-ascsync-warn=no-imprecise" } */
/* A field read in a loop that a helper given the structure's address
   writes (forward-load-field-in-loop.h, SET_SRC the call set_src).
   The call writes the field's bytes, so the load of "st.src" is not
   taken to read the store before the loop (gimple_forward.cc): that
   would make the kernel read B1 in every iteration, and the results
   would be wrong.  */
#define WRITE_BY_CALL
#define SET_SRC(st, p) set_src (&(st), (p))
#include "forward-load-field-in-loop.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
