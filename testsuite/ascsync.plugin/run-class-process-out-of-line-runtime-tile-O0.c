/* { dg-do run } */
/* { dg-options "-x c++ -O0 -fplugin-arg-ascsync-dump=ops,alloc -fplugin-arg-ascsync-warn=no-comdat-calls,no-provenance" } */
/* The operator class of class-runtime-tile.h at -O0 with Process out
   of line and the other methods inlined: the kernel's Init, inlined,
   stores the tile length into the object and reads it back ("tb =
   tile * 2", a load of the kernel's own variable: one of the values
   stored there, the parameter), so the object holds multiples of the
   kernel's checked tile length, and Process's operands lie in their
   buffers, slot t & 1 of each ("caller#0"), each pair on two ids.  The
   simulator checks that nothing races, and the results.  */
#define PROCESS_ATTR noinline
#include "class-runtime-tile.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*W:UB\[^\\n\]*\\{slot 0x0\\+k\\*1\\*caller#0 k=0,2 to 2,4\\}" } } */
/* { dg-final { scan-ascsync-dump "V->MTE2: 1 pair on 2 ids" } } */
