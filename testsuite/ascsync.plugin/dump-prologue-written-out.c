/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-imprecise" } */
/* A slot counter started by the loads of the first tiles written out
   before the loop, each under its own guard (prologue-written-out.h):
   where the loop's prefetch guard "t + 3 < n" holds, N > 3, so every
   guard before held and the counter entered the loop as 3
   (gimple_under.cc); the prefetch of tile T + 3 then rotates over the
   four slots from slot 3, apart from the slot tile T is computed in.
   Twin: run-prologue-written-out.c.  */
#include "prologue-written-out.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 \[^\n\]* W:UB\\\[\\+0x1000\\.\\.0x1400\\)~\\{L0 0:0x1300\\.\\.0x1400 1:0x1000\\.\\.0x1100 2:0x1100\\.\\.0x1200 3:0x1200\\.\\.0x1300\\}" } } */
