/* { dg-do compile } */
/* { dg-options "-O2" } */
/* An access a helper makes through a local pointer parameter is not
   known within the helper, but each call places it from the address it
   passes (dump-call-summary-pointer-slots.c): the warning says both.
   When its calls pass addresses the plugin traces to get_imm, the
   access lies in those buffers (the layout assumption), and the
   warning names them.  A pointer the kernel cannot trace is still "not
   traced".  */
__attribute__ ((noinline)) static void
scale (__ubuf__ half *p)
{
  vmuls (p, p, 2.0, 1, 1, 1, 8, 8); /* { dg-warning "ascsync: .vmuls. operand .src. is made from a pointer parameter: within this function it is taken to read any byte of the UB buffers its calls pass, from 0x0 to 0x200, which orders it against every access of them here; each call places it from the address it passes \\\[-fplugin-arg-ascsync-warn=provenance\\\]" } */
}

__attribute__ ((noinline)) static void
scale_there (__ubuf__ half *p)
{
  vmuls (p, p, 2.0, 1, 1, 1, 8, 8); /* { dg-warning "ascsync: .vmuls. operand .src. is made from a pointer parameter: within this function it is taken to read any byte of UB, which orders it against every access of that space here; each call places it from the address it passes \\\[-fplugin-arg-ascsync-warn=imprecise\\\]" } */
}

__ubuf__ half *where (int i) ASCSYNC_PIPE_FREE;

__global__ __aicore__ void
k (__gm__ half *x, int i)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  scale (a);
  scale (a + 128);
  __ubuf__ half *b = where (i);
  scale_there (b);
  vadds (b, b, 1.0, 1, 1, 1, 8, 8); /* { dg-warning "where .vadds. operand .src. points in UB is not known .its address is not traced" } */
}
