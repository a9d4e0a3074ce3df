/* { dg-do run } */
/* { dg-options "-O3" } */
/* As run-kslot-swap-across-runs.c with two chunks a tile (each tile
   starts on the same buffer), at -O3.  The checker judges.  */
#define KS 2
#include "kslot-swap-outer.h"
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
