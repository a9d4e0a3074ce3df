/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-imprecise,no-provenance" } */
/* { dg-ascsync-expect-exit 1 } */
/* A helper whose load breaks the layout assumption for a parameter
   given a buffer whose start is a multiple of a run-time length
   (param-buffers-at-run-time.h with LOAD_SPAN three tiles, one tile
   in all): load2's first load through xd fills three tiles from xb[0],
   past the start of yb[0], which its second load writes.  Within load2 the
   assumption keeps the two loads in the buffers the calls pass, apart
   (gimple_symparam.cc), so no barrier goes between them, and the
   simulator's checker reports the race inside the pipe the breach
   causes (layout=no orders them: run-param-buffer-overrun-layout-off.c).  */
#define LOAD_SPAN(len) (3 * (len))
#define MAIN_N 1024
#include "param-buffers-at-run-time.h"
/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains "race-intra-pipe" } } */
