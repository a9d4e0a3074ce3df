/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=redundancy,plan" } */
/* The primes of the pair handing IN's slots back to MTE2
   (prime-above-wait.h) go before the doubling of W, which the loads
   into IN do not meet, though a wait of the plan (the doubling's, for
   the load of B) lies between: what that wait hands over is checked to
   be ordered without them.  Before, they went on the loop's entry
   edge, and the first load waited for the doubling.
   Twin: run-prime-above-wait-before-loop.c.  */
#include "prime-above-wait.h"
/* { dg-final { scan-ascsync-dump "v\[0-9\]+ primed on the dominators of the entry of L0" } } */
/* { dg-final { scan-ascsync-dump "start of B\[0-9\]+: set_flag \\(V, MTE2, 1\\) \\\[join\\\]" } } */
