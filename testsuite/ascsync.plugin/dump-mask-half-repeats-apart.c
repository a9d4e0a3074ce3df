/* { dg-do run } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,deps" } */
/* The vector mask is state: set_vector_mask (0, ~0) enables the first
   64 lanes of every repeat, and the plugin narrows the footprints of
   the vector ops issued under it to those lanes.  Two ops writing the
   two halves of each 128-lane repeat (the rotate-half form of RoPE) are
   then independent: no dependence, no barrier between them, where they
   used to get a pipe_barrier (PIPE_V) each.  Clean and correct.  */
#include <ascsim.h>

#define REP 8

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *src = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *dst = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (src, x, 0, 1, REP * 8, 0, 0);
  set_vector_mask (0, ~0ull);
  vmuls (dst, src + 64, (half) 2.0f, REP, 1, 1, 8, 8);
  vmuls (dst + 64, src, (half) 3.0f, REP, 1, 1, 8, 8);
  set_vector_mask (~0ull, ~0ull);
  copy_ubuf_to_gm (y, dst, 0, 1, REP * 8, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (REP * 256), *y = ascsim_gm_alloc (REP * 256);
  for (int i = 0; i < REP * 128; i++)
    x[i] = (half) (float) (i % 7);
  ASCSIM_LAUNCH (1, k (x, y));
  int ok = 1;
  for (int i = 0; i < REP * 128; i++)
    {
      int c = i % 128;
      float want = c < 64 ? 2.0f * (float) ((i + 64) % 7)
                          : 3.0f * (float) ((i - 64) % 7);
      ok &= (float) y[i] == want;
    }
  ascsim_expect (ok, "each half holds its own op's result");
  return ascsim_finish ();
}

/* The footprints are the enabled lanes: each op's write one residue
   range of the 256-byte repeats, its byte range from the first enabled
   byte to the last.  */
/* { dg-final { scan-ascsync-dump {op1 line [0-9]+ op vmuls pipe=V .* W:UB\[\+0x1000\.\.0x1780\)\{mod=0x100:0x0\+0x80\}} } } */
/* { dg-final { scan-ascsync-dump {op2 line [0-9]+ op vmuls pipe=V .* W:UB\[\+0x1080\.\.0x1800\)\{mod=0x100:0x80\+0x80\}} } } */
/* { dg-final { scan-ascsync-dump-not {op1 \(line [0-9]+, V\) -> op2} } } */
/* { dg-final { output-contains {barrier=0 .*findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
