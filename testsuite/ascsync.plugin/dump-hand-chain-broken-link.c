/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* mode=keep: the loop of dump-hand-chain-three-pairs-kept.c with its
   middle link broken: the V -> MTE3 wait takes EVENT_ID0 while its set
   takes the slot's id, so in odd iterations it is not released by that
   set.  No chain through that pair is trusted: the same-pipe
   dependences two tiles apart get pipe_barriers, the vmuls before the
   store and the next load of its slot get pairs.  */
#define V_MTE3_WAIT_ID EVENT_ID0
#include "dump-hand-chain-three-pairs-kept.c"
/* { dg-final { scan-ascsync-dump "\\(line 29, MTE2\\) -> op\[0-9\]+ \\(line 29, MTE2\\) WAW carried by L\[0-9\]+, distance 2: same pipe" } } */
/* { dg-final { scan-ascsync-dump "\\(line 32, V\\) -> op\[0-9\]+ \\(line 32, V\\) RAW\\+WAR\\+WAW carried by L\[0-9\]+, distance 2: same pipe" } } */
/* { dg-final { scan-ascsync-dump "\\(line 32, V\\) -> op\[0-9\]+ \\(line 35, MTE3\\) RAW: new pair" } } */
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(MTE2\\) after the first iteration of L\[0-9\]+ \\\[dep op\[0-9\]+\\\] line 29" } } */
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(V\\) after the first iteration of L\[0-9\]+ \\\[dep op\[0-9\]+\\\] line 32" } } */
