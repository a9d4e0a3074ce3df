/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops" } */
/* The table of table-constant-element.h with element 0 perhaps set
   again, to element 1's address: the load "p[0]" may give either, so
   the first vadd's first operand covers both buffers.  */
#define TABLE_SET_AGAIN
#include "table-constant-element.h"
/* { dg-final { scan-ascsync-dump "op vadd pipe=V R:UB\\\[\\+0x0\\.\\.0x2000\\)\[^ \]* R:UB\\\[\\+0x1000\\.\\.0x2000\\)\[^ \]* W:UB\\\[\\+0x0\\.\\.0x2000\\)" } } */
