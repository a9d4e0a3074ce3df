/* { dg-do run } */
/* { dg-options "-O2" } */
/* mode=keep: the loop of dump-hand-set-before-init.c, whose first
   tile's set comes before its load, runs clean and right with the
   plugin's sync, for one tile and for five (the driver of
   run-hand-prefetch-ids-kept.c).  */
#define SET_BEFORE_LOAD 1
#include "run-hand-prefetch-ids-kept.c"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
