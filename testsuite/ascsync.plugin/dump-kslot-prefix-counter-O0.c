/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops" } */
/* The load counter of dump-kslot-prefix-counter.c at -O0, where the
   loop before the tile loop keeps its two tests "p < 3 && p < n" as
   two exits: where the prefetch's guard holds at T = 0 (n > 3) the
   first leaves after 3 iterations and the second stays until then, so
   the counter starts the tile loop at 3, as at -O2.  */
#include "kslot-prefix-counter.h"
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ line 28 op copy_gm_to_ubuf pipe=MTE2 .*W:UB..0x0..0x1000.~.L\[0-9\]+ 0:0xc00..0x1000 1:0x0..0x400 2:0x400..0x800 3:0x800..0xc00." } } */
