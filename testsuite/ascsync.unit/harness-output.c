/* Harness self-test: a dg-do run test whose output is checked.  */
/* { dg-do run } */
/* { dg-ascsync-run-args "first {second word}" } */
#include <stdio.h>

int
main (int argc, char **argv)
{
  puts ("infra smoke ok");
  for (int i = 1; i < argc; i++)
    printf ("arg %d: [%s]\n", i, argv[i]);
  fprintf (stderr, "to stderr\n");
  return 0;
}

/* { dg-final { output-contains "infra smoke ok" } } */
/* { dg-final { output-contains {arg 2: \[second word\]} } } */
/* { dg-final { output-count "arg \[0-9\]" 2 } } */
/* { dg-final { output-contains "to stderr" } } */
/* { dg-final { output-not-contains "arg 3" } } */
/* { dg-final { exit-status 0 } } */
