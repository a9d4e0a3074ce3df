/* { dg-do run } */
/* { dg-options "-x c++ -O0" } */
/* run-abnormal-eh-cxx.c at -O0.  */
#include "run-abnormal-eh-cxx.c"
/* { dg-warning "abnormal control flow in" "" { target *-*-* } 34 } */
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
