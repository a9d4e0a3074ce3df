/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-fallback" } */
/* A tile loop calling a noinline helper that issues all the pipe work
   (call-summary-tile.h): the helper's summary stands for its work at
   each call, so the caller's fill before the loop, the calls of
   successive tiles and the vector op after the loop are ordered by
   pairs and barriers at the calls, not by pipe_barrier (PIPE_ALL).
   The checker finds no race and the output is right.  */
#include <ascsim.h>
#include "call-summary-tile.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
