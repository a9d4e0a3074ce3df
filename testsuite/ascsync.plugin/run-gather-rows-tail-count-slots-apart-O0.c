/* { dg-do run } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops,alloc -fplugin-arg-ascsync-warn=no-provenance" } */
/* A batch's count "(int) MIN (left, 16)" of a 64-bit LEFT bounds the
   gathered rows to the batch's 16-row slot (gather-rows.h):
   at -O0 ROWS is a PHI of "(int) left" under "left <= 15" and 16; a
   signed trip count's negative values run no iteration, and by the
   count assumption the conversion keeps LEFT's value, so J is at most
   15 in the loop's body.  The slots are apart and rotate.  */
#define CLAMP 16
#define SLOT_ROWS 16
#include "gather-rows.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*W:UB\[^\\n\]*\\{L0 0:0x2000..0x6000 1:0x6000..0xa000\\}" } } */
/* { dg-final { scan-ascsync-dump "V->MTE2: 1 pair on 2 ids" } } */
