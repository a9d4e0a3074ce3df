/* { dg-do run } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops,alloc -fplugin-arg-ascsync-warn=no-provenance" } */
/* A batch's count read from data (gather-rows.h, COUNT_FROM_DATA): no
   operand is the slot's base "stage" itself, only "stage + j * D" with
   J unbounded; "stage" on the way from the get_imm buffer to them, one
   address per residue of "t & 1", starts a slot as an operand equal to
   it would, so each slot's gathers end at the next slot and the two
   slots rotate.  */
#define COUNT_FROM_DATA
#define SLOT_ROWS 16
#include "gather-rows.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*W:UB\[^\\n\]*\\{L0 0:0x2100..0x6100 1:0x6100..0x12100\\}" } } */
/* { dg-final { scan-ascsync-dump "V->MTE2: 1 pair on 2 ids" } } */
