/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=virtual -fplugin-arg-ascsync-structured-max=100" } */
/* structured-max=100: the tile of 480 vector steps, which the structured
   planner plans by default (dump-long-chain-structured.c), is left to
   the data-flow planner, and the dump says why.  */
#include "long-vector-chain.h"
/* { dg-final { scan-ascsync-dump "data-flow planner serves \\(more than 100 operations\\)" } } */
