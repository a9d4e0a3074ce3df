/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-imprecise,no-provenance" } */
/* A helper's access through a local pointer parameter is placed at
   each call from the argument: "in + (t & 1) * 512" with the helper's
   own offset of 256 bytes makes the copies of its load a slot rotation
   of the caller's loop, as if it were inlined
   (call-summary-pointer-tile.h), not all of UB.  */
#include <ascsim.h>
#include "call-summary-pointer-tile.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 .*W:UB\[^ \]*.L\[0-9\]+ 0:0x100..0x300 1:0x500..0x700. \\(the callee's work entering the call\\)" } } */
/* { dg-final { scan-ascsync-dump "op vadds pipe=V R:UB\[^ \]*.L\[0-9\]+ 0:0x100..0x300 1:0x500..0x700. W:UB\[^ \]*.L\[0-9\]+ 0:0x1000..0x1200 1:0x1400..0x1600. \\(the callee's work leaving the call\\)" } } */
