/* { dg-do run } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC" } */
/* dump-split-set-edge-first-iteration.c run: the set on the edge of
   the first iteration stands for that iteration's, and the checker
   finds the plugin's sync clean.  */
#include "pipelined-minus-one.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
