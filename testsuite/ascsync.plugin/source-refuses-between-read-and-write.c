/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-source=source-refuses-between-read-and-write.out.c" } */
/* A statement that reads UB and writes it ("ub[a] = ub[b] * 0.5f") is
   one position in the source, two operations for the plugin.  Where
   the plan puts sync between them (a set_flag (PIPE_S, PIPE_V) after the
   read, for the vadds that overwrites what it read), source output has
   no place with the same effect: before the statement the set would
   let V overwrite the bytes before S reads them.  The function is
   refused with an error at the read, naming the call.  */

__global__ __aicore__ void
k (__gm__ half *x, int s)
{
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);
  ub[1024 + (s & 1) * 256] = (half) ((float) ub[(s & 1) * 256 + 31] * 0.5f); /* { dg-error "the sync of .k. cannot go into the source: for the .set_flag \\(PIPE_S, PIPE_V, EVENT_ID0\\). planned here, no statement, loop or function boundary of the source runs it on exactly the paths the plan does" } */
  vadds (ub + (s & 1) * 256, ub + 2048, (half) 0.5f, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (x, ub, 0, 1, 64, 0, 0);
}
