/* The x86-64 store-width decoder of the scalar-access trace
   (sim/store_width.c): the width each store form writes, 0 for loads,
   compares, register operands and forms it does not know (the trace
   then falls back to the bytes the store changed).  */
/* { dg-do run } */
#include <stdint.h>
#include <stdio.h>

unsigned asc_x86_store_width (const uint8_t *pc);

struct form
{
  const char *what;
  uint8_t code[8];
  unsigned width;
};

static const struct form forms[] = {
  { "mov %eax,(%rdi)", { 0x89, 0x07 }, 4 },
  { "mov %rax,(%rdi)", { 0x48, 0x89, 0x07 }, 8 },
  { "mov %ax,(%rdi)", { 0x66, 0x89, 0x07 }, 2 },
  { "mov %al,(%rdi)", { 0x88, 0x07 }, 1 },
  { "movl $imm,(%rdi)", { 0xc7, 0x07, 1, 0, 0, 0 }, 4 },
  { "movq $imm,(%rdi)", { 0x48, 0xc7, 0x07, 1, 0, 0, 0 }, 8 },
  { "movb $imm,(%rdi)", { 0xc6, 0x07, 1 }, 1 },
  { "mov $imm,%eax (register)", { 0xc7, 0xc0, 1, 0, 0, 0 }, 0 },
  { "mov (%rdi),%eax (load)", { 0x8b, 0x07 }, 0 },
  { "add %eax,(%rdi)", { 0x01, 0x07 }, 4 },
  { "cmp %eax,(%rdi)", { 0x39, 0x07 }, 0 },
  { "addl $5,(%rdi)", { 0x83, 0x07, 5 }, 4 },
  { "cmpl $5,(%rdi)", { 0x83, 0x3f, 5 }, 0 },
  { "incl (%rdi)", { 0xff, 0x07 }, 4 },
  { "incb (%rdi)", { 0xfe, 0x07 }, 1 },
  { "notl (%rdi)", { 0xf7, 0x17 }, 4 },
  { "testl $imm,(%rdi)", { 0xf7, 0x07, 1, 0, 0, 0 }, 0 },
  { "movups %xmm0,(%rdi)", { 0x0f, 0x11, 0x07 }, 16 },
  { "movss %xmm0,(%rdi)", { 0xf3, 0x0f, 0x11, 0x07 }, 4 },
  { "movsd %xmm0,(%rdi)", { 0xf2, 0x0f, 0x11, 0x07 }, 8 },
  { "movupd %xmm0,(%rdi)", { 0x66, 0x0f, 0x11, 0x07 }, 16 },
  { "movaps %xmm0,(%rdi)", { 0x0f, 0x29, 0x07 }, 16 },
  { "movq %xmm0,(%rdi)", { 0x66, 0x0f, 0xd6, 0x07 }, 8 },
  { "movd %xmm0,(%rdi)", { 0x66, 0x0f, 0x7e, 0x07 }, 4 },
  { "movq %xmm0,(%rdi) (REX.W)", { 0x66, 0x48, 0x0f, 0x7e, 0x07 }, 8 },
  { "movdqu %xmm0,(%rdi)", { 0xf3, 0x0f, 0x7f, 0x07 }, 16 },
  { "movups (%rdi),%xmm0 (load)", { 0x0f, 0x10, 0x07 }, 0 },
  { "vmovups %xmm0,(%rdi)", { 0xc5, 0xf8, 0x11, 0x07 }, 16 },
  { "vmovups %ymm0,(%rdi)", { 0xc5, 0xfc, 0x11, 0x07 }, 32 },
  { "vmovss %xmm0,(%rdi)", { 0xc5, 0xfa, 0x11, 0x07 }, 4 },
  { "vmovdqu %ymm0,(%rdi)", { 0xc5, 0xfe, 0x7f, 0x07 }, 32 },
  { "pextrd $0,%xmm0,(%rdi)", { 0x66, 0x0f, 0x3a, 0x16, 0x07, 0 }, 4 },
  { "stosb", { 0xaa }, 1 },
  { "rep stosq", { 0xf3, 0x48, 0xab }, 8 },
  { "EVEX vmovdqu8 (not known)", { 0x62, 0xf1, 0x7f, 0x48, 0x7f, 0x07 }, 0 },
};

int
main (void)
{
  int bad = 0;
  for (unsigned i = 0; i < sizeof forms / sizeof forms[0]; i++)
    {
      unsigned w = asc_x86_store_width (forms[i].code);
      if (w != forms[i].width)
        {
          printf ("FAIL: %s: width %u, want %u\n", forms[i].what, w,
                  forms[i].width);
          bad = 1;
        }
    }
  if (!bad)
    printf ("store-width-decoder: all %u forms\n",
            (unsigned) (sizeof forms / sizeof forms[0]));
  return bad;
}

/* { dg-final { exit-status 0 } } */
/* { dg-final { output-contains "store-width-decoder: all" } } */
