/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A row of KCNT fractals per MI, KCNT fractals apart, "l0a + mi * kcnt
   * 256" with unsigned 32-bit counters (as Ascend C code writes them):
   GCC cannot widen the 32-bit product to the pointer's 64 bits as an
   affine evolution, so the symbolic step KCNT * 512 was not seen and
   the rows got a barrier each.  Under the layout assumption the
   product cannot wrap before the address leaves L0A (the load runs in
   every iteration), so the rows are apart ("self").  */
#define CTR uint32_t
#include "l0a-rows.h"
/* { dg-final { scan-ascsync-dump "op load_cbuf_to_ca pipe=MTE1 \[^\n\]* W:L0A\[^ \]*\\{L\[0-9\]+,self\\}" } } */
