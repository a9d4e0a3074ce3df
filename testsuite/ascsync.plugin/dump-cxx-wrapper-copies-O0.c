/* { dg-do compile } */
/* { dg-options "-x c++ -O0 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-imprecise" } */
/* C++ at -O0: the slot table's entries reach get_imm through a copy,
   and the vector operation's operands reach cce.h's intrinsic through
   its inline wrapper's parameters (cxx-wrapper-copies.h).  Each access
   is still in slot T & 1 of the tile loop, and the operation is at the
   kernel's line, not the wrapper's.  Twin:
   run-cxx-wrapper-copies-O0.c.  */
#include "cxx-wrapper-copies.h"
/* { dg-final { scan-ascsync-dump "op vadds pipe=V R:UB\\\[\\+0x1000\\.\\.0x1200\\)~\\{L0 0:0x1000\\.\\.0x1100 1:0x1100\\.\\.0x1200\\} W:UB\\\[\\+0x1000\\.\\.0x1200\\)~\\{L0 0:0x1000\\.\\.0x1100 1:0x1100\\.\\.0x1200\\}" } } */
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ line 23 op vadds" } } */
