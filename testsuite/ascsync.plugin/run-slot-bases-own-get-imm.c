/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* Two rows of a double-buffered slot, "get_imm (0x4000 + (t & 1) *
   0x800)" and that plus one row (0x400 bytes), each with a head whose
   count comes from data (known only from its type).  Row 1's addresses,
   0x4400 and 0x4c00, lie a multiple of the slots' spacing above
   another buffer's get_imm address (0x1400), but row 1 is not derived
   from it: it is no buffer start, so row 0's head, which reaches into
   row 1, is not cut there, and a pipe_barrier (V) orders it before row
   1's (taking row 1 as a buffer, the plugin left the two unordered and
   the simulator reports the race).  */
#include <ascsim.h>
#include <stdio.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, __gm__ int32_t *n_gm)
{
  __ubuf__ int32_t *n = (__ubuf__ int32_t *) get_imm (0x0);
  __ubuf__ half *other = (__ubuf__ half *) get_imm (0x1400);
  copy_gm_to_ubuf (n, n_gm, 0, 1, 1, 0, 0);
  vector_dup (other, (half) 0.0f, 1, 1, 1, 8, 8);
  for (int t = 0; t < 4; t++)
    {
      __ubuf__ half *s = (__ubuf__ half *) get_imm (0x4000 + (t & 1) * 0x800);
      copy_gm_to_ubuf (s, x + t * 1024, 0, 1, 64, 0, 0);
      uint32_t n0 = (uint32_t) n[2 * t], n1 = (uint32_t) n[2 * t + 1];
      vadds (s, s, (half) 1.0f, (uint8_t) n0, 1, 1, 8, 8);
      vadds (s + 512, s + 512, (half) 2.0f, (uint8_t) n1, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 1024, s, 0, 1, 64, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (4096 * sizeof (half));
  half *y = ascsim_gm_alloc (4096 * sizeof (half));
  int32_t *n = ascsim_gm_alloc (8 * sizeof (int32_t));
  for (int i = 0; i < 4096; i++)
    x[i] = (half) (float) (i % 10);
  for (int i = 0; i < 8; i++)
    n[i] = i % 2 ? 4 : 6;       /* row 0's head: 6 repeats, into row 1 */
  ASCSIM_LAUNCH (1, k (x, y, n));
  int bad = 0;
  for (int i = 0; i < 4096; i++)
    {
      int j = i % 1024;
      float want = (float) (i % 10) + (j < 768 ? 1.0f : 0.0f)
                   + (j >= 512 ? 2.0f : 0.0f);
      bad += (float) y[i] != want;
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "row 0 + 1 over 6 repeats, then row 1 + 2");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(V\\)" } } */
