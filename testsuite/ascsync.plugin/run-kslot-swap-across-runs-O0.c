/* { dg-do run } */
/* { dg-options "-O0" } */
/* As run-kslot-swap-across-runs.c at -O0, five chunks a tile,
   three tiles.  The
   checker judges.  */
#define KS 5
#define NT 3
#include "kslot-swap-outer.h"
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
