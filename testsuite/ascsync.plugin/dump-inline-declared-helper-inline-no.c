/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-inline=no" } */
/* With inline=no, GCC's inliner weighs the "static inline" helper of
   dump-inline-declared-helper.c as it would without the plugin, and
   leaves it a call: its work is summarised at each call.  */
#include "inline-helper-kernel.h"
/* { dg-final { scan-ascsync-dump "call chain \\(summarised" } } */
