/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,alloc -fplugin-arg-ascsync-warn=no-provenance,no-imprecise" } */
/* Buffers laid out by a bump allocator that rounds each size up on its
   own (bump-allocator.h): their starts are sums of multiples of several
   run-time values, ordered whatever those are, so under the layout
   assumption each access stays in its buffer: the two y slots (starts 2
   and 3 of the chain) are stored after waits on two ids, and the
   accesses through pointers GCC's ivopts moves along the rows (the row
   sums read by the scalar unit, the work rows) keep their buffers.  */
#include "bump-allocator.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "V->MTE3: 1 pair on 2 ids" } } */
/* { dg-final { scan-ascsync-dump "op copy_ubuf_to_gm pipe=MTE3 R:UB\[^\\n\]*\{start k=2,3\}" } } */
/* { dg-final { scan-ascsync-dump "op scalar-load pipe=S R:UB\[^\\n\]*\{start k=8\}" } } */
/* { dg-final { scan-ascsync-dump "op vmuls pipe=V R:UB\[^\\n\]*\{L1,self\}\{start k=4\}" } } */
