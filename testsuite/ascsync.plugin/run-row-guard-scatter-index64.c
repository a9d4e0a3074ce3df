/* { dg-do run } */
/* { dg-options "-O2" } */
/* run-row-guard-scatter.c with 64-bit indices (as PyTorch gives them):
   two rows 64-bit apart may wrap to one offset, so the guard compares
   the rows' offsets, not the rows.  The checker judges.  */
#define SA_INDEX int64_t
#include "row-guard-scatter.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
