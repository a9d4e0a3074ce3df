/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops" } */
/* An operator object holds its slots' addresses in an array member
   and the slot in use in another member, which the loop calling its
   step advances ("b->s = b->s + 1 == 2 ? 0 : b->s + 1"): within the
   step, left out of line at -O0, the index "b->s" is not known.  An
   index outside the array is undefined, so the load "b->ib[b->s]"
   reads one of its two elements, both get_imm addresses the kernel
   stored: the vmuls reads one of the two slots, not all of UB (which
   ordered it against everything, slower than a barrier after every
   instruction in an Ascend-C-style class at -O0).  */
struct op
{
  __ubuf__ half *ib[2];
  __ubuf__ half *ob[2];
  int s;
};

__attribute__ ((noinline)) static void
step (struct op *b)
{
  vmuls (b->ob[b->s], b->ib[b->s], (half) 2.0f, 2, 1, 1, 8, 8);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  struct op o;
  for (int j = 0; j < 2; j++)
    {
      o.ib[j] = (__ubuf__ half *) get_imm (j * 0x400);
      o.ob[j] = (__ubuf__ half *) get_imm (0x800 + j * 0x400);
    }
  o.s = 0;
  for (int t = 0; t < n; t++)
    {
      copy_gm_to_ubuf (o.ib[o.s], x + t * 256, 0, 1, 16, 0, 0);
      step (&o);
      copy_ubuf_to_gm (y + t * 256, o.ob[o.s], 0, 1, 16, 0, 0);
      o.s = o.s + 1 == 2 ? 0 : o.s + 1;
    }
}
/* { dg-final { scan-ascsync-dump "line 22 op vmuls pipe=V R:UB\\\[\\+0x0\\.\\.0x\[0-9a-f\]+\\)\[^ \]* W:UB\\\[\\+0x800\\.\\.0x\[0-9a-f\]+\\)" } } */
/* { dg-final { scan-ascsync-dump-not "line 22 op vmuls pipe=V R:UB\\\[\\+0x0\\.\\.end\\)" } } */
