/* gimple_srcout.cc -- the end of source output (see gimple_source.cc):
   the records of every function (what each source position gets) are
   checked for copies that disagree, composed into text insertions
   (statements on lines of their own where the position begins or ends
   a line, else in line; braces around an unbraced body, a comma
   expression around a call), and written: the main file with the
   insertions to FILE (-fplugin-arg-ascsync-source=FILE), and the same
   insertions as fix-it hints, a note per function
   (-fplugin-arg-ascsync-fixits).  */

#include "ascsync-gcc.h"
#include "gimple_source.h"

/* Order of records: by position, then kind, then recording.  */
static int
rec_cmp (const void *x, const void *y)
{
  const struct src_rec *a = (const struct src_rec *) x;
  const struct src_rec *b = (const struct src_rec *) y;
  if (a->tok != b->tok)
    return a->tok < b->tok ? -1 : 1;
  if (a->kind != b->kind)
    return a->kind < b->kind ? -1 : 1;
  return (a->order > b->order) - (a->order < b->order);
}

/* Append to the obstack-less string buffer *OUT (of *CAP bytes) the
   text S.  */
static void
append (char **out, size_t *cap, const char *s)
{
  size_t have = *out ? strlen (*out) : 0, add = strlen (s);
  if (have + add + 1 > *cap)
    {
      *cap = 2 * (have + add + 1);
      *out = XRESIZEVEC (char, *out, *cap);
      (*out)[have] = 0;
    }
  memcpy (*out + have, s, add + 1);
}

/* The lines of TEXT (a record's, see struct src_rec) written as
   statements or, COMMA, as the operands of a comma expression: each
   with PRE before and POST after it; into a new string.  */
static char *
compose_lines (const char *text, bool comma, const char *pre,
               const char *post)
{
  char *out = NULL;
  size_t cap = 0;
  append (&out, &cap, "");
  for (const char *l = text; *l;)
    {
      const char *nl = strchr (l, '\n');
      char *line = xstrndup (l, nl - l);
      char *call = line, *guard = NULL;
      if (line[0] == '\001')
        {
          guard = line + 1;
          call = strchr (guard, '\001');
          *call++ = 0;
        }
      char stmt[600];
      if (guard && comma)
        snprintf (stmt, sizeof stmt, "(%s != 0 ? %s : (void) 0)", guard,
                  call);
      else if (guard)
        snprintf (stmt, sizeof stmt, "if (%s != 0) %s;", guard, call);
      else
        snprintf (stmt, sizeof stmt, comma ? "%s" : "%s;", call);
      append (&out, &cap, pre);
      append (&out, &cap, stmt);
      append (&out, &cap, post);
      free (line);
      l = nl + 1;
    }
  return out;
}

/* Order at one offset: whole lines that follow the line before come
   first, then those that go before the line's own text.  */
#define SEQ_BEFORE_LINE 1000

/* Push into INS the insertion TEXT at OFF, ordered at one offset by
   SEQ, of record R's function; LINES: TEXT is whole lines at a line's
   start.  */
static void
push_insert (vec<src_insert> *ins, const struct src_rec *r, long off,
             int seq, bool lines, char *text)
{
  struct src_insert i = { off, seq, text, lines, r->group, 0, 0 };
  ins->safe_push (i);
}

/* TEXT's lines as whole lines, each indented as the line holding
   INDENT_OFF plus EXTRA, new.  */
static char *
whole_lines (const char *text, long indent_off, const char *extra)
{
  char *ind = src_indent_at (&ascsync_src_text, indent_off);
  char *pre = concat (ind, extra, NULL);
  char *r = compose_lines (text, false, pre, "\n");
  free (ind);
  free (pre);
  return r;
}

/* TEXT's lines as statements before the token at OFF, for record R:
   lines of their own before its line when the token begins it, else
   in front of it.  */
static void
lines_before (vec<src_insert> *ins, const struct src_rec *r,
              const char *text, long off, const char *extra, int seq)
{
  if (src_first_on_line (&ascsync_src_text, off))
    push_insert (ins, r, src_line_start (&ascsync_src_text, off),
                 SEQ_BEFORE_LINE + seq, true, whole_lines (text, off, extra));
  else
    push_insert (ins, r, off, seq, false,
                 compose_lines (text, false, "", " "));
}

/* TEXT's lines as statements after the token ending at END, for record
   R: lines of their own after its line, indented as the line holding
   INDENT_OFF plus EXTRA, when nothing but a comment follows the token
   there; else right after it.  */
static void
lines_after (vec<src_insert> *ins, const struct src_rec *r, const char *text,
             long end, long indent_off, const char *extra, int seq)
{
  long next = src_next_line_start (&ascsync_src_text, end);
  if (next < 0)
    push_insert (ins, r, end, seq, false,
                 compose_lines (text, false, " ", ""));
  else
    push_insert (ins, r, next, seq, true,
                 whole_lines (text, indent_off, extra));
}

/* The insertions of an operation's position: B and A its records
   before and after (either may be null).  */
static void
place_op_position (vec<src_insert> *ins, const struct src_rec *b,
                   const struct src_rec *a)
{
  const struct src_rec *r = b ? b : a;
  long start = ascsync_src_text.toks[r->tok].start;
  long end = ascsync_src_text.toks[r->span_last].end;
  const char *bt = b ? b->text : "", *at = a ? a->text : "";
  int seq = REC_BEFORE * 4;
  if (r->form == FORM_ITEM)
    {
      if (*bt)
        lines_before (ins, r, bt, start, "", seq);
      if (*at)
        lines_after (ins, r, at, end, start, "", seq + 1);
      return;
    }
  if (!*bt && !*at)
    return;
  bool comma = r->form == FORM_COMMA;
  char *t = compose_lines (bt, comma, "", comma ? ", " : " ");
  push_insert (ins, r, start, seq, false,
               concat (comma ? "(" : "{ ", t, NULL));
  free (t);
  t = compose_lines (at, comma, comma ? ", " : " ", "");
  push_insert (ins, r, end, seq + 1, false,
               concat (t, comma ? ")" : " }", NULL));
  free (t);
}

/* Order at one offset: a deletion after what is inserted there.  */
#define SEQ_DELETE 100000

/* The insertions of record R, not of an operation's position.  */
static void
place_record (vec<src_insert> *ins, const struct src_rec *r)
{
  long from, to;
  int eol;
  if (r->kind == REC_REMOVE
      && src_call_removal (&ascsync_src_text, r->tok, &from, &to, &eol) == 0)
    {
      push_insert (ins, r, from, SEQ_DELETE, false, xstrdup (""));
      ins->last ().del = to - from;
      ins->last ().eol = eol;
      return;
    }
  if (!*r->text)
    return;
  const struct src_tok *k = &ascsync_src_text.toks[r->tok];
  int seq = r->kind * 4;
  switch (r->kind)
    {
    case REC_DECL:
    case REC_ENTRY:
    case REC_IF_BEFORE:
      lines_before (ins, r, r->text, k->start, "", seq);
      break;
    case REC_LATCH:
      push_insert (ins, r, k->start, seq, false,
                   compose_lines (r->text, true, "", ", "));
      break;
    case REC_INCR:
      if (r->form == FORM_COMMA)
        push_insert (ins, r, k->start, seq, false,
                     compose_lines (r->text, true, "", ", "));
      else
        lines_before (ins, r, r->text, k->start, "  ", seq);
      break;
    case REC_FEND:
      lines_before (ins, r, r->text, k->start, "  ", seq);
      break;
    case REC_EXIT:
    case REC_IF_AFTER:
      lines_after (ins, r, r->text, k->end,
                   ascsync_src_text.toks[r->span_last].start, "", seq);
      break;
    case REC_COUNTERS:
    case REC_FSTART:
      lines_after (ins, r, r->text, k->end, k->start, "  ", seq);
      break;
    case REC_REMOVE:
      break;
    }
}

/* Whether the copies RECS[FROM .. TO - 1] of one position agree (the
   same calls, written in the same form); reports the first that does
   not.  */
static bool
copies_agree (const vec<src_rec> &recs, int from, int to)
{
  for (int i = from + 1; i < to; i++)
    if (strcmp (recs[i].text, recs[from].text)
        || recs[i].form != recs[from].form
        || recs[i].span_last != recs[from].span_last)
      {
        int line = src_line_of (&ascsync_src_text,
                                ascsync_src_text.toks[recs[i].tok].start);
        error_at (recs[i].floc,
                  "ascsync: the sync of %qs cannot go into the source: "
                  "GCC made copies of the code at line %d (inlining, "
                  "peeling, unswitching) that need different sync there, "
                  "and the source has one copy (at %<-O0%> GCC makes "
                  "none)", recs[i].fname, line);
        if (strcmp (recs[i].fname, recs[from].fname))
          inform (recs[from].floc, "the other copy is in %qs",
                  recs[from].fname);
        return false;
      }
  return true;
}

/* The location of LINE and byte column COL of the main file, or
   UNKNOWN_LOCATION: made from the ordinary line map of the main file
   that holds the line.  */
static location_t
main_file_location (int line, int col)
{
  const line_map_ordinary *best = NULL;
  for (unsigned i = 0; i < LINEMAPS_ORDINARY_USED (line_table); i++)
    {
      const line_map_ordinary *m = LINEMAPS_ORDINARY_MAP_AT (line_table, i);
      if (ORDINARY_MAP_FILE_NAME (m)
          && !strcmp (ORDINARY_MAP_FILE_NAME (m), main_input_filename)
          && ORDINARY_MAP_STARTING_LINE_NUMBER (m) <= (linenum_type) line)
        best = m;
    }
  if (!best)
    return UNKNOWN_LOCATION;
  location_t loc = linemap_position_for_line_and_column (line_table, best,
                                                         line, col);
  expanded_location x = expand_location (loc);
  if (!x.file || strcmp (x.file, main_input_filename) || x.line != line
      || x.column != col)
    return UNKNOWN_LOCATION;
  return loc;
}

/* See gimple_source.h.  */
location_t
ascsync_src_location (long off)
{
  int line = src_line_of (&ascsync_src_text, off);
  long ls = src_line_start (&ascsync_src_text, off);
  return main_file_location (line, (int) (off - ls) + 1);
}

/* Add insertion I to RL as fix-it hints: one per line of whole lines
   (at column 1 of the line they go before), else one.  Returns false
   when a position has no location.  */
static bool
add_fixits (rich_location *rl, const struct src_insert *i)
{
  if (i->del)
    return false;             /* mode strip: no fix-it hints */
  location_t loc = ascsync_src_location (i->off);
  if (loc == UNKNOWN_LOCATION)
    return false;
  if (!i->lines)
    {
      rl->add_fixit_insert_before (loc, i->text);
      return true;
    }
  for (const char *l = i->text; *l;)
    {
      const char *nl = strchr (l, '\n');
      char *one = xstrndup (l, nl - l + 1);
      rl->add_fixit_insert_before (loc, one);
      free (one);
      l = nl + 1;
    }
  return true;
}

/* Order of insertions (pointers to them): by group, then offset, then
   sequence.  */
static int
ins_ptr_cmp (const void *x, const void *y)
{
  const struct src_insert *a = *(const struct src_insert *const *) x;
  const struct src_insert *b = *(const struct src_insert *const *) y;
  if (a->group != b->group)
    return a->group < b->group ? -1 : 1;
  if (a->off != b->off)
    return a->off < b->off ? -1 : 1;
  return (a->seq > b->seq) - (a->seq < b->seq);
}

/* GCC's patch printer (-fdiagnostics-generate-patch) prints a run of
   lines with fix-its wrongly when it mixes lines edited in place with
   lines that only have lines inserted before them: it lists the old
   edited lines first and the others as context after them.  So in a
   run of consecutive lines with insertions (INS[0 .. N - 1], in order
   of offset, LINE[K] the line of INS[K]) that has a line edited in
   place, each line that only has lines inserted before it is also
   edited, by a no-op replacement of its first byte, added to RL.  */
static void
complete_mixed_runs (rich_location *rl, const struct src_insert *const *ins,
                     int n, const int *line)
{
  for (int a = 0; a < n;)
    {
      /* The run: insertions A .. B - 1, on consecutive lines.  */
      int b = a + 1;
      while (b < n && line[b] - line[b - 1] <= 1)
        b++;
      bool mixed = false;
      for (int k = a; k < b; k++)
        mixed |= !ins[k]->lines;
      for (int k = a; k < b && mixed; k++)
        {
          bool edited = false;
          for (int m = a; m < b; m++)
            edited |= !ins[m]->lines && line[m] == line[k];
          long off = ins[k]->off;
          if (!ins[k]->lines || edited || off >= ascsync_src_text.len
              || ascsync_src_text.buf[off] == '\n')
            continue;
          location_t loc = main_file_location (line[k], 1);
          char same[2] = { ascsync_src_text.buf[off], 0 };
          if (loc != UNKNOWN_LOCATION)
            rl->add_fixit_replace (loc, same);
        }
      a = b;
    }
}

/* A note per function with its insertions INS as fix-it hints, for
   -fdiagnostics-generate-patch and tools that apply them; the notes in
   the order of the functions' first positions in the file.  */
static void
give_fixits (const vec<src_insert> &ins)
{
  int n = ins.length (), ng = ascsync_src_nfunctions;
  const struct src_insert **sorted = XNEWVEC (const struct src_insert *,
                                              n + 1);
  for (int i = 0; i < n; i++)
    sorted[i] = &ins[i];
  qsort (sorted, n, sizeof *sorted, ins_ptr_cmp);
  int *line = XNEWVEC (int, n + 1);
  for (int i = 0; i < n; i++)
    line[i] = src_line_of (&ascsync_src_text, sorted[i]->off);
  /* Group G's insertions: SORTED[FROM[G] .. FROM[G + 1] - 1].  */
  int *from = XCNEWVEC (int, ng + 2);
  for (int i = 0; i < n; i++)
    from[ins[i].group + 1]++;
  for (int g = 0; g < ng; g++)
    from[g + 1] += from[g];
  bool *given = XCNEWVEC (bool, ng + 1);
  const vec<src_rec> &recs = ascsync_src_records;
  for (unsigned r = 0; r < recs.length (); r++)
    {
      int g = recs[r].group, a = from[g], b = from[g + 1];
      if (given[g] || a == b)
        continue;
      given[g] = true;
      bool all = true;
      rich_location rl (line_table, recs[r].floc);
      for (int k = a; k < b; k++)
        all &= add_fixits (&rl, sorted[k]);
      complete_mixed_runs (&rl, sorted + a, b - a, line + a);
      if (all)
        inform (&rl, "ascsync: the sync of %qs as edits of the source",
                recs[r].fname);
      else
        inform (recs[r].floc, "ascsync: the sync of %qs has a position with "
                "no location for a fix-it hint: none given", recs[r].fname);
    }
  XDELETEVEC (sorted);
  XDELETEVEC (line);
  XDELETEVEC (from);
  XDELETEVEC (given);
}

/* The insertions of the records RECS (sorted, their copies agreeing)
   into INS: one per position.  */
static void
place_records (const vec<src_rec> &recs, vec<src_insert> *ins)
{
  for (unsigned i = 0; i < recs.length (); i++)
    {
      const struct src_rec *r = &recs[i];
      if (i > 0 && recs[i - 1].tok == r->tok && recs[i - 1].kind == r->kind)
        continue;
      if (r->kind == REC_BEFORE)
        {
          /* Its REC_AFTER, if any, follows among the records of TOK.  */
          const struct src_rec *a = NULL;
          for (unsigned j = i + 1; j < recs.length () && recs[j].tok == r->tok
                                   && !a; j++)
            if (recs[j].kind == REC_AFTER)
              a = &recs[j];
          place_op_position (ins, r, a);
        }
      else if (r->kind == REC_AFTER)
        {
          bool had_before = false;
          for (unsigned j = i; j-- > 0 && recs[j].tok == r->tok;)
            had_before |= recs[j].kind == REC_BEFORE;
          if (!had_before)
            place_op_position (ins, NULL, r);
        }
      else
        place_record (ins, r);
    }
}

/* Write the output file and give the fix-it hints from the records; at
   the end of the unit.  */
static void
source_finish (void *, void *)
{
  if (ascsync_src_refused || seen_error () || !ascsync_src_load ())
    return;
  vec<src_rec> &recs = ascsync_src_records;
  recs.qsort (rec_cmp);
  bool ok = true;
  for (unsigned i = 0; i < recs.length () && ok;)
    {
      unsigned j = i;
      while (j < recs.length () && recs[j].tok == recs[i].tok
             && recs[j].kind == recs[i].kind)
        j++;
      ok = copies_agree (recs, i, j);
      i = j;
    }
  if (!ok)
    return;
  vec<src_insert> ins = vNULL;
  place_records (recs, &ins);
  if (ascsync_source_fixits)
    give_fixits (ins);
  if (ascsync_source_path)
    {
      FILE *out = fopen (ascsync_source_path, "w");
      if (!out
          || src_write_with (&ascsync_src_text, ins.address (),
                             ins.length (), out) != 0
          || fclose (out) != 0)
        error ("ascsync: cannot write %qs: %m", ascsync_source_path);
    }
  for (unsigned i = 0; i < ins.length (); i++)
    free (ins[i].text);
  ins.release ();
}

/* See ascsync-gcc.h.  */
void
ascsync_source_register (const char *plugin_name)
{
  register_callback (plugin_name, PLUGIN_FINISH_UNIT,
                     ascsync_src_check_hidden_sync, NULL);
  register_callback (plugin_name, PLUGIN_FINISH, source_finish, NULL);
}
