/* { dg-do run } */
/* { dg-options "-O2" } */
/* A pointer that chooses no slot stays in its get_imm buffer, not in
   the slot it starts in: B = get_imm (0x2000) is filled whole by one
   load of ROWS * 16 blocks (a count known only at run time) and its
   second half copied out, before a loop uses B as two 1 KiB slots (B +
   (t & 1) * 512).  The second slot's start, 0x2400, ended the load
   (the layout bound took it for the end of B's buffer), so the copy of
   [0x2400, 0x2800) by MTE3 was not ordered after the load: the
   simulator reported the race.  */
#include <ascsim.h>
#include <stdio.h>

#define HALVES 4096

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, __gm__ half *z, int32_t rows)
{
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x2000);
  __ubuf__ half *c = (__ubuf__ half *) get_imm (0x3000);
  copy_gm_to_ubuf (b, x, 0, 1, (uint16_t) (rows * 16), 0, 0);
  copy_ubuf_to_gm (z, b + 512, 0, 1, 32, 0, 0);
  for (int t = 0; t < 4; t++)
    {
      vadds (c + (t & 1) * 512, b + (t & 1) * 512, (half) 1.0f, 4, 1, 1,
             8, 8);
      copy_ubuf_to_gm (y + t * 512, c + (t & 1) * 512, 0, 1, 32, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (HALVES * sizeof (half));
  half *y = ascsim_gm_alloc (HALVES * sizeof (half));
  half *z = ascsim_gm_alloc (HALVES * sizeof (half));
  for (int i = 0; i < HALVES; i++)
    x[i] = (half) (float) (i % 64);
  ASCSIM_LAUNCH (1, k (x, y, z, 4));
  /* Z: the second half of the loaded buffer.  Y: each tile's slot plus
     one.  */
  int bad = 0;
  for (int i = 0; i < 512; i++)
    if ((float) z[i] != (float) ((512 + i) % 64))
      bad++;
  for (int t = 0; t < 4; t++)
    for (int i = 0; i < 512; i++)
      if ((float) y[t * 512 + i] != (float) (((t & 1) * 512 + i) % 64) + 1.0f)
        bad++;
  if (bad)
    printf ("FAIL: %d wrong values\n", bad);
  return ascsim_finish () || bad;
}
