/* prologue-written-out.h -- the kernel of the tests of a slot counter
   started by straight-line code ({dump,run}-prologue-written-out*.c):
   quadruple buffering of N tiles of 128 halves (N a run-time argument,
   12 here), the loads of tiles 0, 1 and 2 written out before the loop,
   each under its own guard "P < N", each stepping the load counter LS
   (if (++ls == 4) ls = 0); iteration T loads tile T + 3, while there is
   one, into slot LS and adds 1 to tile T in slot CS (stepped the same
   way), then stores it.  Where the loop's load happens (T + 3 < N),
   every guard before the loop held: LS entered the loop as 3, and the
   load of tile T + 3 goes to slot (T + 3) mod 4.  With PROLOGUE_LOOP
   defined the three loads are a loop "p < 3 && p < n" instead; CTR,
   the type of N and of the loops' counters, is int unless the test
   defines it.
   y[i] = x[i] + 1 = i % 8 + 1.  */
#include <ascsim.h>

#define PRO_TILE(P)                                                     \
  if (P < n)                                                            \
    {                                                                   \
      copy_gm_to_ubuf (buf + ls * 128, x + (P) * 128, 0, 1, 8, 0, 0);   \
      if (++ls == 4)                                                    \
        ls = 0;                                                         \
    }

#ifndef CTR
#define CTR int
#endif

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, CTR n)
{
  if (n < 1 || n > 32)
    return;
  __ubuf__ half *buf = (__ubuf__ half *) get_imm (0x1000);
  int ls = 0, cs = 0;
#ifdef PROLOGUE_LOOP
  for (CTR p = 0; p < 3 && p < n; p++)
    {
      copy_gm_to_ubuf (buf + ls * 128, x + p * 128, 0, 1, 8, 0, 0);
      if (++ls == 4)
        ls = 0;
    }
#else
  PRO_TILE (0)
  PRO_TILE (1)
  PRO_TILE (2)
#endif
  for (CTR t = 0; t < n; t++)
    {
      if (t + 3 < n)
        {
          copy_gm_to_ubuf (buf + ls * 128, x + (t + 3) * 128, 0, 1, 8, 0,
                           0);
          if (++ls == 4)
            ls = 0;
        }
      vadds (buf + cs * 128, buf + cs * 128, 1.0, 1, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 128, buf + cs * 128, 0, 1, 8, 0, 0);
      if (++cs == 4)
        cs = 0;
    }
}

#define CALL_ARGS x, y, 12
#define CALL_N (12 * 128)
#define CALL_EXPECT(i) ((i) % 8 + 1)
