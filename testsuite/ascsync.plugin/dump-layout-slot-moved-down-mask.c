/* { dg-do run } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,deps,plan" } */
/* A pointer moved down from the start of its slot of a double-buffered
   rotation, "q[s] - 64" halves, with a repeat count bounded only by its
   type (a tail tile's MIN), is derived from that slot: the layout bound
   ends it where the next slot starts, as it ends the slot's own
   pointer, not at the end of the get_imm buffer.  Under a mask enabling
   lanes 64..127 of each 128-lane repeat it reads nothing below the slot
   either: its congruence narrows its byte range to start at the slot.
   So the next tile's writes of the neighbouring slots (the load into
   x[1] just below q[0], the vmuls into q[s ^ 1]) do not depend on it:
   both wait only for the tile two back, where they waited for the tile
   before.  Clean and correct.  */
#include <ascsim.h>

#define TR 64
#define ROWS 136

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int64_t n)
{
  int64_t ntiles = (n + TR - 1) / TR;
  for (int64_t t = 0; t < ntiles; t++)
    {
      int s = (int) (t & 1);
      int64_t rows = n - t * TR < TR ? n - t * TR : TR;
      uint8_t rep = (uint8_t) rows;
      __ubuf__ half *a = (__ubuf__ half *) get_imm (0x00000 + s * 0x4000);
      __ubuf__ half *q = (__ubuf__ half *) get_imm (0x08000 + s * 0x4000);
      __ubuf__ half *z = (__ubuf__ half *) get_imm (0x10000 + s * 0x4000);
      copy_gm_to_ubuf (a, x + t * TR * 128, 0, 1, (uint16_t) (rows * 8), 0,
                       0);
      vmuls (q, a, (half) 2.0f, rep, 1, 1, 8, 8);
      set_vector_mask (~0ull, 0);
      vadds (z, q - 64, (half) 1.0f, rep, 1, 1, 8, 8);
      set_vector_mask (0, ~0ull);
      vadds (z, q + 64, (half) 3.0f, rep, 1, 1, 8, 8);
      set_vector_mask (~0ull, ~0ull);
      copy_ubuf_to_gm (y + t * TR * 128, z, 0, 1, (uint16_t) (rows * 8), 0,
                       0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (ROWS * 128 * 2);
  half *y = ascsim_gm_alloc (ROWS * 128 * 2);
  for (int i = 0; i < ROWS * 128; i++)
    x[i] = (half) (float) (i % 7);
  ASCSIM_LAUNCH (1, k (x, y, ROWS));
  int ok = 1;
  for (int i = 0; i < ROWS * 128; i++)
    {
      int c = i % 128;
      float want = c < 64 ? 2.0f * (float) ((i + 64) % 7) + 3.0f
                          : 2.0f * (float) ((i - 64) % 7) + 1.0f;
      ok &= (float) y[i] == want;
    }
  ascsim_expect (ok, "each half holds the other half's product plus its "
                 "constant");
  return ascsim_finish ();
}

/* { dg-final { scan-ascsync-dump {op2 line [0-9]+ op vadds pipe=V R:UB\[\+0x8000\.\.0xff80\)~\{L0 0:0x8000\.\.0xbf80 1:0xc000\.\.0xff80\}\{mod=0x100:0x0\+0x80\}} } } */
/* { dg-final { scan-ascsync-dump-not {op2 \(line [0-9]+, V\) -> op[01] \(line [0-9]+, [A-Z0-9]+\) WAR carried by L0, distance 1} } } */
/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
