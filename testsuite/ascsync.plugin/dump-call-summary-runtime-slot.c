/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-imprecise" } */
/* A helper's access through a local pointer parameter, placed at each
   call from the argument "in + (t & 1) * tile" with TILE known only at
   run time, lies in the argument's slot: the run-time slot form of the
   caller's own operations (gimple_runslot.cc), so the load of tile
   T + 1 is told apart from the compute of tile T reading the other
   slot, as if the helpers were inlined.  */
#include <ascsim.h>
#include "call-summary-runtime-slot.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 .*\\{slot 0x0\\+k\\*2\\*_\[0-9\]+ k=\[01\],\[01\]\\} \\(the callee's work entering the call\\)" } } */
