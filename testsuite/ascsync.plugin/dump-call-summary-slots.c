/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-fallback" } */
/* The copies of a summarised helper's work at its call take the slot
   the caller passes: "t & 1" of the caller's loop makes them slot
   rotations of that loop, as if the helper were inlined
   (call-summary-tile.h: "get_imm (0x0 + (t & 1) * 0x400)").  */
#include <ascsim.h>
#include "call-summary-tile.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 .*W:UB\[^ \]*\\{L\[0-9\]+ 0:0x0..0x200 1:0x400..0x600\\} \\(the callee's work entering the call\\)" } } */
/* { dg-final { scan-ascsync-dump "op vadds pipe=V .*W:UB\[^ \]*\\{L\[0-9\]+ 0:0x800..0xa00 1:0xc00..0xe00\\} \\(the callee's work leaving the call\\)" } } */
