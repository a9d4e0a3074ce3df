/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* Arg-max per row, then a vector operation addressed by the winner: the
   scalar unit reads which repeat of each row holds the row's maximum
   (the index field of a vcmax pair: below 128, so the index / 16 is
   below 8) and recomputes that repeat's maximum into the row's stripe
   of Q.  Only vcmax writes the buffer the index is read from, and the
   load reads an index field (2 modulo 4), so the index is bounded: the
   pair of row I lands in [Q + 256 I, Q + 256 I + 228) whatever the
   index (an iteration form of the row loop), the rows' vcmax never
   meet, and no pipe_barrier (V) separates them.  Its twins set the
   switches below (ROW_START: the rows from a start known only at run
   time).  */
#ifndef ROWS
#define ROWS 8
#endif
#ifndef FIELD
#define FIELD 1                 /* the index field of each pair; 0: value */
#endif
#define CPAD 1024
#ifdef ROW_START
# define ROW_PARAMS , int r0, int r1  /* rows R0 to R1, known at run time */
# define ROW_ARGS , r0, r1
# define ROW_LO r0
# define ROW_HI r1
#else
# define ROW_PARAMS
# define ROW_ARGS
# define ROW_LO 0
# define ROW_HI ROWS
#endif

#ifdef HELPER
static __attribute__ ((noinline)) void
rows (__gm__ half *x, __gm__ half *y ROW_PARAMS)
#else
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y ROW_PARAMS)
#endif
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *p = (__ubuf__ half *) get_imm (0x4000);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x4800);
  __ubuf__ uint16_t *bu = (__ubuf__ uint16_t *) get_imm (0x4800);
  __ubuf__ half *q = (__ubuf__ half *) get_imm (0x5000);
  int kw[ROWS];
  if (ROW_LO < 0 || ROW_HI > ROWS)
    return;
  copy_gm_to_ubuf (in, x, 0, 1, ROWS * CPAD * 2 / 32, 0, 0);
#ifdef DMA_WRITER
  copy_gm_to_ubuf (b, x, 0, 1, 1, 0, 0);
#endif
  vector_dup (q, 0.0, ROWS * 256 / 256, 1, 1, 8, 8);
  vcmax (p, in, ROWS * 8, 8, 1, 8);
  set_vector_mask (0x0001000100010001ull, 0x0001000100010001ull);
  vcmax (b, p, ROWS, 1, 1, 8);
  set_vector_mask (~0ull, ~0ull);
  for (int i = ROW_LO; i < ROW_HI; i++)
    kw[i] = bu[2 * i + FIELD] / 16;
  for (int i = ROW_LO; i < ROW_HI; i++)
    vcmax (q + i * 128 + kw[i] * 16, in + i * CPAD + kw[i] * 128, 1, 1, 1, 8);
  copy_ubuf_to_gm (y, q, 0, 1, ROWS * 256 / 32, 0, 0);
}

#ifdef HELPER
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y ROW_PARAMS)
{
  rows (x, y ROW_ARGS);
}
#endif
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ line 61 op vcmax \[^\\n\]*W:UB\[^ \]*\\{L\[0-9\]+,\\+256/it,b\[0-9\]+,0x5000..0x50e4\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(V\\)\[^\\n\]*line 61" } } */
