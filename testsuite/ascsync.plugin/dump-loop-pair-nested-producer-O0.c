/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=virtual" } */
/* The load of tile t + 2 into the slot the vadds of tile t read (in
   the inner loop), and the vadds of tile t + 2 into the slot the store
   of tile t read (after the inner loop), are ordered by loop-carried
   pairs rotating over two ids, not by a set and wait back to back
   before the consumer, although reverse post order puts the store
   before the inner loop's body (loop-pair-nested-producer.h).  */
#include <ascsim.h>
#include "loop-pair-nested-producer.h"
/* { dg-final { scan-ascsync-dump "loop V->MTE2 in L\[0-9\]+ rotating over 2 ids" } } */
/* { dg-final { scan-ascsync-dump "loop MTE3->V in L\[0-9\]+ rotating over 2 ids" } } */
/* { dg-final { scan-ascsync-dump-not " b2b " } } */
