/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* The kernel of dump-index-load-bounded.c reading the value field of
   each pair (0 modulo 4) instead of its index: a value may be anything,
   so the rows' vcmax may meet and a pipe_barrier (V) separates them.  */
#ifndef ROWS
#define ROWS 8
#endif
#define CPAD 1024

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *p = (__ubuf__ half *) get_imm (0x4000);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x4800);
  __ubuf__ uint16_t *bu = (__ubuf__ uint16_t *) get_imm (0x4800);
  __ubuf__ half *q = (__ubuf__ half *) get_imm (0x5000);
  int kw[ROWS];
  copy_gm_to_ubuf (in, x, 0, 1, ROWS * CPAD * 2 / 32, 0, 0);
  vcmax (p, in, ROWS * 8, 8, 1, 8);
  set_vector_mask (0x0001000100010001ull, 0x0001000100010001ull);
  vcmax (b, p, ROWS, 1, 1, 8);
  set_vector_mask (~0ull, ~0ull);
  for (int i = 0; i < ROWS; i++)
    kw[i] = bu[2 * i] / 16;
  for (int i = 0; i < ROWS; i++)
    vcmax (q + i * 128 + kw[i] * 16, in + i * CPAD + kw[i] * 128, 1, 1, 1, 8);
  copy_ubuf_to_gm (y, q, 0, 1, ROWS * 256 / 32, 0, 0);
}
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(V\\)\[^\\n\]*line 28" } } */
