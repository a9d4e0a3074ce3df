/* sync_source.h -- the GCC-independent half of source output
   (-fplugin-arg-ascsync-source=FILE): reading a C source file as
   tokens, finding the statement, loop and function body a token belongs
   to, and applying text insertions (sync_srctext.c); and mapping a
   planned insertion, a point in the plugin's CFG, to a source position
   with the same effect on every path (sync_srcmap.c).  */

#ifndef ASCSYNC_SYNC_SOURCE_H
#define ASCSYNC_SYNC_SOURCE_H

#include "sync.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One token of a C source file: bytes [START, END) of the text.  KIND
   is 'i' (identifier or keyword), 'n' (number), 's' (string or
   character literal) or 'p' (punctuator, one byte).  MATCH: for a
   bracket ( [ { or ) ] }, the index of the matching one (-1: none).
   DEPTH: how many parentheses and square brackets enclose it.  */
struct src_tok
{
  long start, end;
  char kind;
  int match;
  int depth;
};

/* A source file's text, its tokens (comments and preprocessor
   directives skipped) and the offsets its lines start at.  */
struct src_text
{
  char *buf;
  long len;
  struct src_tok *toks;
  int ntoks;
  long *lines;               /* LINES[K]: the start of line K + 1 */
  int nlines;
};

/* Read the file PATH into T and split it into tokens.  Returns 0, or
   -1 when it cannot be read (T is then empty).  */
int src_text_load (struct src_text *t, const char *path);

/* Free what src_text_load allocated.  */
void src_text_free (struct src_text *t);

/* The byte offset of LINE (from 1) and byte column COL (from 1) in T,
   or -1 when there is no such position.  */
long src_offset (const struct src_text *t, int line, int col);

/* The line (from 1) holding byte OFF of T.  */
int src_line_of (const struct src_text *t, long off);

/* The index of the token starting at byte OFF of T, or -1.  */
int src_token_at (const struct src_text *t, long off);

/* Whether token I of T exists and is the text S.  */
int src_tok_is (const struct src_text *t, int i, const char *s);

/* How a statement stands in its enclosing statement.  */
enum src_stmt_ctx
{
  SRC_ITEM,                  /* an item of a compound statement (or
                                after a label): other statements may be
                                written before and after it */
  SRC_BODY                   /* the unbraced body of if, else, for,
                                while or do: text around it must be
                                braced */
};

/* The statement of T token I belongs to (also from inside the
   parentheses and brackets of its expression): its first token *FIRST
   and its terminating ';' *LAST, and how it stands (*CTX).  Returns 0,
   or -1 when token I lies in the header of an if, for, while or switch
   statement, or the statement cannot be delimited.  */
int src_statement (const struct src_text *t, int i, int *first, int *last,
                   enum src_stmt_ctx *ctx);

/* Whether token I of T begins a statement that is an item of a
   compound statement (where a declaration may go before it).  */
int src_starts_item (const struct src_text *t, int i);

/* The loop statement whose parenthesized header holds token I of T
   ("for (...; I ...; ...)" or "while (I ...)", or I its keyword or
   its opening parenthesis): its keyword *KW and the first and last
   token of its body, *LBRACE and *RBRACE (its braces when it is
   braced).  Returns 0, or -1 when I lies in no such header or the body
   has a form src_if_of_condition does not follow.  */
int src_loop_of_header (const struct src_text *t, int i, int *kw,
                        int *lbrace, int *rbrace);

/* Whether a "continue" among tokens FROM .. TO of T (a loop's body)
   belongs to that loop: one not inside a loop nested in it.  */
int src_has_own_continue (const struct src_text *t, int from, int to);

/* The if statement whose keyword is token I of T, or whose
   parenthesized condition holds token I directly: its keyword *KW, the
   token ending its condition *CLOSE and the last token of the whole
   statement *LAST (its last body or else part: braced, a simple
   statement ending in ';', or a statement of those).  Returns 0, or -1
   when I lies in no such condition or the statement has a form this
   does not follow.  */
int src_if_of_condition (const struct src_text *t, int i, int *kw,
                         int *close, int *last);

/* The innermost braces of T enclosing token I: *LBRACE and *RBRACE.
   Returns 0, or -1 when none encloses it.  */
int src_enclosing_braces (const struct src_text *t, int i, int *lbrace,
                          int *rbrace);

/* Whether T has the identifier WORD among tokens FROM .. TO.  */
int src_has_word (const struct src_text *t, int from, int to,
                  const char *word);

/* The leading white space of the line holding byte OFF of T, as a
   newly allocated string.  */
char *src_indent_at (const struct src_text *t, long off);

/* Whether byte OFF of T is the first non-blank byte of its line.  */
int src_first_on_line (const struct src_text *t, long off);

/* The offset of the first byte of the line holding byte OFF of T.  */
long src_line_start (const struct src_text *t, long off);

/* The start of the line after the one holding byte END - 1 of T (the
   end of a token), when nothing but blanks and a // comment follow END
   on its line; otherwise (or when no line follows) -1.  */
long src_next_line_start (const struct src_text *t, long end);

/* The bytes [*FROM, *TO) of T to delete to remove the call statement
   whose callee's name is token NAME ("set_flag (...);"): the whole
   statement, with its line's indentation and trailing blanks when it
   is alone on its line (*EOL 1: the newline that ends the line may go
   too); only the call when it is the unbraced body of if, else, for,
   while or do, or follows a label (its ';' stays, an empty statement).
   Returns 0, or -1 when the call is not a statement of its own (part
   of an expression, a header of a statement).  */
int src_call_removal (const struct src_text *t, int name, long *from,
                      long *to, int *eol);

/* Text insertions into a source file: each TEXT goes at byte OFF; at one
   offset, in the order of SEQ; then DEL bytes from OFF on are left out
   (a deletion: TEXT empty), and with EOL the newline after them, which
   a fix-it hint cannot remove.  LINES: TEXT is whole lines, each ended
   by a newline, and OFF a line's start.  GROUP: the caller's.  */
struct src_insert
{
  long off;
  int seq;
  char *text;
  int lines;
  int group;
  long del;
  int eol;
};

/* Write T's text to OUT with the N insertions and deletions INS applied
   (INS is sorted in place; an insertion inside deleted bytes is written
   where the deletion starts).  Returns 0, or -1 on a write error.  */
int src_write_with (const struct src_text *t, struct src_insert *ins, int n,
                    FILE *out);

/* --- sync_srcmap.c --- */

/* A point of a function's CFG as the plugin sees it: between the K-th
   and the (K+1)-th operation of block A (POS; K from 0 to the block's
   operation count), or on the edge A -> B (EDGE; A -1: from the
   function's entry).  Code between two operations does not matter:
   points between the same two operations are one point.  */
struct src_point
{
  int edge;
  int a, b;
};

/* The point right before operation OP of FN, or (AFTER) right after
   it.  */
struct src_point src_op_point (const struct sync_func *fn, int op,
                               int after);

/* The point insertion S of a plan for FN goes at.  */
struct src_point src_point_of_insn (const struct sync_func *fn,
                                    const struct sync_insn *s);

/* Whether P and Q are one point for sync: every path from P reaches Q
   before any operation and before the function's exit, and every path
   reaching Q comes from P past no operation since (or the same with P
   and Q swapped).  So code inserted at P runs, on every path, exactly
   when it would at Q, between the same two operations.  */
int src_points_equivalent (const struct sync_func *fn, struct src_point p,
                           struct src_point q);

/* Whether Q follows P with no operation between them on every path
   from P (P and Q equivalent, or P earlier in a straight line).  */
int src_point_precedes (const struct sync_func *fn, struct src_point p,
                        struct src_point q);

/* The operations src_adjacent_ops finds, save those reached only
   round an edge back in reverse post order into a block B with
   ENCLOSING[B] (the header of a loop that encloses P's statement: in
   its next iteration).  */
int src_adjacent_ops_in_iteration (const struct sync_func *fn,
                                   struct src_point p, int dir, int *ops,
                                   const char *enclosing);

/* The operations of FN reached first from P, forward (DIR > 0: the
   next operations) or backward (DIR < 0: the previous ones): writes
   them to OPS (room for FN->NOPS) and returns their count; *BOUNDARY
   is set when some path reaches the function's exit (forward) or entry
   (backward) first.  */
int src_adjacent_ops (const struct sync_func *fn, struct src_point p,
                      int dir, int *ops, int *boundary);

#ifdef __cplusplus
}
#endif

#endif /* ASCSYNC_SYNC_SOURCE_H */
