/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-warn=no-provenance" } */
/* Within a noinline helper, an operand made from a pointer parameter
   lies in the buffers the helper's calls pass (traced by pointer
   arithmetic to get_imm, the layout assumption): the loads into A and
   B of load_pair are apart, so no barrier orders them, and add_scaled's
   read of B is apart from its write of O.  */
#include <ascsim.h>
#include "helper-param-buffers.h"
/* { dg-final { scan-ascsync-dump "op0 line 15 op copy_gm_to_ubuf pipe=MTE2 \[^\\n\]*W:UB\\\[\\+0x0\\.\\.0x1000\\)" } } */
/* { dg-final { scan-ascsync-dump "op1 line 16 op copy_gm_to_ubuf pipe=MTE2 \[^\\n\]*W:UB\\\[\\+0x1000\\.\\.0x2000\\)" } } */
/* { dg-final { scan-ascsync-dump "op1 line 24 op vadd pipe=V R:UB\\\[\\+0x0\\.\\.0x1000\\)~ R:UB\\\[\\+0x1000\\.\\.0x2000\\)~ W:UB\\\[\\+0x2000\\.\\.0x3000\\)" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE2\\)" } } */
