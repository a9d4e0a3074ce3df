/* { dg-do run } */
/* { dg-options "-O2" } */
/* In-place vector operations on the rows of a tile whose row length is
   an argument (dump-layout-step-self.c: the rows are disjoint by the
   layout assumption, no pipe_barrier (V) between them): the checker
   finds no race and Y is right.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int cols, int rows)
{
  __ubuf__ half *w = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (w, x, 0, 1, (uint16_t) (rows * cols / 16), 0, 0);
  for (int i = 0; i < rows; i++)
    vadds (w + i * cols, w + i * cols, (half) 1.0f, (uint8_t) (cols / 128),
           1, 1, 8, 8);
  for (int i = 0; i < rows; i++)
    vmuls (w + i * cols, w + i * cols, (half) 2.0f, (uint8_t) (cols / 128),
           1, 1, 8, 8);
  copy_ubuf_to_gm (y, w, 0, 1, (uint16_t) (rows * cols / 16), 0, 0);
}

#define CALL_ARGS x, y, 256, 8
#define CALL_N 2048
#define CALL_EXPECT(i) (2 * ((i) % 8 + 1))
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
