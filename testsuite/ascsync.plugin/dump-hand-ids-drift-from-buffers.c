/* { dg-do compile } */
/* { dg-options "-O2 -DDRIFT -fplugin-arg-ascsync-dump=deps" } */
/* Mode keep: as dump-hand-ids-swapped-with-buffers.c, but the ids are
   swapped once more after each row, so they no longer follow the
   buffers: the joint rotation is not proved (the ids' phase is not the
   buffers'), and the plugin orders the loads after the stores two
   tiles back with its own pair.  */
#include "hand-ids-swapped.h"
/* { dg-final { scan-ascsync-dump "MTE3\\) -> op\[0-9\]+ \\(line \[0-9\]+, MTE2\\) WAR carried by L\[0-9\]+, distance 2: new pair" } } */
