/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-imprecise" } */
/* Quadruple buffering with 64-bit unsigned counters
   (prologue-written-out.h, its prologue a loop): the loads of tiles 0
   to 2 by a loop "p < 3 && p < n", tile T + 3 loaded in iteration T
   while "t + 3 < n", each load into slot LS of its own counter.  The
   prefix guard's sides and the prologue loop's exit tests are 64-bit
   unsigned values, which the relations took only below 2^63: they are
   taken where the guard's first value bounds them (the tile count N,
   a count), so LS enters the loop as 3 and the prefetch rotates over
   the slots from slot 3.  */
#define CTR uint64_t
#define PROLOGUE_LOOP
#include "prologue-written-out.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 \[^\n\]* W:UB\\\[\\+0x1000\\.\\.0x1400\\)~\\{L0 0:0x1300\\.\\.0x1400 1:0x1000\\.\\.0x1100 2:0x1100\\.\\.0x1200 3:0x1200\\.\\.0x1300\\}" } } */
