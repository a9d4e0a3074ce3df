/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A pointer that moves with its loop's counter from one address, "b0 +
   (i % 2) * 512 + 256" in a loop of two iterations (an induction
   variable stepping 1024 bytes), crosses the second slot address of
   b0, which the inner loop's rotation over b0's two slots makes a
   buffer start.  Its span is known from the counter, not a bound of an
   unknown offset, so the layout bound must not cut it at that slot
   address: it did, and the vmuls of the second iteration, writing b0's
   second slot, raced with the store and the vadd reading that slot in
   the loop after (a kernel of the random kernels of ascsync.fuzz,
   reduced).  */
#include <ascsim.h>
#include <stdio.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b0 = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *b1 = (__ubuf__ half *) get_imm (0x800);
  __ubuf__ half *b2 = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *b4 = (__ubuf__ half *) get_imm (0x2000);
  __ubuf__ half *b5 = (__ubuf__ half *) get_imm (0x2800);
  float acc = 0.0f;
  copy_gm_to_ubuf (b0, x, 0, 1, 64, 0, 0);
  vector_dup (b1, 1.0, 8, 1, 1, 8, 8);
  vector_dup (b2, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b4, 2.0, 8, 1, 1, 8, 8);
  vector_dup (b5, 3.0, 8, 1, 1, 8, 8);
  for (int i = 0; i < 2; i++)
    {
      for (int j = 0; j < 2; j++)
        {
          b0[((j + 1) % 2) * 512 + 413] = (half) acc;
          copy_ubuf_to_gm (y + j * 512, b0 + (j % 2) * 512, 0, 1, 32, 0, 0);
          vadd (b2 + (j % 2) * 512, b0 + (j % 2) * 512, b4 + (j & 1) * 512,
                4, 1, 1, 1, 8, 8, 8);
        }
      vmuls (b0 + (i % 2) * 512 + 256, b5 + (i % 2) * 512 + 384,
             (double) acc, 1, 1, 1, 8, 8);
    }
  for (int t = 0; t < 3; t++)
    vadd (b2 + ((t + 1) % 2) * 512, b1 + 512, b0 + (t & 1) * 512, 4, 1, 1,
          1, 8, 8, 8);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (1024 * sizeof (half));
  half *y = ascsim_gm_alloc (1024 * sizeof (half));
  for (int i = 0; i < 1024; i++)
    x[i] = (half) (float) (i % 8 + 1);
  ASCSIM_LAUNCH (1, k (x, y));
  /* The last stores (i = 1) see the first vmuls (acc * 3.0 = 0 at
     halves 256 .. 383 of slot 0) and the zeros stored at half 413 of
     both slots.  */
  int bad = 0;
  for (int i = 0; i < 1024; i++)
    {
      int h = i % 512;
      float want = h == 413 || (i < 512 && h >= 256 && h < 384)
                   ? 0.0f : (float) (i % 8 + 1);
      bad += (float) y[i] != want;
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op vmuls pipe=V R:UB\\\[\\+0x2b00\\.\\.0x3000\\)\[^ \]* W:UB\\\[\\+0x200\\.\\.0x700\\)" } } */
