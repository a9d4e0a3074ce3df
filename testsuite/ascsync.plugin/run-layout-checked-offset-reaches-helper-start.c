/* { dg-do run } */
/* { dg-options "-O2" } */
/* A slot offset "b + (i & 1) * sz" whose size the kernel checks (sz at
   most 512) may reach b + 1024 bytes, the address a helper gives
   get_imm for its slot 1 ("get_imm (0x2000 + s * 0x400)", the constant
   0x2400 in GCC's clone of the helper): an address computed from a
   parameter declares no buffer of the caller, so the kernel's buffer
   at 0x2000 runs to the next start it declares, 0x2800, and the
   helper's later load into slot 1 waits for the vadds reading it.  */
#include <ascsim.h>
#include <stdio.h>

#include "layout-helper-slot-kernel.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
