/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps -fplugin-arg-ascsync-warn=no-imprecise" } */
/* Rows of y picked at run time (rows-guarded.h): each GM access may
   touch any row, but each is one row of 256 bytes from y, and the
   guard "rn != r && rn != rp" dominating the load of row RN says it
   differs from the row R stored in the same iteration and, through the
   PHIs of the loop's header, from the rows stored one iteration before
   (R then was RP, and RN then was R).  So the load does not read what
   the store of its own iteration or of the one before wrote: no MTE3 ->
   MTE2 pair for the rows (the one left is the UB slot's WAR).  Twin:
   run-rows-guarded.c.  */
#include "rows-guarded.h"
/* { dg-final { scan-ascsync-dump "row: \\\[B\\+0, B\\+256\\) \\+ 256 \\* s\[0-9\]+ with B = s\[0-9\]+, in one iteration of L0; differs from" } } */
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ \\(line 38, MTE3\\) -> op\[0-9\]+ \\(line 36, MTE2\\) WAR carried by L0, distance 1" } } */
/* { dg-final { scan-ascsync-dump-not "op\[0-9\]+ \\(line 38, MTE3\\) -> op\[0-9\]+ \\(line 36, MTE2\\) RAW" } } */
