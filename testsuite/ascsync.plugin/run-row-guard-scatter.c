/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of dump-row-guard-scatter.c run with the plugin's sync:
   its rows meet 1 to 3 tiles apart, where only the row guard orders the
   store of one tile before the load of a later one.  The checker
   judges.  Twin: run-row-guard-drop-races.c.  */
#include "row-guard-scatter.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
