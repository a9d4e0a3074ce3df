/* Twin of checker-scalar-store-width.c: the DMA is ordered before the
   8-byte scalar store; clean.  */
/* { dg-do run } */
/* { dg-additional-options "--no-plugin" } */
#define SYNCED 1
#include "checker-scalar-store-width.c"

/* { dg-final { exit-status 0 } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
