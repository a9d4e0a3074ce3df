/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-warn=no-imprecise,no-provenance" } */
/* The helpers of run-param-buffers-at-run-time.c called from two
   kernels, k and k2 (param-buffers-at-run-time.h's kernel twice), each
   laying the buffers out from a tile length of its own: within load2,
   xd lies from 0 to 4 times "the tile of the kernel that called", yd
   from 4 to 8 times it, one value in a run of load2 (the calls' X joined
   call by call), so its two loads still need no barrier between them.
   The simulator checks both kernels' results and that nothing races.  */
#define MAIN_K2
#define PB_NO_MAIN
#include "param-buffers-at-run-time.h"
#undef PB_KERNEL
#undef PB_NO_MAIN
#define PB_KERNEL k2
#include "param-buffers-at-run-time.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "2 launches, 0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*W:UB\[^\\n\]*\\{slot 0x0\\+k\\*1\\*caller#\[0-9\]+ k=0 to 4\\}" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*W:UB\[^\\n\]*\\{slot 0x0\\+k\\*1\\*caller#\[0-9\]+ k=4 to 8\\}" } } */
/* { dg-final { scan-ascsync-dump "summary load2: deps=0 set=0 wait=0 barrier=0" } } */
