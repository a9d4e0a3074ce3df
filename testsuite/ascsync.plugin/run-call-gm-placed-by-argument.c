/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-provenance" } */
/* The kernel of dump-call-gm-placed-by-argument.c run with the
   plugin's sync: the checker judges.  y[i] = x[i] + 1.  */
#include <ascsim.h>
#include "call-gm-by-argument.h"
#define CALL_N 2048
#define CALL_EXPECT(i) ((i) % 8 + 1)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
