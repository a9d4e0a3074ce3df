/* { dg-do run } */
/* { dg-options "-x c++ -O3 -fplugin-arg-ascsync-dump=ops,alloc -fplugin-arg-ascsync-warn=no-comdat-calls,no-provenance" } */
/* class-runtime-tile.h with every method left out of line and a
   kernel that does not check its tile length, at -O3: IPA-CP clones the kernel for the constant element count the host
   passes ("k.constprop"), and the clone, built only when it is
   compiled (after Process), calls Process too.  Its call is still a
   statement of the kernel it copies, read there (ascsync_call_edge_fn,
   X's range as noted at that call): both calls give Process the same
   object values, slot t & 1 of each buffer, each pair on two ids.  The
   simulator checks that nothing races and the results.  */
#define METHOD_ATTR noinline
#define NO_TILE_CHECK
#include "class-runtime-tile.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "k\\.constprop" } } */
/* { dg-final { scan-ascsync-dump "V->MTE2: 1 pair on 2 ids" } } */
/* { dg-final { scan-ascsync-dump "MTE3->V: 1 pair on 2 ids" } } */
