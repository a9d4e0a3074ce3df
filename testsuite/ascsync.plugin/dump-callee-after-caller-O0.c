/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops,plan" } */
/* A helper defined after the kernel that calls it is compiled first at
   -O0 too: the kernel's calls of it are summarised, not fenced.  */
#include <ascsim.h>
#include "callee-after-caller.h"
/* { dg-final { scan-ascsync-dump "call tile \\(summarised: no fence\\)" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(ALL\\)" } } */
