/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-gm-distinct=no" } */
/* warn-gm-address-not-traced.c with gm-distinct=no: no warning (one
   would be an excess message).  */
#include "warn-gm-address-not-traced.c"
