/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps" } */
/* A double buffer whose slot a counter of the items worked on picks
   ("(j & 1)", J stepped after a "continue" for empty items): J steps
   once between two items worked on, so the vector op of one item and
   the load of the next use different slots, and the load waits only
   for the vector op two items back (distance 2, not 1).  In K2 J steps
   once or twice per item: items one apart may share a slot
   (distance 1).  */
#include "counter-slots.h"
/* { dg-final { scan-ascsync-dump "W:UB\\\[\\+0x1000\\.\\.0x2800\\)~\\{ctr s\[0-9\]+@L0 h0\\.\\.0 t1\\.\\.1 d0\\.\\.1 0:0x1000\\.\\.0x2000 1:0x2000\\.\\.0x2800\\}" } } */
/* { dg-final { scan-ascsync-dump "\\(line 22, V\\) -> op\[0-9\]+ \\(line 21, MTE2\\) WAR carried by L0, distance 2" } } */
/* { dg-final { scan-ascsync-dump "\\(line 23, MTE3\\) -> op\[0-9\]+ \\(line 22, V\\) WAR carried by L0, distance 2" } } */
/* { dg-final { scan-ascsync-dump "\\(line 42, V\\) -> op\[0-9\]+ \\(line 41, MTE2\\) WAR carried by L0, distance 1" } } */
/* { dg-final { scan-ascsync-dump "\\(line 43, MTE3\\) -> op\[0-9\]+ \\(line 42, V\\) WAR carried by L0, distance 1" } } */
