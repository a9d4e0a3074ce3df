/* helper-object-filled-by-call.h -- the kernel of the tests of stage
   helpers reading their operands from a structure a helper fills
   ({dump,run}-helper-object-filled-by-call*.c): "tiles_init (&t, x, y,
   8)", left out of line, stores the GM pointers and, in a loop over the
   two slots, the slots' buffer addresses into the kernel's structure;
   "load", "compute" and "store", left out of line, read them through
   the pointer they are given, slot I & 1 for tile I.  What the
   structure holds when they run is what tiles_init stores there
   (gimple_heldstore.cc, gimple_entry.cc): each stage's buffer is its
   slot's, and the stages of tile I + 1 need not wait for those of
   tile I.  At -O2 IPA-CP gives tiles_init a clone for the constant 8,
   which the kernel calls once it is compiled.  y[i] = x[i] + 1.  */
#include <ascsim.h>

struct tiles
{
  __gm__ half *x, *y;
  __ubuf__ half *in[2], *out[2];
  int n;
};

__attribute__ ((noinline)) static void
tiles_init (struct tiles *t, __gm__ half *x, __gm__ half *y, int n)
{
  t->x = x;
  t->y = y;
  t->n = n;
  for (int s = 0; s < 2; s++)
    {
      t->in[s] = (__ubuf__ half *) get_imm (0x1000 + s * 0x200);
      t->out[s] = (__ubuf__ half *) get_imm (0x2000 + s * 0x200);
    }
}

__attribute__ ((noinline)) static void
load (const struct tiles *t, int i)
{
  copy_gm_to_ubuf (t->in[i & 1], t->x + i * 256, 0, 1, 16, 0, 0);
}

__attribute__ ((noinline)) static void
compute (const struct tiles *t, int i)
{
  vadds (t->out[i & 1], t->in[i & 1], (half) 1.0f, 2, 1, 1, 8, 8);
}

__attribute__ ((noinline)) static void
store (const struct tiles *t, int i)
{
  copy_ubuf_to_gm (t->y + i * 256, t->out[i & 1], 0, 1, 16, 0, 0);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  struct tiles t;
  tiles_init (&t, x, y, 8);
  for (int i = 0; i < t.n; i++)
    {
      load (&t, i);
      compute (&t, i);
      store (&t, i);
    }
}

#define CALL_N 2048
#define CALL_EXPECT(i) ((i) % 8 + 1)
