/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* As run-split-end-bounds-slot.c with one repeat more in each tail
   ("9 - nf"): the last row's tail ends 256 bytes into the other slot.
   Its operands say so, and the layout assumption (an access stays in
   its slot) must not cut it there: slot 0 reaches 0xd100, the tail of
   tile T is ordered after the store of tile T - 1 reading those bytes,
   and the simulator finds no race (with the tail cut at 0xd000 it
   reports two).  The overrun is written again by the next row or tile,
   so only the findings are checked.  */
#define TAIL_EXTRA 1
#include "split-end-rows.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "split: \\\[P\\+0\\+256\\*y, P\\+2304\\+0\\*y\\)" } } */
/* { dg-final { scan-ascsync-dump "op vector_dup pipe=V W:UB\[^\\n\]* 0:0x9000\\.\\.0xd100 1:" } } */
