/* { dg-do compile } */
/* { dg-options "-x c++ -O0 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-imprecise,no-comdat-calls" } */
/* An operator class all of whose methods stay out of line
   (class-methods-out-of-line.h), at -O0: each stage reads its slot's
   buffer and its GM pointer from the object Init filled, the buffer of
   slot T & 1 for its parameter T (an id per value: "arg1&1"), in the
   GM object of the kernel's x or y (a base of its own, "held0");
   Process places each call's work by its loop's slot.  Twins:
   run-class-methods-out-of-line-O0.c, dump-class-methods-out-of-line-O2.c.  */
#include "class-methods-out-of-line.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\\\[held0\\+0x0\\.\\.end\\) W:UB\\\[\\+0x1000\\.\\.0x1200\\)~\\{arg1&1 #0:0x1000\\.\\.0x1100 #1:0x1100\\.\\.0x1200\\}" } } */
/* { dg-final { scan-ascsync-dump "op vadds pipe=V R:UB\\\[\\+0x1000\\.\\.0x1200\\)~\\{arg1&1 #0:0x1000\\.\\.0x1100 #1:0x1100\\.\\.0x1200\\} W:UB\\\[\\+0x2000\\.\\.0x2200\\)~\\{arg1&1 #0:0x2000\\.\\.0x2100 #1:0x2100\\.\\.0x2200\\}" } } */
/* { dg-final { scan-ascsync-dump "op copy_ubuf_to_gm pipe=MTE3 R:UB\\\[\\+0x2000\\.\\.0x2200\\)~\\{arg1&1 #0:0x2000\\.\\.0x2100 #1:0x2100\\.\\.0x2200\\} W:GM\\\[held0\\+0x0\\.\\.end\\)" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\\\[held0\\+0x0\\.\\.end\\)\\{L0,\\+256/it,b\[0-9\]+,0x0\\.\\.0x100\\} W:UB\\\[\\+0x1000\\.\\.0x1200\\)~\\{L0 0:0x1000\\.\\.0x1100 1:0x1100\\.\\.0x1200\\} \\(the callee's work entering the call\\)" } } */
/* { dg-final { scan-ascsync-dump "op copy_ubuf_to_gm pipe=MTE3 R:UB\\\[\\+0x2000\\.\\.0x2200\\)~\\{L0 0:0x2000\\.\\.0x2100 1:0x2100\\.\\.0x2200\\} W:GM\\\[held1\\+0x0\\.\\.end\\)\\{L0,\\+256/it,b\[0-9\]+,0x0\\.\\.0x100\\} \\(the callee's work entering the call\\)" } } */
