/* { dg-do run } */
/* { dg-options "-O2 -DTWICE -fplugin-arg-ascsync-warn=no-provenance" } */
/* Two calls of the helper on the same slot back to back: they use the
   same flags, and the caller orders the first call's waits before the
   second's sets (else the checker finds a flag set twice, or a race).  */
#include <ascsim.h>
#include "helper-ids-per-buffer.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
