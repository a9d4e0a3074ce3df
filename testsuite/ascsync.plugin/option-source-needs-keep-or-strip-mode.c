/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-mode=lint -fplugin-arg-ascsync-source=option-source-needs-keep-or-strip-mode.out.c" } */
/* Source output writes the sync the plugin adds (mode keep, and mode
   strip, which also deletes the hand-written sync); in mode lint (or
   off) it adds none to the source, so asking for both is an error, not
   a file written without sync.  */
/* { dg-error ".source. puts the sync the plugin adds into the source; only modes keep \\(the default\\) and strip add sync" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

void
f (void)
{
}
