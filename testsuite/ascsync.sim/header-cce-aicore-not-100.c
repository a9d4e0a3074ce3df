/* { dg-do compile } */
/* { dg-options "-D__CCE_AICORE__=220" } */
/* cce.h models the 910A only: a kernel compiled for another AI Core
   version (its branches for that version selected by __CCE_AICORE__)
   is an error, not a build against 910A intrinsics.  */
int x;
/* { dg-error "__CCE_AICORE__ is not 100: only the 910A \\(AI Core version 100, dav-c100\\) is modelled" "" { target *-*-* } 0 } */
