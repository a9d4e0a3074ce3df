/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-warn=no-imprecise,no-provenance" } */
/* Helpers left out of line given buffers whose start is a multiple of
   the run-time tile length (param-buffers-at-run-time.h): within load2
   its parameters lie in the buffers its calls pass, xb[s] from 0 to 4
   times the caller's tile (slot 1 ends where yb[0] starts) and yb[s]
   from 4 to 8 times it (gimple_symparam.cc), so its two loads need no
   barrier between them; at the calls the helpers' work is placed slot
   by slot as before, and the stores of tiles t and t + 1, z + t * tile
   with (len + 15) / 16 blocks, are apart by the store helper's bytes
   as a function of its count argument (ascsync_count_steps_self): no
   barrier anywhere.  The simulator checks that nothing races and the
   results, the last tile short.  */
#include "param-buffers-at-run-time.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*W:UB\[^\\n\]*\\{slot 0x0\\+k\\*1\\*caller#\[0-9\]+ k=0 to 4\\}" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*W:UB\[^\\n\]*\\{slot 0x0\\+k\\*1\\*caller#\[0-9\]+ k=4 to 8\\}" } } */
/* { dg-final { scan-ascsync-dump "summary load2: deps=0 set=0 wait=0 barrier=0" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier" } } */
