/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops,virtual,plan" } */
/* The 9-line kernel of the robustness issue (an internal compiler error
   in gimple_split_edge): at -O0 every call ends its block with an
   abnormal edge to GCC's abnormal dispatcher, which has one to the
   return of setjmp.  The abstract CFG marks those edges and where
   control enters and leaves through them; the data-flow planner waits
   before setjmp (the normal entry only) and puts a
   pipe_barrier (PIPE_ALL) after its return.  */
#include <setjmp.h>
jmp_buf jb;

__global__ __aicore__ void
kern (__gm__ half *x) /* { dg-warning "abnormal control flow in .kern.\[^\n\]* \\\[-fplugin-arg-ascsync-warn=control-flow\\\]" } */
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  setjmp (jb);
  vadds (a, a, 1.0, 1, 1, 1, 8, 8);
}
/* { dg-final { scan-ascsync-dump "succs B\[0-9\]+ B\[0-9\]+\\(abnormal\\) left abnormally from its last op" } } */
/* { dg-final { scan-ascsync-dump "preds B\[0-9\]+ B\[0-9\]+\\(abnormal\\) succs .* entered abnormally after its first op" } } */
/* { dg-final { scan-ascsync-dump "the data-flow planner serves \\(abnormal or EH edges, which take no code\\)" } } */
/* { dg-final { scan-ascsync-dump "before op1: wait_flag \\(MTE2, V, 0\\) \\\[abnormal\\\]" } } */
/* { dg-final { scan-ascsync-dump "after op1: pipe_barrier \\(ALL\\) \\\[abnormal\\\]" } } */
