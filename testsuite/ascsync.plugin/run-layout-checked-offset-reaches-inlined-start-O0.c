/* { dg-do run } */
/* { dg-options "-O0" } */
/* The kernel of run-layout-checked-offset-reaches-helper-start.c with
   its helpers inlined (always_inline, also at -O0): "get_imm (0x2000 +
   s * 0x400)" becomes get_imm (0x2400) in the kernel, but an address a
   helper computes from its parameter declares no buffer of the kernel,
   so the vadds reading "b + (i & 1) * sz" (sz 512) reaches 0x2800, and
   the load into slot 1 waits for it.  */
#include <ascsim.h>
#include <stdio.h>

#define HELPER static inline __attribute__ ((always_inline))
#include "layout-helper-slot-kernel.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
