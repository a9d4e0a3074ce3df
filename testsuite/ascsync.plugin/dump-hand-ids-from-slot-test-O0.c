/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops,alloc" } */
/* Mode keep at -O0, where GCC folds neither "(event_t) (p != 0)" nor
   "p ? EVENT_ID1 : EVENT_ID0" (hand-ids-from-slot-test.h): a
   comparison of the slot residue with a constant is decided residue by
   residue, and a PHI joining the two sides of such a test takes, per
   residue, the side's value; both ids rotate with the slot as "p" does,
   so the hand-written ping-pong is followed and the plugin plans no
   pair.  Twin: run-hand-ids-from-slot-test-O0.c.  */
#include "hand-ids-from-slot-test.h"
/* { dg-final { scan-ascsync-dump "wait_flag V->MTE2 id=0..1 \\{L0 0,1\\}" } } */
/* { dg-final { scan-ascsync-dump "wait_flag MTE2->V id=0..1 \\{L0 0,1\\}" } } */
/* { dg-final { scan-ascsync-dump "ascsync: 0 flag pairs planned" } } */
