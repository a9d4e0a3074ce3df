/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of dump-hand-sync-path-without-wait.c in keep mode: the
   pair the plugin adds for the first step makes it run clean (built
   without the plugin, the checker finds the race), and each step reads
   its repeat's maximum plus one and that maximum's position.  */
#define FIRST_WAIT 1
#include "run-hand-sync-every-path.c"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
