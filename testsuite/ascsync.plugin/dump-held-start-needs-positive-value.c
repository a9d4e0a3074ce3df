/* { dg-do run } */
/* { dg-options "-x c++ -O2 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-comdat-calls,no-imprecise" } */
/* The class of run-class-process-out-of-line-runtime-tile-O2.c with a
   kernel that does not check its tile length: the multiples of it the
   object holds may all be 0 (or wrap), so they bound nothing, and
   Process's operands stay anywhere in UB (no "caller#" slot form).
   The simulator checks the sync the plugin places instead.  */
#define PROCESS_ATTR noinline
#define NO_TILE_CHECK
#include "class-runtime-tile.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2" } } */
/* { dg-final { scan-ascsync-dump-not "caller#" } } */
