/* { dg-do run } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops,plan" } */
/* run-split-end-bounds-past-slot.c at -O0, where the row pointer is
   "yb + r * ROW" rather than an induction variable: the tail's offset
   "nf * 128" is linear in NF from that pointer, which is the base of
   its split form, so the tail is seen reaching 256 bytes into the
   other slot here too, and the simulator finds no race.  */
#define TAIL_EXTRA 1
#include "split-end-rows.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "split: \\\[P\\+0\\+256\\*y, P\\+2304\\+0\\*y\\)" } } */
/* { dg-final { scan-ascsync-dump "op vector_dup pipe=V W:UB\[^\\n\]* 0:0x9000\\.\\.0xd100 1:" } } */
