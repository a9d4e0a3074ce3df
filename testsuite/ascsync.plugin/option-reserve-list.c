/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-reserve=7,S:V:1,mte2:mte3:2" } */
/* A well-formed reserve list (ids on every pair, pipe names in any
   case) is accepted: the checks of option-reserve-*.c refuse only what
   is wrong.  */
int x;
