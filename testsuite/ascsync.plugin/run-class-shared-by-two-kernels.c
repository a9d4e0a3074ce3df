/* { dg-do run } */
/* { dg-options "-x c++ -O2 -fplugin-arg-ascsync-dump=ops,alloc -fplugin-arg-ascsync-warn=no-comdat-calls,no-provenance" } */
/* An operator class two kernels share (class-shared-by-two-kernels.h):
   Process, out of line, is called from k and from k2, each passing an
   object that holds its own GM pointers and buffers laid out from its
   own tile length.  The two calls' values play one part in each: the
   GM pointers are the same parameters of whichever kernel runs (one
   object each, "held0"), the buffer starts the same multiples of each
   kernel's tile, one value in a run of Process ("caller#N"): slot
   t & 1 of each buffer, each pair on two ids, as with one kernel.  The
   simulator checks both kernels' results and that nothing races.  */
#include "class-shared-by-two-kernels.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\\\[held0\[^\\n\]*W:UB\[^\\n\]*\\{slot 0x0\\+k\\*1\\*caller#\[0-9\]+ k=0,2 to 2,4\\}" } } */
/* { dg-final { scan-ascsync-dump "V->MTE2: 1 pair on 2 ids" } } */
/* { dg-final { scan-ascsync-dump "MTE3->V: 1 pair on 2 ids" } } */
