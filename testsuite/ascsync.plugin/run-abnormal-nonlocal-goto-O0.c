/* { dg-do run } */
/* { dg-options "-O0" } */
/* run-abnormal-nonlocal-goto.c at -O0.  */
#include "run-abnormal-nonlocal-goto.c"
/* { dg-warning "abnormal control flow in .k." "" { target *-*-* } 15 } */
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
