/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-imprecise" } */
/* A count computed by a helper GCC does not inline at -O0, "cnt = imin
   (n & 15, 8)" (helper-return-count.h): imin returns an expression of
   its arguments alone (the smaller), recorded when it was compiled, so
   at the call the count is at most 8 blocks and each load stays in its
   slot, not to the end of the buffer.  Twin:
   run-helper-return-count-O0.c.  */
#include "helper-return-count.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 \[^\n\]* W:UB\\\[\\+0x1000\\.\\.0x1200\\)~\\{L0 0:0x1000\\.\\.0x1100 1:0x1100\\.\\.0x1200\\}" } } */
