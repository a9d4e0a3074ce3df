/* { dg-do run } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=alloc,redundancy" } */
/* A step loop: the vector pipe writes B, the scalar unit reads it row
   by row (a V -> S pair in each step) and writes A, which the next
   step's per-row vadds read (an S -> V pair before them, only on the
   path with rows).  The V -> S pair needs no acknowledgement, not even
   on the path of a step without rows: its wait, on the scalar unit,
   stalls issue, and every path from its set to the end of the step
   passes the wait, so the next step's set is issued only once the wait
   has taken the flag (sync_rearm.c).  Runs of 0, 4 and 8 rows: the
   simulator checks the results and that no flag is set again before
   its wait.  */
#include <ascsim.h>
#include <stdio.h>

#define ROWS 8
#define ROW 128
#define STEPS 4

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int rows)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x, 0, 1, ROWS * ROW * 2 / 32, 0, 0);
  for (int step = 0; step < STEPS; step++)
    {
      vadds (b, a, (half) 1.0f, ROWS, 1, 1, 8, 8);
      int last = step == STEPS - 1;
      for (int i = 0; i < rows; i++)
        {
          half v = b[i * ROW + step];
          if (!last)
            a[i * ROW + step + 1] = v;
        }
      if (!last)
        for (int i = 0; i < rows; i++)
          vadds (a + i * ROW, a + i * ROW, (half) 1.0f, 1, 1, 1, 8, 8);
    }
  copy_ubuf_to_gm (y, b, 0, 1, ROWS * ROW * 2 / 32, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (ROWS * ROW * sizeof (half));
  half *y = ascsim_gm_alloc (ROWS * ROW * sizeof (half));
  float want[ROWS * ROW], a[ROWS * ROW], b[ROWS * ROW];
  int bad = 0;
  for (int rows = 0; rows <= ROWS; rows += 4)
    {
      for (int i = 0; i < ROWS * ROW; i++)
        a[i] = (float) (i % 7), x[i] = (half) a[i];
      for (int step = 0; step < STEPS; step++)
        {
          for (int i = 0; i < ROWS * ROW; i++)
            b[i] = a[i] + 1.0f;
          if (step == STEPS - 1)
            break;
          for (int i = 0; i < rows; i++)
            a[i * ROW + step + 1] = b[i * ROW + step];
          for (int i = 0; i < rows * ROW; i++)
            a[i] += 1.0f;
        }
      ASCSIM_LAUNCH (1, k (x, y, rows));
      for (int i = 0; i < ROWS * ROW; i++)
        bad += (float) y[i] != b[i];
    }
  printf ("wrong %d\n", bad);
  return ascsim_finish () || bad;
}
/* { dg-final { scan-ascsync-dump-not "acknowledgement" } } */
/* { dg-final { scan-ascsync-dump "intra V->S id=0 deps" } } */
/* { dg-output "wrong 0" } */
