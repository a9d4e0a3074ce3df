/* asc_sync_run.c -- write and read the text form of a run of sync
   instructions (see ascsync/asc_sync_run.h for the grammar).

   Shared by the plugin, which writes one run per program point into a
   function's table, and the simulator's asc_sync_run entry point, which
   reads it back.  */

#include <stdio.h>
#include <string.h>
#include "ascsync/asc_common.h"
#include "ascsync/asc_sync_run.h"

/* Largest line number and event id (offset) the form carries.  */
#define MAX_LINE 99999999
#define MAX_EVENT 99

/* Whether P is a pipe index a run can name (PIPE_S .. PIPE_ALL).  */
static int
pipe_ok (int p)
{
  return p >= 0 && p <= ASC_NPIPES;
}

/* See asc_sync_run.h.  */
int
asc_sync_run_format_op (char *buf, const struct asc_sync_op *op)
{
  if (!pipe_ok (op->pipe) || op->line < 0 || op->line > MAX_LINE)
    return -1;
  int n;
  if (op->kind == ASC_SYNC_BARRIER)
    n = snprintf (buf, ASC_SYNC_OP_MAX_TEXT + 1, "b,%s@%d",
                  asc_pipe_names[op->pipe], op->line);
  else if (op->kind == ASC_SYNC_SET || op->kind == ASC_SYNC_WAIT)
    {
      if (!pipe_ok (op->tpipe) || op->event < 0 || op->event > MAX_EVENT)
        return -1;
      n = snprintf (buf, ASC_SYNC_OP_MAX_TEXT + 1, "%c,%s,%s,%s%d@%d",
                    op->kind == ASC_SYNC_SET ? 's' : 'w',
                    asc_pipe_names[op->pipe], asc_pipe_names[op->tpipe],
                    op->from_arg ? "+" : "", op->event, op->line);
    }
  else
    return -1;
  return n > 0 && n <= ASC_SYNC_OP_MAX_TEXT ? n : -1;
}

/* Read a pipe name at *P followed by TERM; advance past TERM.  Returns
   the pipe index or -1.  */
static int
read_pipe (const char **p, char term)
{
  const char *end = strchr (*p, term);
  if (!end)
    return -1;
  for (int i = 0; i <= ASC_NPIPES; i++)
    if (strlen (asc_pipe_names[i]) == (size_t) (end - *p)
        && !strncmp (asc_pipe_names[i], *p, end - *p))
      {
        *p = end + 1;
        return i;
      }
  return -1;
}

/* Read a decimal number of at most MAX at *P; advance past it.  Returns
   the number or -1.  */
static int
read_number (const char **p, int max)
{
  const char *s = *p;
  long v = 0;
  if (*s < '0' || *s > '9')
    return -1;
  while (*s >= '0' && *s <= '9')
    {
      v = v * 10 + (*s++ - '0');
      if (v > max)
        return -1;
    }
  *p = s;
  return (int) v;
}

/* See asc_sync_run.h.  */
int
asc_sync_run_next (const char **p, struct asc_sync_op *op)
{
  const char *s = *p;
  if (!*s)
    return 0;
  struct asc_sync_op o;
  memset (&o, 0, sizeof o);
  char kind = *s;
  if (kind == 's')
    o.kind = ASC_SYNC_SET;
  else if (kind == 'w')
    o.kind = ASC_SYNC_WAIT;
  else if (kind == 'b')
    o.kind = ASC_SYNC_BARRIER;
  else
    return -1;
  if (s[1] != ',')
    return -1;
  s += 2;
  if (o.kind == ASC_SYNC_BARRIER)
    {
      if ((o.pipe = read_pipe (&s, '@')) < 0)
        return -1;
    }
  else
    {
      if ((o.pipe = read_pipe (&s, ',')) < 0
          || (o.tpipe = read_pipe (&s, ',')) < 0)
        return -1;
      if (*s == '+')
        {
          o.from_arg = 1;
          s++;
        }
      if ((o.event = read_number (&s, MAX_EVENT)) < 0 || *s++ != '@')
        return -1;
    }
  if ((o.line = read_number (&s, MAX_LINE)) < 0)
    return -1;
  if (*s == ';' && s[1])
    s++;
  else if (*s)
    return -1;
  *op = o;
  *p = s;
  return 1;
}
