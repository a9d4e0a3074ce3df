/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-layout=no -fplugin-arg-ascsync-warn=no-imprecise" } */
/* The kernel of run-layout-unchecked-length-zero-races.c, given a tile
   length of 0, with the layout assumption turned off: the buffer
   starts then bound nothing, the vadds waits for the load, and the
   simulator finds nothing to report.  */
#define MAIN
#include "layout-unchecked-length.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
