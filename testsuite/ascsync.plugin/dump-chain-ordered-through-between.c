/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* A chain of vector steps on one buffer in one block: every two steps
   conflict, but a step A and a later step B with a step M between them
   (A -> M and M -> B dependences of their own) need nothing of their
   own: whatever orders A -> M and M -> B orders A -> B, M running
   whenever both do.  So A -> B is not planned ("ordered through"), and
   the plan is one barrier before each step, as before: the barriers'
   work no longer grows with every pair of a long chain.  */
#define STEPS 4
#include "long-vector-chain.h"
/* { dg-final { scan-ascsync-dump "op1 \\(line \[0-9\]+, V\\) -> op3 \\(line \[0-9\]+, V\\) RAW\\+WAW: same pipe, ordered through op2" } } */
/* { dg-final { scan-ascsync-dump "op2 \\(line \[0-9\]+, V\\) -> op4 \\(line \[0-9\]+, V\\) RAW\\+WAR\\+WAW: same pipe, ordered through op3" } } */
/* { dg-final { scan-ascsync-dump "op3 \\(line \[0-9\]+, V\\) -> op4 \\(line \[0-9\]+, V\\) RAW\\+WAR\\+WAW: same pipe \\(barrier decided" } } */
/* { dg-final { scan-ascsync-dump-times "before op\[2-5\]: pipe_barrier \\(V\\)" 4 } } */
