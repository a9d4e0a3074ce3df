/* { dg-do run } */
/* { dg-options "-x c++ -O2 -fplugin-arg-ascsync-dump=ops,alloc -fplugin-arg-ascsync-warn=no-comdat-calls,no-provenance" } */
/* The class of run-class-process-out-of-line-runtime-tile-O2.c with a
   kernel that does not check its tile length.  The layout assumption
   takes the length to be at least 1 and its multiples, the buffer
   starts the object holds, to lie in local memory (a warning of class
   provenance says so), so Process's operands lie in their buffers as
   when the kernel checks it: slot t & 1 ("caller#0"), each pair on two
   ids.  The simulator checks that nothing races, and the results.  */
#define PROCESS_ATTR noinline
#define NO_TILE_CHECK
#include "class-runtime-tile.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*W:UB\[^\\n\]*\\{slot 0x0\\+k\\*1\\*caller#0 k=0,2 to 2,4\\}" } } */
/* { dg-final { scan-ascsync-dump "V->MTE2: 1 pair on 2 ids" } } */
