/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* A tile length passed at run time and not checked: the output slots,
   "yb + s * tile" with "yb = xb + 2 * tile", are slots 2 and 3 of the
   buffer at xb, and each access stays within its slot by its own counts
   ((tile / 16) blocks, (tile / 128) repeats), the highest slot too; the
   stores' GM windows, TILE halves apart, stay within the TILE halves
   their pointer moves by.  So the loads of tile t + 1 and t + 2 wait
   for no output slot's readers, and no pipe_barrier (PIPE_MTE3) orders
   one store after the one before.  Before, every access covered the
   buffer from its start on: the plugin's sync ran slower than a barrier
   after every instruction.  */
#include "runtime-tile-streams.h"
/* { dg-warning "layout assumption" "" { target *-*-* } 0 } */
/* { dg-final { scan-ascsync-dump "op1 line \[0-9\]+ op vexp pipe=V R:\[^\n\]*k=0,1\} W:\[^\n\]*\\{slot 0x0\\+k\\*2\\*_\[0-9\]+ k=2,3\\}" } } */
/* { dg-final { scan-ascsync-dump "wait_flag \\(V, MTE2, 0 \\+ iteration of L0 mod 2\\)" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE3\\)" } } */
