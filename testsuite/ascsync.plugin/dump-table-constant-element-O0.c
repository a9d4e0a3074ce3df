/* { dg-do compile } */
/* { dg-options "-O0 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops" } */
/* Each load of table-constant-element.h's table gives the one element
   it reads, not any element of the table, so each vadd reads and
   writes two distinct buffers.  Its twin at the other level:
   dump-table-constant-element.c.  */
#include "table-constant-element.h"
/* { dg-final { scan-ascsync-dump "op vadd pipe=V R:UB\\\[\\+0x0\\.\\.0x1000\\)\[^ \]* R:UB\\\[\\+0x1000\\.\\.0x2000\\)\[^ \]* W:UB\\\[\\+0x0\\.\\.0x1000\\)" } } */
/* { dg-final { scan-ascsync-dump "op vadd pipe=V R:UB\\\[\\+0x2000\\.\\.0x3000\\)\[^ \]* R:UB\\\[\\+0x3000\\.\\.0x4000\\)\[^ \]* W:UB\\\[\\+0x2000\\.\\.0x3000\\)" } } */
