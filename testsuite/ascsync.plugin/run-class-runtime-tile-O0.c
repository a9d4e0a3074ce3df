/* { dg-do run } */
/* { dg-options "-x c++ -O0 -fplugin-arg-ascsync-dump=ops,alloc" } */
/* An operator class with a run-time tile length, its methods inlined
   at -O0 (class-runtime-tile.h): the fields are stores into the local
   object and loads from it.  A load reads what the one store of its
   bytes left there on every path back (a store into another field of
   the object writes none of them; the loop's join is crossed when
   every path gives the same value, one per run), so "tb" is the
   parameter's tile times 2 and the slots are multiples of it: the load
   of tile t + 1 does not wait for the vector work on tile t, and each
   pair rotates over two ids.  The simulator checks that nothing races
   and the results, the last tile short.  */
#include "class-runtime-tile.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*\\{slot 0x0\\+k\\*1\\*_\[0-9\]+ k=0,2 to 2,4\\}" } } */
/* { dg-final { scan-ascsync-dump "V->MTE2: 1 pair on 2 ids" } } */
