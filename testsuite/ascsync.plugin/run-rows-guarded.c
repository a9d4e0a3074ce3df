/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of dump-rows-guarded.c run with the plugin's sync.  The
   checker judges.  Twin: run-rows-unguarded-same-row.c.  */
#include "rows-guarded.h"
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
