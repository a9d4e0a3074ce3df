/* A trace file that cannot be written to the end (/dev/full: no space
   left) is an error (exit status 2), not a truncated file and a clean
   exit.  */
/* { dg-do run } */
/* { dg-ascsync-run-args "--ascsim-trace=/dev/full" } */
/* { dg-ascsync-expect-exit 2 } */
#include "option-trace-unwritable.c"
/* { dg-final { exit-status 2 } } */
/* { dg-final { output-contains {ascsim: error: cannot write the trace file /dev/full \(--ascsim-trace\): No space left on device; give a path on a device with room} } } */
/* { dg-final { output-not-contains {PASS} } } */
