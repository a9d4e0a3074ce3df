/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-warn=no-provenance" } */
/* The kernel of dump-helper-param-buffers.c at -O0, where every helper
   is a call: the helpers' operands lie in the buffers their calls pass,
   and add_scaled's read of SCALE, an array on the kernel's stack (as
   every call passes it), is no access of traced memory: no scalar
   operation, and no wait of the scalar unit for the vector work.  */
#include <ascsim.h>
#include "helper-param-buffers.h"
/* { dg-final { scan-ascsync-dump "op0 line 15 op copy_gm_to_ubuf pipe=MTE2 \[^\\n\]*W:UB\\\[\\+0x0\\.\\.0x1000\\)" } } */
/* { dg-final { scan-ascsync-dump-not "op scalar-load" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE2\\)" } } */
/* { dg-final { scan-ascsync-dump-not "wait_flag \\(V, S" } } */
