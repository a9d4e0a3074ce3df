/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops,alloc -fplugin-arg-ascsync-warn=no-provenance" } */
/* A tile helper given its slot's buffers from tables a loop fills
   (helper-ids-per-table-buffer.h), at -O0: its pointers take the two
   buffers of each table, its accesses are placed buffer by buffer and
   its pairs take one id per buffer.  Twin:
   run-helper-ids-per-table-buffer-O0.c.  */
#include <ascsim.h>
#include "helper-ids-per-table-buffer.h"
/* { dg-final { scan-ascsync-dump "W:UB\\\[\\+0x400\\.\\.0xa00\\)~\\{buffer of arg2 #0:0x400\\.\\.0x600 #1:0x800\\.\\.0xa00\\}" } } */
/* { dg-final { scan-ascsync-dump "pair0 intra MTE2->V id=0\\.\\.1, one per value of buffer of arg2 deps" } } */
/* { dg-final { scan-ascsync-dump "pair1 intra V->MTE3 id=0\\.\\.1, one per value of buffer of arg3 deps" } } */
