/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,deps" } */
/* A rotation of period 3 over only two buffers: the loop of
   dump-kslot-mod3-rotation.c with slot "(t % 3) & 1", so tiles T with
   T % 3 = 0 and 2 share the first buffer.  The slot of tile 3K + 2 is
   loaded again one tile later, by tile 3K + 3: the dependences from the
   vector work to the next load have distance 1, not 3, and the plugin
   must not take the period for the distance.  */
#define SLOT ((t % 3) & 1)
#include "dump-kslot-mod3-rotation.c"
/* { dg-final { scan-ascsync-dump "W:UB\\\[\\+0x0\\.\\.0x2000\\)~\\{L\[0-9\] 0:0x0\\.\\.0x1000 1:0x1000\\.\\.0x2000 2:0x0\\.\\.0x1000\\}" } } */
/* { dg-final { scan-ascsync-dump "V\\) -> op\[0-9\]+ \\(line \[0-9\]+, MTE2\\) WAR carried by L\[0-9\], distance 1: new pair" } } */
/* { dg-final { scan-ascsync-dump-not "distance 3" } } */
