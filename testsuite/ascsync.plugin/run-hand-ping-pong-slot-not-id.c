/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps" } */
/* mode=keep: the nested loop of run-hand-ping-pong-nested-kept.c with
   its slots following the inner loop's own count (t & 1) while the
   event ids of the hand-written sync follow the step counter, which
   goes on from one row to the next (step & 1): the pairs order the
   slots only within one row.  With three tiles a row, the last tile of
   a row and the first of the next use slot 0 one step apart, on
   different ids: as written the kernel races there, and the plugin
   must not take the hand-written pairs to order those dependences.  */
#define SLOT (t & 1)
#include "run-hand-ping-pong-nested-kept.c"
/* { dg-final { scan-ascsync-dump "new pair" } } */
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
