/* cce.h -- CCE-compatible host header for Ascend 910A (dav-c100) kernels.

   Include it (ascsync-cc force-includes it) and CCE-style C kernel source
   compiles unchanged with host GCC 12, as C11 or as C++, and runs on the
   ascsync simulator (libascsim).  It provides:

   - the address-space qualifiers __global__ __aicore__ __gm__ __ubuf__
     __cbuf__ __ca__ __cb__ __cc__ __fbuf__ (erased: the simulator knows
     each operand's space from the intrinsic table);
   - pipe_t, event_t, pad_t, ConvRelu_t with the CCE values; half and
     its CANN name float16_t; GM_ADDR (__gm__ uint8_t *);
     block_idx/block_num, get_block_idx(), get_block_num(), get_imm(),
     get_status();
   - every intrinsic of ascsync/intrinsics.def with its 910A (v100)
     signature.  Intrinsic calls are macros that add the call site's file
     and line, and in C dispatch on the operand type with _Generic.
     Calling a variant the target does not have (vexp on int32_t, say) is
     a compile-time error.

   Local-memory pointers: get_imm(OFFSET) returns an address inside the
   simulator's local window, which both intrinsics and scalar C code
   accept; a plain integer cast such as (__ubuf__ half *) 0x400 is
   accepted by intrinsics (it is read as the offset 0x400 of the operand's
   space) but must not be dereferenced by scalar code.  See README,
   "Local memory on the host".

   Gaps: scalar operands are passed as double internally (exact for half,
   float and int32); in C++ (GCC 12 has no _Float16 in C++) half is a
   16-bit class with float conversions.  */

#ifndef ASCSYNC_CCE_H
#define ASCSYNC_CCE_H

/* Diagnostics about an intrinsic call (an unsupported variant, say) are
   then reported at the kernel's line, not inside this header's macros.  */
#pragma GCC system_header

#include <stdint.h>
#include <stddef.h>
#ifndef __cplusplus
#include <stdbool.h>
#endif

#include "ascsync/asc_common.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Target selection, as the CCE compiler defines it for 910A.  Another
   core version (220, say, given with -D__CCE_AICORE__=220 to select a
   kernel's branch for it) would compile that branch against 910A
   intrinsics: an error.  (ascsync-cc also defines __CCE_KT_TEST__, as
   CANN's CPU builds of kernels do; nothing here depends on it.)  */
#ifndef __CCE_AICORE__
#define __CCE_AICORE__ 100
#elif __CCE_AICORE__ != 100
#error "ascsync: __CCE_AICORE__ is not 100: only the 910A (AI Core version 100, dav-c100) is modelled"
#endif
#ifndef __DAV_C100__
#define __DAV_C100__ 1
#endif
#ifndef __NPU_ARCH__
#define __NPU_ARCH__ 1001
#endif
#define __ASCSYNC__ 1

/* The vendor compiler's attribute syntax "[aicore]" (headers written
   for ccec define __aicore__ as [aicore] unless __CCE_KT_TEST__ is
   defined) is neither C nor C++: GCC would stop at the "[" with a
   syntax error naming neither.  Spelled in the source, it is an error
   that says what to do.  */
#define aicore _Pragma ("GCC error \"ascsync: the [aicore] attribute of the vendor compiler is not C or C++: write __aicore__ (cce.h defines it), or define __CCE_KT_TEST__ (ascsync-cc does) for headers that spell __aicore__ as [aicore] without it\"")

/* ASCSYNC_PIPE_FREE declares that a function, and every function it
   calls, issues no pipe work (no intrinsic, no sync), so the ascsync
   plugin fences no call of it:

     void log_row (int row) ASCSYNC_PIPE_FREE;        (another unit)
     typedef void step_fn (int) ASCSYNC_PIPE_FREE;    (for calls through
                                                       a step_fn *)

   Without the mark the plugin orders all pending pipe work before a
   call it cannot see into (a function of another unit, an indirect
   call) and assumes nothing after it, with a warning.  It expands to
   the plugin's attribute when the plugin is loaded, else to nothing.  */
#if defined __has_attribute
#if __has_attribute (ascsync_pipe_free)
#define ASCSYNC_PIPE_FREE __attribute__ ((ascsync_pipe_free))
#endif
#endif
#ifndef ASCSYNC_PIPE_FREE
#define ASCSYNC_PIPE_FREE
#endif

/* Half-precision floats.  */
uint16_t asc_f32_to_f16_bits (float f);
float asc_f16_bits_to_f32 (uint16_t h);
#ifdef __cplusplus
}
struct half
{
  uint16_t bits;
  half () = default;
  half (float f) : bits (asc_f32_to_f16_bits (f)) {}
  half (double d) : bits (asc_f32_to_f16_bits ((float) d)) {}
  half (int i) : bits (asc_f32_to_f16_bits ((float) i)) {}
  operator float () const { return asc_f16_bits_to_f32 (bits); }
};
extern "C" {
#else
typedef _Float16 half;
#endif
/* CANN's name for the same type (the CCE and TBE headers' float16_t).  */
typedef half float16_t;

typedef enum
{
  PIPE_S = 0, PIPE_V = 1, PIPE_M = 2, PIPE_MTE1 = 3, PIPE_MTE2 = 4,
  PIPE_MTE3 = 5, PIPE_ALL = 6
} pipe_t;

typedef enum
{
  EVENT_ID0 = 0, EVENT_ID1, EVENT_ID2, EVENT_ID3,
  EVENT_ID4, EVENT_ID5, EVENT_ID6, EVENT_ID7
} event_t;

typedef enum
{
  PAD_NONE = 0, PAD_MODE1, PAD_MODE2, PAD_MODE3, PAD_MODE4, PAD_MODE5,
  PAD_MODE6, PAD_MODE7, PAD_MODE8
} pad_t;

typedef enum
{
  CRMODE_NONE = 0, CRMODE_F32toF16_NONE = 1, CRMODE_F32toF16_RELU = 2,
  CRMODE_S32toF16_NONE = 3, CRMODE_F16toF32_NONE = 4, CRMODE_NONE_RELU = 5
} ConvRelu_t;

/* Core identity and address immediates.  */
int64_t get_block_idx (void);
int64_t get_block_num (void);
uint64_t get_imm (uint64_t imm);

/* The core's status register.  The simulator models no status
   condition (no overflow or exception bit is ever set): it reads 0.
   The plugin completes every pending pipe instruction before the read,
   as the hardware's status reflects completed work.  */
uint64_t get_status (void);

#include "ascsync/asc_forms.h"

/* Host entry points of every intrinsic: asc_NAME or asc_NAME_SUFFIX,
   taking the call site's file and line first.  */
#define ASC_DECL_Y(NAME, SUF, FORM, V) \
  void asc_##NAME##_##SUF (const char *, int, ASC_PARAMS_##FORM (V));
#define ASC_DECL_N(NAME, SUF, FORM, V) \
  void asc_##NAME##_##SUF (const char *, int, ASC_PARAMS_##FORM (V)) \
    __attribute__ ((__error__ ("ascsync: '" #NAME "' has no " #SUF \
                               " variant on this target")));
#define ASC_TYPED(NAME, FORM, PIPE, COST, DS, SS, HAS16, HAS32, HASI32, \
                  HASI16) \
  ASC_DECL_##HAS16 (NAME, f16, FORM, F16) \
  ASC_DECL_##HAS32 (NAME, f32, FORM, F32) \
  ASC_DECL_##HASI32 (NAME, s32, FORM, S32) \
  ASC_DECL_##HASI16 (NAME, s16, FORM, S16)
#define ASC_PLAIN(NAME, FORM, PIPE, COST, DS, SS) \
  void asc_##NAME (ASC_ENTRY_PARAMS (, , ASC_PARAMS_##FORM (NONE)));
#include "ascsync/intrinsics.def"
#undef ASC_TYPED
#undef ASC_PLAIN

/* Runs of sync instructions as the ascsync plugin emits them: one call
   per program point, the instructions at TABLE + OFF in the text form of
   ascsync/asc_sync_run.h, ID the base of the event ids written "+N".  */
void asc_sync_run (const char *table, int off);
void asc_sync_run_id (const char *table, int off, int id);

/* The error for a call of typed intrinsic NAME with an operand of a
   type none of its variants takes (HAS16 ... HASI16 as in
   intrinsics.def): the types it takes.  */
#define ASC_TYPE_STR_Y(S) " " S "*"
#define ASC_TYPE_STR_N(S)
#define ASC_BAD_OPERAND_MSG(NAME, HAS16, HAS32, HASI32, HASI16) \
  "ascsync: '" #NAME "' has variants for operands of" \
  ASC_TYPE_STR_##HAS16 ("half") ASC_TYPE_STR_##HAS32 ("float") \
  ASC_TYPE_STR_##HASI32 ("int32_t") ASC_TYPE_STR_##HASI16 ("int16_t") \
  " only"

#ifdef __cplusplus
}

/* C++: one always-inline overload per supported variant.  */
#define ASC_CXX_N(NAME, SUF, FORM, V)
#define ASC_CXX_Y(NAME, SUF, FORM, V) \
  static inline __attribute__ ((__always_inline__)) void \
  asc_cxx_##NAME (const char *f_, int l_, ASC_PARAMS_##FORM (V)) \
  { asc_##NAME##_##SUF (f_, l_, ASC_ARGS_##FORM); }
#define ASC_TYPED(NAME, FORM, PIPE, COST, DS, SS, HAS16, HAS32, HASI32, \
                  HASI16) \
  ASC_CXX_##HAS16 (NAME, f16, FORM, F16) \
  ASC_CXX_##HAS32 (NAME, f32, FORM, F32) \
  ASC_CXX_##HASI32 (NAME, s32, FORM, S32) \
  ASC_CXX_##HASI16 (NAME, s16, FORM, S16)
#define ASC_PLAIN(NAME, FORM, PIPE, COST, DS, SS)
#include "ascsync/intrinsics.def"
#undef ASC_TYPED
#undef ASC_PLAIN

/* An operand of a type no variant takes: one more overload, a template
   viable only for such a type, declared with an error naming the
   intrinsic and the types it takes, which GCC reports at the call with
   the template's arguments (the type given first).  The typed operand
   is the first pointer, or for ASC_CALL_FORM 2 the second.  */
template <typename T_, typename U_> struct asc_cxx_same
{ static const bool value = false; };
template <typename T_> struct asc_cxx_same<T_, T_>
{ static const bool value = true; };
template <bool B_, typename T_ = void> struct asc_cxx_enable_if {};
template <typename T_> struct asc_cxx_enable_if<true, T_>
{ typedef T_ type; };
#define ASC_CXX_OK_Y(T) || asc_cxx_same<T_, T>::value
#define ASC_CXX_OK_N(T)
#define ASC_CXX_BAD_1(NAME, OK, MSG) \
  template <typename T_, typename... R_> \
  typename asc_cxx_enable_if<!(OK)>::type \
  asc_cxx_##NAME (const char *, int, T_ *, R_...) \
    __attribute__ ((__error__ (MSG " (the first template argument is " \
                                   "the type given)")));
#define ASC_CXX_BAD_2(NAME, OK, MSG) \
  template <typename D_, typename T_, typename... R_> \
  typename asc_cxx_enable_if<!(OK)>::type \
  asc_cxx_##NAME (const char *, int, D_ *, T_ *, R_...) \
    __attribute__ ((__error__ (MSG " (the second template argument is " \
                                   "the type given)")));
#define ASC_CXX_BAD_SEL_(N) ASC_CXX_BAD_##N
#define ASC_CXX_BAD_SEL(N) ASC_CXX_BAD_SEL_ (N)
#define ASC_TYPED(NAME, FORM, PIPE, COST, DS, SS, HAS16, HAS32, HASI32, \
                  HASI16) \
  ASC_CXX_BAD_SEL (ASC_CALL_##FORM) \
    (NAME, false ASC_CXX_OK_##HAS16 (half) ASC_CXX_OK_##HAS32 (float) \
           ASC_CXX_OK_##HASI32 (int32_t) ASC_CXX_OK_##HASI16 (int16_t), \
     ASC_BAD_OPERAND_MSG (NAME, HAS16, HAS32, HASI32, HASI16))
#define ASC_PLAIN(NAME, FORM, PIPE, COST, DS, SS)
#include "ascsync/intrinsics.def"
#undef ASC_TYPED
#undef ASC_PLAIN
#define ASC_TYPED_CALL(FORM, NAME, ...) \
  asc_cxx_##NAME (__FILE__, __LINE__, __VA_ARGS__)

#else /* C */

/* An operand of a type no variant takes: an error naming the types the
   intrinsic takes (GCC shows the call, with the operand given).  */
#define ASC_TYPED(NAME, FORM, PIPE, COST, DS, SS, HAS16, HAS32, HASI32, \
                  HASI16) \
  void asc_bad_operand_##NAME () \
    __attribute__ ((__error__ (ASC_BAD_OPERAND_MSG (NAME, HAS16, HAS32, \
                                                    HASI32, HASI16))));
#define ASC_PLAIN(NAME, FORM, PIPE, COST, DS, SS)
#include "ascsync/intrinsics.def"
#undef ASC_TYPED
#undef ASC_PLAIN
#define ASC_GEN_ASSOC(NAME) \
  half *: asc_##NAME##_f16, float *: asc_##NAME##_f32, \
  int32_t *: asc_##NAME##_s32, int16_t *: asc_##NAME##_s16, \
  default: asc_bad_operand_##NAME
#define ASC_GEN_1(NAME, A0, ...) \
  _Generic ((A0), ASC_GEN_ASSOC (NAME)) (__FILE__, __LINE__, A0, __VA_ARGS__)
#define ASC_GEN_2(NAME, A0, A1, ...) \
  _Generic ((A1), ASC_GEN_ASSOC (NAME)) (__FILE__, __LINE__, A0, A1, \
                                         __VA_ARGS__)
#define ASC_GEN_SEL_(N) ASC_GEN_##N
#define ASC_GEN_SEL(N) ASC_GEN_SEL_ (N)
#define ASC_TYPED_CALL(FORM, NAME, ...) \
  ASC_GEN_SEL (ASC_CALL_##FORM) (NAME, __VA_ARGS__)

#endif /* __cplusplus */

#define ASC_PLAIN_CALL(NAME, ...) \
  asc_##NAME (__FILE__, __LINE__ __VA_OPT__ (,) __VA_ARGS__)

/* The user-facing names.  The simulator's own sources define
   ASCSIM_INTERNAL to keep these macros out of their namespace.  */
#ifndef ASCSIM_INTERNAL
/* A kernel is an entry point the host launches: it stays a function of
   its own (GCC would inline a small one into the host's launch loop at
   -O3, where its sync would run outside the launch).  */
#define __global__ __attribute__ ((__noinline__, __used__))
#define __aicore__
#define __gm__
#define __ubuf__
#define __cbuf__
#define __ca__
#define __cb__
#define __cc__
#define __fbuf__
#define __sync_alias__
#define __sync_noalias__
/* A kernel parameter of TBE and Ascend C kernels: a GM address passed as
   bytes and cast to the element type inside the kernel.  */
#define GM_ADDR __gm__ uint8_t *
#define block_idx get_block_idx ()
#define block_num get_block_num ()
/* Generated from intrinsics.def: one macro per intrinsic name, e.g.
   #define vadd(...) ASC_CHECKED_CALL (TYPED, VBIN, vadd, __VA_ARGS__);
   a call with the wrong number of arguments is a compile-time error
   naming the intrinsic's parameters (asc_args.h).  */
#include "ascsync/asc_args.h"
#include "ascsync/cce_names.h"

/* -DASCSYNC_NO_HAND_SYNC builds the same kernel source with its
   hand-written synchronisation removed: the input of the ascsync plugin,
   and the "no sync" variant of the kernel suite.  Sync inserted by the
   plugin calls the entry points directly and is not affected.  */
#ifdef ASCSYNC_NO_HAND_SYNC
#undef set_flag
#undef wait_flag
#undef pipe_barrier
#define set_flag(P, Q, ID) ((void) (P), (void) (Q), (void) (ID))
#define wait_flag(P, Q, ID) ((void) (P), (void) (Q), (void) (ID))
#define pipe_barrier(P) ((void) (P))
#endif
#endif

#endif /* ASCSYNC_CCE_H */
