// cxx-new-delete.cc -- a C++ kernel that needs the C++ runtime
// (operator new and delete, a virtual destructor): driver.exp links it
// with the driver, which must add libstdc++ for a C++ input.
#include <ascsim.h>
#include <stdio.h>

struct op
{
  virtual void run (__ubuf__ half *d) { vector_dup (d, 1.0, 1, 1, 1, 8, 8); }
  virtual ~op () {}
};

__global__ __aicore__ void
k (__gm__ half *y)
{
  op *o = new op;
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  o->run (a);
  delete o;
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *y = (half *) ascsim_gm_alloc (256);
  ASCSIM_LAUNCH (1, k (y));
  int bad = 0;
  for (int i = 0; i < 128; i++)
    bad += (float) y[i] != 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = 1");
  return ascsim_finish ();
}
