/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of dump-table-of-rows.c run with the plugin's sync at
   -O2.  The checker judges.  */
#include "table-of-rows.h"
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
