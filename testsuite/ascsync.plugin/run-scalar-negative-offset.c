/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A scalar read at a negative constant offset from a buffer's address
   ("b[-1]", the last element of the buffer below b: GCC's
   "MEM[(half *) b + -2B]") reads below b.  Its footprint was taken
   from b up, so the vector op writing the buffer below was not ordered
   before it (race-inter-pipe, PIPE_V writes UB bytes [0x7fe, 0x800)
   and the later scalar load reads them).  The sync-free kernel with
   the plugin runs clean and correct.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x800);
  vector_dup (b, (half) 2.0f, 1, 1, 1, 8, 8);
  vector_dup (a, (half) 3.0f, 8, 1, 1, 8, 8);
  half v = b[-1];
  vector_dup (b + 128, v, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, b, 0, 1, 16, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *y = ascsim_gm_alloc (512);
  ASCSIM_LAUNCH (1, k (y));
  int ok = 1;
  for (int i = 0; i < 256; i++)
    ok &= (float) y[i] == (i < 128 ? 2.0f : 3.0f);
  ascsim_expect (ok, "y holds 2, then b[-1] = 3");
  return ascsim_finish ();
}

/* { dg-final { scan-ascsync-dump {op scalar-load pipe=S R:UB\[\+0x7fe\.\.0x800\)} } } */
/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
