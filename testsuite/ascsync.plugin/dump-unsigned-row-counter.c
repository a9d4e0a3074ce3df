/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* Rows loaded at "pk + i * 8" with an unsigned 32-bit counter I
   (unsigned-row-counter.h): widened to 64 bits, I could wrap only
   after its address left every local buffer, which the layout
   assumption excludes where the DMA runs in every iteration, so the
   address moves by 32 bytes an iteration and the rows are apart: no
   pipe_barrier (PIPE_MTE2) between them.  */
#include "unsigned-row-counter.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 \[^\n\]* W:UB\[^ \]*\\{L\[0-9\]+,\\+32/it,b\[0-9\]+,0x0\\.\\.0x20\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE2\\)" } } */
