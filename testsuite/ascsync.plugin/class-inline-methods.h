/* class-inline-methods.h -- the kernel of the tests of an operator
   class whose methods are inlined ({dump,run}-class-inline-methods*.c,
   C++): Init fills the member arrays of the two slots' addresses, and
   Process runs CopyIn, Compute and CopyOut over N tiles of 128 halves
   (N a run-time argument, 12 here), tile T in slot T & 1 of each.  At
   -O0 each inlined method reaches the object through a copy of its
   address ("this"); the member arrays are tables of the local object
   (gimple_tables.cc).  y[i] = x[i] + 1 = i % 8 + 1.  */
#include <ascsim.h>

#ifndef METHOD
#define METHOD __aicore__ __attribute__ ((always_inline)) void
#endif
/* The stage methods' declaration (class-out-of-line-methods.h keeps
   them out of line).  */
#ifndef STAGE
#define STAGE METHOD
#endif
/* Process's (class-process-inlined-late.h leaves its inlining to
   GCC).  */
#ifndef PROCESS
#define PROCESS METHOD
#endif

class KernelAdds
{
public:
  METHOD
  Init (__gm__ half *x_, __gm__ half *y_, int n_)
  {
    x = x_;
    y = y_;
    n = n_;
    for (int s = 0; s < 2; s++)
      {
        in[s] = (__ubuf__ half *) get_imm (0x1000 + s * 0x100);
        out[s] = (__ubuf__ half *) get_imm (0x2000 + s * 0x100);
      }
  }
  PROCESS
  Process ()
  {
    for (int t = 0; t < n; t++)
      {
        CopyIn (t);
        Compute (t);
        CopyOut (t);
      }
  }

private:
  STAGE
  CopyIn (int t)
  {
    copy_gm_to_ubuf (in[t & 1], x + t * 128, 0, 1, 8, 0, 0);
  }
  STAGE
  Compute (int t)
  {
    vadds (out[t & 1], in[t & 1], (half) 1.0f, 1, 1, 1, 8, 8);
  }
  STAGE
  CopyOut (int t)
  {
    copy_ubuf_to_gm (y + t * 128, out[t & 1], 0, 1, 8, 0, 0);
  }

  __gm__ half *x, *y;
  __ubuf__ half *in[2], *out[2];
  int n;
};

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  if (n < 1 || n > 32)
    return;
  KernelAdds op;
#ifdef INIT_ARGS
  op.Init (INIT_ARGS);
#else
  op.Init (x, y, n);
#endif
  op.Process ();
}

#define CALL_ARGS x, y, 12
#define CALL_N (12 * 128)
#define CALL_EXPECT(i) ((i) % 8 + 1)
