/* { dg-do run } */
/* { dg-options "-O0" } */
/* run-row-guard-scatter.c at -O0, where the row is a variable in
   memory, loaded again for each transfer.  The checker judges.  */
#include "row-guard-scatter.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
