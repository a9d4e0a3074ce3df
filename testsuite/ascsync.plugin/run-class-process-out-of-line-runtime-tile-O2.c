/* { dg-do run } */
/* { dg-options "-x c++ -O2 -fplugin-arg-ascsync-dump=ops,alloc -fplugin-arg-ascsync-warn=no-comdat-calls,no-provenance" } */
/* An operator class with a run-time tile length (class-runtime-tile.h)
   whose Process stays out of line (as GCC leaves an inline member
   function too large to inline), its stages inlined into it: each
   operand is a load of the buffer's address through "this".  The
   object holds multiples of the kernel's tile length, which the kernel
   checks to be at least 1, so each operand lies in its buffer, slot
   t & 1 of it ("caller#0": a value of the caller, one in Process's
   run), and each pair of Process rotates over two ids: the load of
   tile t + 1 does not wait for the vector work on tile t.  The
   simulator checks that nothing races, and the results.  */
#define PROCESS_ATTR noinline
#include "class-runtime-tile.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*W:UB\[^\\n\]*\\{slot 0x0\\+k\\*1\\*caller#0 k=0,2 to 2,4\\}" } } */
/* { dg-final { scan-ascsync-dump "op vadd \[^\\n\]*W:UB\[^\\n\]*\\{slot 0x0\\+k\\*1\\*caller#0 k=8,10 to 10,-\\}" } } */
/* { dg-final { scan-ascsync-dump "V->MTE2: 1 pair on 2 ids" } } */
