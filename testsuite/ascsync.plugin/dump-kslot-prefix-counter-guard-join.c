/* { dg-do compile } */
/* { dg-options "-O2 -fno-thread-jumps -fplugin-arg-ascsync-dump=ops,deps,plan" } */
/* The kernel of dump-kslot-prefix-counter.c without GCC's jump
   threading: the load counter's value at the tile loop's entry is then
   a PHI joining the prologue loop's last value with 0 from the path
   where "n > 0" failed, right before the tile loop's guard tests
   "n > 0" again.  That path never enters the loop, so the counter
   enters it at 3 and the load of tile T + 3 still goes to slot
   (T + 3) mod 4.  */
#include "kslot-prefix-counter.h"
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ line 28 op copy_gm_to_ubuf pipe=MTE2 .*W:UB..0x0..0x1000.~.L\[0-9\]+ 0:0xc00..0x1000 1:0x0..0x400 2:0x400..0x800 3:0x800..0xc00." } } */
