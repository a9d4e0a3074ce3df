/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of dump-row-guard-store-run-size.c run with the plugin's
   sync: two stores into one row 1 to 3 tiles apart, the row's length
   known only at run time and some stores skipped, are ordered by the
   row guard's pipe_barrier (PIPE_MTE3) alone.  The checker judges, and
   the last tile of each row must stay.  */
#include "row-guard-store-run-size.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
