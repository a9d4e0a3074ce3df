/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps,alloc,plan -fplugin-arg-ascsync-warn=no-fallback" } */
/* A summarised helper given its slot ("s & 1") orders its store of the
   slot before its vector op overwriting it (MTE3 -> V): both ends are
   functions of the slot, so the pair takes one id per value of "s & 1"
   (ids 0 and 1, chosen when the helper runs), and the operations
   standing for its flags at the calls have a byte per slot, which the
   caller's "t & 1" rotates: the calls of tiles T and T + 1 use
   different flags, and only those two tiles apart take turns.  */
#include "call-keyed-ids.h"
/* { dg-final { scan-ascsync-dump "pair0 intra MTE3->V id=0..1, one per value of .arg1 & 1." } } */
/* { dg-final { scan-ascsync-dump "after op0: set_flag .MTE3, V, 0 \\+ .arg1 & 1.." } } */
/* { dg-final { scan-ascsync-dump "before op1: wait_flag .MTE3, V, 0 \\+ .arg1 & 1.." } } */
/* { dg-final { scan-ascsync-dump "callee-flags pipe=MTE3 R:UB.+0x40404..0x40406.~.L0 0:0x40404..0x40405 1:0x40405..0x40406." } } */
/* { dg-final { scan-ascsync-dump "op8 .line 24, V. -> op4 .line 24, MTE3. RAW carried by L0, distance 2" } } */
