/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* Helper K2, not inlined, loads a tile and waits for the load (its
   hand-written MTE2 -> V pair) before its vadds: at its return the
   load is ordered before the next instruction of V.  The copy of the
   load in H's operations (the callee's work leaving the call) says so
   in the dump, which is what lets a later V operation of H depend on it
   without sync of its own.  */
__attribute__ ((noinline)) void
k2 (__gm__ half *x)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vadds (a + 128, a, (half) 1.0f, 1, 1, 1, 8, 8);
}

void
h (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  k2 (x);
  vmuls (a + 256, a, (half) 2.0f, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, a + 256, 0, 1, 8, 0, 0);
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 .*\\(the callee's work leaving the call\\) \\(at the return before the next V\\)" } } */
/* { dg-final { scan-ascsync-dump "op vadds pipe=V .*\\(the callee's work leaving the call\\)\\n" } } */
/* { dg-final { scan-ascsync-dump-not "pipe=\[A-Z0-9\]+ .*hand-written flag" } } */
