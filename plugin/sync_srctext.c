/* sync_srctext.c -- a C source file as text and tokens, for source
   output (see sync_source.h).

   The source output writes the user's file back byte for byte, with
   sync calls inserted as text; finding where takes a little knowledge
   of C's lexical and statement structure, no more: tokens with their
   byte ranges (comments, preprocessor lines and literals skipped
   whole), brackets matched, the statement a token belongs to, the loop
   a condition belongs to, the braces around a token.  Anything the
   scan does not understand makes the caller refuse, never guess.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sync_source.h"

/* Append a token [START, END) of KIND to T.  */
static void
push_tok (struct src_text *t, int *cap, long start, long end, char kind)
{
  if (t->ntoks == *cap)
    {
      *cap = *cap ? 2 * *cap : 1024;
      t->toks = realloc (t->toks, *cap * sizeof *t->toks);
      if (!t->toks)
        abort ();
    }
  struct src_tok *k = &t->toks[t->ntoks++];
  k->start = start;
  k->end = end;
  k->kind = kind;
  k->match = -1;
}

static int
ident_char (int c)
{
  return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
         || (c >= '0' && c <= '9') || c == '$';
}

/* The offset past the comment, literal or directive starting at OFF of
   T (a line break escaped with a backslash continues a directive), or
   OFF when none starts there.  AT_LINE_START: only blanks precede OFF
   on its line.  */
static long
skip_non_token (const struct src_text *t, long off, int at_line_start)
{
  const char *b = t->buf;
  long n = t->len;
  if (b[off] == '/' && off + 1 < n && b[off + 1] == '/')
    {
      while (off < n && b[off] != '\n')
        off++;
      return off;
    }
  if (b[off] == '/' && off + 1 < n && b[off + 1] == '*')
    {
      off += 2;
      while (off + 1 < n && !(b[off] == '*' && b[off + 1] == '/'))
        off++;
      return off + 2 < n ? off + 2 : n;
    }
  if (b[off] == '#' && at_line_start)
    {
      while (off < n && b[off] != '\n')
        off += b[off] == '\\' && off + 1 < n ? 2 : 1;
      return off;
    }
  return off;
}

/* Split T's text into tokens.  */
static void
tokenize (struct src_text *t)
{
  int cap = 0;
  int line_start = 1;
  const char *b = t->buf;
  for (long off = 0; off < t->len;)
    {
      int c = (unsigned char) b[off];
      long past = skip_non_token (t, off, line_start);
      if (past != off)
        {
          off = past;
          continue;
        }
      if (c == '\n')
        line_start = 1;
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'
          || c == '\v')
        {
          off++;
          continue;
        }
      line_start = 0;
      long end = off + 1;
      char kind = 'p';
      if (c == '"' || c == '\'')
        {
          while (end < t->len && b[end] != c && b[end] != '\n')
            end += b[end] == '\\' ? 2 : 1;
          end = end < t->len ? end + 1 : t->len;
          kind = 's';
        }
      else if (ident_char (c))
        {
          kind = c >= '0' && c <= '9' ? 'n' : 'i';
          while (end < t->len && (ident_char (b[end])
                                  || (kind == 'n' && b[end] == '.')))
            end++;
        }
      push_tok (t, &cap, off, end, kind);
      off = end;
    }
}

/* Match the brackets of T's tokens.  */
static void
match_brackets (struct src_text *t)
{
  int *stack = malloc ((t->ntoks + 1) * sizeof *stack);
  int depth = 0, groups = 0;
  for (int i = 0; i < t->ntoks; i++)
    {
      t->toks[i].depth = groups;
      if (t->toks[i].kind != 'p')
        continue;
      char c = t->buf[t->toks[i].start];
      groups += (c == '(' || c == '[') - (c == ')' || c == ']');
      if (groups < 0)
        groups = 0;
      if (c == ')' || c == ']')
        t->toks[i].depth = groups;
      if (c == '(' || c == '[' || c == '{')
        stack[depth++] = i;
      else if (c == ')' || c == ']' || c == '}')
        {
          char open = c == ')' ? '(' : c == ']' ? '[' : '{';
          if (depth && t->buf[t->toks[stack[depth - 1]].start] == open)
            {
              int j = stack[--depth];
              t->toks[j].match = i;
              t->toks[i].match = j;
            }
        }
    }
  free (stack);
}

/* Record where T's lines start.  */
static void
index_lines (struct src_text *t)
{
  t->nlines = 1;
  for (long i = 0; i < t->len; i++)
    t->nlines += t->buf[i] == '\n';
  t->lines = malloc (t->nlines * sizeof *t->lines);
  int n = 0;
  t->lines[n++] = 0;
  for (long i = 0; i < t->len; i++)
    if (t->buf[i] == '\n')
      t->lines[n++] = i + 1;
}

/* See sync_source.h.  */
int
src_text_load (struct src_text *t, const char *path)
{
  memset (t, 0, sizeof *t);
  FILE *f = fopen (path, "rb");
  if (!f)
    return -1;
  long cap = 1 << 16;
  t->buf = malloc (cap + 1);
  size_t got;
  while ((got = fread (t->buf + t->len, 1, cap - t->len, f)) > 0)
    {
      t->len += got;
      if (t->len == cap)
        {
          cap *= 2;
          t->buf = realloc (t->buf, cap + 1);
        }
    }
  int bad = ferror (f);
  fclose (f);
  if (bad)
    {
      src_text_free (t);
      return -1;
    }
  t->buf[t->len] = 0;
  tokenize (t);
  match_brackets (t);
  index_lines (t);
  return 0;
}

/* See sync_source.h.  */
void
src_text_free (struct src_text *t)
{
  free (t->buf);
  free (t->toks);
  free (t->lines);
  memset (t, 0, sizeof *t);
}

/* See sync_source.h.  */
long
src_offset (const struct src_text *t, int line, int col)
{
  if (line < 1 || line > t->nlines || col < 1)
    return -1;
  long off = t->lines[line - 1];
  for (int c = 1; c < col; c++, off++)
    if (off >= t->len || t->buf[off] == '\n')
      return -1;
  return off;
}

/* See sync_source.h.  */
int
src_line_of (const struct src_text *t, long off)
{
  int lo = 0, hi = t->nlines - 1;
  while (lo < hi)
    {
      int mid = (lo + hi + 1) / 2;
      if (t->lines[mid] <= off)
        lo = mid;
      else
        hi = mid - 1;
    }
  return lo + 1;
}

/* See sync_source.h.  */
int
src_token_at (const struct src_text *t, long off)
{
  int lo = 0, hi = t->ntoks - 1;
  while (lo <= hi)
    {
      int mid = (lo + hi) / 2;
      if (t->toks[mid].start == off)
        return mid;
      if (t->toks[mid].start < off)
        lo = mid + 1;
      else
        hi = mid - 1;
    }
  return -1;
}

/* See sync_source.h.  */
int
src_tok_is (const struct src_text *t, int i, const char *s)
{
  if (i < 0 || i >= t->ntoks)
    return 0;
  size_t n = strlen (s);
  return (size_t) (t->toks[i].end - t->toks[i].start) == n
         && !memcmp (t->buf + t->toks[i].start, s, n);
}

/* Whether token I of T is the keyword of a statement whose
   parenthesized header may be followed by a body.  */
static int
header_keyword (const struct src_text *t, int i)
{
  return src_tok_is (t, i, "if") || src_tok_is (t, i, "for")
         || src_tok_is (t, i, "while") || src_tok_is (t, i, "switch");
}

/* Whether the ':' at token I of T ends a label (a goto label, case or
   default), not the middle of a conditional expression or a bit-field.
   Looks back at the tokens before it up to a statement boundary.  */
static int
label_colon (const struct src_text *t, int i)
{
  for (int j = i - 1; j >= 0; j--)
    {
      if (src_tok_is (t, j, "case") || src_tok_is (t, j, "default"))
        return 1;
      if (src_tok_is (t, j, "?"))
        return 0;
      if (src_tok_is (t, j, ";") || src_tok_is (t, j, "{")
          || src_tok_is (t, j, "}"))
        return j == i - 2 && t->toks[i - 1].kind == 'i';
      if ((src_tok_is (t, j, ")") || src_tok_is (t, j, "]"))
          && t->toks[j].match >= 0)
        j = t->toks[j].match;
    }
  return 0;
}

/* Whether the '{' at token OPEN of T opens an initializer or the braces
   of a compound literal (part of an expression), not a compound
   statement: after '=' or ',', after the ')' of a cast (not of a
   function's parameters or a statement's header), or inside such
   braces.  */
static int
expression_open_brace (const struct src_text *t, int open)
{
  if (open < 1)
    return 0;
  if (src_tok_is (t, open - 1, "=") || src_tok_is (t, open - 1, ","))
    return 1;
  if (src_tok_is (t, open - 1, "{"))
    return expression_open_brace (t, open - 1);
  if (!src_tok_is (t, open - 1, ")") || t->toks[open - 1].match < 1)
    return 0;
  int before = t->toks[open - 1].match - 1;
  return t->toks[before].kind != 'i' || src_tok_is (t, before, "return")
         || src_tok_is (t, before, "sizeof");
}

/* Whether the brace at token I of T (either one of a pair) belongs to
   an expression (expression_open_brace).  */
static int
expression_brace (const struct src_text *t, int i)
{
  int open = src_tok_is (t, i, "{") ? i : t->toks[i].match;
  return open > 0 && expression_open_brace (t, open);
}

/* The first token of the statement holding token I of T (also inside
   the parentheses and brackets of its expression), and its context; -1
   when I lies in the header of an if, for, while or switch, or in an
   initializer's braces.  */
static int
statement_start (const struct src_text *t, int i, enum src_stmt_ctx *ctx)
{
  *ctx = SRC_ITEM;
  for (int j = i - 1; j >= 0; j--)
    {
      /* Inside a group of the statement's expression (not a statement's
         header): its statement is the group's.  */
      if ((src_tok_is (t, j, "(") || src_tok_is (t, j, "["))
          && t->toks[j].match > i)
        {
          if (src_tok_is (t, j, "(") && header_keyword (t, j - 1))
            return -1;
          continue;
        }
      /* A ';' inside parentheses: a for statement's header (or a
         statement expression, not followed).  */
      if (src_tok_is (t, j, ";") && t->toks[j].depth > 0)
        return -1;
      if (src_tok_is (t, j, ";") || src_tok_is (t, j, "{"))
        return src_tok_is (t, j, "{") && expression_brace (t, j) ? -1 : j + 1;
      if (src_tok_is (t, j, "}"))
        {
          if (!expression_brace (t, j))
            return j + 1;
          j = t->toks[j].match;
          continue;
        }
      if (src_tok_is (t, j, "(") || src_tok_is (t, j, "["))
        return -1;
      if (src_tok_is (t, j, "else") || src_tok_is (t, j, "do"))
        {
          *ctx = SRC_BODY;
          return j + 1;
        }
      if (src_tok_is (t, j, ":") && label_colon (t, j))
        return j + 1;
      if ((src_tok_is (t, j, ")") || src_tok_is (t, j, "]")))
        {
          int open = t->toks[j].match;
          if (open < 0)
            return -1;
          if (src_tok_is (t, j, ")") && header_keyword (t, open - 1))
            {
              *ctx = SRC_BODY;
              return j + 1;
            }
          j = open;
        }
    }
  return 0;
}

/* The ';' ending the simple statement of T from token FROM on (its
   groups skipped), or -1 when a bracket closes first.  */
static int
semicolon_after (const struct src_text *t, int from)
{
  for (int j = from; j < t->ntoks; j++)
    {
      if (src_tok_is (t, j, ";"))
        return j;
      if (src_tok_is (t, j, "(") || src_tok_is (t, j, "[")
          || src_tok_is (t, j, "{"))
        {
          if (t->toks[j].match < 0)
            return -1;
          j = t->toks[j].match;
        }
      else if (src_tok_is (t, j, ")") || src_tok_is (t, j, "]")
               || src_tok_is (t, j, "}"))
        return -1;
    }
  return -1;
}

/* See sync_source.h.  */
int
src_statement (const struct src_text *t, int i, int *first, int *last,
               enum src_stmt_ctx *ctx)
{
  int s = statement_start (t, i, ctx);
  if (s < 0)
    return -1;
  static const char *const compound[] = { "if", "for", "while", "switch",
                                          "do", "else", "{", NULL };
  for (int k = 0; compound[k]; k++)
    if (src_tok_is (t, s, compound[k]))
      return -1;
  int semi = semicolon_after (t, s);
  if (semi <= i)
    return -1;
  *first = s;
  *last = semi;
  return 0;
}

/* The innermost group of T (a '(', '[' or '{' whose match follows)
   enclosing token I, or -1 (none, or a bracket with no match on the
   way).  */
static int
enclosing_group (const struct src_text *t, int i)
{
  for (int j = i - 1; j >= 0; j--)
    {
      if (t->toks[j].kind != 'p')
        continue;
      char c = t->buf[t->toks[j].start];
      if (c == ')' || c == ']' || c == '}')
        {
          if (t->toks[j].match < 0)
            return -1;
          j = t->toks[j].match;
        }
      else if (c == '(' || c == '[' || c == '{')
        return t->toks[j].match > i ? j : -1;
    }
  return -1;
}

static int statement_end (const struct src_text *t, int i);

/* See sync_source.h.  */
int
src_starts_item (const struct src_text *t, int i)
{
  enum src_stmt_ctx ctx;
  return statement_start (t, i, &ctx) == i && ctx == SRC_ITEM
         && !(i > 0 && src_tok_is (t, i - 1, ":"));
}

/* See sync_source.h.  */
int
src_loop_of_header (const struct src_text *t, int i, int *kw, int *lbrace,
                    int *rbrace)
{
  if (src_tok_is (t, i, "for") || src_tok_is (t, i, "while"))
    i += 2;
  else if (src_tok_is (t, i, "("))
    i++;
  int open = enclosing_group (t, i);
  if (open < 1 || !src_tok_is (t, open, "(")
      || (!src_tok_is (t, open - 1, "for")
          && !src_tok_is (t, open - 1, "while")))
    return -1;
  int close = t->toks[open].match;
  /* "do ... while (c);" has no body after its header.  */
  if (src_tok_is (t, close + 1, ";"))
    return -1;
  *kw = open - 1;
  *lbrace = close + 1;
  *rbrace = statement_end (t, close + 1);
  return *rbrace < 0 ? -1 : 0;
}

/* The last token of the statement starting at token I of T: a braced
   block, a simple statement ending in ';', or an if, for, while, do or
   switch statement of those; -1 for any other form.  */
static int
statement_end (const struct src_text *t, int i)
{
  if (src_tok_is (t, i, "{"))
    return t->toks[i].match;
  if (src_tok_is (t, i, "if") && src_tok_is (t, i + 1, "("))
    {
      int close = t->toks[i + 1].match;
      int end = close < 0 ? -1 : statement_end (t, close + 1);
      if (end >= 0 && src_tok_is (t, end + 1, "else"))
        end = statement_end (t, end + 2);
      return end;
    }
  if ((src_tok_is (t, i, "for") || src_tok_is (t, i, "while")
       || src_tok_is (t, i, "switch")) && src_tok_is (t, i + 1, "("))
    {
      int close = t->toks[i + 1].match;
      return close < 0 ? -1 : statement_end (t, close + 1);
    }
  if (src_tok_is (t, i, "do"))
    {
      int body = statement_end (t, i + 1);
      if (body < 0 || !src_tok_is (t, body + 1, "while")
          || !src_tok_is (t, body + 2, "(") || t->toks[body + 2].match < 0)
        return -1;
      int close = t->toks[body + 2].match;
      return src_tok_is (t, close + 1, ";") ? close + 1 : -1;
    }
  static const char *const compound[] = { "for", "while", "do", "switch",
                                          "else", "case", "default", NULL };
  for (int k = 0; compound[k]; k++)
    if (src_tok_is (t, i, compound[k]))
      return -1;
  return semicolon_after (t, i);
}

/* The innermost parenthesis of T enclosing token I directly (no other
   group between), or -1.  */
static int
enclosing_paren (const struct src_text *t, int i)
{
  int g = enclosing_group (t, i);
  return g >= 0 && src_tok_is (t, g, "(") ? g : -1;
}

/* See sync_source.h.  */
int
src_if_of_condition (const struct src_text *t, int i, int *kw, int *close,
                     int *last)
{
  int open = src_tok_is (t, i, "if") ? i + 1
             : src_tok_is (t, i, "(") && src_tok_is (t, i - 1, "if") ? i
             : enclosing_paren (t, i);
  if (open < 1 || !src_tok_is (t, open - 1, "if")
      || !src_tok_is (t, open, "(") || t->toks[open].match < 0)
    return -1;
  *kw = open - 1;
  *close = t->toks[open].match;
  *last = statement_end (t, *kw);
  return *last < 0 ? -1 : 0;
}

/* See sync_source.h.  */
int
src_has_own_continue (const struct src_text *t, int from, int to)
{
  for (int j = from; j <= to && j < t->ntoks; j++)
    {
      if (src_tok_is (t, j, "continue"))
        return 1;
      /* A nested loop's continue is its own: skip the loop.  One whose
         end is not found may hold one.  */
      if (src_tok_is (t, j, "for") || src_tok_is (t, j, "while")
          || src_tok_is (t, j, "do"))
        {
          int end = statement_end (t, j);
          if (end < 0)
            return 1;
          j = end;
        }
    }
  return 0;
}

/* See sync_source.h.  */
int
src_enclosing_braces (const struct src_text *t, int i, int *lbrace,
                      int *rbrace)
{
  int g = enclosing_group (t, i);
  while (g >= 0 && !src_tok_is (t, g, "{"))
    g = enclosing_group (t, g);
  if (g < 0)
    return -1;
  *lbrace = g;
  *rbrace = t->toks[g].match;
  return 0;
}

/* See sync_source.h.  */
int
src_has_word (const struct src_text *t, int from, int to, const char *word)
{
  for (int j = from < 0 ? 0 : from; j <= to && j < t->ntoks; j++)
    if (t->toks[j].kind == 'i' && src_tok_is (t, j, word))
      return 1;
  return 0;
}

/* The offset of the first byte of the line holding OFF in T.  */
static long
line_start_of (const struct src_text *t, long off)
{
  return t->lines[src_line_of (t, off) - 1];
}

/* See sync_source.h.  */
char *
src_indent_at (const struct src_text *t, long off)
{
  long s = line_start_of (t, off), e = s;
  while (e < t->len && (t->buf[e] == ' ' || t->buf[e] == '\t'))
    e++;
  char *r = malloc (e - s + 1);
  memcpy (r, t->buf + s, e - s);
  r[e - s] = 0;
  return r;
}

/* See sync_source.h.  */
int
src_first_on_line (const struct src_text *t, long off)
{
  for (long s = line_start_of (t, off); s < off; s++)
    if (t->buf[s] != ' ' && t->buf[s] != '\t')
      return 0;
  return 1;
}

/* See sync_source.h.  */
long
src_line_start (const struct src_text *t, long off)
{
  return line_start_of (t, off);
}

/* See sync_source.h.  */
long
src_next_line_start (const struct src_text *t, long end)
{
  long off = end;
  while (off < t->len && (t->buf[off] == ' ' || t->buf[off] == '\t'
                          || t->buf[off] == '\r'))
    off++;
  if (off + 1 < t->len && t->buf[off] == '/' && t->buf[off + 1] == '/')
    while (off < t->len && t->buf[off] != '\n')
      off++;
  return off < t->len && t->buf[off] == '\n' ? off + 1 : -1;
}

/* See sync_source.h.  */
int
src_call_removal (const struct src_text *t, int name, long *from, long *to,
                  int *eol)
{
  int first, last;
  enum src_stmt_ctx ctx;
  if (name < 0 || name + 1 >= t->ntoks || t->toks[name].kind != 'i'
      || !src_tok_is (t, name + 1, "(") || t->toks[name + 1].match < 0
      || src_statement (t, name, &first, &last, &ctx) != 0 || first != name
      || last != t->toks[name + 1].match + 1)
    return -1;
  if (ctx == SRC_BODY || (name > 0 && src_tok_is (t, name - 1, ":")))
    {
      /* The statement must stay: the ';' does.  */
      *eol = 0;
      *from = t->toks[name].start;
      *to = t->toks[last - 1].end;
      return 0;
    }
  *eol = 0;
  *from = t->toks[name].start;
  *to = t->toks[last].end;
  long e = *to;
  while (e < t->len && (t->buf[e] == ' ' || t->buf[e] == '\t'
                        || t->buf[e] == '\r'))
    e++;
  if (src_first_on_line (t, *from) && (e == t->len || t->buf[e] == '\n'))
    {
      *from = line_start_of (t, *from);
      *to = e;
      *eol = e < t->len;
    }
  return 0;
}

/* Order of insertions: by offset, then sequence.  */
static int
insert_cmp (const void *x, const void *y)
{
  const struct src_insert *a = x, *b = y;
  if (a->off != b->off)
    return a->off < b->off ? -1 : 1;
  return (a->seq > b->seq) - (a->seq < b->seq);
}

/* See sync_source.h.  */
int
src_write_with (const struct src_text *t, struct src_insert *ins, int n,
                FILE *out)
{
  qsort (ins, n, sizeof *ins, insert_cmp);
  long at = 0;
  for (int i = 0; i < n; i++)
    {
      if (ins[i].off > at)
        {
          fwrite (t->buf + at, 1, ins[i].off - at, out);
          at = ins[i].off;
        }
      fputs (ins[i].text, out);
      if (ins[i].off + ins[i].del + ins[i].eol > at)
        at = ins[i].off + ins[i].del + ins[i].eol;
    }
  fwrite (t->buf + at, 1, t->len - at, out);
  return ferror (out) ? -1 : 0;
}
