/* { dg-do run } */
/* { dg-options "-O2" } */
/* Mode keep: a hand-written flag set at the end of one helper is
   waited at the start of another, and a third helper with no
   hand-written sync is called between them.  The plugin plans a pair
   in the third (its copy out and the scalar store after it); had it
   taken the id of the flag left pending, its set_flag would find that
   flag still set (the checker's flag-already-set).  A function a
   kernel calls plans without the ids of the unit's hand-written
   flags.  The checker judges.  */
#include <ascsim.h>

__attribute__ ((noinline)) static void
h1 (__gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_ubuf_to_gm (y, a, 0, 1, 16, 0, 0);
  set_flag (PIPE_MTE3, PIPE_S, EVENT_ID0);
}

__attribute__ ((noinline)) static void
p (__gm__ half *y)
{
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  copy_ubuf_to_gm (y + 256, b, 0, 1, 16, 0, 0);
  b[0] = (half) 7.0f;
}

__attribute__ ((noinline)) static void
h2 (void)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  wait_flag (PIPE_MTE3, PIPE_S, EVENT_ID0);
  a[0] = (half) 5.0f;
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x, 0, 1, 16, 0, 0);
  copy_gm_to_ubuf (b, x + 256, 0, 1, 16, 0, 0);
  h1 (y);
  p (y);
  h2 ();
  copy_ubuf_to_gm (y + 512, a, 0, 1, 16, 0, 0);
}

#define CALL_N 768
#define CALL_EXPECT(i) ((i) == 512 ? 5 : (i) % 8)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
