/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* The store -> load dependence of a load in a branch taken in some
   iterations only gets its pair in that branch, set and wait back to
   back before the load: no work of the store's pipe lies between the
   store and the load, so the set there is as early in the MTE3 queue
   as one right after the store, and the wait need not be hoisted above
   the branch, where it would hold back every later MTE2 transfer (the
   next row's load) behind the store in every iteration and leave the
   rows no double buffering.  */
#include "late-set-branch.h"
/* { dg-final { scan-ascsync-dump "before op\[0-9\]+: set_flag \\(MTE3, MTE2, \[0-9\]\\) \\\[dep op\[0-9\]+\\\] line 24" } } */
/* { dg-final { scan-ascsync-dump "before op\[0-9\]+: wait_flag \\(MTE3, MTE2, \[0-9\]\\) \\\[dep op\[0-9\]+\\\] line 24" } } */
/* { dg-final { scan-ascsync-dump "wait_flag \\(V, MTE2, 0 \\+ iteration of L\[0-9\]+ mod 2\\)" } } */
