/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-layout=no" } */
/* With the layout assumption off, the count assumption is off too: the
   count of count-converted-min.h may be any 16-bit value, each row's
   load may reach the next row's, and a pipe_barrier (MTE2) orders
   them.  */
#include "count-converted-min.h"
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(MTE2\\)" } } */
