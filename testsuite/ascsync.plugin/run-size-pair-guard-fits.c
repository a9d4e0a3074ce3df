/* { dg-do run } */
/* { dg-options "-O2" } */
/* Tiles at the largest size the check "rows * d <= 8192" allows, 8
   rows of 1024 halves: each fills its slot exactly, the two slots
   apart; the run is clean with the right result.  */
#define LIMIT 8192
#define ROWS 8
#define D 1024
#include "run-size-pair-guard.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
