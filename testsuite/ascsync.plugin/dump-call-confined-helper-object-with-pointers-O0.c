/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump" } */
/* A helper of the unit that reaches no memory but what its arguments
   point to (gimple_confined.cc) reads a count from the kernel's local
   object, which also holds a UB pointer: it cannot reach memory through
   a pointer it loads, so the call touches the object only, the kernel's
   frame, no traced memory; at -O0, where it stays out of line, the
   vector op after it does not wait for the load through the scalar
   unit.  Twin: dump-call-helper-object-with-pointers-writes-O0.c.  */
struct tile
{
  __ubuf__ half *buf;
  int reps;
};

static int
reps_of (const struct tile *t)
{
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
/* { dg-final { scan-ascsync-dump "op0 line 28 op copy_gm_to_ubuf" } } */
/* { dg-final { scan-ascsync-dump "op1 line 30 op vadds" } } */
/* { dg-final { scan-ascsync-dump-not "scalar-call" } } */
