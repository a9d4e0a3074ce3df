/* The host helper of run-call-host-helper-other-unit.c, defined in a
   translation unit of its own: fill N halves of X with V.  */
#include <ascsim.h>

void
ext_fill (half *x, int n, float v)
{
  for (int i = 0; i < n; i++)
    x[i] = (half) v;
}
