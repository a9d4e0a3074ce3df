/* { dg-do run } */
/* { dg-options "-O2" } */
/* Rows counted from data, four points a row group: the c-th valid
   index of point i goes to row c * 4 + i, c counted by the scalar unit,
   for eight points.  Modulo 4 rows the address of point i is i rows up,
   so points 1 to 3 apart never meet, but points 4 apart may (row 4 + i
   is row 1 of point i and row 0 of point i + 4): the gathers of point i
   + 4 stay ordered after those of point i (pipe_barrier (PIPE_MTE2)),
   and the last gather into each row wins.  The sync-free kernel with
   the plugin runs clean and correct.  */
#define GROUP 4
#include "run-loop-congruence-slot-major-rows.c"
/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
