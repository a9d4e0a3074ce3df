/* Run twin of dump-helper-id-parameter-O0.c: keep mode at -O0 with the
   helper's flags standing in for the caller's slot ids is clean, and
   y = x + 1.  */
/* { dg-do run } */
/* { dg-options "-O0" } */
#include "helper-id-parameter.h"

#define CALL_N 4096
#define CALL_EXPECT(i) ((i) % 8 + 1)
#include "call-main.h"

/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
