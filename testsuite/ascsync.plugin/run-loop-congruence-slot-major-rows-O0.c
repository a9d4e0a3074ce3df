/* { dg-do run } */
/* { dg-options "-O0" } */
/* The slot-major rows of run-loop-congruence-slot-major-rows.c at -O0.
   The sync-free kernel with the plugin runs clean and correct.  */
#include "run-loop-congruence-slot-major-rows.c"
/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
