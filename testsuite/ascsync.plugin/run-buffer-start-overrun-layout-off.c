/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-layout=no -fplugin-arg-ascsync-warn=no-imprecise" } */
/* The kernel of run-buffer-start-overrun-races.c with the layout
   assumption off: the load that fills both slots of x is ordered
   before the vector operation reading the second, and nothing races.  */
#include <ascsim.h>
#include <stdio.h>
#include "buffer-start-overrun.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
