/* { dg-do compile } */
/* { dg-options "-x c++ -O2 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-imprecise,no-comdat-calls" } */
/* An operator class's stage methods left out of line
   (class-out-of-line-methods.h): at each call, the stage's work is in
   slot T & 1 of the member arrays of the kernel's object and in the
   kernel parameters its GM members hold, and its reads of the object
   are no operations, nor are they within each stage, "this" being the
   kernel's object at every call (comdat-calls: the stages are inline
   member functions, which other units could define too).  Twin:
   run-class-out-of-line-methods-O2.c.  */
#include "class-out-of-line-methods.h"
/* { dg-final { scan-ascsync-dump "op vadds pipe=V R:UB\\\[\\+0x1000\\.\\.0x1200\\)~\\{L0 0:0x1000\\.\\.0x1100 1:0x1100\\.\\.0x1200\\} W:UB\\\[\\+0x2000\\.\\.0x2200\\)~\\{L0 0:0x2000\\.\\.0x2100 1:0x2100\\.\\.0x2200\\} \\(the callee's work entering the call\\)" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\\\[arg0\\+0x0\\.\\.end\\)\\{L0,\\+256/it,b\[0-9\]+,0x0\\.\\.0x100\\} W:UB\\\[\\+0x1000\\.\\.0x1200\\)~\\{L0 0:0x1000\\.\\.0x1100 1:0x1100\\.\\.0x1200\\} \\(the callee's work entering the call\\)" } } */
/* { dg-final { scan-ascsync-dump "op copy_ubuf_to_gm pipe=MTE3 R:UB\\\[\\+0x2000\\.\\.0x2200\\)~\\{L0 0:0x2000\\.\\.0x2100 1:0x2100\\.\\.0x2200\\} W:GM\\\[arg1\\+0x0\\.\\.end\\)\\{L0,\\+256/it,b\[0-9\]+,0x0\\.\\.0x100\\} \\(the callee's work entering the call\\)" } } */
/* { dg-final { scan-ascsync-dump-not "scalar-load pipe=S R:GM\[^ \]* \\(the callee's work" } } */
/* { dg-final { scan-ascsync-dump-not "op scalar-load" } } */
