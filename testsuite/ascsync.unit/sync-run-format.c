/* { dg-do run } */
/* The text form of a run of sync instructions (ascsync/asc_sync_run.h),
   which the plugin writes and the simulator reads: every kind of
   instruction reads back as written, and text that is not a well-formed
   run is refused where it goes wrong.  */

#include <stdio.h>
#include <string.h>
#include "ascsync/asc_common.h"
#include "ascsync/asc_sync_run.h"

static int nfail;

static void
expect (int ok, const char *what)
{
  if (!ok)
    {
      nfail++;
      printf ("FAIL: %s\n", what);
    }
}

/* Write OPS (N of them) as one run, read it back, compare.  */
static void
round_trip (const struct asc_sync_op *ops, int n, const char *want)
{
  char text[8 * (ASC_SYNC_OP_MAX_TEXT + 1)];
  size_t at = 0;
  for (int i = 0; i < n; i++)
    {
      if (i)
        text[at++] = ';';
      int len = asc_sync_run_format_op (text + at, &ops[i]);
      expect (len > 0, "format an op");
      at += len;
    }
  text[at] = 0;
  expect (!strcmp (text, want), want);
  const char *p = text;
  struct asc_sync_op op;
  for (int i = 0; i < n; i++)
    {
      expect (asc_sync_run_next (&p, &op) == 1, "read an op");
      expect (op.kind == ops[i].kind && op.pipe == ops[i].pipe
              && op.line == ops[i].line, "kind, pipe and line read back");
      if (op.kind != ASC_SYNC_BARRIER)
        expect (op.tpipe == ops[i].tpipe && op.event == ops[i].event
                && op.from_arg == ops[i].from_arg,
                "destination and id read back");
    }
  expect (asc_sync_run_next (&p, &op) == 0, "run ends");
}

/* TEXT must be refused at its first op, the pointer left there.  */
static void
refused (const char *text)
{
  const char *p = text;
  struct asc_sync_op op;
  int r = asc_sync_run_next (&p, &op);
  char what[128];
  snprintf (what, sizeof what, "refused: \"%s\"", text);
  expect (r == -1 && p == text, what);
}

int
main (void)
{
  struct asc_sync_op ops[] = {
    { ASC_SYNC_SET, ASC_PIPE_V, ASC_PIPE_MTE2, 0, 0, 129 },
    { ASC_SYNC_WAIT, ASC_PIPE_MTE2, ASC_PIPE_V, 1, 1, 130 },
    { ASC_SYNC_BARRIER, ASC_PIPE_V, 0, 0, 0, 131 },
    { ASC_SYNC_BARRIER, ASC_PIPE_ALL, 0, 0, 0, 0 },
    { ASC_SYNC_SET, ASC_PIPE_S, ASC_PIPE_MTE3, 7, 0, 99999999 },
  };
  round_trip (ops, 5, "s,V,MTE2,0@129;w,MTE2,V,+1@130;b,V@131;b,ALL@0;"
                      "s,S,MTE3,7@99999999");
  round_trip (ops + 2, 1, "b,V@131");

  /* Values the form cannot carry are not written.  */
  char buf[ASC_SYNC_OP_MAX_TEXT + 1];
  struct asc_sync_op bad = ops[0];
  bad.line = 100000000;
  expect (asc_sync_run_format_op (buf, &bad) == -1, "line too large");
  bad = ops[0];
  bad.tpipe = 7;
  expect (asc_sync_run_format_op (buf, &bad) == -1, "no pipe 7");
  bad = ops[0];
  bad.event = -1;
  expect (asc_sync_run_format_op (buf, &bad) == -1, "negative event");

  refused ("x,V@1");
  refused ("b,FOO@1");
  refused ("b,V");
  refused ("b,V@");
  refused ("s,V,MTE2,0");
  refused ("s,V,MTE2,100@1");
  refused ("s,V,MTE2,1@2x");
  refused ("s,V,MTE2,1@2;");
  refused ("w,V@3");
  refused ("s,V,MTE2,-1@3");

  /* A second op that is bad stops the read there.  */
  const char *two = "b,V@1;b,Q@2";
  const char *p = two;
  struct asc_sync_op op;
  expect (asc_sync_run_next (&p, &op) == 1 && op.line == 1, "first op");
  expect (asc_sync_run_next (&p, &op) == -1 && !strcmp (p, "b,Q@2"),
          "bad second op refused in place");

  printf ("%d failures\n", nfail);
  return nfail != 0;
}
/* { dg-final { output-contains "0 failures" } } */
