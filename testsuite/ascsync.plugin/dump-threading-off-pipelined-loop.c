/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* A software-pipelined loop whose tests "it < tiles" and "it > 0" fold
   the prologue and epilogue into the body: the first iteration decides
   "it > 0" one way and the next the other, so GCC's jump threading
   would copy that iteration's path into the loop (as with
   threading=yes, dump-pipelined-join-unknown-count.c) and the slots of
   stage 2 would lose their rotation.  The plugin turns threading off
   in this function: stage 2's MTE3 -> V pair rotates with the loop's
   iterations (over three ids: its wait of an iteration precedes, through
   the store's V -> MTE3 pair, its set of the next, so one id more
   re-arms it).  */
#include "pipelined-join-count-param.h"

/* { dg-final { scan-ascsync-dump "\\(MTE3, V, 0 \\+ iteration of L\[0-9\] mod 3\\)" } } */
/* { dg-final { scan-ascsync-dump-not "irreducible region" } } */
/* { dg-final { scan-ascsync-dump "jump threading is off in this function" } } */
