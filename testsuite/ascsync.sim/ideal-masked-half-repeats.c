/* Two vector ops under a 64-lane mask, one writing the first half of
   each 128-lane repeat and the other the second half (the rotate-half
   form of RoPE), write disjoint bytes: the checker needs no barrier
   between them, and the ideal timing lets them overlap -- both know the
   mask's lanes to the byte (one footprint, common/asc_footprint.c).
   Eight such pairs, no barrier: clean, correct, and ideal below the
   twin whose second op of each pair starts 16 lanes early, overlapping
   the first op's last 16 lanes (a barrier orders them), and never
   above the written time (the simulator's invariant; a violation would
   be an internal error).  */
/* { dg-do run } */
#include "ascsim.h"

#define REP 16                  /* repeats (rows of 128 fp16) per op */
#define BYTES (REP * 256)

/* SHIFT 64: each pair writes the two halves; 48: the second op's lanes
   [48, 112) meet the first's [0, 64), so a barrier comes between.  */
__global__ __aicore__ void
halves (__gm__ half *x, __gm__ half *y, int shift)
{
  __ubuf__ half *src = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (src, x, 0, 1, BYTES / 32, 0, 0);
  for (int k = 0; k < 8; k++)
    vector_dup ((__ubuf__ half *) get_imm (BYTES * (k + 1)), (half) 0.0f,
                REP, 1, 1, 8, 8);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  pipe_barrier (PIPE_V);
  set_vector_mask (0, ~0ull);                  /* lanes 0..63 */
  for (int k = 0; k < 8; k++)
    {
      __ubuf__ half *dst = (__ubuf__ half *) get_imm (BYTES * (k + 1));
      vmuls (dst, src + 64, (half) 2.0f, REP, 1, 1, 8, 8);
      if (shift != 64)
        pipe_barrier (PIPE_V);
      vmuls (dst + shift, src, (half) 3.0f, REP, 1, 1, 8, 8);
    }
  set_vector_mask (~0ull, ~0ull);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y, (__ubuf__ half *) get_imm (BYTES), 0, 1, BYTES / 32,
                   0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (BYTES), *y = ascsim_gm_alloc (BYTES);
  for (int i = 0; i < REP * 128; i++)
    x[i] = (half) (float) (i % 7);
  ASCSIM_LAUNCH (1, halves (x, y, 64));
  const ascsim_result *r = ascsim_last_result ();
  uint64_t ideal_halves = r->cycles[ASCSIM_MODE_IDEAL];
  int ok = 1;
  for (int i = 0; i < REP * 128; i++)
    {
      int col = i % 128, row = i / 128;
      float want = col < 64 ? 2.0f * (float) ((row * 128 + col + 64) % 7)
                            : 3.0f * (float) ((row * 128 + col - 64) % 7);
      ok &= (float) y[i] == want;
    }
  ascsim_expect (ok, "each half holds its own op's result");
  ASCSIM_LAUNCH (1, halves (x, y, 48));
  uint64_t ideal_overlap = ascsim_last_result ()->cycles[ASCSIM_MODE_IDEAL];
  printf ("ideal: halves %llu, overlapping lanes %llu\n",
          (unsigned long long) ideal_halves,
          (unsigned long long) ideal_overlap);
  ascsim_expect (ideal_halves < ideal_overlap,
                 "ideal overlaps the ops on the two halves");
  return ascsim_finish ();
}

/* { dg-final { output-contains {launch halves \(x, y, 64\) .* findings=0} } } */
/* { dg-final { output-contains {launch halves \(x, y, 48\) .* findings=0} } } */
/* { dg-final { output-contains {ideal: halves} } } */
/* { dg-final { output-not-contains {FAIL} } } */
