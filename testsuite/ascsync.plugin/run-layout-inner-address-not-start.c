/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A concat along the last dimension fills each UB tile from two strided
   loads -- one into tb, the other into tb + C1, the second part of every
   row -- and stores the tile in one burst.  tb + C1 is an address
   inside the buffer, not a buffer start (only get_imm addresses and
   slots of rotations over them are), so the store's read must not be
   cut there: it was, at both slots of the ping-pong, and the second
   load raced with the store (race-inter-pipe, PIPE_MTE2 writes UB bytes
   [0x60, ...)).  The sync-free kernel with the plugin runs clean and
   correct.  */
#include <ascsim.h>

#define C1 48
#define C2 80
#define C (C1 + C2)
#define ROWS 1000
#define TR 128                  /* rows per tile: 32 KB */

__global__ __aicore__ void
concat (__gm__ half *a, __gm__ half *b, __gm__ half *y, int rows)
{
  int per = (rows + block_num - 1) / block_num;
  int r0 = block_idx * per;
  int r1 = r0 + per < rows ? r0 + per : rows;
  int t = 0;
  for (int r = r0; r < r1; r += TR, t++)
    {
      __ubuf__ half *tb = (__ubuf__ half *) get_imm (0) + (t & 1) * TR * C;
      int n = r1 - r < TR ? r1 - r : TR;
      copy_gm_to_ubuf (tb, a + r * C1, 0, n, C1 / 16, 0, C2 / 16);
      copy_gm_to_ubuf (tb + C1, b + r * C2, 0, n, C2 / 16, 0, C1 / 16);
      copy_ubuf_to_gm (y + r * C, tb, 0, 1, n * C / 16, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *a = ascsim_gm_alloc (ROWS * C1 * 2);
  half *b = ascsim_gm_alloc (ROWS * C2 * 2);
  half *y = ascsim_gm_alloc (ROWS * C * 2);
  for (int i = 0; i < ROWS * C1; i++)
    a[i] = (half) (float) (i % 13);
  for (int i = 0; i < ROWS * C2; i++)
    b[i] = (half) (float) (i % 17);
  ASCSIM_LAUNCH (8, concat (a, b, y, ROWS));
  int ok = 1;
  for (int r = 0; r < ROWS; r++)
    for (int j = 0; j < C; j++)
      ok &= (float) y[r * C + j]
            == (j < C1 ? (float) ((r * C1 + j) % 13)
                       : (float) ((r * C2 + j - C1) % 17));
  ascsim_expect (ok, "y holds the rows of a and b side by side");
  return ascsim_finish ();
}

/* The store reads the whole tile of each slot.  */
/* { dg-final { scan-ascsync-dump {op2 line [0-9]+ op copy_ubuf_to_gm pipe=MTE3 R:UB\[\+0x0\.\.0x10000\)~\{L0 0:0x0\.\.0x8000 1:0x8000\.\.0x10000\}} } } */
/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
