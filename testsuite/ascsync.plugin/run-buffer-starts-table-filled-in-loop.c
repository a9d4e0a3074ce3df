/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,alloc" } */
/* As run-buffer-starts-at-run-time.c, the tables of slot addresses
   filled by a loop GCC does not unroll: each store "xb[s] = get_imm (s
   * tb)" is read once for each value its counter s takes, so slot 1 of
   x starts at 2 * tile bytes (the coefficient of the tile length is 2)
   and ends where y's slot 0 starts.  The simulator checks that nothing
   races and the results.  */
#include <ascsim.h>
#include <stdio.h>
#define MAIN_N 9000
#define MAIN_TILE 512
#define FILL_LOOP_PRAGMA _Pragma ("GCC unroll 1")
#include "buffer-starts-at-run-time.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*\\{slot 0x0\\+k\\*1\\*_\[0-9\]+ k=0,2 to 2,4\\}" } } */
/* { dg-final { scan-ascsync-dump "V->MTE2: 1 pair on 2 ids" } } */
