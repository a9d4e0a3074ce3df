/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* A row's tail "vector_dup (yr + nf * 128, 0, 8 - nf)" under "nf < 8",
   NF read from data: offset and count share NF, so the tail ends at
   yr + 2048 bytes for every NF, and the last row's at the end of its
   slot (slot 0 of Y is [0x9000, 0xd000)).  Each end alone reaches 7
   rows past the row.  The split form bounds the tail by its operands,
   in its slot whatever NF is (the dump), and the simulator finds no
   race and the right rows.  Twin: run-split-end-bounds-past-slot.c.  */
#define TAIL_EXTRA 0
#include "split-end-rows.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "split: \\\[P\\+0\\+256\\*y, P\\+2048\\+0\\*y\\)" } } */
/* { dg-final { scan-ascsync-dump "op vector_dup pipe=V W:UB\[^\\n\]* 0:0x9000\\.\\.0xd000 1:0xd000\\.\\.0x11000" } } */
