/* asc_sync_run.h -- the text form of runs of sync instructions.

   The ascsync plugin emits the set_flag / wait_flag / pipe_barrier
   instructions it places at one program point as a single call of the
   host entry point asc_sync_run (TABLE, OFF), or asc_sync_run_id (TABLE,
   OFF, ID) when event ids rotate with a loop, instead of one five-argument
   call per instruction: each call costs GCC's RTL passes time, so one
   short call per point keeps the compile cheap.  TABLE is one string
   constant per function, so every call passes the same address (one
   register for the whole function) and a small integer.  The simulator
   executes the instructions at TABLE + OFF in order, exactly as the
   separate calls would (same trace, same findings, same cycles).

   TABLE holds NUL-terminated strings, readable in the assembly:

     table := FILE '\0' (ops '\0')*     FILE: the file findings name
     ops   := op (';' op)*               one run, at offset OFF
     op    := 's' ',' PIPE ',' PIPE ',' ID '@' LINE     set_flag
            | 'w' ',' PIPE ',' PIPE ',' ID '@' LINE     wait_flag
            | 'b' ',' PIPE '@' LINE                     pipe_barrier
     PIPE  := S | V | M | MTE1 | MTE2 | MTE3 | ALL
     ID    := N            the event id N
            | '+' N        ID + N, ID the call's id argument
     LINE  := N            the source line findings name (0: none)

   for example "kernels/add.c\0s,V,MTE2,0@129;w,MTE2,V,+1@130\0b,V@131".

   Shared by the plugin (which writes TABLE) and the simulator (which
   reads it): one definition of the form.  */

#ifndef ASCSYNC_ASC_SYNC_RUN_H
#define ASCSYNC_ASC_SYNC_RUN_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Kinds of instruction in a run.  */
enum asc_sync_kind
{
  ASC_SYNC_SET,
  ASC_SYNC_WAIT,
  ASC_SYNC_BARRIER
};

/* One instruction of a run.  */
struct asc_sync_op
{
  enum asc_sync_kind kind;
  int pipe;                  /* source pipe (set/wait), or the barrier's */
  int tpipe;                 /* destination pipe (set/wait) */
  int event;                 /* event id, or its offset from the id
                                argument when FROM_ARG */
  int from_arg;              /* the id is the call's argument + EVENT */
  int line;
};

/* The longest text asc_sync_run_format_op writes, without the NUL.  */
#define ASC_SYNC_OP_MAX_TEXT 48

/* Write the text of OP (no separator) to BUF, which has room for
   ASC_SYNC_OP_MAX_TEXT + 1 bytes.  Returns the length written, or -1
   when OP has a pipe, event or line out of range (nothing usable is
   written then).  */
int asc_sync_run_format_op (char *buf, const struct asc_sync_op *op);

/* Read the next instruction of a run: *P points at an op (the start of
   the run, or just after a ';').  On success stores it in *OP, moves *P
   past it and its separator and returns 1; returns 0 when *P is at the
   NUL that ends the run; returns -1 for text that is not a well-formed
   op (*P is left unchanged).  */
int asc_sync_run_next (const char **p, struct asc_sync_op *op);

#ifdef __cplusplus
}
#endif

#endif /* ASCSYNC_ASC_SYNC_RUN_H */
