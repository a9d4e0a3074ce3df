/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of dump-table-through-array-param.c run with the plugin's
   sync.  The checker judges.  */
#include "table-through-array-param.h"
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
