/* { dg-do compile } */
/* { dg-options "-O0 -fno-toplevel-reorder -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-warn=no-opaque-call" } */
/* -fno-toplevel-reorder on the command line keeps GCC's source order:
   the helper defined after the kernel is compiled after it, and the
   kernel's calls of it stay fenced.  */
#include <ascsim.h>
#include "callee-after-caller.h"
/* { dg-final { scan-ascsync-dump "call tile \\(fenced: pipe_barrier \\(PIPE_ALL\\)\\)" } } */
