/* sem_transpose.c -- semantics of vtranspose (V pipe, 910A).

   vtranspose (dst, src) transposes one 16 x 16 matrix of 16-bit elements
   (512 bytes, row-major) from src into dst.  Larger transposes are built
   by kernels from these blocks plus strided DMA.  */

#include <string.h>
#include "sim_internal.h"

/* dst[c][r] = src[r][c] for the 16 x 16 block; src and dst may be the
   same buffer (the source is read in full first).  */
void
asc_sem_vtranspose (const asc_call *c)
{
  uint16_t tmp[256];
  memcpy (tmp, c->ptr[1], sizeof tmp);
  uint16_t *dst = c->ptr[0];
  for (int r = 0; r < 16; r++)
    for (int col = 0; col < 16; col++)
      dst[col * 16 + r] = tmp[r * 16 + col];
}
