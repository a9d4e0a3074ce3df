/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-imprecise" } */
/* A slot table that is an array of arrays, read as "b[t & 1][0]" and
   "b[t & 1][1]" (table-of-rows.h): tile T reads slot T & 1 of the input
   buffer and writes slot T & 1 of the output buffer.  Twins:
   run-table-of-rows.c, run-table-of-rows-O0.c.  */
#include "table-of-rows.h"
/* { dg-final { scan-ascsync-dump "op vadds pipe=V R:UB\\\[\\+0x1000\\.\\.0x1200\\)~\\{L0 0:0x1000\\.\\.0x1100 1:0x1100\\.\\.0x1200\\} W:UB\\\[\\+0x2000\\.\\.0x2200\\)~\\{L0 0:0x2000\\.\\.0x2100 1:0x2100\\.\\.0x2200\\}" } } */
