/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-imprecise" } */
/* A helper's minimum written with an "if" ("left = len - t * 256; if
   (left > 256) left = 256;"): at -O0 a PHI joining the two values its
   branch compares, recorded as their minimum (what GCC's phiopt makes
   of it at -O2), so the tail count is at most a slot as in
   dump-helper-return-tail-count-O0.c.  */
#define TAIL_IF
#include "helper-return-tail-count.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 \[^\n\]* W:UB\\\[\\+0x1000\\.\\.0x1400\\)~\\{L0 0:0x1000\\.\\.0x1200 1:0x1200\\.\\.0x1400\\}" } } */
