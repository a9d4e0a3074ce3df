/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-control-flow" } */
/* A scalar read through "b5 + 512 + u * 256" (element 120), where the
   kernel also gives get_imm the address b5 + 512 (a table of slot
   buffers declared there): the provenance bound took the read for one in b5's object,
   [0x2800, 0x2c00), although the pointer's known values start at
   0x2c00, past it; the vector op writing the same bytes was not
   ordered before the read (race-inter-pipe, PIPE_V writes UB bytes
   [0x2cf0, 0x2cf1) and the later scalar load reads them; fuzz-gen seed
   1816).  A pointer known past the object is not in it.  Clean and
   correct.  */
#include <ascsim.h>
#include <setjmp.h>

static jmp_buf jb;

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int32_t wrows)
{
  __ubuf__ half *b4 = (__ubuf__ half *) get_imm (0x2000);
  __ubuf__ half *b5 = (__ubuf__ half *) get_imm (0x2800);
  __ubuf__ half *t[2];
  float acc = 0;
  for (int j = 0; j < 2; j++)
    t[j] = (__ubuf__ half *) get_imm (0x2800 + j * 0x400);
  for (int j = 0; j < 2; j++)
    vector_dup (t[j], (half) 0.0f, 4, 1, 1, 8, 8);
  /* Abnormal edges make b5 a value GCC keeps in memory across them.  */
  if (setjmp (jb) != 0)
    return;
  for (int u = 0; u < (wrows + 1) / 2; u++)
    {
      int r = wrows - u * 2 < 2 ? wrows - u * 2 : 2;
      copy_gm_to_ubuf (b4 + u * 256, x + u * 256, 0, 1, (uint16_t) (r * 8), 0, 0);
      vadds (b5 + 512 + u * 256, b4 + u * 256, (half) 0.5f, (uint8_t) r, 1, 1, 8, 8);
      acc = acc * 0.5f + (float) (b5 + 512 + u * 256)[120];
    }
  vector_dup (b5, (half) acc, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, b5, 0, 1, 8, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (4096 * 2), *y = ascsim_gm_alloc (512);
  for (int i = 0; i < 4096; i++)
    x[i] = (half) (float) (i % 8);
  ASCSIM_LAUNCH (1, k (x, y, 4));
  /* acc: 0.5 * (0.5 * 0 + v0) + v1, v = x[u * 256 + 120] + 0.5.  */
  float v = (float) (120 % 8) + 0.5f;
  float want = (0.5f * v) + v;
  ascsim_expect ((float) y[0] == (float) (half) want, "y[0] is the sum");
  return ascsim_finish ();
}

/* { dg-final { scan-ascsync-dump {op scalar-load pipe=S R:UB\[\+0x2cf0\.\.} } } */
/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
