/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,alloc -fplugin-arg-ascsync-layout=no -fplugin-arg-ascsync-warn=no-provenance,no-imprecise" } */
/* The twin of run-bump-allocator-starts-apart-O2.c without the layout
   assumption: no access is kept in a buffer of the chain of starts, and
   the stores of the y slots wait on one id.  */
#define main host_main
#include "bump-allocator.h"
/* { dg-final { scan-ascsync-dump-not "\{start k=" } } */
/* { dg-final { scan-ascsync-dump "V->MTE3: 1 pair on 1 id" } } */
