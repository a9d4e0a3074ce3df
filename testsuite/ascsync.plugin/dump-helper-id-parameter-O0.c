/* Keep mode at -O0: hand-written sync inside a helper whose event id is
   a parameter that nothing bounds (no IPA ranges at -O0).  A valid id
   is one of the target's, the one the caller gives: the helper's flags
   stand in for the caller's slot ids, and the plugin adds nothing (it
   took the id for any id and fell back to scalar waits around the
   call).  Run twin: run-helper-id-parameter-O0.c.  */
/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=deps,plan" } */
#include "helper-id-parameter.h"

/* { dg-final { scan-ascsync-dump "summary k: deps=\[0-9\]+ set=0 wait=0 barrier=0 fallback=0 pairs=0" } } */
/* { dg-final { scan-ascsync-dump "summary tile: deps=\[0-9\]+ set=0 wait=0 barrier=0 fallback=0" } } */
