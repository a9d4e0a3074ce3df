/* { dg-do run } */
/* { dg-options "-O0" } */
/* A helper given the address of a local struct that holds a UB
   pointer reads UB through it: the argument (the stack) was no access,
   so nothing ordered the vector_dup before the read nor the read
   before the vadds.  An argument that is, or points to, an object that
   may hold a pointer is an access of all of UB and GM.  (Found by a
   second reader.)  */
#include <ascsim.h>

struct tile { __ubuf__ half *p; };

__attribute__ ((noinline)) static float
rd (const struct tile *t, int i)
{
  return (float) t->p[i];
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b0 = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b1 = (__ubuf__ half *) get_imm (0x1000);
  int64_t blk = block_idx * 16384;
  struct tile t = { b0 };
  vector_dup (b0, 2.0, 1, 1, 1, 8, 8);
  float acc = rd (&t, 5);
  vadds (b0, b0, 1.0, 1, 1, 1, 8, 8);
  vector_dup (b1, acc, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y + blk, b1, 0, 1, 8, 0, 0);
}
#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
