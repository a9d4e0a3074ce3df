/* { dg-do run } */
/* { dg-options "-O2" } */
/* As run-rows-guarded.c with the guard testing only RN != RP: the row
   loaded may be the row stored in the same iteration, and x makes it
   so (every row index is 0), so the store and the next load of row 0
   must be ordered.  The checker judges.  */
#define ROWS_GUARD(rn, r, rp) ((rn) != (rp))
#define ROWS_X_ZERO 1
#include "rows-guarded.h"
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
