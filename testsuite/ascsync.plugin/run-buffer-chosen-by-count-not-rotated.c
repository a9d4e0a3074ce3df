/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,alloc" } */
/* The buffer chosen by a condition that is no residue of the tile's
   parity, "((t / 3) & 1) ? b1 : b0" (ping-pong-chosen-by-condition.h):
   three tiles in a row use one buffer, tile T + 1 overwriting what tile
   T read, so the access is both buffers in every tile and the pairs do
   not rotate: the load of each tile waits for the store of the one
   before (which waited for its vector work).  Were the join taken as
   rotating with the slot, tile T + 1's load would race with tile T's
   vadds and store, which the simulator would report.  (Both buffers'
   addresses are multiples of 0x1000: the access may also show that
   congruence.)  */
#define CHOOSE(t) (((t) / 3) & 1)
#include "ping-pong-chosen-by-condition.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*W:UB\\\[\\+0x0\\.\\.0x1200\\)~?(\\{mod=\[0-9a-fx:+\]*\\})?\\n" } } */
/* { dg-final { scan-ascsync-dump-not "rotating" } } */
