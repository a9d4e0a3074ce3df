/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps" } */
/* mode=keep, a negative control: the loop of
   dump-kslot-mod3-rotation.c with its hand-written ids rotating over
   three, "(event_t) (t % 3)", but its slots over only two, "t & 1".  A
   wait of tile T takes the set of tile T - 3 while the slot was last
   used by tile T - 2: as written the kernel races, and the plugin must
   not take the hand-written pairs to order the reuse of a slot two
   tiles on.  */
#define SLOT (t & 1)
#include "dump-kslot-mod3-rotation.c"
/* The hand-written pairs hold three of the four ids of each pipe pair:
   the pairs added take the fourth, one id each.  */
/* { dg-final { scan-ascsync-dump "V\\) -> op\[0-9\]+ \\(line \[0-9\]+, MTE2\\) WAR carried by L\[0-9\], distance 2: new pair" } } */
/* { dg-final { scan-ascsync-dump "MTE3\\) -> op\[0-9\]+ \\(line \[0-9\]+, V\\) WAR carried by L\[0-9\], distance 2: new pair" } } */
