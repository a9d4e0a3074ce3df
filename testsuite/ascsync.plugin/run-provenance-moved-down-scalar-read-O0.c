/* { dg-do run } */
/* { dg-options "-O0" } */
/* A scalar read through a window moved down from a buffer, "(b5 + i *
   256 - 256)[73]" for an I from 0 (found by fuzz-gen seed 22206): at
   -O0 the constant goes into the integer offset, and the pointer is
   known only as a range from 0x2692 up, moved down from b5 (0x2800).
   The provenance bound took the read to b5's buffer, from 0x2800, and
   nothing ordered it before the later load into the buffer below that
   writes 0x2692: the checker reported a race.  A pointer moved down by
   a constant may reach the buffer below (the layout assumption's
   exception), so the read starts at 0x2692.  Clean.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int32_t wrows)
{
  __ubuf__ half *b4 = (__ubuf__ half *) get_imm (0x2000);
  __ubuf__ half *b5 = (__ubuf__ half *) get_imm (0x2800);
  float acc = 0.0f;
  vector_dup (b4, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b5, 0.0, 8, 1, 1, 8, 8);
  for (int i = 0; i < (wrows + 1) / 2; i++)
    acc = acc * 0.5f + (float) (b5 + i * 256 - 256)[73];
  copy_gm_to_ubuf (b4 + 512 + 48, x, 0, 3, 5, 0, 3);
  copy_ubuf_to_gm (y, b4 + 512, 0, 1, 24, 0, 0);
  y[1000] = (half) acc;
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = (half *) ascsim_gm_alloc (1024 * sizeof (half));
  half *y = (half *) ascsim_gm_alloc (1024 * sizeof (half));
  for (int i = 0; i < 1024; i++)
    x[i] = (half) 1.0f;
  ASCSIM_LAUNCH (1, k (x, y, 3));
  ascsim_expect ((float) y[1000] == 0.0f, "the window read zeros");
  return ascsim_finish ();
}
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
