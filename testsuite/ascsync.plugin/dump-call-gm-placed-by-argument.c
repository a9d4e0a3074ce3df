/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-warn=no-provenance" } */
/* The helpers' GM accesses are placed at each call by the argument,
   "y + t * 256", with its iteration form in the kernel's loop: the
   stores of tiles T and T + 1 do not meet, and no pipe_barrier (MTE3)
   orders them.  Twin: run-call-gm-placed-by-argument.c.  */
#include <ascsim.h>
#include "call-gm-by-argument.h"
/* { dg-final { scan-ascsync-dump "op copy_ubuf_to_gm pipe=MTE3 R:UB.* W:GM\\\[arg1\\+0x0\\.\\.0x1000\\)~.L0,\\+512/it,b\[0-9\]+,0x0\\.\\.0x200. \\(the callee's work entering the call\\)" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE3\\)" } } */
