/* store_width.c -- how many bytes an x86-64 store instruction writes.

   The scalar-access trace (trap.c) learns the address of a kernel's
   scalar store from the page fault, not its width.  Comparing the bytes
   before and after the store gives only the bytes it changed: a store of
   0 over 0 looked like a 1-byte store, so the uninitialised-read check
   later took the rest for never written.  This decoder reads the width
   from the instruction itself for the stores compilers emit for C code:
   MOV and the read-modify-write ALU, shift, INC/DEC, NOT/NEG, XCHG,
   XADD and CMPXCHG forms, STOS and MOVS, MOVNTI, and the SSE / AVX
   (VEX) scalar and vector moves and PEXTR*.  Anything else (EVEX, x87,
   rarer forms) returns 0: the caller then keeps the changed bytes.  */

#include <stdint.h>
#include "sim_internal.h"

/* Whether ModRM byte M names a memory operand.  */
#define MEM(m) (((m) >> 6) != 3)

/* Operand size of a general-purpose instruction: 8 with REX.W, 2 with
   the 0x66 prefix, else 4.  */
static unsigned
gp_size (int rex_w, int opsize16)
{
  return rex_w ? 8 : opsize16 ? 2 : 4;
}

/* The width of a one-byte-opcode instruction OP writing memory through
   its ModRM byte MODRM (REG its reg field); 0 when it does not write
   or is not known.  */
static unsigned
one_byte_width (uint8_t op, uint8_t reg, int rex_w, int o16)
{
  unsigned gp = gp_size (rex_w, o16);
  if (op < 0x40 && (op & 7) <= 1 && (op & 0x38) != 0x38)
    return (op & 1) ? gp : 1;         /* ADD .. XOR r/m, r (not CMP) */
  switch (op)
    {
    case 0x88: case 0x86: case 0xc6: case 0xfe: case 0xf6:
    case 0xd0: case 0xd2: case 0xc0:
      if (op == 0xc6 && reg != 0)
        return 0;
      if ((op == 0xfe && reg > 1) || (op == 0xf6 && (reg < 2 || reg > 3)))
        return 0;
      return 1;
    case 0x80:
      return reg == 7 ? 0 : 1;        /* CMP only reads */
    case 0x81: case 0x83:
      return reg == 7 ? 0 : gp;
    case 0x89: case 0x87: case 0xd1: case 0xd3: case 0xc1:
      return gp;
    case 0xc7:
      return reg == 0 ? gp : 0;
    case 0xff:
      return reg <= 1 ? gp : 0;
    case 0xf7:
      return reg == 2 || reg == 3 ? gp : 0;
    }
  return 0;
}

/* The width of a 0x0F-map instruction OP (SSE prefix PFX: 0, 0x66,
   0xF3 or 0xF2; VEX.L as L) writing memory; 0 when not known.  */
static unsigned
map0f_width (uint8_t op, uint8_t pfx, int rex_w, int o16, int l)
{
  unsigned vec = l ? 32 : 16;
  switch (op)
    {
    case 0x11:                       /* MOVUPS/MOVUPD/MOVSS/MOVSD */
      return pfx == 0xf3 ? 4 : pfx == 0xf2 ? 8 : vec;
    case 0x13: case 0x17:            /* MOVLPS/MOVHPS (and PD) */
      return 8;
    case 0x29: case 0x2b:            /* MOVAPS, MOVNTPS */
      return vec;
    case 0xe7:                       /* MOVNTDQ, MMX MOVNTQ */
      return pfx ? vec : 8;
    case 0x7f:                       /* MOVDQA/MOVDQU, MMX MOVQ */
      return pfx ? vec : 8;
    case 0x7e:                       /* MOVD/MOVQ r/m, (x)mm */
      return pfx == 0xf3 ? 0 : rex_w ? 8 : 4;
    case 0xd6:                       /* MOVQ xmm/m64 */
      return pfx == 0x66 ? 8 : 0;
    case 0xc3:                       /* MOVNTI */
      return rex_w ? 8 : 4;
    case 0xb0: case 0xc0:            /* CMPXCHG, XADD r/m8 */
      return 1;
    case 0xb1: case 0xc1:
      return gp_size (rex_w, o16);
    }
  return 0;
}

/* The width of a 0x0F 0x3A-map instruction OP (PEXTRB/W/D/Q,
   EXTRACTPS) with prefix 0x66 writing memory; 0 when not known.  */
static unsigned
map0f3a_width (uint8_t op, int rex_w)
{
  switch (op)
    {
    case 0x14: return 1;
    case 0x15: return 2;
    case 0x16: return rex_w ? 8 : 4;
    case 0x17: return 4;
    }
  return 0;
}

/* See sim_internal.h.  */
unsigned
asc_x86_store_width (const uint8_t *pc)
{
  int o16 = 0, rex_w = 0;
  uint8_t pfx = 0;
  const uint8_t *p = pc;
  for (int n = 0; n < 14; n++, p++)
    {
      if (*p == 0x66)
        o16 = 1, pfx = pfx ? pfx : 0x66;
      else if (*p == 0xf2 || *p == 0xf3)
        pfx = *p;
      else if (*p == 0x67 || *p == 0xf0 || *p == 0x2e || *p == 0x3e
               || *p == 0x26 || *p == 0x36 || *p == 0x64 || *p == 0x65)
        ;
      else
        break;
    }
  if ((*p & 0xf0) == 0x40)
    rex_w = (*p++ & 8) != 0;
  if (*p == 0xc5 || *p == 0xc4)
    {
      /* VEX: map, W, L and the implied prefix from its fields.  */
      static const uint8_t pp_pfx[4] = { 0, 0x66, 0xf3, 0xf2 };
      int map = 1, w = 0, l, pp;
      if (*p == 0xc5)
        l = (p[1] >> 2) & 1, pp = p[1] & 3, p += 2;
      else
        map = p[1] & 0x1f, w = p[2] >> 7, l = (p[2] >> 2) & 1,
        pp = p[2] & 3, p += 3;
      if (!MEM (p[1]))
        return 0;
      if (map == 1)
        return map0f_width (*p, pp_pfx[pp], w, 0, l);
      return map == 3 && pp == 1 ? map0f3a_width (*p, w) : 0;
    }
  if (*p == 0xaa || *p == 0xa4)      /* STOSB, MOVSB */
    return 1;
  if (*p == 0xab || *p == 0xa5)      /* STOS, MOVS */
    return gp_size (rex_w, o16);
  if (*p != 0x0f)
    return MEM (p[1]) ? one_byte_width (p[0], (p[1] >> 3) & 7, rex_w, o16)
                      : 0;
  if (p[1] == 0x3a)
    return pfx == 0x66 && MEM (p[3]) ? map0f3a_width (p[2], rex_w) : 0;
  return MEM (p[2]) ? map0f_width (p[1], pfx, rex_w, o16, 0) : 0;
}
