/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-mode=lint -fplugin-arg-ascsync-source=option-source-needs-keep-mode.out.c" } */
/* Source output writes the sync the plugin adds; in mode lint (or
   strip, or off) it adds none to the source, so asking for both is an
   error, not a file written without sync.  */
/* { dg-error ".source. puts the sync the plugin adds into the source; only mode keep \\(the default\\) adds sync" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

void
f (void)
{
}
