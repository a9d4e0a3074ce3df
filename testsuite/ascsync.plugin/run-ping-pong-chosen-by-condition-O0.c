/* { dg-do run } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops,alloc" } */
/* run-ping-pong-chosen-by-condition.c at -O0, where the condition's two
   sides and their join are as written: the same rotation.  */
#include "ping-pong-chosen-by-condition.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "V->MTE2: 1 pair on 2 ids" } } */
/* { dg-final { scan-ascsync-dump "MTE3->V: 1 pair on 2 ids" } } */
