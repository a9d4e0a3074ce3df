/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops" } */
/* Stage helpers reading their slot's buffers and GM pointers from a
   structure a helper left out of line fills
   (helper-object-filled-by-call.h), at -O0: within each stage, the
   buffer of slot I & 1 for its parameter I ("arg1&1"), in the GM object
   of the kernel's x or y ("held0"); in the kernel, each call's work in
   its tile's slot and, for the GM pointers, in the kernel's own
   parameters.  Twin: run-helper-object-filled-by-call-O0.c.  */
#include "helper-object-filled-by-call.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\\\[held0\\+0x0\\.\\.\[^ \]* W:UB\\\[\\+0x1000\\.\\.0x1400\\)~\\{arg1&1 #0:0x1000\\.\\.0x1200 #1:0x1200\\.\\.0x1400\\}" } } */
/* { dg-final { scan-ascsync-dump "op vadds pipe=V R:UB\\\[\\+0x1000\\.\\.0x1400\\)~\\{arg1&1 #0:0x1000\\.\\.0x1200 #1:0x1200\\.\\.0x1400\\} W:UB\\\[\\+0x2000\\.\\.0x2400\\)~\\{arg1&1 #0:0x2000\\.\\.0x2200 #1:0x2200\\.\\.0x2400\\}" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\\\[arg0\\+0x0\\.\\.end\\)\[^ \]* W:UB\\\[\\+0x1000\\.\\.0x1400\\)~\\{L0 0:0x1000\\.\\.0x1200 1:0x1200\\.\\.0x1400\\} \\(the callee's work entering the call\\)" } } */
/* { dg-final { scan-ascsync-dump "op copy_ubuf_to_gm pipe=MTE3 R:UB\\\[\\+0x2000\\.\\.0x2400\\)~\\{L0 0:0x2000\\.\\.0x2200 1:0x2200\\.\\.0x2400\\} W:GM\\\[arg1\\+0x0\\.\\.end\\)\[^ \]* \\(the callee's work entering the call\\)" } } */
