/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* As run-split-main-tail.c with the tail at O = NREP * 64: it starts
   half-way into the main part (P + 128 * y against P + 256 * y), so
   the two vadds write common bytes and the tail's needs a
   pipe_barrier (V) after the main one (the checker reports the race
   when the plugin takes the split forms as apart whatever they say).
   Only the lanes the main parts write are checked: this tail rewrites
   some of them with the same sums and leaves the last 112 lanes of the
   last tile unwritten.  */
#include <ascsim.h>
#include <stdio.h>

#define TILE 2048
#define TOTAL (3 * TILE + 1000)

static void
mask_first (uint32_t n)
{
  uint64_t lo = n >= 64 ? ~(uint64_t) 0 : (((uint64_t) 1 << n) - 1);
  uint64_t hi = n >= 128 ? ~(uint64_t) 0
                : n > 64 ? (((uint64_t) 1 << (n - 64)) - 1) : 0;
  set_vector_mask (hi, lo);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *z, int64_t len)
{
  __ubuf__ half *xb[2] = { (__ubuf__ half *) get_imm (0),
                           (__ubuf__ half *) get_imm (0x1000) };
  __ubuf__ half *zb[2] = { (__ubuf__ half *) get_imm (0x2000),
                           (__ubuf__ half *) get_imm (0x3000) };
  int64_t ntiles = (len + TILE - 1) / TILE;
  for (int64_t t = 0; t < ntiles; t++)
    {
      int s = (int) (t & 1);
      int64_t n = len - t * TILE < TILE ? len - t * TILE : TILE;
      uint16_t nblk = (uint16_t) ((n + 15) / 16);
      uint32_t lanes = (uint32_t) nblk * 16;
      uint32_t nrep = lanes / 128, rem = lanes % 128;
      copy_gm_to_ubuf (xb[s], x + t * TILE, 0, 1, nblk, 0, 0);
      if (nrep > 0)
        vadds (zb[s], xb[s], 1.0, (uint8_t) nrep, 1, 1, 8, 8);
      if (rem > 0)
        {
          uint32_t o = nrep * 64;
          mask_first (rem);
          vadds (zb[s] + o, xb[s] + o, 1.0, 1, 1, 1, 8, 8);
          mask_first (128);
        }
      copy_ubuf_to_gm (z + t * TILE, zb[s], 0, 1, nblk, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (TOTAL * sizeof (half));
  half *z = ascsim_gm_alloc (TOTAL * sizeof (half));
  for (int i = 0; i < TOTAL; i++)
    x[i] = (half) (float) (i % 1000);
  ASCSIM_LAUNCH (1, k (x, z, TOTAL));
  int bad = 0;
  for (int i = 0; i < 3 * TILE + 896; i++)
    bad += (float) z[i] != (float) (i % 1000) + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "z = x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "access 1 \\(W:UB\\) split: \\\[P\\+0\\+128\\*y, P\\+256\\+128\\*y\\)" } } */
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(V\\)" } } */
