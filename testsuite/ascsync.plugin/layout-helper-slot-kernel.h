/* A kernel whose two slots of buffer B (get_imm (0x2000)) are SZ halves
   apart, SZ checked at most 512 at run time, and helpers that address
   the same bytes as "get_imm (0x2000 + s * 0x400)": the kernel's slot 1
   may begin where a helper's slot 1 does (SZ 512).  HELPER is the
   helpers' attributes.  Then main, checking the output: include
   ascsim.h and stdio.h first.  */
#ifndef HELPER
#define HELPER __attribute__ ((noinline)) static
#endif

HELPER void
fill (__gm__ half *x, int s)
{
  copy_gm_to_ubuf ((__ubuf__ half *) get_imm (0x2000 + s * 0x400), x, 0, 1,
                   32, 0, 0);
}

HELPER void
refill (__gm__ half *x, int s)
{
  copy_gm_to_ubuf ((__ubuf__ half *) get_imm (0x2000 + s * 0x400), x, 0, 1,
                   32, 0, 0);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int32_t sz)
{
  if (sz <= 0 || sz > 512)
    return;
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x2000);
  __ubuf__ half *o = (__ubuf__ half *) get_imm (0x2800);
  fill (x, 0);
  fill (x + 512, 1);
  for (uint32_t i = 0; i < 3; i++)
    vadds (o + (i & 1) * sz, b + (i & 1) * sz, 1.0, 4, 1, 1, 8, 8);
  /* Slot 1 again: after the vadds that reads it.  */
  refill (x + 1024, 1);
  copy_ubuf_to_gm (y, o, 0, 1, 64, 0, 0);
  copy_ubuf_to_gm (y + 1024, b + 512, 0, 1, 32, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (1536 * sizeof (half));
  half *y = ascsim_gm_alloc (1536 * sizeof (half));
  for (int i = 0; i < 1536; i++)
    x[i] = (half) (float) (i % 7);
  volatile int32_t sz = 512;
  ASCSIM_LAUNCH (1, k (x, y, sz));
  int bad = 0;
  for (int i = 0; i < 1024; i++)
    bad += (float) y[i] != (float) (i % 7) + 1.0f;
  for (int i = 0; i < 512; i++)
    bad += (float) y[1024 + i] != (float) x[1024 + i];
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1, then the refilled slot");
  return ascsim_finish ();
}
