/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump" } */
/* dump-interleave-runtime-tile.c at -O0, where each argument
   "(uint8_t) lblk" of a call is computed apart: the vadd's read and
   write through "yb + c" have one stride, so they are apart across
   iterations too, and no V barrier orders the vadds.  */
#include "interleave-runtime-tile.h"
/* { dg-final { scan-ascsync-dump "op vmul pipe=V \[^\\n\]* W:UB\[^ \]*\\{L\[0-9\]+,self\\}" } } */
/* { dg-final { scan-ascsync-dump "op vadd pipe=V \[^\\n\]* W:UB\[^ \]*\\{L\[0-9\]+,self\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(V\\)" } } */
