/* { dg-do run } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops,plan" } */
/* The chunks of interleave-runtime-tile.h at -O0 with each repeat
   stride argument written as an expression, "(uint8_t) (tile_len /
   16)": GCC computes it apart for each argument (a division and a
   conversion of the same name), and the two names hold one value, so
   the vadd's read and write through "yb + c" keep one window across
   iterations and no V barrier orders the vadds.  The simulator checks
   the results and that nothing races.  */
#define REP_STRIDE ((uint8_t) (tile_len / 16))
#include "run-interleave-runtime-tile.c"
/* { dg-final { scan-ascsync-dump "op vadd pipe=V \[^\\n\]* W:UB\[^ \]*\\{L\[0-9\]+,self\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(V\\)" } } */
