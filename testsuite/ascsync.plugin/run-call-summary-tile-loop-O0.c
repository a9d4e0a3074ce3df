/* { dg-do run } */
/* { dg-options "-O0 -fplugin-arg-ascsync-warn=no-fallback" } */
/* As run-call-summary-tile-loop.c at -O0, where every helper is called
   out of line.  */
#include <ascsim.h>
#include "call-summary-tile.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
