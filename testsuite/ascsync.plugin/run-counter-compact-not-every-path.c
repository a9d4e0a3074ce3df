/* { dg-do run } */
/* { dg-options "-O2" } */
/* The compaction kernel of dump-counter-compact-not-every-path.c, run: the
   plugin's sync runs it clean and the gathered and stored rows are
   those of the host's compaction.  */
#include <ascsim.h>
#include <stdio.h>

#include "dump-counter-compact-not-every-path.c"
#include "counter-compact-main.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
