/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* Ping-pong buffers selected by i & 1: the load of iteration i + 2, not
   i + 1, overwrites what the vector op of iteration i reads, so the
   V->MTE2 dependence has distance 2 and its flag rotates over two event
   ids (id = 0 + iteration mod 2, both primed and drained), like the
   hand-written "event id = slot".  */
void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *in[2] = { (__ubuf__ half *) get_imm (0),
                           (__ubuf__ half *) get_imm (0x1000) };
  __ubuf__ half *out[2] = { (__ubuf__ half *) get_imm (0x2000),
                            (__ubuf__ half *) get_imm (0x3000) };
  for (int i = 0; i < n; i++)
    {
      int s = i & 1;
      copy_gm_to_ubuf (in[s], x + 128 * i, 0, 1, 8, 0, 0);
      vadds (out[s], in[s], 1.0, 1, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + 128 * i, out[s], 0, 1, 8, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "W:UB\\\[\\+0x0\\.\\.0x1100\\)~\\{L0 0:0x0\\.\\.0x100 1:0x1000\\.\\.0x1100\\}" } } */
/* { dg-final { scan-ascsync-dump "pair\[0-9\]+ loop V->MTE2 id=0\\.\\.1 rotating deps op1->op0\\(d2\\)" } } */
/* { dg-final { scan-ascsync-dump "before op0: wait_flag \\(V, MTE2, 0 \\+ iteration of L0 mod 2\\)" } } */
/* { dg-final { scan-ascsync-dump "set_flag \\(V, MTE2, 1\\) \\\[join\\\]" } } */
/* { dg-final { scan-ascsync-dump "wait_flag \\(V, MTE2, 1\\) \\\[drain\\\]" } } */
