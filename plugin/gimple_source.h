/* gimple_source.h -- what the three files of source output share
   (-fplugin-arg-ascsync-source=FILE, -fplugin-arg-ascsync-fixits): the
   main file's text, the source positions of a function
   (gimple_srcpos.cc), the records of what each position gets
   (gimple_source.cc), written out at the end of the unit
   (gimple_srcout.cc).  Include after ascsync-gcc.h.  */

#ifndef ASCSYNC_GIMPLE_SOURCE_H
#define ASCSYNC_GIMPLE_SOURCE_H

#include "sync_source.h"

/* The main file's text (ascsync_src_load).  */
extern struct src_text ascsync_src_text;

/* Read the main file once (an error when it cannot be).  Returns
   whether its text is there.  (gimple_srcpos.cc)  */
bool ascsync_src_load (void);

/* Refuse the unit when -DASCSYNC_NO_HAND_SYNC hid hand-written sync
   calls of the main file from the compilation: a PLUGIN_FINISH_UNIT
   callback.  (gimple_source.cc)  */
void ascsync_src_check_hidden_sync (void *, void *);

/* The location of byte OFF of the main file, or UNKNOWN_LOCATION.
   (gimple_srcout.cc)  */
location_t ascsync_src_location (long off);

/* The token of the main file at location LOC (the expansion point of a
   macro), or -1.  (gimple_srcpos.cc)  */
int ascsync_src_token (location_t loc);

/* What one copy of a source position gets.  */
enum rec_kind
{
  REC_BEFORE, REC_AFTER,     /* an operation's statement or call */
  REC_DECL, REC_ENTRY,       /* before a loop statement: its counters'
                                start, the sync */
  REC_LATCH,                 /* a for statement's third clause */
  REC_INCR,                  /* the count of a loop's counters */
  REC_EXIT,                  /* after a loop statement */
  REC_IF_BEFORE, REC_IF_AFTER, /* before and after an if statement */
  REC_COUNTERS,              /* a function body's start: declarations
                                of its loops' counters */
  REC_FSTART, REC_FEND,      /* a function body's start and end */
  REC_REMOVE                 /* a hand-written sync call, deleted (mode
                                strip) */
};

struct src_rec
{
  int tok;                   /* the position's token */
  int kind;                  /* enum rec_kind */
  int form;                  /* REC_BEFORE/AFTER: enum op_form */
  int span_last;             /* REC_BEFORE/AFTER: the span's last token */
  char *text;                /* the calls, each ending in '\n' */
  char *fname;               /* the function it came from */
  location_t floc;
  int order;                 /* order of recording */
  int group;                 /* the function's number, in order */
};

/* How an operation's source position is written around.  */
enum op_form
{
  FORM_NONE,                 /* no position */
  FORM_ITEM,                 /* a statement of a compound statement */
  FORM_BODY,                 /* an unbraced body: braces are added */
  FORM_COMMA                 /* a call in an expression: "(sync, call)" */
};

/* The source position of one operation: tokens FIRST .. LAST of the
   main file, written around as FORM; AFTER_OK: code may follow it.  */
struct op_src
{
  int tok;                   /* the operation's own token */
  int first, last;
  enum op_form form;
  bool after_ok;
  int call_close;            /* a call: its closing parenthesis, else -1 */
  bool void_call;
};

/* The source positions of one loop of a function: the loop statement's
   keyword and body braces (KW -1: none), whether a position before it
   (ENTRY, the CFG point where control enters the loop) and after it
   (EXIT) exists, and whether its iterations may be counted in the
   source (a counter declared before it and counted at the end of its
   body: no "continue", no "goto").  */
#define MAX_COUNTERS 4

struct loop_src
{
  int kw, lbrace, rbrace;
  bool has_entry, has_exit, counter_ok;
  struct src_point entry, exit;
  /* A for statement's third clause, tokens INCR .. its end (-1: none),
     when its code starts the loop's latch, whose start is LATCH: the
     position of what runs at the end of every iteration, "continue"
     too.  */
  int incr;
  bool has_latch;
  struct src_point latch;
  int line, col;             /* the name of its counters */
  /* The counters used: from 0, or (PHASE > 0) from the value at the
     loop's entry of the variable START names (sync_insn.RPHASE).  */
  int ncounters;
  int phase[MAX_COUNTERS];
  const char *start[MAX_COUNTERS];
};

/* The source positions of a function: its body's braces (-1: none),
   its start and end (the end only without return statements), and
   whether it has a goto (no loop or function positions then: a jump
   may enter between a position and its point).  */
struct func_src
{
  int lbrace, rbrace;
  bool jumps, has_start, has_end;
  struct src_point start, end;
};

/* The positions before and after an if statement: its keyword KW and
   last token LAST; BEFORE the point where its condition starts, AFTER
   the point where its paths join (when no jump leaves it).  */
struct if_src
{
  int kw, last;
  bool has_before, has_after;
  struct src_point before, after;
};

/* What one function's positions are: per operation, per loop, its own
   (see above); FIRST / LAST per operation: 1 when it is the first /
   last operation of its position on every path, 0 when not, -1 not
   known yet.  */
struct func_positions
{
  const struct sync_func *fn;
  struct op_src *ops;
  struct loop_src *loops;
  struct if_src *ifs;
  int nifs;
  struct func_src f;
  signed char *first, *last;
  int *gfirst, *glast;       /* per operation, the first and last of
                                the operations of its statement */
  int *buf;
  const vec<basic_block> *bbs_vec;
  int *cond_block, *cond_tok;  /* the blocks ending in a condition with a
                                  token, and the tokens */
  int nconds;
};

/* What every function recorded gave each source position, in order
   of recording; whether a function was refused; how many functions
   were recorded.  (gimple_source.cc)  */
extern vec<src_rec> ascsync_src_records;
extern bool ascsync_src_refused;
extern int ascsync_src_nfunctions;

/* The source positions of function FUN (FN its operations and blocks,
   STMTS their statements, BBS the blocks) into *P.  Release with
   ascsync_src_positions_release.  (gimple_srcpos.cc)  */
void ascsync_src_positions (struct func_positions *p, function *fun,
                            const struct sync_func *fn,
                            const vec<gimple *> &stmts,
                            const vec<basic_block> &bbs);

/* Free what ascsync_src_positions allocated in P.  */
void ascsync_src_positions_release (struct func_positions *p);

/* Whether operation X of P is the first (DIR < 0) or last (DIR > 0)
   operation of its position (see gimple_srcpos.cc).  */
bool ascsync_src_span_end_p (struct func_positions *p, int x, int dir);

/* The single operation adjacent to point AT of P in direction DIR, or
   -1 (none, several, or the function's entry or exit among them).  */
int ascsync_src_single_adjacent (struct func_positions *p,
                                 struct src_point at, int dir);

#endif /* ASCSYNC_GIMPLE_SOURCE_H */
