/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-imprecise" } */
/* A tail tile's count from a helper GCC does not inline at -O0,
   "MIN (len - t * 256, 256)" (helper-return-tail-count.h): its
   recorded expression taken at the call under the count assumption
   (what is converted to the count is not negative), as if the helper
   were inlined, so each load stays in its 512-byte slot, not to the
   end of the buffer.  Twin: run-helper-return-tail-count-O0.c.  */
#include "helper-return-tail-count.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 \[^\n\]* W:UB\\\[\\+0x1000\\.\\.0x1400\\)~\\{L0 0:0x1000\\.\\.0x1200 1:0x1200\\.\\.0x1400\\}" } } */
