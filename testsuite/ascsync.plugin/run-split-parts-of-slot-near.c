/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of dump-split-parts-of-slot-near.c run with the plugin's sync.
   The checker judges.  */
#define PARTS_NEAR
#include "split-parts-of-slot.h"
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
