/* { dg-do run } */
/* Source output, sync_srctext.c: the statement, loop and if statement a
   token belongs to, read from a small C text.  A call that is a
   statement of its own in a block; one that is the unbraced body of an
   if (braces must be added); one inside a conditional expression (no
   statement of its own); an operation in a for loop's condition (none);
   the loop of a condition, braced or not; the if of a condition with
   its else part; a "continue" of a nested loop, which is not the outer
   loop's; a compound literal's braces, which end no statement; and the
   text written back with insertions, at one offset in sequence
   order.  */
#include <stdio.h>
#include <string.h>
#include "sync_source.h"

static const char text[] =
  "void f (int n, int *p)\n"                                  /* 1 */
  "{\n"                                                       /* 2 */
  "  g (1); /* a comment (with a paren */\n"                  /* 3 */
  "  if (n)\n"                                                /* 4 */
  "    g (2);\n"                                              /* 5 */
  "  else\n"                                                  /* 6 */
  "    { g (3); }\n"                                          /* 7 */
  "  n ? g (4) : g (5);\n"                                    /* 8 */
  "  for (int i = 0; p[i] < n; i++)\n"                        /* 9 */
  "    {\n"                                                   /* 10 */
  "      while (n--)\n"                                       /* 11 */
  "        continue;\n"                                       /* 12 */
  "      int q[2] = { 1, 2 }; h ((int[]) { 3 });\n"           /* 13 */
  "    }\n"                                                   /* 14 */
  "  while (n) n--;\n"                                        /* 15 */
  "}\n";                                                      /* 16 */

/* The token at LINE and the COL-th byte of it.  */
static int
tok (const struct src_text *t, int line, int col)
{
  return src_token_at (t, src_offset (t, line, col));
}

int
main (void)
{
  const char *path = "unit-source-text-statements.in";
  FILE *f = fopen (path, "w");
  fputs (text, f);
  fclose (f);
  struct src_text t;
  int fails = 0;
#define CHECK(c) \
  do { if (!(c)) { printf ("FAIL: %s\n", #c); fails++; } } while (0)
  CHECK (src_text_load (&t, path) == 0);
  int first, last, kw, lb, rb, close;
  enum src_stmt_ctx ctx;
  CHECK (src_statement (&t, tok (&t, 3, 3), &first, &last, &ctx) == 0
         && ctx == SRC_ITEM && first == tok (&t, 3, 3)
         && last == tok (&t, 3, 8));
  CHECK (src_statement (&t, tok (&t, 5, 5), &first, &last, &ctx) == 0
         && ctx == SRC_BODY);
  CHECK (src_statement (&t, tok (&t, 7, 7), &first, &last, &ctx) == 0
         && ctx == SRC_ITEM);
  CHECK (src_statement (&t, tok (&t, 8, 7), &first, &last, &ctx) == 0
         && first == tok (&t, 8, 3));
  CHECK (src_statement (&t, tok (&t, 9, 20), &first, &last, &ctx) < 0);
  CHECK (src_starts_item (&t, tok (&t, 9, 3)));
  CHECK (!src_starts_item (&t, tok (&t, 5, 5)));
  CHECK (src_loop_of_header (&t, tok (&t, 9, 20), &kw, &lb, &rb) == 0
         && kw == tok (&t, 9, 3) && lb == tok (&t, 10, 5)
         && rb == tok (&t, 14, 5));
  CHECK (src_loop_of_header (&t, tok (&t, 15, 10), &kw, &lb, &rb) == 0
         && kw == tok (&t, 15, 3) && rb == tok (&t, 15, 16));
  CHECK (src_if_of_condition (&t, tok (&t, 4, 7), &kw, &close, &last) == 0
         && kw == tok (&t, 4, 3) && last == tok (&t, 7, 14));
  CHECK (!src_has_own_continue (&t, tok (&t, 10, 5), tok (&t, 14, 5)));
  CHECK (src_has_own_continue (&t, tok (&t, 12, 9), tok (&t, 12, 17)));
  CHECK (src_statement (&t, tok (&t, 13, 30), &first, &last, &ctx) == 0
         && first == tok (&t, 13, 28));
  char a[] = "A", b[] = "B", c[] = "C";
  struct src_insert ins[3] = { { src_offset (&t, 3, 3), 2, b },
                               { src_offset (&t, 2, 1), 0, c },
                               { src_offset (&t, 3, 3), 1, a } };
  FILE *out = fopen ("unit-source-text-statements.out", "w+");
  CHECK (src_write_with (&t, ins, 3, out) == 0);
  rewind (out);
  char buf[2048];
  size_t n = fread (buf, 1, sizeof buf - 1, out);
  buf[n] = 0;
  fclose (out);
  const char *want = "void f (int n, int *p)\nC{\n  ABg (1);";
  CHECK (!strncmp (buf, want, strlen (want)));
  CHECK (n == strlen (text) + 3);
  src_text_free (&t);
  remove (path);
  remove ("unit-source-text-statements.out");
  printf ("%d failures\n", fails);
  return fails != 0;
}
/* { dg-final { output-contains "0 failures" } } */
