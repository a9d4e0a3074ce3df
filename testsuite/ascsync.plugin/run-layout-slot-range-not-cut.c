/* { dg-do run } */
/* { dg-options "-O2" } */
/* A loop of two iterations picks the slot (i0 + 1) % 2 of a two-slot
   buffer, at an offset read from data; at -O2 the slot offset is known
   only as a range, not as a rotation.  The layout bound cut the vector
   op's footprint at the second slot's base, below the pointer's own
   largest value, so nothing ordered it before the next vector op
   writing the second slot (race-intra-pipe; reduced from fuzz-gen's
   seed 2260).  The bound now ends no lower than the next buffer start
   above that value.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b0 = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *b1 = (__ubuf__ half *) get_imm (0x800);
  __ubuf__ half *b2 = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *b4 = (__ubuf__ half *) get_imm (0x2000);
  int nt = 2 + (int) (block_idx & 1);
  float acc = 0.5f;
  copy_gm_to_ubuf (b0, x, 0, 1, 64, 0, 0);
  copy_gm_to_ubuf (b1, x, 0, 1, 64, 0, 0);
  copy_gm_to_ubuf (b2, x, 0, 1, 64, 0, 0);
  copy_gm_to_ubuf (b4, x, 0, 1, 64, 0, 0);
  int i0 = 0;
  do
    {
      int ix = (int) (float) b4[512 + 336] & 3;
      vadds (b1 + ((i0 + 1) % 2) * 512 + ix * 128, b4 + 512 + ix * 128,
             0.25, 1, 1, 1, 8, 8);
      vmuls (b1 + 512, b2 + ((i0 + 1) & 1) * 512, (double) acc, 4, 1, 1,
             8, 8);
      int i1 = 0;
      do
        vmuls (b1 + (i1 & 1) * 512, b0 + (i1 % 2) * 512 + 128,
               (double) acc, 3, 1, 1, 8, 8);
      while (++i1 < nt);
    }
  while (++i0 < 2);
  copy_ubuf_to_gm (y + block_idx * 1024, b1, 0, 1, 64, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = (half *) ascsim_gm_alloc (4096 * sizeof (half));
  half *y = (half *) ascsim_gm_alloc (4096 * sizeof (half));
  for (int i = 0; i < 4096; i++)
    {
      x[i] = (half) (float) (i % 4);
      y[i] = (half) 0.0f;
    }
  ASCSIM_LAUNCH (2, k (x, y));
  return ascsim_finish ();
}
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
