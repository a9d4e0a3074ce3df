/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-warn=no-fallback" } */
/* The calls of the tile loop of call-summary-tile.h are summarised:
   no pipe_barrier (ALL) anywhere in the kernel, and the callee's ids
   are left to it (the kernel's pairs take others).  */
#include <ascsim.h>
#include "call-summary-tile.h"
/* { dg-final { scan-ascsync-dump "call tile \\(summarised: no fence\\)" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(ALL\\)" } } */
