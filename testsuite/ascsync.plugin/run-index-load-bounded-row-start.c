/* { dg-do run } */
/* { dg-options "-O2" } */
/* The recompute of dump-index-load-bounded-row-start.c, run over rows 2
   to 6 (see run-index-load-bounded.c): clean, and the right maxima.  */
#define ROW_START
#include "run-index-load-bounded.c"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
