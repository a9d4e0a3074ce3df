/* { dg-do run } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-warn=no-imprecise,no-provenance" } */
/* The helpers of run-param-buffers-at-run-time.c over three slots
   (param-buffers-at-run-time.h, NSLOTS 3, slot t % 3) at -O0: each
   call's table index is a slot of the caller's tile counter, which no
   optimizer has bounded; the counter's floor (a cycle of PHIs and
   constant increments from 0, ascsync_note_counter_floors) makes
   "t % 3" a value in [0, 2], so load2's parameters lie in xb's buffers
   from 0 to 6 times the caller's tile and in yb's from 6 to 12, and no
   barrier goes anywhere.  The simulator checks that nothing races and
   the results.  */
#define NSLOTS 3
#include "param-buffers-at-run-time.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*W:UB\[^\\n\]*\\{slot 0x0\\+k\\*1\\*caller#\[0-9\]+ k=0 to 6\\}" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*W:UB\[^\\n\]*\\{slot 0x0\\+k\\*1\\*caller#\[0-9\]+ k=6 to 12\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier" } } */
