/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-imprecise" } */
/* Without the kernel's check on the tile length GCC's range does not
   say it is at least 1 (at 0 every buffer would start at 0) nor small
   enough for its multiples to be the addresses computed, so the
   buffers of buffer-starts-at-run-time.h get no run-time start form
   (run-buffer-starts-at-run-time.c has it).  */
#include <ascsim.h>
#define NO_CHECK
#include "buffer-starts-at-run-time.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2" } } */
/* { dg-final { scan-ascsync-dump-not "slot 0x\[0-9a-f\]+\\+k" } } */
