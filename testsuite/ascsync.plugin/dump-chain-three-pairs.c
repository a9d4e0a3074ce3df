/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* A ping-pong tile loop: load (MTE2), scale in place (V), store (MTE3).
   The load of tile t + 2 rewrites the slot of tile t: an MTE2 -> MTE2
   dependence already ordered by the chain of three pairs MTE2 -> V
   (load before vmuls), V -> MTE3 (vmuls before store) and the
   loop-carried MTE3 -> MTE2 (store of tile t before the load of tile
   t + 2), so it needs no pipe_barrier (MTE2) of its own.  */
void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *buf[2] = { (__ubuf__ half *) get_imm (0),
                            (__ubuf__ half *) get_imm (0x2000) };
  for (int t = 0; t < n; t++)
    {
      int s = t & 1;
      copy_gm_to_ubuf (buf[s], x + t * 4096, 0, 1, 256, 0, 0);
      vmuls (buf[s], buf[s], 2.0, 32, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 4096, buf[s], 0, 1, 256, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "loop MTE3->MTE2 id=0\\.\\.1 rotating deps op2->op0\\(d2\\)" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE2\\)" } } */
