/* { dg-do run } */
/* { dg-options "-x c++ -O2 -fplugin-arg-ascsync-warn=no-imprecise,no-provenance,no-comdat-calls" } */
/* A template helper left out of line, given a UB buffer by the
   kernel's call: its scalar store through the pointer is a UB write
   (comdat-calls: the unit's call passes a get_imm address), which the
   vector add after it waits for.  (Taken as a kernel, the store was a
   GM write, and the checker found the race.)  */
#include <ascsim.h>
#define HELPER template <typename T> __attribute__ ((noinline)) void \
  poke_add (__ubuf__ T *p, __ubuf__ T *o, int i)
#include "helper-scalar-write-ub.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
