/* { dg-do run } */
/* { dg-options "-x c++ -O2 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-comdat-calls,no-imprecise,no-provenance" } */
/* run-class-shared-by-two-kernels.c with k2 giving Init its y for x and
   its x for y: the field x holds parameter 0 of k and parameter 1 of
   k2, which play no one part, so Process reads GM at any place there
   (no "held" object for them); the buffers are still each kernel's own
   multiples.  The simulator checks both kernels' results and that
   nothing races.  */
#define K2_INIT_ARGS y, x, z
#include "class-shared-by-two-kernels.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\\\[\\?\\\]" } } */
/* { dg-final { scan-ascsync-dump "op copy_ubuf_to_gm pipe=MTE3 \[^\\n\]*W:GM\\\[held0" } } */
