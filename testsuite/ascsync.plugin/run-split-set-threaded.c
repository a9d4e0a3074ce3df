/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=virtual,plan" } */
/* Two conditional groups per tile, as cast does: y = (float) x over the
   full repeats "if (nrep)" and the remainder "if (rem)", then z =
   (half) y the same way, then both stores.  GCC threads the four tests
   into paths on which the second group's work of one path comes before
   the first group's work of another has ended, so the one point after
   all of them (where an unsplit set_flag (V, MTE3) for the store of y
   must go) lies after the z conversion too.  The set is split: issued
   on each path right after its last conversion into y, so the y store
   overlaps the z conversion, and the z store gets a pair of its own.
   The simulator checks that nothing races and the results are right,
   for tiles with repeats only, a remainder only, and both.  (With the
   order tests blind to the split -- the z store left to the y store's
   pair -- it reports "race-inter-pipe: PIPE_V writes UB bytes [0x1800,
   0x1c00) and the later copy_ubuf_to_gm (MTE3) ... read".)  */
#include <ascsim.h>
#include <stdio.h>

#define TILE 512
#define NT 6

/* Elements per tile, whole 32-byte blocks of fp16.  */
static const int lens[NT] = { 512, 48, 512, 112, 64, 304 };

__global__ __aicore__ void
k (__gm__ half *x, __gm__ float *y, __gm__ half *z, int nt)
{
  __ubuf__ half *xb[2] = { (__ubuf__ half *) get_imm (0x0),
                           (__ubuf__ half *) get_imm (0x400) };
  __ubuf__ float *yb[2] = { (__ubuf__ float *) get_imm (0x800),
                            (__ubuf__ float *) get_imm (0x1000) };
  __ubuf__ half *zb[2] = { (__ubuf__ half *) get_imm (0x1800),
                           (__ubuf__ half *) get_imm (0x1c00) };
  if (nt > NT)
    nt = NT;
  for (int t = 0; t < nt; t++)
    {
      int s = t & 1;
      int n = lens[t];
      uint32_t nrep = (uint32_t) n / 64, rem = (uint32_t) n % 64;
      uint32_t o = nrep * 64;
      copy_gm_to_ubuf (xb[s], x + t * TILE, 0, 1, TILE / 16, 0, 0);
      if (nrep > 0)
        vconv_f162f32 (yb[s], xb[s], (uint8_t) nrep, 1, 1, 8, 4);
      if (rem > 0)
        {
          set_vector_mask (0, ((uint64_t) 1 << rem) - 1);
          vconv_f162f32 (yb[s] + o, xb[s] + o, 1, 1, 1, 8, 4);
          set_vector_mask (0, ~(uint64_t) 0);
        }
      if (nrep > 0)
        vconv_f322f16 (zb[s], yb[s], (uint8_t) nrep, 1, 1, 4, 8);
      if (rem > 0)
        {
          set_vector_mask (0, ((uint64_t) 1 << rem) - 1);
          vconv_f322f16 (zb[s] + o, yb[s] + o, 1, 1, 1, 4, 8);
          set_vector_mask (0, ~(uint64_t) 0);
        }
      copy_ubuf_to_gm (y + t * TILE, yb[s], 0, 1, (uint16_t) (n / 8), 0, 0);
      copy_ubuf_to_gm (z + t * TILE, zb[s], 0, 1, (uint16_t) (n / 16), 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (NT * TILE * sizeof (half));
  float *y = ascsim_gm_alloc (NT * TILE * sizeof (float));
  half *z = ascsim_gm_alloc (NT * TILE * sizeof (half));
  for (int i = 0; i < NT * TILE; i++)
    x[i] = (half) (float) (i % 777 - 300);
  ASCSIM_LAUNCH (1, k (x, y, z, NT));
  int bad = 0;
  for (int t = 0; t < NT; t++)
    for (int j = 0; j < lens[t]; j++)
      {
        float want = (float) x[t * TILE + j];
        bad += y[t * TILE + j] != want || (float) z[t * TILE + j] != want;
      }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = (float) x, z = (half) y");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "intra V->MTE3 set \[^\\n\]*\\(split: early at " } } */
/* { dg-final { scan-ascsync-dump-times "wait_flag \\(V, MTE3, " 2 } } */
