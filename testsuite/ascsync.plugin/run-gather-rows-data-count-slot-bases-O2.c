/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,alloc -fplugin-arg-ascsync-warn=no-provenance" } */
/* As run-gather-rows-data-count-slot-bases-O0.c at -O2, where IVOPTS
   moves a pointer from "stage" by D floats an iteration: "stage", the
   start of that induction variable, starts a slot.  */
#define COUNT_FROM_DATA
#define SLOT_ROWS 16
#include "gather-rows.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*W:UB\[^\\n\]*\\{L0 0:0x2100..0x6100 1:0x6100..0x12100\\}" } } */
/* { dg-final { scan-ascsync-dump "V->MTE2: 1 pair on 2 ids" } } */
