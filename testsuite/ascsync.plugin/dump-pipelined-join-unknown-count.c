/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-threading=yes" } */
/* As run-pipelined-join-slots.c with the tile count a parameter, and
   GCC's jump threading left on (threading=yes; by default the plugin
   turns it off for this loop, see dump-threading-off-pipelined-loop.c):
   the loop's branches depend on the count, so the plugin cannot run
   the threaded loop to learn the joined counter, and stage 2's slots
   get no rotation: one MTE3 -> V id for both slots.  */
#include "pipelined-join-count-param.h"

/* { dg-final { scan-ascsync-dump "wait_flag \\(MTE3, V, 0\\)" } } */
/* { dg-final { scan-ascsync-dump-not "\\(MTE3, V, 0 \\+ iteration" } } */
