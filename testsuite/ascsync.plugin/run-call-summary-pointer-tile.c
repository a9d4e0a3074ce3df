/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-imprecise,no-provenance" } */
/* The double-buffered tile loop of helpers given local pointers
   (call-summary-pointer-tile.h), built with the plugin: each call's
   work placed from its argument's slot, the checker finds no race and
   the output is right.  Twin: run-call-summary-pointer-unsynced.c.  */
#include <ascsim.h>
#include "call-summary-pointer-tile.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
