/* { dg-do compile } */
/* { dg-options "-x c++ -O0 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-warn=no-comdat-calls" } */
/* C++ template helpers, instantiated after the kernel, are compiled
   before it at -O0: its calls of them are summarised, not fenced.  */
#include <ascsim.h>
#include "template-helper.h"
/* { dg-final { scan-ascsync-dump "call copy_in \\(summarised: no fence\\)" } } */
/* { dg-final { scan-ascsync-dump "call add \\(summarised: no fence\\)" } } */
/* { dg-final { scan-ascsync-dump "call copy_out \\(summarised: no fence\\)" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(ALL\\)" } } */
