/* A declaration of two scalar reads of one slot, in a loop that
   prefetches the next tile into the other slot: the slot is free for
   the load once both reads are done, so the set goes after the whole
   declaration.  The read of the first declarator in the next iteration
   (the statement again, round the back edge) is not another operation
   inside the statement: the position after the statement stands.  */
/* { source-contains "float a = \\(float\\) kk\\[7\\], e = \\(float\\) kk\\[3\\];\n *set_flag \\(PIPE_S, PIPE_MTE2" } */
#include <ascsim.h>
#include <stdio.h>

#define NT 6

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *kb[2] = { (__ubuf__ half *) get_imm (0),
                           (__ubuf__ half *) get_imm (0x400) };
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x800);
  float acc = 0.0f;
  copy_gm_to_ubuf (kb[0], x, 0, 1, 1, 0, 0);
  for (int u = 0; u < NT; u++)
    {
      __ubuf__ half *kk = kb[u & 1];
      if (u + 1 < NT)
        copy_gm_to_ubuf (kb[1 - (u & 1)], x + (u + 1) * 16, 0, 1, 1, 0, 0);
      float a = (float) kk[7], e = (float) kk[3];
      acc = acc * 0.5f + a * e;
    }
  for (int j = 0; j < 16; j++)
    out[j] = (half) acc;
  copy_ubuf_to_gm (y, out, 0, 1, 1, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (NT * 16 * sizeof (half));
  half *y = ascsim_gm_alloc (16 * sizeof (half));
  float want = 0.0f;
  for (int i = 0; i < NT * 16; i++)
    x[i] = (half) (float) (i % 5);
  for (int u = 0; u < NT; u++)
    want = want * 0.5f + (float) x[u * 16 + 7] * (float) x[u * 16 + 3];
  ASCSIM_LAUNCH (1, k (x, y));
  printf ("y %g want %g\n", (float) y[0], (float) (half) want);
  ascsim_expect ((float) y[0] == (float) (half) want, "y = the sum");
  return ascsim_finish ();
}
