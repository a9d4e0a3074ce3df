/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-imprecise" } */
/* A public helper, not a kernel, given a UB buffer: its scalar store
   through the pointer is a UB write, which the vector add after it
   waits for.  (Taken as a kernel, its pointer a GM buffer, the store
   was a GM write, and the checker found the race.)  */
#include <ascsim.h>
#define HELPER __attribute__ ((noinline)) void \
  poke_add (__ubuf__ half *p, __ubuf__ half *o, int i)
#include "helper-scalar-write-ub.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
