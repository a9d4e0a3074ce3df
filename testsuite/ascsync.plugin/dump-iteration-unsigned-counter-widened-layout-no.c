/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-layout=no -fplugin-arg-ascsync-warn=no-provenance" } */
/* With layout=no the widened product of
   dump-iteration-unsigned-counter-widened.c may wrap, as GCC's scalar
   evolution says, and the repeats get no step an iteration.  */
#include "dump-iteration-unsigned-counter-widened.c"
/* { dg-final { scan-ascsync-dump-not "op vsel pipe=V R:UB\[^ \]*\\{L\[0-9\]+,\\+256/it,b\[0-9\]+,0x0\\.\\.0x100\\}" } } */
