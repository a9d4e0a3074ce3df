/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=virtual" } */
/* As dump-loop-pair-guarded-stage.c without the scratch tile: the
   pair from the store of Y[t & 1] to the vmuls writing it two
   iterations later could also wait before the stage's test and set at
   the latch, in every iteration, with the loop left between them.  But
   then the V -> MTE3 pair of the stage, which runs in its iterations
   only, could not re-arm it, and the plan would add acknowledgement
   pairs, one a set and wait back to back after the vmuls that makes
   every tile wait for the store before it.  A pair inside the stage is
   preferred to one the loop may be left between.  */
#define GUARDED_STAGE_NO_SCRATCH
#include "guarded-stage.h"
/* { dg-final { scan-ascsync-dump "loop MTE3->V in L0 rotating over 2 ids set after op\[0-9\]+ \\(line 36\\), wait before op\[0-9\]+ \\(line 35\\) \\(both in the consecutive" } } */
/* { dg-final { scan-ascsync-dump-not "acknowledgement" } } */
