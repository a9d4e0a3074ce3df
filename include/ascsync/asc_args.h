/* asc_args.h -- the argument count check of the intrinsic macros.

   The macros of cce_names.h (generated from intrinsics.def) expand an
   intrinsic call through ASC_CHECKED_CALL, which compares the number of
   arguments given with the number of parameters of the row's form
   (ASC_ARGS_FORM of asc_forms.h, the parameters' names).  A call with
   the right count becomes the call; one with another count becomes a
   compile-time error naming the intrinsic, the count given and the
   parameters, e.g.

     static assertion failed: "wrong number of arguments to vadd (9
     given): vadd (dst, src0, src1, repeat, ...) takes 10"

   instead of an error about the hidden entry point (asc_vadd_f16 with
   its file and line parameters).  C11 and C++11.  Included by cce.h,
   a system header: the error is reported at the kernel's line.  Counts
   up to 32 are told apart.  (__VA_OPT__, which GCC accepts in every
   mode, counts an empty argument list as 0.)  */

#ifndef ASCSYNC_ASC_ARGS_H
#define ASCSYNC_ASC_ARGS_H

#define ASC_CAT_(A, B) A##B
#define ASC_CAT(A, B) ASC_CAT_ (A, B)
#define ASC_STR_(...) #__VA_ARGS__
#define ASC_STR(...) ASC_STR_ (__VA_ARGS__)

/* The number of arguments, 0 to 32.  */
#define ASC_NARGS(...) \
  ASC_NARGS_ (__VA_OPT__ (__VA_ARGS__,) 32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, \
              21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, \
              5, 4, 3, 2, 1, 0)
#define ASC_NARGS_(A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, \
                   A13, A14, A15, A16, A17, A18, A19, A20, A21, A22, A23, \
                   A24, A25, A26, A27, A28, A29, A30, A31, A32, N, ...) N

/* 1 if the counts A and B are equal, else 0: ASC_EQ_N_N expands to two
   tokens, so that ASC_SECOND picks the 1 after them.  */
#define ASC_SECOND_(A, B, ...) B
#define ASC_SECOND(...) ASC_SECOND_ (__VA_ARGS__)
#define ASC_EQ(A, B) \
  ASC_SECOND (ASC_CAT (ASC_CAT (ASC_EQ_, A), ASC_CAT (_, B)), 0, ~)
#define ASC_EQ_0_0 ~, 1
#define ASC_EQ_1_1 ~, 1
#define ASC_EQ_2_2 ~, 1
#define ASC_EQ_3_3 ~, 1
#define ASC_EQ_4_4 ~, 1
#define ASC_EQ_5_5 ~, 1
#define ASC_EQ_6_6 ~, 1
#define ASC_EQ_7_7 ~, 1
#define ASC_EQ_8_8 ~, 1
#define ASC_EQ_9_9 ~, 1
#define ASC_EQ_10_10 ~, 1
#define ASC_EQ_11_11 ~, 1
#define ASC_EQ_12_12 ~, 1
#define ASC_EQ_13_13 ~, 1
#define ASC_EQ_14_14 ~, 1
#define ASC_EQ_15_15 ~, 1
#define ASC_EQ_16_16 ~, 1

/* ASC_IF (C) (THEN, ELSE): THEN when C is 1, ELSE when it is 0.  */
#define ASC_IF(C) ASC_CAT (ASC_IF_, C)
#define ASC_IF_1(THEN, ELSE) THEN
#define ASC_IF_0(THEN, ELSE) ELSE

#ifdef __cplusplus
#define ASC_STATIC_ASSERT static_assert
#else
#define ASC_STATIC_ASSERT _Static_assert
#endif

/* The call of intrinsic NAME (a row of form FORM; KIND is TYPED or
   PLAIN) with the arguments given, or the error when their count is not
   the form's.  */
#define ASC_CHECKED_CALL(KIND, FORM, NAME, ...) \
  ASC_IF (ASC_EQ (ASC_NARGS (__VA_ARGS__), ASC_NARGS (ASC_ARGS_##FORM))) \
    (ASC_CALL_##KIND, ASC_ARGC_ERROR) (FORM, NAME, __VA_ARGS__)
#define ASC_CALL_TYPED(FORM, NAME, ...) \
  ASC_TYPED_CALL (FORM, NAME, __VA_ARGS__)
#define ASC_CALL_PLAIN(FORM, NAME, ...) ASC_PLAIN_CALL (NAME, __VA_ARGS__)
#define ASC_ARGC_ERROR(FORM, NAME, ...) \
  (__extension__ ({ \
    ASC_STATIC_ASSERT (0, "wrong number of arguments to " #NAME " (" \
                       ASC_STR (ASC_NARGS (__VA_ARGS__)) " given): " #NAME \
                       " (" ASC_STR (ASC_ARGS_##FORM) ") takes " \
                       ASC_STR (ASC_NARGS (ASC_ARGS_##FORM))); \
  }))

#endif /* ASCSYNC_ASC_ARGS_H */
