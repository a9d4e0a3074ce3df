/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* The load2d rows of dump-iteration-self-disjoint.c in a k loop whose
   step TK is given at run time: each k step's rows, kcnt = MIN (kc -
   k0, tk) fractals each, at "l0a + mi * kcnt * 256", kcnt bounded by
   nothing but its repeat count's type.  Past the first step that
   covers a row's 255 fractals every step covers them, so only the
   steps below need checking one by one; the load's start index moves
   its source, not its destination, and does not stand in the way
   (ascsync_arg_moves_access).  The rows are "self" disjoint over the
   row loop: no MTE1 barrier between them, only one where the row loop
   is entered (the slot of k step t + 2 is that of t).  */
#include "l0a-rows-run-time-tiling.h"
/* { dg-final { scan-ascsync-dump "op load_cbuf_to_ca pipe=MTE1 R:L1\[^ \]* W:L0A\[^ \]*\\{L\[0-9\]+,self\\}" } } */
/* { dg-final { scan-ascsync-dump-not "before op0: pipe_barrier \\(MTE1\\)" } } */
