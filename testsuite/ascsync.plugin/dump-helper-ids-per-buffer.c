/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,alloc,plan -fplugin-arg-ascsync-warn=no-provenance" } */
/* The helper's pointers take two buffers each from its calls: its
   accesses are placed buffer by buffer, and each of its pairs takes one
   id per buffer (the pointer's offset from get_imm (0) selects it); the
   kernel's calls read and write the flags' bytes of their slot only.  */
#include <ascsim.h>
#include "helper-ids-per-buffer.h"
/* { dg-final { scan-ascsync-dump "W:UB\\\[\\+0x400\\.\\.0xa00\\)~(\\{mod=\[0-9a-fx:+\]*\\})?\\{buffer of arg2 #0:0x400\\.\\.0x600 #1:0x800\\.\\.0xa00\\}" } } */
/* { dg-final { scan-ascsync-dump "pair0 intra MTE2->V id=0\\.\\.1, one per value of buffer of arg2 deps" } } */
/* { dg-final { scan-ascsync-dump "pair1 intra V->MTE3 id=0\\.\\.1, one per value of buffer of arg3 deps" } } */
/* { dg-final { scan-ascsync-dump "op callee-flags pipe=MTE2 R:UB\\\[\\+0x\[0-9a-f\]+\\.\\.0x\[0-9a-f\]+\\)~.L0 0:0x" } } */
