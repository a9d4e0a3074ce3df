/* { dg-do run } */
/* { dg-options "-O0" } */
/* run-abnormal-builtin-setjmp.c at -O0.  */
#include "run-abnormal-builtin-setjmp.c"
/* { dg-warning "abnormal control flow in .k." "" { target *-*-* } 25 } */
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
