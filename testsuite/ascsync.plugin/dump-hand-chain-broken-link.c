/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* mode=keep: the loop of dump-hand-chain-three-pairs-kept.c with its
   middle link broken: the V -> MTE3 wait takes EVENT_ID0 while its set
   takes the slot's id, so in odd iterations it is not released by that
   set.  No chain through that pair is trusted: the vmuls before the
   store gets a pair of the plugin's.  The same-pipe dependences two
   tiles apart then go through that pair and the hand-written
   MTE3 -> MTE2 pair across two tiles, whose rotating ids the
   happens-before flow tells apart by the iteration count: no
   pipe_barrier.  */
#define V_MTE3_WAIT_ID EVENT_ID0
#include "dump-hand-chain-three-pairs-kept.c"
/* { dg-final { scan-ascsync-dump "\\(line 29, MTE2\\) -> op\[0-9\]+ \\(line 29, MTE2\\) WAW carried by L\[0-9\]+, distance 2: same pipe" } } */
/* { dg-final { scan-ascsync-dump "\\(line 32, V\\) -> op\[0-9\]+ \\(line 32, V\\) RAW\\+WAR\\+WAW carried by L\[0-9\]+, distance 2: same pipe" } } */
/* { dg-final { scan-ascsync-dump "\\(line 32, V\\) -> op\[0-9\]+ \\(line 35, MTE3\\) RAW: new pair" } } */
/* { dg-final { scan-ascsync-dump "set_flag \\(V, MTE3, \[1-3\]\\) \\\[dep op\[0-9\]+\\\] line 32" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier" } } */
