/* { dg-do run } */
/* { dg-options "-x c++ -O0 -fplugin-arg-ascsync-dump=ops,alloc -fplugin-arg-ascsync-warn=no-comdat-calls,no-provenance" } */
/* The operator class of class-runtime-tile.h at -O0 with every method
   out of line, as -O0 leaves an inline member function: Init stores
   the tile length into the object and reads it back ("tb = tile * 2",
   the one store of those bytes running before the load: its value is
   the argument's), then fills the buffers' addresses; each stage reads
   its buffer's address through "this" for the slot its argument
   selects.  At Process's calls of the stages, the object Process is
   given holds multiples of the kernel's checked tile length there, per
   residue of Process's loop ("caller#0"), so the stages of tiles t and
   t + 1 are told apart as if inlined, each pair on two ids.  The
   simulator checks that nothing races, and the results.  */
#define METHOD_ATTR noinline
#include "class-runtime-tile.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*W:UB\[^\\n\]*\\{slot 0x0\\+k\\*1\\*caller#0 k=0,2 to 2,4\\} \\(the callee's work entering the call\\)" } } */
/* { dg-final { scan-ascsync-dump "V->MTE2: 1 pair on 2 ids" } } */
