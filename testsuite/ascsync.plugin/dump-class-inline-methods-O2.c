/* { dg-do compile } */
/* { dg-options "-x c++ -O2 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-imprecise" } */
/* An operator class's member arrays of slot addresses, its methods
   inlined (class-inline-methods.h): tile T reads slot T & 1 of one and
   writes slot T & 1 of the other.  Twin: run-class-inline-methods-O2.c.  */
#include "class-inline-methods.h"
/* { dg-final { scan-ascsync-dump "op vadds pipe=V R:UB\\\[\\+0x1000\\.\\.0x1200\\)~\\{L0 0:0x1000\\.\\.0x1100 1:0x1100\\.\\.0x1200\\} W:UB\\\[\\+0x2000\\.\\.0x2200\\)~\\{L0 0:0x2000\\.\\.0x2100 1:0x2100\\.\\.0x2200\\}" } } */
