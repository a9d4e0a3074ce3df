/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* The kernel of dump-index-load-scalar-store-slot.c with an index of
   known values, 0 or half a slot's elements apart from the other
   slot's start: one that reaches the other slot may be the kernel
   choosing it, so the store is not cut to the slot of its iteration
   (the layout assumption trusts known values).  */
#define KNOWN 1
#include "dump-index-load-scalar-store-slot.c"
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ line 34 op scalar-store pipe=S W:UB\\\[\\+0x0..0x4002\\)~\\n" } } */
