/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* The recompute of dump-index-load-bounded.c over rows from R0, a value
   known only at run time, to R1: neither GCC's scalar evolution (the
   index is a load) nor the evaluator (the start is unknown) follows the
   vcmax's pointer whole; its parts do: a base fixed in the loop, the
   row moving by 256 bytes an iteration, the index adding [0, 224]
   bytes.  So the pair of row I lands in [B + 256 I, B + 256 I + 228)
   for the one base B of the loop, the rows' vcmax never meet, and no
   pipe_barrier (V) separates them.  */
#define ROW_START
#include "dump-index-load-bounded.c"
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ line 61 op vcmax \[^\\n\]*W:UB\[^ \]*\\{L\[0-9\]+,\\+256/it,b\[0-9\]+,0x0..0xe4\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(V\\)\[^\\n\]*line 61" } } */
