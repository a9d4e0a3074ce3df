/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-imprecise" } */
/* A helper reads its slots' addresses through a pointer parameter
   (loaded-through-param.h): within it the accesses are any byte of UB
   (a warning says so and that the calls place them), and at the call
   they are in slot T & 1 of the tables of the structure the kernel
   passes, as the kernel's own accesses of the tables are.  Twin:
   run-loaded-through-param.c.  */
#include "loaded-through-param.h"
/* { dg-final { scan-ascsync-dump "op vadds pipe=V R:UB\\\[\\+0x1000\\.\\.0x1200\\)~\\{L0 0:0x1000\\.\\.0x1100 1:0x1100\\.\\.0x1200\\} W:UB\\\[\\+0x2000\\.\\.0x2200\\)~\\{L0 0:0x2000\\.\\.0x2100 1:0x2100\\.\\.0x2200\\} \\(the callee's work entering the call\\)" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x1000\\.\\.0x1200\\)~\\{L0 0:0x1000\\.\\.0x1100 1:0x1100\\.\\.0x1200\\}" } } */
