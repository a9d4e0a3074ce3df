/* asc_forms.h -- parameter lists of the intrinsic argument forms.

   For each form FORM of asc_common.h this header defines
     ASC_PARAMS_FORM(V)  the C parameter list (after file and line) of the
                         host entry point for variant token V (F16, F32,
                         S32, S16, or NONE for plain rows);
     ASC_ARGS_FORM       the same parameters' names, for forwarding;
     ASC_PACK_FORM       the arguments as uint64_t values in form order
                         (pointers as addresses; the scalar slot holds 0);
     ASC_SCALAR_FORM     the floating scalar argument, or 0.0;
     ASC_CALL_FORM       how a user-level call selects its variant: 1 to
                         dispatch on the first argument, 2 on the second.
   The parameter lists follow the 910A (v100) CCE signatures, except that
   scalar operands are passed as double (exact for half, float and int32)
   and pipe_t/event_t/pad_t/ConvRelu_t as int.  Included by cce.h and by
   the simulator; the plugin uses asc_forms[] from asc_common.h instead.  */

#ifndef ASCSYNC_ASC_FORMS_H
#define ASCSYNC_ASC_FORMS_H

/* Element type of each variant token.  HALF must be defined by the
   includer (cce.h defines half).  */
#define ASC_T_NONE void
#define ASC_T_F16 half
#define ASC_T_F32 float
#define ASC_T_S32 int32_t
#define ASC_T_S16 int16_t
#define ASC_T(V) ASC_T_##V

/* mad input (L0A/L0B) type for each accumulator variant.  */
#define ASC_MADIN_F16 half
#define ASC_MADIN_F32 half
#define ASC_MADIN_S32 int8_t
#define ASC_MADIN_S16 int16_t

#define ASC_U64P(p) ((uint64_t) (uintptr_t) (p))

/* DMA: dst, src, sid, nBurst, lenBurst (32-byte blocks), srcStride,
   dstStride (gaps between bursts, 32-byte blocks).  */
#define ASC_PARAMS_DMA(V) void *dst, void *src, uint8_t sid, \
  uint16_t nBurst, uint16_t lenBurst, uint16_t srcStride, uint16_t dstStride
#define ASC_ARGS_DMA dst, src, sid, nBurst, lenBurst, srcStride, dstStride
#define ASC_PACK_DMA ASC_U64P (dst), ASC_U64P (src), sid, nBurst, lenBurst, \
  srcStride, dstStride
#define ASC_SCALAR_DMA 0.0

#define ASC_PARAMS_DMA_PAD(V) ASC_PARAMS_DMA (V), int padMode
#define ASC_ARGS_DMA_PAD ASC_ARGS_DMA, padMode
#define ASC_PACK_DMA_PAD ASC_PACK_DMA, (uint64_t) padMode
#define ASC_SCALAR_DMA_PAD 0.0

/* load2d (v100 form): REPEAT fractals of 512 bytes; fractal I is read
   from src + (baseIdx + I * srcStride) * 512 and written to
   dst + I * 512.  */
#define ASC_PARAMS_LOAD2D(V) void *dst, void *src, uint16_t baseIdx, \
  uint8_t repeat, uint16_t srcStride, uint8_t sid, bool transpose
#define ASC_ARGS_LOAD2D dst, src, baseIdx, repeat, srcStride, sid, transpose
#define ASC_PACK_LOAD2D ASC_U64P (dst), ASC_U64P (src), baseIdx, repeat, \
  srcStride, sid, (uint64_t) transpose
#define ASC_SCALAR_LOAD2D 0.0

/* mad (v100 form): c[m x n] (+)= a[m x k] * b[k x n].  */
#define ASC_PARAMS_MAD(V) ASC_T (V) *c, ASC_MADIN_##V *a, ASC_MADIN_##V *b, \
  uint16_t m, uint16_t k, uint16_t n, bool init_val_controlC
#define ASC_ARGS_MAD c, a, b, m, k, n, init_val_controlC
#define ASC_PACK_MAD ASC_U64P (c), ASC_U64P (a), ASC_U64P (b), m, k, n, \
  (uint64_t) init_val_controlC
#define ASC_SCALAR_MAD 0.0
#define ASC_CALL_MAD 1

/* Binary vector: REPEAT repeats of 8 blocks of 32 bytes per operand.  */
#define ASC_PARAMS_VBIN(V) ASC_T (V) *dst, ASC_T (V) *src0, ASC_T (V) *src1, \
  uint8_t repeat, uint8_t dstBlockStride, uint8_t src0BlockStride, \
  uint8_t src1BlockStride, uint8_t dstRepeatStride, \
  uint8_t src0RepeatStride, uint8_t src1RepeatStride
#define ASC_ARGS_VBIN dst, src0, src1, repeat, dstBlockStride, \
  src0BlockStride, src1BlockStride, dstRepeatStride, src0RepeatStride, \
  src1RepeatStride
#define ASC_PACK_VBIN ASC_U64P (dst), ASC_U64P (src0), ASC_U64P (src1), \
  repeat, dstBlockStride, src0BlockStride, src1BlockStride, \
  dstRepeatStride, src0RepeatStride, src1RepeatStride
#define ASC_SCALAR_VBIN 0.0
#define ASC_CALL_VBIN 1

/* Unary vector.  */
#define ASC_PARAMS_VUN(V) ASC_T (V) *dst, ASC_T (V) *src, uint8_t repeat, \
  uint16_t dstBlockStride, uint16_t srcBlockStride, \
  uint8_t dstRepeatStride, uint8_t srcRepeatStride
#define ASC_ARGS_VUN dst, src, repeat, dstBlockStride, srcBlockStride, \
  dstRepeatStride, srcRepeatStride
#define ASC_PACK_VUN ASC_U64P (dst), ASC_U64P (src), repeat, \
  dstBlockStride, srcBlockStride, dstRepeatStride, srcRepeatStride
#define ASC_SCALAR_VUN 0.0
#define ASC_CALL_VUN 1

/* Vector-scalar: dst = src OP a.  */
#define ASC_PARAMS_VSCALAR(V) ASC_T (V) *dst, ASC_T (V) *src, double a, \
  uint8_t repeat, uint16_t dstBlockStride, uint16_t srcBlockStride, \
  uint8_t dstRepeatStride, uint8_t srcRepeatStride
#define ASC_ARGS_VSCALAR dst, src, a, repeat, dstBlockStride, \
  srcBlockStride, dstRepeatStride, srcRepeatStride
#define ASC_PACK_VSCALAR ASC_U64P (dst), ASC_U64P (src), 0, repeat, \
  dstBlockStride, srcBlockStride, dstRepeatStride, srcRepeatStride
#define ASC_SCALAR_VSCALAR a
#define ASC_CALL_VSCALAR 1

/* vector_dup: dst = a.  */
#define ASC_PARAMS_VDUP(V) ASC_T (V) *dst, double a, uint8_t repeat, \
  uint16_t dstBlockStride, uint16_t srcBlockStride, \
  uint8_t dstRepeatStride, uint8_t srcRepeatStride
#define ASC_ARGS_VDUP dst, a, repeat, dstBlockStride, srcBlockStride, \
  dstRepeatStride, srcRepeatStride
#define ASC_PACK_VDUP ASC_U64P (dst), 0, repeat, dstBlockStride, \
  srcBlockStride, dstRepeatStride, srcRepeatStride
#define ASC_SCALAR_VDUP a
#define ASC_CALL_VDUP 1

/* Conversions: 64 elements per repeat; the 16-bit side uses 4 blocks.  */
#define ASC_PARAMS_VCONV_F162F32(V) float *dst, half *src, uint8_t repeat, \
  uint16_t dstBlockStride, uint16_t srcBlockStride, \
  uint8_t dstRepeatStride, uint8_t srcRepeatStride
#define ASC_ARGS_VCONV_F162F32 ASC_ARGS_VUN
#define ASC_PACK_VCONV_F162F32 ASC_PACK_VUN
#define ASC_SCALAR_VCONV_F162F32 0.0
#define ASC_PARAMS_VCONV_F322F16(V) half *dst, float *src, uint8_t repeat, \
  uint16_t dstBlockStride, uint16_t srcBlockStride, \
  uint8_t dstRepeatStride, uint8_t srcRepeatStride
#define ASC_ARGS_VCONV_F322F16 ASC_ARGS_VUN
#define ASC_PACK_VCONV_F322F16 ASC_PACK_VUN
#define ASC_SCALAR_VCONV_F322F16 0.0

/* Reductions.  dstRepeatStride counts output units: one element (vcadd),
   one (value, index) pair (vcmax, vcmin), eight elements (vcgadd,
   vcgmax).  */
#define ASC_PARAMS_VRED(V) ASC_T (V) *dst, ASC_T (V) *src, uint8_t repeat, \
  uint16_t dstRepeatStride, uint16_t srcBlockStride, \
  uint16_t srcRepeatStride
#define ASC_ARGS_VRED dst, src, repeat, dstRepeatStride, srcBlockStride, \
  srcRepeatStride
#define ASC_PACK_VRED ASC_U64P (dst), ASC_U64P (src), repeat, \
  dstRepeatStride, srcBlockStride, srcRepeatStride
#define ASC_SCALAR_VRED 0.0
#define ASC_CALL_VRED 1
#define ASC_PARAMS_VRED_PAIR ASC_PARAMS_VRED
#define ASC_ARGS_VRED_PAIR ASC_ARGS_VRED
#define ASC_PACK_VRED_PAIR ASC_PACK_VRED
#define ASC_SCALAR_VRED_PAIR 0.0
#define ASC_CALL_VRED_PAIR 1
#define ASC_PARAMS_VRED_GROUP ASC_PARAMS_VRED
#define ASC_ARGS_VRED_GROUP ASC_ARGS_VRED
#define ASC_PACK_VRED_GROUP ASC_PACK_VRED
#define ASC_SCALAR_VRED_GROUP 0.0
#define ASC_CALL_VRED_GROUP 1

/* Compare into a UB bit mask (one bit per element, masks of consecutive
   repeats packed; dst strides are ignored).  Dispatch on src0.  */
#define ASC_PARAMS_VCMPV(V) uint8_t *dst, ASC_T (V) *src0, ASC_T (V) *src1, \
  uint8_t repeat, uint8_t dstBlockStride, uint8_t src0BlockStride, \
  uint8_t src1BlockStride, uint8_t dstRepeatStride, \
  uint8_t src0RepeatStride, uint8_t src1RepeatStride
#define ASC_ARGS_VCMPV ASC_ARGS_VBIN
#define ASC_PACK_VCMPV ASC_PACK_VBIN
#define ASC_SCALAR_VCMPV 0.0
#define ASC_CALL_VCMPV 2

/* set_cmpmask: load the 128-bit CMPMASK register from 16 bytes of UB.  */
#define ASC_PARAMS_CMPMASK(V) void *src
#define ASC_ARGS_CMPMASK src
#define ASC_PACK_CMPMASK ASC_U64P (src)
#define ASC_SCALAR_CMPMASK 0.0

/* vtranspose: dst = transpose of the 16 x 16 16-bit matrix at src.  */
#define ASC_PARAMS_VTRANSPOSE(V) uint16_t *dst, uint16_t *src
#define ASC_ARGS_VTRANSPOSE dst, src
#define ASC_PACK_VTRANSPOSE ASC_U64P (dst), ASC_U64P (src)
#define ASC_SCALAR_VTRANSPOSE 0.0

/* L0C -> UB: lenBurst and srcStride in L0C fractals (16 x 16 source
   elements), dstStride in 32-byte blocks; crMode a ConvRelu_t.  */
#define ASC_PARAMS_CC2UB(V) void *dst, void *src, uint8_t sid, \
  uint16_t nBurst, uint16_t lenBurst, uint16_t srcStride, \
  uint16_t dstStride, int crMode
#define ASC_ARGS_CC2UB dst, src, sid, nBurst, lenBurst, srcStride, \
  dstStride, crMode
#define ASC_PACK_CC2UB ASC_PACK_DMA, (uint64_t) crMode
#define ASC_SCALAR_CC2UB 0.0

/* Synchronisation and control.  */
#define ASC_PARAMS_FLAG(V) int pipe, int tpipe, int pipeID
#define ASC_ARGS_FLAG pipe, tpipe, pipeID
#define ASC_PACK_FLAG (uint64_t) pipe, (uint64_t) tpipe, (uint64_t) pipeID
#define ASC_SCALAR_FLAG 0.0
#define ASC_PARAMS_BARRIER(V) int pipe
#define ASC_ARGS_BARRIER pipe
#define ASC_PACK_BARRIER (uint64_t) pipe
#define ASC_SCALAR_BARRIER 0.0
#define ASC_PARAMS_MASK(V) uint64_t mask1, uint64_t mask0
#define ASC_ARGS_MASK mask1, mask0
#define ASC_PACK_MASK mask1, mask0
#define ASC_SCALAR_MASK 0.0
/* A scalar-unit setting without operands (set_atomic_none).  */
#define ASC_PARAMS_CTRL(V)
#define ASC_ARGS_CTRL
#define ASC_PACK_CTRL 0
#define ASC_SCALAR_CTRL 0.0

/* L0 fills: dst, config (repeat [7:0], in 512-byte fractals).  */
#define ASC_PARAMS_FILL2D(V) void *dst, int64_t config
#define ASC_ARGS_FILL2D dst, config
#define ASC_PACK_FILL2D ASC_U64P (dst), (uint64_t) config
#define ASC_SCALAR_FILL2D 0.0
/* set_l0_set_value: the fp16 fill value (passed as double).  */
#define ASC_PARAMS_SETVAL(V) double value
#define ASC_ARGS_SETVAL value
#define ASC_PACK_SETVAL 0
#define ASC_SCALAR_SETVAL value

/* The parameter list of a plain row's host entry point: the call
   site's file and line (named F and L, or unnamed when empty), then
   PARAMS (an ASC_PARAMS_FORM list, empty for CTRL).  */
#define ASC_ENTRY_PARAMS_(F, L, ...) const char *F, int L \
  __VA_OPT__ (,) __VA_ARGS__
#define ASC_ENTRY_PARAMS(F, L, PARAMS) ASC_ENTRY_PARAMS_ (F, L, PARAMS)

#endif /* ASCSYNC_ASC_FORMS_H */
