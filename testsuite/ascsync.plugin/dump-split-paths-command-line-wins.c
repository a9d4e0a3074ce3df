/* { dg-do compile } */
/* { dg-options "-O3 -fsplit-paths -fplugin-arg-ascsync-dump=ops,plan" } */
/* The loop of dump-split-paths-off-device.c with -fsplit-paths on the
   command line: the user's choice stands, and GCC copies the loop's
   tail, the call of the tile, into both arms of the conditional (as
   with split-paths=yes).  */
#include "split-paths-tail.h"
/* { dg-final { scan-ascsync-dump-not "path splitting is off" } } */
/* { dg-final { scan-ascsync-dump-times "op\[0-9\]+ line 27 call tile" 2 } } */
