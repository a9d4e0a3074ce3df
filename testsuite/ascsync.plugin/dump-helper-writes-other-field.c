/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-imprecise" } */
/* A helper writes a field of the structure it is given beside the
   tables it reads (helper-writes-other-field.h): the tables are still
   the kernel's, and the helper's work at each call is in slot T & 1.
   Twin: run-helper-writes-other-field.c; a helper writing the tables
   themselves: run-helper-writes-table.c.  */
#include "helper-writes-other-field.h"
/* { dg-final { scan-ascsync-dump "op vadds pipe=V R:UB\\\[\\+0x1000\\.\\.0x1200\\)~\\{L0 0:0x1000\\.\\.0x1100 1:0x1100\\.\\.0x1200\\} W:UB\\\[\\+0x2000\\.\\.0x2200\\)~\\{L0 0:0x2000\\.\\.0x2100 1:0x2100\\.\\.0x2200\\} \\(the callee's work entering the call\\)" } } */
/* { dg-final { scan-ascsync-dump "op copy_ubuf_to_gm pipe=MTE3 R:UB\\\[\\+0x2000\\.\\.0x2200\\)~\\{L0 0:0x2000\\.\\.0x2100 1:0x2100\\.\\.0x2200\\}" } } */
