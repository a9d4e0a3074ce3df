/* { dg-do run } */
/* { dg-options "-O2" } */
/* The tile of 480 vector steps (see dump-long-chain-structured.c)
   planned by the structured planner: the checker finds its sync clean
   and the output right.  */
#include "long-vector-chain.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
