/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* The software-pipelined loop of run-peeled-first-iteration.c: GCC
   threads its first iteration into a loop of its own and builds the
   GM pointers from PHI cycles across both loops, the load's rebased on
   the slot's local address ("(x - in) + ivtmp", IN not one value).
   What each points into is still known from the parameters and local
   addresses its value is built from (x: arg0, y: arg1), not any GM, and
   nothing is warned.  */
#include "run-peeled-first-iteration.c"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\\\[arg0\\+" } } */
/* { dg-final { scan-ascsync-dump "op copy_ubuf_to_gm pipe=MTE3 R:UB.* W:GM\\\[arg1\\+" } } */
