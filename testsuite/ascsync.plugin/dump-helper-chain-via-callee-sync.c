/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=redundancy -fplugin-arg-ascsync-warn=no-provenance" } */
/* Step S's move into L0A (in the helper, helper-chain.h) is ordered
   before step S + 2's move into that slot by the pair handing the L1
   slot back to MTE2 after step S's move, then step S + 2's load, then
   the helper's own pair from that load to its move: the caller's flow
   now follows the last link, which is inside the helper (what the
   helper's sync orders before an operation of the copy of its work
   entering the call: sync_op.entry_via), and its chains start at the
   copy of a helper's work leaving the call on the pipe the helper's
   sync orders it before (sync_op.work_ord).  Before, a pipe_barrier
   (PIPE_MTE2) and a pipe_barrier (PIPE_MTE1) went before every call.
   Twin: run-helper-chain-via-callee-sync.c.  */
#include "helper-chain.h"
/* { dg-final { scan-ascsync-dump-not "same-pipe barrier \\(MTE2\\)" } } */
/* { dg-final { scan-ascsync-dump-not "same-pipe barrier \\(MTE1\\)" } } */
/* { dg-final { scan-ascsync-dump "primed and drained around L0" } } */
