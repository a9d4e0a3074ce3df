/* apply_adam.c -- ApplyAdam, CCE kernel for Ascend 910A.

   Operator (TensorFlow ApplyAdam, use_nesterov = false), elementwise on
   fp32 vectors var, m, v, grad of N = 64 * UNITS = 333120 elements,
   updating var, m and v in place:
     lr_t = lr * sqrt (1 - beta2_power) / (1 - beta1_power)
     m    = m + (grad - m) * (1 - beta1)
     v    = v + (grad * grad - v) * (1 - beta2)
     var  = var - lr_t * m / (sqrt (v) + epsilon)
   The scalars beta1_power, beta2_power, lr, beta1, beta2, epsilon are a
   GM tensor PARAMS read by scalar code (nothing in the kernel writes it,
   so those reads need no flag); lr_t, 1 - beta1, 1 - beta2 are computed
   in scalar code and passed to vmuls.

   Block split: the vectors are cut into UNITS = 8 * 650 + 5 units of 64
   elements (one fp32 repeat, 8 DMA blocks); block b owns UNITS / 8 units
   plus one of the UNITS % 8 leftover units when b < UNITS % 8 (651 or
   650 units, ~41.6 K elements, ~650 KiB of the four vectors: more than
   UB).

   Tiling: tiles of TILE = 4096 elements (64 repeats, 16 KiB a vector);
   10 full tiles and a tail tile of 11 or 10 repeats per block.  The
   tail is whole repeats (units of 64), so it needs only a smaller repeat
   count and burst length, no mask.

   Per tile (slot s = tile & 1):
     MTE2  var, m, v, grad -> VAR[s], M[s], V[s], G[s]
     V     T1 = G - M, T2 = G * G; T1 *= 1 - beta1, T2 -= V;
           M += T1, T2 *= 1 - beta2; T1 = M * lr_t, V += T2;
           T2 = sqrt (V); T2 += epsilon; T1 /= T2; VAR -= T1
     MTE3  VAR[s], M[s], V[s] -> var, m, v   (in place in GM)

   UB buffers (bytes):
     slot 0: VAR 0x00000, M 0x04000, V 0x08000, G 0x0C000  (16 KiB each)
     slot 1: VAR 0x10000, M 0x14000, V 0x18000, G 0x1C000
     T1      0x20000  16 KiB   fp32 temporary
     T2      0x24000  16 KiB   fp32 temporary

   Double buffering: the vectors are updated in place in UB, so a slot
   is free again once its three stores have read it; the loads of tile
   t + 1 (other slot) overlap the compute of tile t, whose stores overlap
   the compute of tile t + 1.  Event id = slot.

   Synchronisation, one line each:
     set/wait MTE2->V (slot)   the four loads of the tile have landed
                               before V reads them.
     set/wait V->MTE3 (slot)   V has written VAR, M and V of the slot (and
                               finished reading G) before they are
                               stored.
     set/wait MTE3->MTE2 (slot) WAR: the stores of the slot two tiles ago
                               have read it before new loads overwrite it
                               (via V->MTE3 this also orders V's reads of
                               G before the reload); primed for both slots
                               before the loop, drained after it.
     pipe_barrier(PIPE_V)      between the dependent steps of the update
                               (V completes out of order), including one
                               at the start of each tile: the previous
                               tile's last vdiv and vsub read T1 and T2,
                               which this tile's first steps overwrite.  */

#include "kernel_host.h"

#define UNITS (8 * 650 + 5)
#define UNIT 64                         /* elements per unit (a repeat) */
#define N ((size_t) UNITS * UNIT)
#define TILE 4096                       /* elements per tile and vector */
#define TILE_UNITS (TILE / UNIT)

#define UB_SLOT 0x10000                 /* bytes per slot */
#define UB_VAR 0x00000
#define UB_M 0x04000
#define UB_V 0x08000
#define UB_G 0x0C000
#define UB_T1 0x20000
#define UB_T2 0x24000

/* Indices into PARAMS.  */
enum
{
  P_BETA1_POWER, P_BETA2_POWER, P_LR, P_BETA1, P_BETA2, P_EPSILON, P_COUNT
};

/* ApplyAdam on the UNITS_TOTAL * 64 elements of VAR, M, V with GRAD and
   the scalars in PARAMS; see the file comment.  */
__global__ __aicore__ void
apply_adam_kernel (__gm__ float *var, __gm__ float *m, __gm__ float *v,
                   __gm__ float *grad, __gm__ float *params,
                   int32_t units_total)
{
  __ubuf__ float *t1 = (__ubuf__ float *) get_imm (UB_T1);
  __ubuf__ float *t2 = (__ubuf__ float *) get_imm (UB_T2);

  int64_t per = units_total / block_num, extra = units_total % block_num;
  int64_t nunits = per + (block_idx < extra ? 1 : 0);
  int64_t unit0 = block_idx * per + (block_idx < extra ? block_idx : extra);
  int64_t ntiles = (nunits + TILE_UNITS - 1) / TILE_UNITS;
  if (ntiles == 0)
    return;

  float beta1 = params[P_BETA1], beta2 = params[P_BETA2];
  float eps = params[P_EPSILON];
  float lr_t = params[P_LR] * sqrtf (1.0f - params[P_BETA2_POWER])
               / (1.0f - params[P_BETA1_POWER]);

  set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID1);

  for (int64_t t = 0; t < ntiles; t++)
    {
      int s = (int) (t & 1);
      event_t ev = (event_t) s;
      int64_t left = nunits - t * TILE_UNITS;
      int reps = (int) (left < TILE_UNITS ? left : TILE_UNITS);
      uint16_t blocks = (uint16_t) (reps * UNIT * 4 / 32);
      int64_t off = (unit0 + t * TILE_UNITS) * UNIT;
      __ubuf__ float *u_var = (__ubuf__ float *) get_imm (UB_VAR
                                                          + s * UB_SLOT);
      __ubuf__ float *u_m = (__ubuf__ float *) get_imm (UB_M + s * UB_SLOT);
      __ubuf__ float *u_v = (__ubuf__ float *) get_imm (UB_V + s * UB_SLOT);
      __ubuf__ float *u_g = (__ubuf__ float *) get_imm (UB_G + s * UB_SLOT);

      wait_flag (PIPE_MTE3, PIPE_MTE2, ev);
      copy_gm_to_ubuf (u_var, var + off, 0, 1, blocks, 0, 0);
      copy_gm_to_ubuf (u_m, m + off, 0, 1, blocks, 0, 0);
      copy_gm_to_ubuf (u_v, v + off, 0, 1, blocks, 0, 0);
      copy_gm_to_ubuf (u_g, grad + off, 0, 1, blocks, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, ev);

      wait_flag (PIPE_MTE2, PIPE_V, ev);
      pipe_barrier (PIPE_V);
      vsub (t1, u_g, u_m, (uint8_t) reps, 1, 1, 1, 8, 8, 8);
      vmul (t2, u_g, u_g, (uint8_t) reps, 1, 1, 1, 8, 8, 8);
      pipe_barrier (PIPE_V);
      vmuls (t1, t1, 1.0f - beta1, (uint8_t) reps, 1, 1, 8, 8);
      vsub (t2, t2, u_v, (uint8_t) reps, 1, 1, 1, 8, 8, 8);
      pipe_barrier (PIPE_V);
      vadd (u_m, u_m, t1, (uint8_t) reps, 1, 1, 1, 8, 8, 8);
      vmuls (t2, t2, 1.0f - beta2, (uint8_t) reps, 1, 1, 8, 8);
      pipe_barrier (PIPE_V);
      vmuls (t1, u_m, lr_t, (uint8_t) reps, 1, 1, 8, 8);
      vadd (u_v, u_v, t2, (uint8_t) reps, 1, 1, 1, 8, 8, 8);
      pipe_barrier (PIPE_V);
      vsqrt (t2, u_v, (uint8_t) reps, 1, 1, 8, 8);
      pipe_barrier (PIPE_V);
      vadds (t2, t2, eps, (uint8_t) reps, 1, 1, 8, 8);
      pipe_barrier (PIPE_V);
      vdiv (t1, t1, t2, (uint8_t) reps, 1, 1, 1, 8, 8, 8);
      pipe_barrier (PIPE_V);
      vsub (u_var, u_var, t1, (uint8_t) reps, 1, 1, 1, 8, 8, 8);
      set_flag (PIPE_V, PIPE_MTE3, ev);

      wait_flag (PIPE_V, PIPE_MTE3, ev);
      copy_ubuf_to_gm (var + off, u_var, 0, 1, blocks, 0, 0);
      copy_ubuf_to_gm (m + off, u_m, 0, 1, blocks, 0, 0);
      copy_ubuf_to_gm (v + off, u_v, 0, 1, blocks, 0, 0);
      set_flag (PIPE_MTE3, PIPE_MTE2, ev);
    }

  wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID1);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  float *var = kh_gm (N, sizeof (float));
  float *m = kh_gm (N, sizeof (float));
  float *v = kh_gm (N, sizeof (float));
  float *grad = kh_gm (N, sizeof (float));
  float *params = kh_gm (8, sizeof (float));
  float *var_r = kh_floats (N), *m_r = kh_floats (N), *v_r = kh_floats (N);
  float *g_r = kh_floats (N);
  kh_fill_f32 (var, var_r, N, 31, -1.0f, 1.0f);
  kh_fill_f32 (m, m_r, N, 32, -0.1f, 0.1f);
  kh_fill_f32 (v, v_r, N, 33, 0.0f, 0.01f);
  kh_fill_f32 (grad, g_r, N, 34, -1.0f, 1.0f);
  params[P_BETA1] = 0.9f;
  params[P_BETA2] = 0.999f;
  params[P_BETA1_POWER] = powf (0.9f, 10);
  params[P_BETA2_POWER] = powf (0.999f, 10);
  params[P_LR] = 0.001f;
  params[P_EPSILON] = 1e-8f;

  /* Reference, in double from the same fp32 inputs.  */
  double b1 = params[P_BETA1], b2 = params[P_BETA2];
  double lr_t = params[P_LR] * sqrt (1.0 - params[P_BETA2_POWER])
                / (1.0 - params[P_BETA1_POWER]);
  for (size_t i = 0; i < N; i++)
    {
      double mm = m_r[i] + (g_r[i] - (double) m_r[i]) * (1.0 - b1);
      double vv = v_r[i] + ((double) g_r[i] * g_r[i] - v_r[i]) * (1.0 - b2);
      var_r[i] = (float) (var_r[i]
                          - lr_t * mm / (sqrt (vv) + params[P_EPSILON]));
      m_r[i] = (float) mm;
      v_r[i] = (float) vv;
    }

  ASCSIM_LAUNCH (8, apply_adam_kernel (var, m, v, grad, params, UNITS));

  /* A chain of at most ten fp32 operations: a few ulps (~5e-7
     relative).  v + (g^2 - v) * (1 - beta2) cancels nothing (both terms
     are positive).  rtol 1e-5 covers the chain with a wide margin; atol
     1e-7 covers var and m near 0, where the fp32 update term (~1e-3)
     carries ~1e-10 absolute error.  */
  ascsim_compare_f32 ("apply_adam var", var, var_r, N, 1e-7, 1e-5);
  ascsim_compare_f32 ("apply_adam m", m, m_r, N, 1e-7, 1e-5);
  ascsim_compare_f32 ("apply_adam v", v, v_r, N, 1e-7, 1e-5);
  return ascsim_finish ();
}
