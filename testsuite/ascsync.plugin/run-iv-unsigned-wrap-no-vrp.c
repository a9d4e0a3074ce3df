/* { dg-do run } */
/* { dg-options "-O2 -fno-tree-vrp" } */
/* A loop from t = -1 whose operand "ob[s] + t * 16" GCC's IVOPTS
   computes with an unsigned induction variable starting at -32 (2^64 -
   32) and stepping by 32.  The evaluator bounds a value moved round a
   loop by its start plus the step times the trip count; from 2^64 - 32
   that passes the top of the unsigned range, which once wrapped into a
   bogus interval (the operand taken 32 bytes before its slot) and left
   the vadds unordered after the load of its slot.  Without
   value-range propagation, nothing else bounds the variable.  */
#include <ascsim.h>
#include <stdio.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *ob[2];
  __ubuf__ half *acc = (__ubuf__ half *) get_imm (0x1000);
  for (int j = 0; j < 2; j++)
    ob[j] = (__ubuf__ half *) get_imm ((j + 2) * 0x400);
  int nt = 2 + (int) (block_idx & 1);
  for (int t = -1; t < nt; t++)
    {
      int s = t & 1;
      if (t < 0)
        continue;
      copy_gm_to_ubuf (ob[s], x + t * 512, 0, 1, 32, 0, 0);
      vadds (acc, ob[s] + t * 16, (half) 1.0f, 1, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 128, acc, 0, 1, 8, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (4 * 512 * sizeof (half));
  half *y = ascsim_gm_alloc (4 * 128 * sizeof (half));
  for (int i = 0; i < 4 * 512; i++)
    x[i] = (half) 1.0f;
  ASCSIM_LAUNCH (1, k (x, y));
  int bad = 0;
  for (int t = 0; t < 2; t++)
    for (int i = 0; i < 128; i++)
      bad += (float) y[t * 128 + i] != 2.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
