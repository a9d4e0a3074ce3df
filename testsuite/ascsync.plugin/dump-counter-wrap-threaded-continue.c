/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* Four input slots picked by a counter set back to 0 where it reaches 4
   ("if (++ls == 4) ls = 0"), stepped only when a tile is loaded, in a
   software-pipelined loop that loads three tiles ahead and skips the
   compute of the first three iterations ("if (t < 0) continue";
   counter-pipelined-continue.h).  GCC's jump threading copies the
   "continue" into the arm where the counter wraps, so the 0 reaches
   the latch from a block that is no empty forwarder of the "ls == 4"
   test.  The test still holds on the one path to it: the load's slot
   is the counter's residue, which (the counter stepping in exactly the
   iterations that load, the first ones) is the iteration's.  */
#include "counter-pipelined-continue.h"
/* { dg-final { scan-ascsync-dump "line 19 op copy_gm_to_ubuf pipe=MTE2 R:GM\[^\\n\]* W:UB\\\[\\+0x1000\\.\\.0x9000\\)~?\\{L0 0:0x1000\\.\\.0x1800 1:0x1800\\.\\.0x2000 2:0x2000\\.\\.0x2800 3:0x2800\\.\\.0x3000\\}" } } */
