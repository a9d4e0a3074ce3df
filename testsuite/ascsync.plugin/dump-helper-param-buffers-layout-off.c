/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-layout=no -fplugin-arg-ascsync-warn=no-imprecise" } */
/* Without the layout assumption a helper's pointer parameters are
   unknown addresses, whatever its calls pass: the loads of load_pair
   may meet and a barrier orders them (dump-helper-param-buffers.c has
   none).  */
#include <ascsim.h>
#include "helper-param-buffers.h"
/* { dg-final { scan-ascsync-dump "op0 line 15 op copy_gm_to_ubuf pipe=MTE2 \[^\\n\]*W:UB\\\[\\+0x0\\.\\.end\\)" } } */
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(MTE2\\)" } } */
