/* split-parts-of-slot.h -- the kernel of the tests of a slot filled by
   three loads at constant distances from its start
   ({dump,run}-split-parts-of-slot*.c): COLS halves (a run-time
   argument, 1000 here) in chunks of CHUNK (run-time, 256 here, checked
   at entry to be at most PART = 1024), chunk T loaded three times, into
   the parts 0, PART and 2 * PART of slot (T + FIRST) & 1 (slots
   3 * PART apart; FIRST, 0 or 1, a run-time argument: the slot is not
   known),
   each of ceil (MIN (COLS - col, CHUNK) / 16) blocks -- the usual tail
   length, whose positivity only the loop's bound gives -- then summed
   into slot T & 1 of OUT and stored.  With PARTS_NEAR defined the
   parts are only 128 halves apart, less than a chunk may be long.
   y[i] = 3 * x[i] = 3 * (i % 8).  */
#include <ascsim.h>

#define PART 1024
#ifdef PARTS_NEAR
#define STEP 128
#else
#define STEP PART
#endif

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, long cols, long chunk, long first)
{
  if (cols < 1 || cols > 2048 || chunk < 16 || chunk > PART || first < 0
      || first > 1)
    return;
  __ubuf__ half *slots = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x10000);
  long nch = (cols + chunk - 1) / chunk;
  for (long t = 0; t < nch; t++)
    {
      long col = t * chunk;
      long len = cols - col < chunk ? cols - col : chunk;
      uint16_t nb = (uint16_t) ((len + 15) / 16);
      uint8_t rep = (uint8_t) ((len + 127) / 128);
      __ubuf__ half *s = slots + ((t + first) & 1) * 3 * PART;
      __ubuf__ half *o = out + (t & 1) * PART;
      copy_gm_to_ubuf (s, x + col, 0, 1, nb, 0, 0);
      copy_gm_to_ubuf (s + STEP, x + 2048 + col, 0, 1, nb, 0, 0);
      copy_gm_to_ubuf (s + 2 * STEP, x + 1024 + col, 0, 1, nb, 0, 0);
      vadd (o, s, s + STEP, rep, 1, 1, 1, 8, 8, 8);
      vadd (o, o, s + 2 * STEP, rep, 1, 1, 1, 8, 8, 8);
      copy_ubuf_to_gm (y + col, o, 0, 1, nb, 0, 0);
    }
}

#define CALL_ARGS x, y, 1000, 256, 1
#define CALL_N 1000
#define CALL_EXPECT(i) (3 * ((i) % 8))
