/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,alloc" } */
/* Buffers whose starts are multiples of the run-time tile length
   (buffer-starts-at-run-time.h): get_imm (s * tb), get_imm ((2 + s) *
   tb), get_imm ((4 + s) * tb) start six buffers, each ending where the
   next multiple of tb the kernel declares begins (the layout
   assumption), so the load of tile t + 1 does not wait for the vector
   work on tile t and each pair rotates over two ids.  The simulator
   checks that nothing races and the results, the last tile short.  */
#include <ascsim.h>
#include <stdio.h>
#define MAIN_N 20000
#define MAIN_TILE 1024
#include "buffer-starts-at-run-time.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*\\{slot 0x0\\+k\\*1\\*_\[0-9\]+ k=0,2 to 2,4\\}" } } */
/* { dg-final { scan-ascsync-dump "op vadd \[^\\n\]*W:UB\[^\\n\]*\\{slot 0x0\\+k\\*1\\*_\[0-9\]+ k=8,10 to 10,-\\}" } } */
/* { dg-final { scan-ascsync-dump "V->MTE2: 1 pair on 2 ids" } } */
