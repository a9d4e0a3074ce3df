/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-reserve=0,MTE2:V:0" } */
/* An item reserving an id of one pipe pair that an earlier item
   reserved on every pair is an error too.  */
int x;
/* { dg-error ".reserve. item .MTE2:V:0. reserves an id an earlier item of .0,MTE2:V:0. reserved already" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
