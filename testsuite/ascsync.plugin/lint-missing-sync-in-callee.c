/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-mode=lint -fplugin-arg-ascsync-warn=no-imprecise" } */
/* Mode lint: the tile helper's vector op reads the tile the caller
   loads, and nothing orders them.  The warning is at the call (the
   helper's work stands there for the caller), and a note names the
   helper the vector op is in.  (The helper's pointer parameter is
   taken to reach all of UB: that warning, imprecise, is off here.)  */

__attribute__ ((noinline)) void
tile (__ubuf__ half *b)
{
  vmuls (b, b, 2.0, 2, 1, 1, 8, 8);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (b, x, 0, 1, 16, 0, 0);
  tile (b); /* { dg-warning ".vmuls. on PIPE_V may read memory before the write of .copy_gm_to_ubuf. on PIPE_MTE2 \\(line 19\\)\[^\n\]*missing-sync" } */
  /* { dg-note ".vmuls. is work of .tile., called here" "" { target *-*-* } .-1 } */
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y, b, 0, 1, 16, 0, 0);
}
