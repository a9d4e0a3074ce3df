/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops" } */
/* Below a loop's exit test "i < rows" the counter is below the largest
   value of rows: at -O0 the test stands in the loop's header, which
   also sees the exit value, and GCC's range of rows (a helper's
   result, a call) does not narrow i in the body.  The row loop's
   vadds then stay in their slot (each slot exactly TR_MAX rows long)
   instead of reaching a row into the next buffer.  */
#include "row-loop-slot.h"
/* { dg-final { scan-ascsync-dump "op vadds pipe=V R:UB\\\[\\+0x1000\\.\\.0x1800\\)" } } */
/* { dg-final { scan-ascsync-dump "W:UB\\\[\\+0x0\\.\\.0x800\\)~\\{L\[0-9\]+,\\+256/it,b\[0-9\]+,0x0\\.\\.0x100\\}\\{L\[0-9\]+ 0:0x0\\.\\.0x400 1:0x400\\.\\.0x800\\}" } } */
