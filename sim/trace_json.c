/* trace_json.c -- Chrome trace-event export of a block's timeline.

   Writes the JSON object format of the Chrome trace-event spec, which
   Perfetto (ui.perfetto.dev) and chrome://tracing open:

     {"otherData": {...},
      "traceEvents": [ metadata..., slices..., flows... ]}

   One process ("ascsim AI Core") with one thread per pipe (S, V, M, MTE1,
   MTE2, MTE3, named by thread_name metadata events).  Each instruction
   is a complete event ("ph": "X") on its pipe's thread; each matched
   set_flag/wait_flag pair is a flow ("ph": "s" then "f") drawn as an
   arrow from the set to the wait.

   Time unit: "ts" and "dur" are simulated CYCLES written where the
   format expects microseconds, so 1 us in the viewer is 1 cycle (at the
   910A's 1.0 GHz, 1 cycle = 1 ns).  otherData says so in the file.

   The file is valid JSON however few events it holds, strings are
   escaped, and non-finite numbers are written as 0.  A file that cannot
   be created or written is reported to the caller (core.c makes it an
   error that stops the run).  */

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "sim_internal.h"

struct asc_json
{
  FILE *f;
  char *path;
  int nevents;          /* events written so far (for the separators) */
};

/* Write S as a JSON string literal (with quotes) to F.  Control
   characters, '"' and '\\' are escaped; valid UTF-8 passes through; a
   byte that does not start a valid UTF-8 sequence becomes U+FFFD.  */
static void
put_string (FILE *f, const char *s)
{
  const unsigned char *p = (const unsigned char *) (s ? s : "");
  fputc ('"', f);
  while (*p)
    {
      unsigned c = *p;
      if (c == '"' || c == '\\')
        {
          fputc ('\\', f);
          fputc ((int) c, f);
          p++;
        }
      else if (c < 0x20)
        {
          switch (c)
            {
            case '\n': fputs ("\\n", f); break;
            case '\t': fputs ("\\t", f); break;
            case '\r': fputs ("\\r", f); break;
            default: fprintf (f, "\\u%04x", c); break;
            }
          p++;
        }
      else if (c < 0x80)
        {
          fputc ((int) c, f);
          p++;
        }
      else
        {
          /* Length of a well-formed UTF-8 sequence starting with C (no
             overlong two-byte forms), or 0.  */
          int len = c >= 0xc2 && c <= 0xdf ? 2
                    : c >= 0xe0 && c <= 0xef ? 3
                    : c >= 0xf0 && c <= 0xf4 ? 4 : 0;
          int ok = len > 0;
          for (int i = 1; ok && i < len; i++)
            ok = (p[i] & 0xc0) == 0x80;
          if (ok)
            {
              fwrite (p, 1, (size_t) len, f);
              p += len;
            }
          else
            {
              fputs ("\\ufffd", f);
              p++;
            }
        }
    }
  fputc ('"', f);
}

/* Write the number X (cycles) to F; non-finite values as 0.  */
static void
put_num (FILE *f, double x)
{
  if (!isfinite (x))
    x = 0.0;
  fprintf (f, "%.3f", x);
}

/* Start a new event: the separator, then "{".  */
static void
begin_event (struct asc_json *j)
{
  fputs (j->nevents++ ? ",\n{" : "\n{", j->f);
}

/* Track (thread id) of PIPE; anything out of range goes to S.  */
static int
track (int pipe)
{
  return pipe >= 0 && pipe < ASC_NPIPES ? pipe : ASC_PIPE_S;
}

/* Open PATH for writing and write the header (TIMING names the timing
   mode the trace shows: "written", "barrier-all" or "ideal") and the
   metadata naming the process and the pipe tracks.  Returns NULL, with
   errno set, when PATH cannot be created; the caller says so.  */
struct asc_json *
asc_json_open (const char *path, const char *timing)
{
  FILE *f = fopen (path, "w");
  if (!f)
    return NULL;
  struct asc_json *j = calloc (1, sizeof *j);
  if (!j || !(j->path = strdup (path)))
    {
      free (j);
      fclose (f);
      errno = ENOMEM;
      return NULL;
    }
  j->f = f;
  fprintf (f, "{\"otherData\": {\"generator\": \"ascsim\", "
           "\"time_unit\": \"cycle\", \"timing\": \"%s\", "
           "\"note\": \"ts and dur are simulated cycles: 1 us in the "
           "viewer is 1 cycle\"},\n\"traceEvents\": [", timing);

  begin_event (j);
  fputs ("\"ph\": \"M\", \"pid\": 1, \"tid\": 0, \"name\": "
         "\"process_name\", \"args\": {\"name\": \"ascsim AI Core\"}}", f);
  for (int p = 0; p < ASC_NPIPES; p++)
    {
      begin_event (j);
      fprintf (f, "\"ph\": \"M\", \"pid\": 1, \"tid\": %d, \"name\": "
               "\"thread_name\", \"args\": {\"name\": ", p);
      put_string (f, asc_pipe_names[p]);
      fputs ("}}", f);
      begin_event (j);
      fprintf (f, "\"ph\": \"M\", \"pid\": 1, \"tid\": %d, \"name\": "
               "\"thread_sort_index\", \"args\": {\"sort_index\": %d}}", p,
               p);
    }
  return j;
}

/* Write a complete event: NAME ran on PIPE from START for DUR cycles;
   WHERE (file:line, may be NULL) goes into its args.  */
void
asc_json_slice (struct asc_json *j, int pipe, const char *name,
                const char *where, double start, double dur)
{
  if (!j)
    return;
  FILE *f = j->f;
  begin_event (j);
  fprintf (f, "\"ph\": \"X\", \"pid\": 1, \"tid\": %d, \"cat\": \"pipe\", "
           "\"name\": ", track (pipe));
  put_string (f, name);
  fputs (", \"ts\": ", f);
  put_num (f, start);
  fputs (", \"dur\": ", f);
  put_num (f, dur > 0 ? dur : 0.0);
  if (where)
    {
      fputs (", \"args\": {\"where\": ", f);
      put_string (f, where);
      fputc ('}', f);
    }
  fputc ('}', f);
}

/* Write flow ID from FROM_PIPE at FROM_T to TO_PIPE at TO_T, called
   NAME.  The end binds to the slice enclosing TO_T on TO_PIPE ("bp":
   "e"); the start to the slice enclosing FROM_T on FROM_PIPE.  */
void
asc_json_flow (struct asc_json *j, int id, int from_pipe, double from_t,
               int to_pipe, double to_t, const char *name)
{
  if (!j)
    return;
  FILE *f = j->f;
  begin_event (j);
  fprintf (f, "\"ph\": \"s\", \"pid\": 1, \"tid\": %d, \"cat\": \"flag\", "
           "\"id\": %d, \"name\": ", track (from_pipe), id);
  put_string (f, name);
  fputs (", \"ts\": ", f);
  put_num (f, from_t);
  fputc ('}', f);
  begin_event (j);
  fprintf (f, "\"ph\": \"f\", \"bp\": \"e\", \"pid\": 1, \"tid\": %d, "
           "\"cat\": \"flag\", \"id\": %d, \"name\": ", track (to_pipe), id);
  put_string (f, name);
  fputs (", \"ts\": ", f);
  put_num (f, to_t);
  fputc ('}', f);
}

/* Finish the JSON document and close the file.  Returns 0, or -1 with
   errno set when the file could not be written (a full device); the
   caller says so.  J may be NULL (returns 0).  */
int
asc_json_close (struct asc_json *j)
{
  if (!j)
    return 0;
  fputs ("\n]}\n", j->f);
  errno = 0;
  int failed = fflush (j->f) != 0 || ferror (j->f);
  int err = errno;
  if (fclose (j->f) != 0 && !failed)
    {
      failed = 1;
      err = errno;
    }
  free (j->path);
  free (j);
  errno = failed ? (err ? err : EIO) : 0;
  return failed ? -1 : 0;
}
