/* { dg-do compile } */
/* { dg-options "-O0 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops" } */
/* At -O0 the row loop "for (r = 0; r < rows; r++)" tests in its
   header, which also sees the value r leaves with (rows, up to TR); the
   scalar reads of "ks[2 * r]" in the body are evaluated under the test
   that holds there (r < rows, so r <= TR - 1), as an intrinsic's
   operands are, and stay in their slot of SEL: slot 0 ends at 0x3c +
   4, not in slot 1.  */
#include <ascsim.h>
#include "tail-rows-scalar-kernel.h"
/* { dg-final { scan-ascsync-dump "line 53 op scalar-load pipe=S R:UB\\\[\\+0x0\\.\\.0x7c\\)~\\{L0 0:0x0\\.\\.0x3c 1:0x40\\.\\.0x7c\\}" } } */
