/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops" } */
/* An init helper stores its buffer's address through its pointer
   parameter, then, on some runs, stores there a whole structure a
   function returns: what it stores is not followed
   (gimple_heldstore.cc), so the stage helper reading the structure may
   write any byte of UB, not only the buffer stored directly.  */
struct tiles
{
  __ubuf__ half *in;
};

__attribute__ ((noinline)) static struct tiles
other_tiles (void)
{
  struct tiles r;
  r.in = (__ubuf__ half *) get_imm (0x2000);
  return r;
}

__attribute__ ((noinline)) static void
init (struct tiles *t, int n)
{
  t->in = (__ubuf__ half *) get_imm (0x1000);
  if (n)
    *t = other_tiles ();
}

__attribute__ ((noinline)) static void
load (const struct tiles *t, __gm__ half *x)
{
  copy_gm_to_ubuf (t->in, x, 0, 1, 8, 0, 0);
}

__global__ __aicore__ void
k (__gm__ half *x, int n)
{
  struct tiles t;
  init (&t, n);
  load (&t, x);
}
/* { dg-final { scan-ascsync-dump "op0 line 32 op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.end\\)" } } */
