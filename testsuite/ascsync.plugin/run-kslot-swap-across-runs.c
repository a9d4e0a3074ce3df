/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of dump-kslot-swap-across-runs.c with the plugin's sync:
   three chunks a tile, so each tile starts on the other buffer; the
   ids of the pairs follow the buffers from one run of the inner loop to
   the next (their counter starts where the pair does).  The checker
   judges.  Twins: run-kslot-swap-across-runs-even.c,
   run-kslot-swap-across-runs-O0.c.  */
#include "kslot-swap-outer.h"
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
