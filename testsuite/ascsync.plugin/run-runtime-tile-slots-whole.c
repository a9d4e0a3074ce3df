/* { dg-do run } */
/* { dg-options "-O2" } */
/* dump-runtime-tile-slots-whole.c run: the checker finds the plugin's
   sync of the kernel clean (the host's tile length, 2048 halves, is one
   the layout assumption allows).  */
#include "runtime-tile-streams.h"
/* { dg-warning "layout assumption" "" { target *-*-* } 0 } */
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
