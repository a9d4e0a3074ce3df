/* ascsim_gm_alloc during a launch (from a kernel) returns NULL, as
   ascsim.h documents, and allocates nothing: the host's next buffer
   follows the previous one.  */
/* { dg-do run } */
#include "ascsim.h"

static void *from_kernel = (void *) 1;

__global__ __aicore__ void
alloc_kernel (void)
{
  from_kernel = ascsim_gm_alloc (256);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  char *x = ascsim_gm_alloc (256);
  ASCSIM_LAUNCH (1, alloc_kernel ());
  char *y = ascsim_gm_alloc (256);
  printf ("in the kernel: %s\n", from_kernel ? "a buffer" : "NULL");
  ascsim_expect (y - x == 512, "the kernel's request took no arena space");
  return ascsim_finish ();
}

/* { dg-final { output-contains {in the kernel: NULL} } } */
/* { dg-final { output-contains {1 launch, 0 findings, 0 failed checks: PASS} } } */
