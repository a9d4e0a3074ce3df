/* { dg-do compile } */
/* { dg-options "-O3 -fplugin-arg-ascsync-dump=ops" } */
/* At -O3 GCC clones a kernel for the constant arguments of its only
   call (IPA-CP: k.constprop) and runs the clone instead: the clone is
   the kernel, its GM pointer parameters distinct objects as the
   kernel's are (the host's buffers it is given are nothing the plugin
   could trace).  */
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int tile, int n)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  for (int t = 0; t < n; t++)
    {
      copy_gm_to_ubuf (a, x + t * tile, 0, 1, 16, 0, 0);
      vadds (a, a, 1.0, 2, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * tile, a, 0, 1, 16, 0, 0);
    }
}

half *host_buffer (int which) ASCSYNC_PIPE_FREE;

void
launch (int n)
{
  k (host_buffer (0), host_buffer (1), 256, n);
}
/* The clone's load, moving with its loop (k's own has no form at -O3,
   the host's call of k has the host's pointers: "GM[?] ").  */
/* { dg-final { scan-ascsync-dump "R:GM\\\[arg0\\+\[^ \]*.L0," } } */
/* { dg-final { scan-ascsync-dump-not "R:GM\\\[\\?\\\].L0," } } */
