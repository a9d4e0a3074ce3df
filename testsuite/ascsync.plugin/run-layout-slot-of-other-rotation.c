/* { dg-do run } */
/* { dg-options "-O1 -fplugin-arg-ascsync-warn=no-imprecise,no-fallback" } */
/* One buffer used as four slots of 512 halves by one loop and as two of
   1024 by the next: the second loop loads tile T + 1 into its slot at
   an offset of 128 halves with a count read from an argument (14 * R
   blocks, up to the slot's end when R is 4), and reads tile T's slot
   from 16 halves below its start.  Under the layout assumption the
   load stays in its own rotation's slot, not in the 512-half slot of
   the first rotation it starts in: the first rotation's slot start at
   512 halves does not end it, so the load that fills slot 0 up to its
   end is ordered before the read of slot 1, whose first 16 halves lie
   in slot 0 (which fuzz-gen's seed 7034 raced on at -O0 and -O1).  A
   pad below the buffer holds what slot 0's read below its start sees.
   The simulator checks that nothing races.  */
#include <ascsim.h>
#include <stdio.h>

#define N 8192

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int32_t r)
{
  __ubuf__ half *pad = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x200);
  __ubuf__ half *o = (__ubuf__ half *) get_imm (0x8000);
  vector_dup (pad, 0.25, 2, 1, 1, 8, 8);
  copy_gm_to_ubuf (b, x, 0, 1, 128, 0, 0);
  for (int t = 0; t < 9; t++)
    vadds (b + (t % 4) * 512, b + (t % 4) * 512, -1.0, 1, 1, 1, 8, 8);
  copy_gm_to_ubuf (b, x, 0, 1, (uint16_t) (r * 6), 0, 0);
  for (int t = 0; t < 5; t++)
    {
      if (t + 1 < 5)
        copy_gm_to_ubuf (b + ((t + 1) & 1) * 1024 + 128, x + (t + 1) * 816,
                         0, 1, (uint16_t) (r * 14), 0, 0);
      vadds (o + (t & 1) * 1024, b + (t & 1) * 1024 - 16, 0.5,
             (uint8_t) (r * 2), 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 1024, o + (t & 1) * 1024, 0, 1,
                       (uint16_t) (r * 16), 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc ((size_t) N * sizeof (half));
  half *y = ascsim_gm_alloc ((size_t) N * sizeof (half));
  for (int i = 0; i < N; i++)
    x[i] = (half) (float) (i % 11 - 5);
  volatile int32_t r = 4;
  ASCSIM_LAUNCH (1, k (x, y, r));
  double sum = 0;
  for (int i = 0; i < 5 * 1024; i++)
    sum += (double) (float) y[i] * (double) (i % 7 + 1);
  printf ("checksum %.9g\n", sum);
  return ascsim_finish ();
}
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
