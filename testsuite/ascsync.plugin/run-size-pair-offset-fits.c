/* { dg-do run } */
/* { dg-options "-O2" } */
/* Rows at the largest width the check "ca + cb <= 256" allows, 96
   halves of A and 160 of B: each tile fills its slot exactly, B's part
   of the last row ending where the other slot starts; the run is clean
   with the right result.  */
#define LIMIT CPAD
#define CAMAX CPAD
#define CA 96
#define CB 160
#include "run-size-pair-offset.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
