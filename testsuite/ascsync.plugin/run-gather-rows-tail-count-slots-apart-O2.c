/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,alloc -fplugin-arg-ascsync-warn=no-provenance" } */
/* A batch's count "(int) MIN (left, 16)" of a 64-bit LEFT bounds the
   gathered rows to the batch's 16-row slot (gather-rows.h):
   at -O2 IVOPTS tests "j < rows" as a pointer against an end computed
   from the count; the difference of the two, expanded into affine
   combinations, is the count, whose range where the loop is entered
   (under "left > 0") is [1, 16].  So the slots are apart and rotate:
   the next batch's gathers need not wait for this batch's adds.  */
#define CLAMP 16
#define SLOT_ROWS 16
#include "gather-rows.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*W:UB\[^\\n\]*\\{L0 0:0x2000..0x6000 1:0x6000..0xa000\\}" } } */
/* { dg-final { scan-ascsync-dump "V->MTE2: 1 pair on 2 ids" } } */
