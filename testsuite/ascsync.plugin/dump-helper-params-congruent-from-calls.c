/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-warn=no-provenance" } */
/* In helper-rows-main-tail.h every call of the helper passes addresses
   that are multiples of the rows' 416 bytes, so within the helper each
   access through a parameter is known modulo 416 (the main parts at
   [0, 256), the 80-lane tails at [256, 416)), whatever the parameter's
   value: no pipe_barrier (V) between the vmuls of the main parts and
   that of the tails, one before the vadds that reads what the first
   wrote.  */
#include "helper-rows-main-tail.h"
/* { dg-final { scan-ascsync-dump "op1 line \[0-9\]+ op vmuls pipe=V R:\[^\n\]*\\{mod=0x1a0:0x100\\+0xa0\\}" } } */
/* { dg-final { scan-ascsync-dump-not "before op1: pipe_barrier \\(V\\)" } } */
/* { dg-final { scan-ascsync-dump "before op2: pipe_barrier \\(V\\)" } } */
