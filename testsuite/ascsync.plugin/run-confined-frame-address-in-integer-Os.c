/* { dg-do run } */
/* { dg-options "-Os" } */
/* The kernel of dump-confined-frame-address-in-integer-Os.c run with
   the plugin's sync: lanes [0, 64) of the tile get 1 added, lanes [64,
   128) doubled.  The checker judges.  */
#include "dump-confined-frame-address-in-integer-Os.c"
#define CALL_ARGS x, y, 0, 64
#define CALL_N 128
#define CALL_EXPECT(i) ((i) < 64 ? (i) % 8 + 1 : 2 * ((i) % 8))
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
