/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* Straight line: a GM->UB load (MTE2) feeds a vector add (V) that feeds
   a store (MTE3).  The dump lists the operations with their source lines
   and footprints, and the plan has set after the producer and wait
   before the consumer for MTE2->V and V->MTE3.  */
void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  vadd (b, a, a, 1, 1, 1, 1, 8, 8, 8);
  copy_ubuf_to_gm (y, b, 0, 1, 8, 0, 0);
}
/* { dg-final { scan-ascsync-dump "op0 line 12 op copy_gm_to_ubuf pipe=MTE2 R:GM\\\[arg0\\+0x0\\.\\.0x100\\) W:UB\\\[\\+0x0\\.\\.0x100\\)" } } */
/* { dg-final { scan-ascsync-dump "op1 line 13 op vadd pipe=V" } } */
/* { dg-final { scan-ascsync-dump "after op0: set_flag \\(MTE2, V, 0\\) \\\[dep op0\\\] line 12" } } */
/* { dg-final { scan-ascsync-dump "before op1: wait_flag \\(MTE2, V, 0\\) \\\[dep op0\\\] line 13" } } */
/* { dg-final { scan-ascsync-dump "after op1: set_flag \\(V, MTE3, 0\\)" } } */
/* { dg-final { scan-ascsync-dump "before op2: wait_flag \\(V, MTE3, 0\\)" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier" } } */
