/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-layout=no -fplugin-arg-ascsync-warn=no-imprecise" } */
/* The run-time buffer starts of buffer-starts-at-run-time.h bound an
   access only under the layout assumption: with layout=no they give
   no form (run-buffer-starts-at-run-time.c has it).  */
#include <ascsim.h>
#include "buffer-starts-at-run-time.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2" } } */
/* { dg-final { scan-ascsync-dump-not "slot 0x\[0-9a-f\]+\\+k" } } */
