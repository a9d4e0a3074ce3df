/* { dg-do run } */
/* { dg-options "-O0" } */
/* run-abnormal-setjmp-longjmp.c at -O0, where every call (get_imm and
   each intrinsic too) ends its block with an abnormal edge.  */
#include "run-abnormal-setjmp-longjmp.c"
/* { dg-warning "abnormal control flow in .k." "" { target *-*-* } 28 } */
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
