/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps" } */
/* The double buffer of counter-slots.h (K1), its iteration with twelve
   independent branches after the slot's use (counter-slots-branches.h:
   4096 paths, two states of the counter).  The walk of the iteration
   keeps the states, not the paths (gimple_ctrslot.cc), so the slot is
   found as without the branches: the load of one item waits only for
   the vector op two items back.  Run: run-counter-slots-many-branches.c.  */
#include "counter-slots-branches.h"
/* { dg-final { scan-ascsync-dump "W:UB\\\[\\+0x1000\\.\\.0x2800\\)~\\{ctr s\[0-9\]+@L0 h0\\.\\.0 t1\\.\\.1 d0\\.\\.1 0:0x1000\\.\\.0x2000 1:0x2000\\.\\.0x2800\\}" } } */
/* { dg-final { scan-ascsync-dump "\\(line 28, V\\) -> op\[0-9\]+ \\(line 27, MTE2\\) WAR carried by L0, distance 2" } } */
/* { dg-final { scan-ascsync-dump "\\(line 29, MTE3\\) -> op\[0-9\]+ \\(line 28, V\\) WAR carried by L0, distance 2" } } */
