/* The Chrome trace export is valid JSON: an empty trace, and a small
   timed trace with one slice per instruction, a flow (start and finish)
   per matched set_flag/wait_flag, thread_name metadata for every pipe,
   and file names with quotes, backslashes, control characters, UTF-8 and
   invalid bytes escaped.  Checked with a small self-contained JSON
   parser.  */
/* { dg-do run } */
#include "timing-test.h"

/* --- a minimal strict JSON parser (RFC 8259 syntax) -------------------- */

static const char *jp;          /* parse position */
static int jerr;
/* Counts over the whole document.  */
static int n_x, n_s, n_f, n_m, n_thread_names, n_where_weird;
static char pipe_seen[16][16];

static void
ws (void)
{
  while (*jp == ' ' || *jp == '\t' || *jp == '\n' || *jp == '\r')
    jp++;
}

static int parse_value (char *strbuf, size_t len);

/* Parse a string into BUF (decoded, NUL-terminated; \uXXXX kept only as
   '?' unless ASCII).  */
static int
parse_string (char *buf, size_t len)
{
  size_t n = 0;
  if (*jp != '"')
    return 0;
  jp++;
  while (*jp != '"')
    {
      unsigned char c = (unsigned char) *jp;
      if (c == 0 || c < 0x20)
        return 0;
      if (c == '\\')
        {
          jp++;
          char e = *jp;
          if (e == 'u')
            {
              unsigned v = 0;
              for (int i = 1; i <= 4; i++)
                {
                  char h = jp[i];
                  if (!((h >= '0' && h <= '9') || (h >= 'a' && h <= 'f')
                        || (h >= 'A' && h <= 'F')))
                    return 0;
                  v = v * 16 + (unsigned) (h <= '9' ? h - '0'
                                           : (h | 32) - 'a' + 10);
                }
              jp += 4;
              c = v < 0x80 ? (unsigned char) v : '?';
            }
          else if (strchr ("\"\\/bfnrt", e) && e)
            c = e == 'n' ? '\n' : e == 't' ? '\t' : e == 'r' ? '\r'
                : e == 'b' ? '\b' : e == 'f' ? '\f' : (unsigned char) e;
          else
            return 0;
        }
      if (n + 1 < len)
        buf[n++] = (char) c;
      jp++;
    }
  jp++;
  buf[n] = 0;
  return 1;
}

static int
parse_number (void)
{
  const char *s = jp;
  if (*jp == '-')
    jp++;
  if (*jp == '0')
    jp++;
  else if (*jp >= '1' && *jp <= '9')
    while (*jp >= '0' && *jp <= '9')
      jp++;
  else
    return 0;
  if (*jp == '.')
    {
      jp++;
      if (!(*jp >= '0' && *jp <= '9'))
        return 0;
      while (*jp >= '0' && *jp <= '9')
        jp++;
    }
  if (*jp == 'e' || *jp == 'E')
    {
      jp++;
      if (*jp == '+' || *jp == '-')
        jp++;
      if (!(*jp >= '0' && *jp <= '9'))
        return 0;
      while (*jp >= '0' && *jp <= '9')
        jp++;
    }
  return jp > s;
}

/* Parse an object; record what the checks need.  */
static int
parse_object (void)
{
  char key[64], val[256], ph[8] = "", name[64] = "", argname[64] = "";
  long tid = -1;
  jp++;
  ws ();
  if (*jp == '}')
    {
      jp++;
      return 1;
    }
  for (;;)
    {
      ws ();
      if (!parse_string (key, sizeof key))
        return 0;
      ws ();
      if (*jp++ != ':')
        return 0;
      ws ();
      val[0] = 0;
      if (strcmp (key, "tid") == 0)
        tid = strtol (jp, NULL, 10);
      if (!parse_value (val, sizeof val))
        return 0;
      if (strcmp (key, "ph") == 0)
        snprintf (ph, sizeof ph, "%s", val);
      else if (strcmp (key, "name") == 0)
        snprintf (name, sizeof name, "%s", val);
      else if (strcmp (key, "where") == 0
               && strcmp (val, "we\"ird\\dir/k\t\xc3\xa9?.c:4") == 0)
        n_where_weird++;
      else if (strcmp (key, "args") == 0)
        snprintf (argname, sizeof argname, "%s", val);
      ws ();
      if (*jp == ',')
        {
          jp++;
          continue;
        }
      if (*jp++ != '}')
        return 0;
      break;
    }
  if (strcmp (ph, "X") == 0)
    n_x++;
  else if (strcmp (ph, "s") == 0)
    n_s++;
  else if (strcmp (ph, "f") == 0)
    n_f++;
  else if (strcmp (ph, "M") == 0)
    {
      n_m++;
      if (strcmp (name, "thread_name") == 0 && tid >= 0 && tid < 16)
        {
          n_thread_names++;
          snprintf (pipe_seen[tid], sizeof pipe_seen[tid], "%s", argname);
        }
    }
  return 1;
}

/* Parse any value; a string's text goes to STRBUF, and an object's
   "name" member (for thread_name args) too.  */
static int
parse_value (char *strbuf, size_t len)
{
  ws ();
  switch (*jp)
    {
    case '"':
      return parse_string (strbuf, len);
    case '{':
      {
        /* Peek the args object of metadata: {"name": "V"}.  */
        const char *save = jp;
        char k[16], v[64];
        jp++;
        ws ();
        if (parse_string (k, sizeof k) && strcmp (k, "name") == 0)
          {
            ws ();
            if (*jp == ':')
              {
                jp++;
                ws ();
                if (parse_string (v, sizeof v))
                  snprintf (strbuf, len, "%s", v);
              }
          }
        jp = save;
        return parse_object ();
      }
    case '[':
      jp++;
      ws ();
      if (*jp == ']')
        {
          jp++;
          return 1;
        }
      for (;;)
        {
          char tmp[256];
          if (!parse_value (tmp, sizeof tmp))
            return 0;
          ws ();
          if (*jp == ',')
            {
              jp++;
              continue;
            }
          return *jp++ == ']';
        }
    case 't':
      return strncmp (jp, "true", 4) == 0 && (jp += 4);
    case 'f':
      return strncmp (jp, "false", 5) == 0 && (jp += 5);
    case 'n':
      return strncmp (jp, "null", 4) == 0 && (jp += 4);
    default:
      return parse_number ();
    }
}

/* Read PATH and parse it as one JSON document; resets the counts.  */
static int
parse_file (const char *path)
{
  static char text[1 << 20];
  FILE *f = fopen (path, "rb");
  if (!f)
    return 0;
  size_t n = fread (text, 1, sizeof text - 1, f);
  fclose (f);
  text[n] = 0;
  if (strlen (text) != n)
    return 0;                   /* a NUL byte inside */
  n_x = n_s = n_f = n_m = n_thread_names = n_where_weird = 0;
  memset (pipe_seen, 0, sizeof pipe_seen);
  jp = text;
  char top[8];
  jerr = !parse_value (top, sizeof top);
  ws ();
  return !jerr && *jp == 0 && text[0] == '{';
}

/* Write TEXT to PATH.  */
static void
write_file (const char *path, const char *text)
{
  FILE *f = fopen (path, "w");
  if (f)
    {
      fputs (text, f);
      fclose (f);
    }
}

int
main (void)
{
  const asc_model *m = &asc_model_910a;
  const char *path = "trace-json-valid.json";

  /* The parser itself rejects what it must.  */
  write_file (path, "{\"a\": [1, 2]}");
  tt_assert ("parser accepts a valid document", parse_file (path));
  write_file (path, "{\"a\": [1, 2,]}");
  tt_assert ("parser rejects a trailing comma", !parse_file (path));
  write_file (path, "{\"a\": \"x\ty\"}");
  tt_assert ("parser rejects a raw control character", !parse_file (path));
  write_file (path, "{\"a\": 1} x");
  tt_assert ("parser rejects trailing text", !parse_file (path));

  /* An empty trace file.  */
  struct asc_json *j = asc_json_open (path, "written");
  tt_assert ("open", j != NULL);
  asc_json_close (j);
  tt_assert ("empty trace is valid JSON", parse_file (path));
  tt_check ("empty: slices", (uint64_t) n_x, 0);
  tt_check ("empty: thread names", (uint64_t) n_thread_names, ASC_NPIPES);
  for (int p = 0; p < ASC_NPIPES; p++)
    {
      char what[64];
      snprintf (what, sizeof what, "track %d named %s", p, asc_pipe_names[p]);
      tt_assert (what, strcmp (pipe_seen[p], asc_pipe_names[p]) == 0);
    }

  /* load; MTE2 -> V; vadds; V -> MTE3; store; pipe_barrier (ALL); a
     scalar load: 9 instructions, 2 set/wait pairs.  */
  TT (copy_gm_to_ubuf, NONE, 0, 0, 0, 1, 8, 0, 0);
  TT (set_flag, NONE, ASC_PIPE_MTE2, ASC_PIPE_V, 0);
  TT (wait_flag, NONE, ASC_PIPE_MTE2, ASC_PIPE_V, 0);
  size_t v = TT (vadds, F16, 4096, 0, 0, 1, 1, 1, 8, 8);
  TT (set_flag, NONE, ASC_PIPE_V, ASC_PIPE_MTE3, 0);
  TT (wait_flag, NONE, ASC_PIPE_V, ASC_PIPE_MTE3, 0);
  TT (copy_ubuf_to_gm, NONE, 8192, 4096, 0, 1, 8, 0, 0);
  TT (pipe_barrier, NONE, ASC_PIPE_ALL);
  tt_scalar (0, ASC_SPACE_GM, 8192, 4);
  /* A call site whose name needs escaping: quote, backslash, tab,
     U+00E9 in UTF-8, and a byte that is not UTF-8.  */
  tt_core.trace.ins[v].file = "we\"ird\\dir/k\t\xc3\xa9\xff.c";

  j = asc_json_open (path, "written");
  asc_timing t;
  asc_time_block (&tt_core, m, ASCSIM_MODE_WRITTEN, &t, j);
  /* Only the mode given the handle writes to the trace.  */
  asc_time_block (&tt_core, m, ASCSIM_MODE_IDEAL, &t, NULL);
  asc_time_block (&tt_core, m, ASCSIM_MODE_BARRIER_ALL, &t, NULL);
  asc_json_close (j);
  tt_assert ("timed trace is valid JSON", parse_file (path));
  tt_check ("slices (one per instruction)", (uint64_t) n_x, 9);
  tt_check ("flow starts (one per set/wait pair)", (uint64_t) n_s, 2);
  tt_check ("flow ends", (uint64_t) n_f, 2);
  tt_check ("metadata events", (uint64_t) n_m, 1 + 2 * ASC_NPIPES);
  tt_check ("escaped call site found", (uint64_t) n_where_weird, 1);

  /* The ideal timing (--ascsim-trace-timing=ideal) ignores the sync:
     a slice for each of the 4 other instructions, no flows.  */
  j = asc_json_open (path, "ideal");
  asc_time_block (&tt_core, m, ASCSIM_MODE_IDEAL, &t, j);
  asc_json_close (j);
  tt_assert ("ideal trace is valid JSON", parse_file (path));
  tt_check ("ideal: slices (the sync left out)", (uint64_t) n_x, 4);
  tt_check ("ideal: flow starts", (uint64_t) n_s, 0);
  tt_check ("ideal: flow ends", (uint64_t) n_f, 0);
  tt_check ("ideal: escaped call site found", (uint64_t) n_where_weird, 1);

  /* Unwritable path: NULL, and the NULL handle is accepted everywhere.  */
  j = asc_json_open ("no-such-dir/x/trace.json", "written");
  tt_assert ("unwritable path gives NULL", j == NULL);
  asc_json_slice (NULL, 0, "x", "y", 0, 1);
  asc_json_flow (NULL, 1, 0, 0, 1, 1, "x");
  asc_json_close (NULL);

  puts (tt_failures ? "trace-json-valid: FAIL" : "trace-json-valid: PASS");
  return tt_failures != 0;
}

/* { dg-final { output-contains "trace-json-valid: PASS" } } */
/* { dg-final { output-not-contains "FAIL" } } */
