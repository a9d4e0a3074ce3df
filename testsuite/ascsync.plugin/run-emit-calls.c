/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-emit=calls -fplugin-arg-ascsync-dump=plan" } */
/* emit=calls: one call of asc_set_flag, asc_wait_flag or
   asc_pipe_barrier per instruction (rotating ids computed before each
   call) and no runs; the kernel of run-emit-runs-rotating-ids.c runs
   clean this way too.  */
#include "run-emit-runs-rotating-ids.c"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "asc_set_flag \\(&\[^,\]*, \[0-9\]+, 1, 4, ascsync_id" } } */
/* { dg-final { scan-ascsync-dump "asc_wait_flag \\(&\[^,\]*, \[0-9\]+, 1, 4, ascsync_id" } } */
/* { dg-final { scan-ascsync-dump-not "asc_sync_run" } } */
/* { dg-final { scan-ascsync-dump-not ";; ascsync: runs:" } } */
