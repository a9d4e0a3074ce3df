/* { dg-do run } */
/* { dg-options "-O0" } */
/* The kernel of dump-moving-congruence-overlap.c (2-block bursts,
   overlapping from one iteration to the next) run with the plugin's
   sync at -O0: the checker finds the overlapping writes unordered
   unless a barrier orders them.  */
#define BURST 2
#include "moving-congruence.h"
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
