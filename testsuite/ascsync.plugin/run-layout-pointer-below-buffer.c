/* { dg-do run } */
/* { dg-options "-O2" } */
/* A vector op reads from "b - 64", 64 halves below the get_imm buffer b
   (the tail of the buffer a below it, then b itself), with a repeat
   count bounded only by its type.  The pointer is derived from b: the
   layout bound may end the read at the end of b, never at b's start,
   which lies above the pointer.  It was cut there, and the load into b
   after it raced with the read (race-inter-pipe, PIPE_V reads UB bytes
   [0x1000, 0x1780)).  The sync-free kernel with the plugin runs clean
   and correct.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int32_t rows)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *c = (__ubuf__ half *) get_imm (0x2000);
  copy_gm_to_ubuf (a, x, 0, 1, 128, 0, 0);
  copy_gm_to_ubuf (b, x + 2048, 0, 1, 64, 0, 0);
  uint8_t rep = (uint8_t) (rows < 8 ? rows : 8);
  vadds (c, b - 64, (half) 1.0f, rep, 1, 1, 8, 8);
  copy_gm_to_ubuf (b, x + 4096, 0, 1, 64, 0, 0);
  copy_ubuf_to_gm (y, c, 0, 1, 64, 0, 0);
  copy_ubuf_to_gm (y + 1024, b, 0, 1, 64, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (8192 * 2), *y = ascsim_gm_alloc (4096 * 2);
  for (int i = 0; i < 8192; i++)
    x[i] = (half) (float) (i % 8);
  ASCSIM_LAUNCH (1, k (x, y, 8));
  int ok = 1;
  for (int i = 0; i < 1024; i++)
    ok &= (float) y[i] == (float) ((i < 64 ? 1984 + i : 2048 + i - 64) % 8) + 1;
  for (int i = 0; i < 1024; i++)
    ok &= (float) y[1024 + i] == (float) ((4096 + i) % 8);
  ascsim_expect (ok, "y holds b - 64 plus one, then the second load of b");
  return ascsim_finish ();
}

/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
