/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* Negative twin of dump-iteration-self-run-time-tiling.c: each load2d
   writes kcnt + 1 fractals while its destination moves by kcnt per
   row, so consecutive rows overlap: no "self" form, and the MTE1
   barrier before each row's load stays.  */
#define KCOUNT (kcnt + 1)
#include "l0a-rows-run-time-tiling.h"
/* { dg-final { scan-ascsync-dump-not "W:L0A\[^ \]*\\{L\[0-9\]+,self\\}" } } */
/* { dg-final { scan-ascsync-dump "before op0: pipe_barrier \\(MTE1\\)" } } */
