/* { dg-do run } */
/* { dg-options "-O0 -fplugin-arg-ascsync-mode=strip -fplugin-arg-ascsync-emit=calls" } */
/* run-abnormal-setjmp-longjmp.c at -O0 with mode=strip and emit=calls:
   one call per sync instruction, the calls after an intrinsic that ends
   its block on the edge taken when it returns.  */
#include "run-abnormal-setjmp-longjmp.c"
/* { dg-warning "abnormal control flow in .k." "" { target *-*-* } 28 } */
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
