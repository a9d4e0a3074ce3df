/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* The chunk loop's trip count and the vmul's repeat stride are both
   functions of the run-time tile length, neither affine in it
   (interleave-runtime-tile.h): tried at each length the kernel's
   checks let through (multiples of 128 up to 2048), the chunks
   interleave without a common byte, so the vmuls (and the vadds) are
   "self" disjoint and need no V barrier between them.  Twin without the check:
   dump-interleave-runtime-tile-unchecked.c.  */
#include "interleave-runtime-tile.h"
/* { dg-final { scan-ascsync-dump "op vmul pipe=V \[^\\n\]* W:UB\[^ \]*\\{L\[0-9\]+,self\\}" } } */
/* { dg-final { scan-ascsync-dump "op vadd pipe=V \[^\\n\]* W:UB\[^ \]*\\{L\[0-9\]+,self\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(V\\)" } } */
