/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-row-guards=drop" } */
/* { dg-ascsync-expect-exit 1 } */
/* The plan of run-row-guard-store-run-size.c with its row guard left
   out (row-guards=drop, a debugging aid): nothing orders the store of
   a row before the store of the same row one to three tiles later, and
   the checker reports the race.  So the guard is what orders them.  */
#include "row-guard-store-run-size.h"
/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains "PIPE_MTE3 writes GM bytes" } } */
