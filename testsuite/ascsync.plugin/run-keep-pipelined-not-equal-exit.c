/* { dg-do run } */
/* { dg-options "-O2" } */
/* dump-keep-pipelined-not-equal-exit.c run: keep mode adds nothing and
   the checker finds the kernel clean.  */
#include "pipelined-minus-one.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
