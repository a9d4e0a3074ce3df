/* { dg-do run } */
/* { dg-options "-x c++ -O2 -fplugin-arg-ascsync-comdat-calls=no -fplugin-arg-ascsync-warn=no-imprecise" } */
/* The kernel of run-template-helper-scalar-write-ub.c with
   comdat-calls=no: the helper is planned for any arguments, its
   pointer may be UB, and the vector add still waits for the store.  */
#include <ascsim.h>
#define HELPER template <typename T> __attribute__ ((noinline)) void \
  poke_add (__ubuf__ T *p, __ubuf__ T *o, int i)
#include "helper-scalar-write-ub.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
