/* vadd.c -- an ascsync example: z = x + y on fp16 vectors, a kernel
   written without any sync, and the host program that runs it on the
   simulator.

   The kernel is CCE-style C for the Ascend 910A AI Core.  Each of 8
   blocks adds its share of N elements in tiles of TILE elements,
   double buffered: the tiles alternate between two slots (s = t & 1)
   of each unified-buffer (UB) area, so that MTE2 can load tile t + 1
   while the vector unit adds tile t and MTE3 stores tile t - 1.

   There is no set_flag, wait_flag or pipe_barrier in it: the ascsync
   GCC plugin inserts them (ascsync-cc loads it).  Built without the
   plugin (make nosync), the simulator's checker reports the races and
   the program exits with status 1.

   main fills x and y, launches the kernel on 8 simulated cores, checks
   z against a C reference and returns ascsim_finish (): 0 when the
   result is right and the checker found nothing, 1 otherwise.  */

#include "ascsim.h"

#define N 65536                 /* elements of x, y and z */
#define BLOCKS 8
#define PER_BLOCK (N / BLOCKS)  /* 8192 elements per block */
#define TILE 2048               /* elements per tile: 4 KB of fp16 */
#define NTILES (PER_BLOCK / TILE)
#define REPEATS (TILE / 128)    /* vadd repeats: 128 fp16 lanes each */
#define BURST (TILE * 2 / 32)   /* DMA length in 32-byte blocks */

/* UB layout: two 4 KB slots for each of x, y and z.  */
#define UB_X 0x0000
#define UB_Y 0x2000
#define UB_Z 0x4000
#define SLOT 0x1000

__global__ __aicore__ void
vadd_kernel (__gm__ half *x, __gm__ half *y, __gm__ half *z)
{
  int64_t base = block_idx * PER_BLOCK;
  for (int t = 0; t < NTILES; t++)
    {
      int s = t & 1;
      __ubuf__ half *ux = (__ubuf__ half *) get_imm (UB_X + s * SLOT);
      __ubuf__ half *uy = (__ubuf__ half *) get_imm (UB_Y + s * SLOT);
      __ubuf__ half *uz = (__ubuf__ half *) get_imm (UB_Z + s * SLOT);
      int64_t off = base + (int64_t) t * TILE;

      copy_gm_to_ubuf (ux, x + off, 0, 1, BURST, 0, 0);
      copy_gm_to_ubuf (uy, y + off, 0, 1, BURST, 0, 0);
      vadd (uz, ux, uy, REPEATS, 1, 1, 1, 8, 8, 8);
      copy_ubuf_to_gm (z + off, uz, 0, 1, BURST, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);    /* takes the --ascsim-* options */

  half *x = ascsim_gm_alloc (N * sizeof (half));
  half *y = ascsim_gm_alloc (N * sizeof (half));
  half *z = ascsim_gm_alloc (N * sizeof (half));
  static float want[N], got[N];
  if (!x || !y || !z)
    return 2;
  for (int i = 0; i < N; i++)
    {
      /* Small integers: their sums are exact in fp16.  */
      x[i] = (half) (float) (i % 251 - 125);
      y[i] = (half) (float) (i % 97);
      want[i] = (float) (i % 251 - 125) + (float) (i % 97);
    }

  ASCSIM_LAUNCH (BLOCKS, vadd_kernel (x, y, z));

  for (int i = 0; i < N; i++)
    got[i] = (float) z[i];
  ascsim_compare_f32 ("z = x + y", got, want, N, 0.0, 0.0);
  return ascsim_finish ();
}
