/* A helper not inlined at -O0 adds 1 to four 256-byte blocks of SRC
   into DST, one per iteration.  Its calls pass SRC in one of the
   buffers at 0x1000 and 0x3000 and DST in one of those at 0x2000 and
   0x4000: the two parameters' buffers interleave, so their spans meet,
   but no buffer of one is a buffer of the other, whichever the calls
   pass.  With CROSS_SHARED, a third call passes the buffer at 0x2000
   as SRC.  Used by dump-helper-param-buffers-cross-O0.c,
   run-helper-param-buffers-cross-O0.c and
   dump-helper-param-buffers-shared-O0.c.  */
#include <ascsim.h>

static void
add1 (__ubuf__ half *dst, __ubuf__ half *src)
{
  for (int g = 0; g < 4; g++)
    vadds (dst + g * 128, src + g * 128, (half) 1.0f, 1, 1, 1, 8, 8);
}

__global__ __aicore__ void
k (__gm__ half *in, __gm__ half *out)
{
  __ubuf__ half *s0 = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *d0 = (__ubuf__ half *) get_imm (0x2000);
  __ubuf__ half *s1 = (__ubuf__ half *) get_imm (0x3000);
  __ubuf__ half *d1 = (__ubuf__ half *) get_imm (0x4000);
  copy_gm_to_ubuf (s0, in, 0, 1, 32, 0, 0);
  copy_gm_to_ubuf (s1, in + 512, 0, 1, 32, 0, 0);
  add1 (d0, s0);
  add1 (d1, s1);
#ifdef CROSS_SHARED
  add1 (d1, d0);                /* 0x2000 a buffer of SRC too */
#endif
  copy_ubuf_to_gm (out, d0, 0, 1, 32, 0, 0);
  copy_ubuf_to_gm (out + 512, d1, 0, 1, 32, 0, 0);
}
/* The two halves of OUT are IN's first two 512-half blocks plus 1.  */
int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *in = (half *) ascsim_gm_alloc (1024 * sizeof (half));
  half *out = (half *) ascsim_gm_alloc (1024 * sizeof (half));
  for (int i = 0; i < 1024; i++)
    in[i] = (half) (float) (i % 37);
  ASCSIM_LAUNCH (1, k (in, out));
  int ok = 1;
  for (int i = 0; i < 1024; i++)
    if ((float) out[i] != (float) (i % 37) + 1)
      ok = 0;
  ascsim_expect (ok, "out = in + 1");
  return ascsim_finish ();
}
