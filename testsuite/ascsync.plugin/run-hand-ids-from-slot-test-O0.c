/* { dg-do run } */
/* { dg-options "-O0" } */
/* The kernel of dump-hand-ids-from-slot-test-O0.c run in mode keep.
   The checker judges.  */
#include "hand-ids-from-slot-test.h"
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
