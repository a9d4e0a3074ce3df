/* sem_move.c -- semantics of the burst DMA intrinsics (910A).

   copy_gm_to_ubuf, copy_gm_to_cbuf (MTE2), copy_ubuf_to_gm,
   copy_ubuf_to_cbuf (MTE3), copy_cbuf_to_ubuf (MTE1) and
   copy_ubuf_to_ubuf (V) all share the DMA argument form (asc_forms.h):

     dst, src, sid, nBurst, lenBurst, srcStride, dstStride

   The transfer is nBurst bursts of lenBurst 32-byte blocks.  Burst I is
   read from src + I * (lenBurst + srcStride) * 32 and written to
   dst + I * (lenBurst + dstStride) * 32; the strides are the gaps between
   bursts, so a stride of 0 means back-to-back bursts.  Bursts are
   performed one after the other in increasing order, each as if the
   whole burst were read before it is written (memmove), which defines
   the result of an overlapping copy_ubuf_to_ubuf.  The bytes touched are
   exactly the footprint of common/asc_footprint.c.  copy_gm_to_cbuf
   with a padMode other than PAD_NONE never gets here: asc_footprint
   rejects it.  */

#include <string.h>
#include "sim_internal.h"

#define BLOCK 32u

/* Perform the DMA of call C (DMA or DMA_PAD form): the first seven
   arguments are dst, src, sid, nBurst, lenBurst, srcStride, dstStride;
   c->ptr[0] and c->ptr[1] are the simulator's views of dst and src.  */
static void
dma_bursts (const asc_call *c)
{
  uint8_t *dst = c->ptr[0];
  const uint8_t *src = c->ptr[1];
  uint64_t nburst = c->args[3], len = c->args[4];
  uint64_t src_step = (len + c->args[5]) * BLOCK;
  uint64_t dst_step = (len + c->args[6]) * BLOCK;
  size_t bytes = (size_t) (len * BLOCK);

  for (uint64_t i = 0; i < nburst; i++)
    memmove (dst + i * dst_step, src + i * src_step, bytes);
}

/* GM -> UB, MTE2.  */
void
asc_sem_copy_gm_to_ubuf (const asc_call *c)
{
  dma_bursts (c);
}

/* GM -> L1, MTE2 (padMode is PAD_NONE here).  */
void
asc_sem_copy_gm_to_cbuf (const asc_call *c)
{
  dma_bursts (c);
}

/* UB -> GM, MTE3.  */
void
asc_sem_copy_ubuf_to_gm (const asc_call *c)
{
  dma_bursts (c);
}

/* UB -> L1, MTE3.  */
void
asc_sem_copy_ubuf_to_cbuf (const asc_call *c)
{
  dma_bursts (c);
}

/* L1 -> UB, MTE1.  */
void
asc_sem_copy_cbuf_to_ubuf (const asc_call *c)
{
  dma_bursts (c);
}

/* UB -> UB, V; source and destination may overlap (see the file
   comment).  */
void
asc_sem_copy_ubuf_to_ubuf (const asc_call *c)
{
  dma_bursts (c);
}
