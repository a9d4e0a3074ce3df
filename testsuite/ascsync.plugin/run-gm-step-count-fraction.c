/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-provenance" } */
/* gm-step-fraction.h run: its stores, taken as apart from tile to tile
   (dump-gm-step-count-fraction.c), race with nothing, and the sums are
   right.  */
#define MAIN
#include "gm-step-fraction.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
