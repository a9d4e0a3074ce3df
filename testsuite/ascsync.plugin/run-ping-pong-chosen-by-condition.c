/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,alloc" } */
/* A ping-pong buffer chosen by a condition on the slot's parity,
   "buf = (t & 1) ? b1 : b0" (ping-pong-chosen-by-condition.h): the PHI
   joining the two sides takes, residue by residue of "t & 1", the
   address of the side the condition takes there (eval_cond_phi), so
   each access is in one slot per tile and the pairs rotate over two ids
   instead of ordering tile T + 1's load after tile T's vector work.
   The simulator checks that nothing races and the results.  */
#include "ping-pong-chosen-by-condition.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*W:UB\\\[\\+0x0\\.\\.0x1200\\)~\\{L0 0:0x0\\.\\.0x200 1:0x1000\\.\\.0x1200\\}" } } */
/* { dg-final { scan-ascsync-dump "V->MTE2: 1 pair on 2 ids" } } */
/* { dg-final { scan-ascsync-dump "MTE3->V: 1 pair on 2 ids" } } */
