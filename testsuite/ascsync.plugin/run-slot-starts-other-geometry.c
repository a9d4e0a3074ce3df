/* { dg-do run } */
/* { dg-options "-O2" } */
/* One buffer B used with two slot geometries: first as two 256-byte
   slots (B + (t & 1) * 128 halves), then as two 1 KiB slots (B + (w &
   1) * 512) that a load fills with ROWS rows, a count known only at run
   time, and a vector op reads from 32 bytes below its slot on.  The
   second 256-byte slot starts inside the first 1 KiB slot, so it is no
   end of the 1 KiB slot's load: the read of slot 1 (from 0x3e0 into B
   on) meets the load into slot 0 of the next iteration.  Taken as a
   buffer start, it cut that load at 0x100 and the plugin ordered the
   read only before the load two iterations on: the simulator reported
   the race (fuzz seed 2089, keep mode).  */
#include <ascsim.h>
#include <stdio.h>

#define HALVES 4096

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int32_t rows)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *pad = (__ubuf__ half *) get_imm (0x1f00);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x2000);
  __ubuf__ half *c = (__ubuf__ half *) get_imm (0x3000);
  vector_dup (a, (half) 1.0f, 2, 1, 1, 8, 8);
  vector_dup (pad, (half) 0.0f, 1, 1, 1, 8, 8);
  for (int t = 0; t < 4; t++)
    vadds (b + (t & 1) * 128, a, (half) 1.0f, 1, 1, 1, 8, 8);
  for (int w = 0; w < 4; w++)
    {
      copy_gm_to_ubuf (b + (w & 1) * 512, x + w * 512, 0, 1,
                       (uint16_t) (rows * 8), 0, 0);
      vadds (c + (w & 1) * 512, b + (w & 1) * 512 - 16, (half) 0.5f,
             (uint8_t) rows, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + w * 512, c + (w & 1) * 512, 0, 1,
                       (uint16_t) (rows * 8), 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (HALVES * sizeof (half));
  half *y = ascsim_gm_alloc (HALVES * sizeof (half));
  for (int i = 0; i < HALVES; i++)
    x[i] = (half) (float) (i % 64);
  ASCSIM_LAUNCH (1, k (x, y, 4));
  /* Row w of Y: X from 16 halves before row w on, plus 0.5; slot 0
     has PAD's zeros below it.  */
  int bad = 0;
  for (int w = 0; w < 4; w++)
    for (int i = 0; i < 512; i++)
      {
        float want = (w & 1) == 0 && i < 16
                     ? 0.5f : (float) ((w * 512 + i - 16) % 64) + 0.5f;
        if ((float) y[w * 512 + i] != want)
          bad++;
      }
  if (bad)
    printf ("FAIL: %d wrong values\n", bad);
  return ascsim_finish () || bad;
}
