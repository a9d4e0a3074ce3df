/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump" } */
/* A helper given the kernel's local object, which holds a UB pointer,
   and writing through that pointer (it loads the pointer, so it is not
   confined, gimple_confined.cc): its call may write any byte of UB and
   GM, so it waits for the load before it and the vector op after it
   waits for it.  Twin: dump-call-confined-helper-object-with-pointers-O0.c.  */
struct tile
{
  __ubuf__ half *buf;
  int reps;
};

static int
reps_of (const struct tile *t)
{
  t->buf[0] = (half) 0.0f;
  return t->reps > 8 ? 8 : t->reps;
}

__global__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  struct tile t;
  t.buf = (__ubuf__ half *) get_imm (0);
  t.reps = n;
  copy_gm_to_ubuf (t.buf, x, 0, 1, 8, 0, 0);
  int r = reps_of (&t);
  vadds (t.buf, t.buf, 1.0, r, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, t.buf, 0, 1, 8, 0, 0);
}
/* { dg-final { scan-ascsync-dump "op1 line 28 op scalar-call pipe=S W:UB\\\[\\+0x0\\.\\.end\\) W:GM\\\[\\?\\\]" } } */
/* { dg-final { scan-ascsync-dump "op0 \\(line 27, MTE2\\) -> op1 \\(line 28, S\\)" } } */
/* { dg-final { scan-ascsync-dump "op1 \\(line 28, S\\) -> op2 \\(line 29, V\\)" } } */
