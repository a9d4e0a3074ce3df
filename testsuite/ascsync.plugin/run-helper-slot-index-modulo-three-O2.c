/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,alloc -fplugin-arg-ascsync-warn=no-provenance,no-imprecise" } */
/* As run-helper-slot-index-modulo-three-O0.c at -O2: the stages, left
   out of line, take their slots from the tile's index they are given,
   "i % 3" (queue-stages-by-index.h), a key of the stage's summary; the
   x and y slots the calls load rotate with the caller's loop over three
   residues.  */
#include "queue-stages-by-index.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*W:UB\[^\\n\]*\\{slot 0x0\\+k\\*1\\*_\[0-9\]+ k=0,2,4 to 2,4,6\\} \\(the callee's work entering" } } */
