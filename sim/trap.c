/* trap.c -- tracing of the kernel's scalar loads and stores of UB and GM.

   Kernels read and write UB (and GM) from scalar C code, e.g. to fetch a
   reduction result or an index.  On the AI Core those accesses belong to
   the scalar pipe and need set_flag/wait_flag against the vector and MTE
   pipes like any other access, so the checker must see them.  While a
   kernel runs, the kernel-visible views of UB (the local window) and of
   the GM arena are mapped PROT_NONE.  A scalar access faults; the
   SIGSEGV handler notes the address and whether it writes (x86-64 page
   fault error code), opens the views and single-steps the instruction
   (EFLAGS.TF); the SIGTRAP handler then records the access in the trace
   and closes the views again.  The width of a store (a read-modify-write
   faults as one) is what its instruction writes (store_width.c), else
   the extent of the bytes it changed (at least 1); a load is recorded
   as 1 byte, which is enough to meet the 32-byte blocks that vector and
   DMA accesses use.

   A fault anywhere else is a real crash of the kernel: it is reported and
   the process aborts.  Only x86-64 Linux is supported; elsewhere, and
   with --ascsim-no-trap, scalar accesses go untraced.  */

#define _GNU_SOURCE
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>
#include "sim_internal.h"

#define SNAP 64

static int armed;
static struct
{
  int active;
  uintptr_t addr, pc;
  int write;
  unsigned width;            /* decoded store width, 0: not known */
  uint8_t *alias;
  size_t snap_len;
  uint8_t snap[SNAP];
} pending;

static uint64_t
ub_bytes (void)
{
  return asc_current_model ()->space_size[ASC_SPACE_UB];
}

static uint64_t
gm_bytes (void)
{
  uint64_t pg = (uint64_t) sysconf (_SC_PAGESIZE);
  return (asc_gm_used + pg - 1) / pg * pg;
}

/* Set the protection of both kernel views to PROT.  */
static void
protect_views (int prot)
{
  mprotect (asc_local_window, ub_bytes (), prot);
  if (gm_bytes ())
    mprotect (asc_gm_view, gm_bytes (), prot);
}

/* Write MSG to stderr from a signal handler.  */
static void
say (const char *msg)
{
  ssize_t r = write (2, msg, strlen (msg));
  (void) r;
}

#if defined (__x86_64__) && defined (__linux__)

static void
on_segv (int sig, siginfo_t *si, void *ctx)
{
  ucontext_t *uc = ctx;
  uintptr_t addr = (uintptr_t) si->si_addr;
  uint8_t *alias = armed && !pending.active ? asc_sim_alias (addr) : NULL;
  if (!alias)
    {
      uintptr_t w = (uintptr_t) asc_local_window;
      if (armed && addr >= w && addr < w + asc_local_window_size)
        say ("ascsim: fatal: scalar code accessed the local window beyond "
             "UB; only UB is accessible to scalar code\n");
      else
        say ("ascsim: fatal: the kernel or host program made an invalid "
             "memory access (SIGSEGV); if it dereferenced an integer-cast "
             "local pointer, build it with get_imm instead\n");
      signal (sig, SIG_DFL);
      return;
    }
  pending.active = 1;
  pending.addr = addr;
  pending.pc = (uintptr_t) uc->uc_mcontext.gregs[REG_RIP];
  pending.write = (uc->uc_mcontext.gregs[REG_ERR] & 2) != 0;
  pending.width = asc_x86_store_width ((const uint8_t *) pending.pc);
  pending.alias = alias;
  pending.snap_len = 0;
  if (pending.write)
    {
      size_t n = 1;
      while (n < SNAP && asc_sim_alias (addr + n) == alias + n)
        n++;
      pending.snap_len = n;
      memcpy (pending.snap, alias, n);
    }
  protect_views (PROT_READ | PROT_WRITE);
  uc->uc_mcontext.gregs[REG_EFL] |= 0x100;
}

static void
on_trap (int sig, siginfo_t *si, void *ctx)
{
  ucontext_t *uc = ctx;
  (void) si;
  if (!pending.active)
    {
      signal (sig, SIG_DFL);
      raise (sig);
      return;
    }
  uc->uc_mcontext.gregs[REG_EFL] &= ~(greg_t) 0x100;
  unsigned size = 1;
  if (pending.write && pending.width)
    size = pending.width < pending.snap_len ? pending.width
                                            : (unsigned) pending.snap_len;
  else if (pending.write)
    for (size_t i = pending.snap_len; i > 0; i--)
      if (pending.alias[i - 1] != pending.snap[i - 1])
        {
          size = (unsigned) i;
          break;
        }
  pending.active = 0;
  asc_note_scalar_access (pending.addr, pending.write, size, pending.pc);
  if (armed)
    protect_views (PROT_NONE);
}

void
asc_trap_install (void)
{
  struct sigaction sa;
  memset (&sa, 0, sizeof sa);
  sa.sa_flags = SA_SIGINFO | SA_NODEFER;
  sigemptyset (&sa.sa_mask);
  sa.sa_sigaction = on_segv;
  sigaction (SIGSEGV, &sa, NULL);
  sa.sa_sigaction = on_trap;
  sigaction (SIGTRAP, &sa, NULL);
}

#else

void
asc_trap_install (void)
{
  asc_opts.no_trap = 1;
}

#endif

void
asc_trap_arm (void)
{
  armed = 1;
  pending.active = 0;
  protect_views (PROT_NONE);
}

void
asc_trap_disarm (void)
{
  armed = 0;
  protect_views (PROT_READ | PROT_WRITE);
}
