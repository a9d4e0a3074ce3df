/* diagnostics.cc -- the classes of the plugin's warnings and the
   -fplugin-arg-ascsync-warn option that enables, disables or promotes
   them, like GCC's -Wfoo, -Wno-foo and -Werror=foo.

   Every warning of the plugin belongs to one class and ends with the
   option that controls it: " [-fplugin-arg-ascsync-warn=CLASS]" as a
   warning, " [-fplugin-arg-ascsync-warn=error:CLASS]" when the class
   was made an error.  (error:CLASS, not error=CLASS: GCC 12 drops one
   character from the end of a plugin argument's value for each '=' in
   it after the first.)  */

#include "ascsync-gcc.h"
#include "diagnostic.h"
#include "spellcheck.h"

/* The class names, in the order of enum ascsync_warn_class.  */
static const char *const warn_names[] = {
  "imprecise", "provenance", "opaque-call", "pipe-free", "control-flow",
  "fallback", "lto", "missing-sync", "redundant-sync", "unbalanced-flag",
  "bad-event-id", "barrier-s", "comdat-calls"
};
static_assert (ARRAY_SIZE (warn_names) == ASCSYNC_NWARN,
               "one name per warning class");

/* What a class does; the default, warn, is 0.  */
enum warn_state
{
  WARN_STATE_WARN, WARN_STATE_OFF, WARN_STATE_ERROR
};

/* The state of each class.  */
static enum warn_state warn_states[ASCSYNC_NWARN];

/* The class named by the LEN characters at NAME, or -1.  */
static int
warn_class_by_name (const char *name, size_t len)
{
  for (int c = 0; c < ASCSYNC_NWARN; c++)
    if (strlen (warn_names[c]) == len && !strncmp (warn_names[c], name, len))
      return c;
  return -1;
}

/* Report the unknown class named by the LEN characters at NAME in the
   value VALUE of the warn option, suggesting the nearest class name
   when one is close.  */
static void
report_unknown_class (const char *value, const char *name, size_t len)
{
  char *target = xstrndup (name, len);
  auto_vec<const char *> candidates;
  for (int c = 0; c < ASCSYNC_NWARN; c++)
    candidates.safe_push (warn_names[c]);
  const char *hint = find_closest_string (target, &candidates);
  char list[256] = "";
  for (int c = 0; c < ASCSYNC_NWARN; c++)
    snprintf (list + strlen (list), sizeof list - strlen (list), "%s%s",
              c ? ", " : "", warn_names[c]);
  if (hint)
    error ("ascsync: bad value %qs for %<warn%>: unknown warning class %qs; "
           "did you mean %qs? (the classes are %s)", value, target, hint,
           list);
  else
    error ("ascsync: bad value %qs for %<warn%>: unknown warning class %qs "
           "(the classes are %s)", value, target, list);
  free (target);
}

/* Apply the item [S, END) of the warn option's value VALUE: all, none,
   CLASS, no-CLASS or error:CLASS.  SEEN marks the classes earlier items
   named.  Reports a bad item and returns false.  */
static bool
apply_warn_item (const char *value, const char *s, const char *end,
                 bool *seen)
{
  size_t len = end - s;
  if ((len == 3 && !strncmp (s, "all", 3))
      || (len == 4 && !strncmp (s, "none", 4)))
    {
      for (int c = 0; c < ASCSYNC_NWARN; c++)
        warn_states[c] = len == 3 ? WARN_STATE_WARN : WARN_STATE_OFF;
      return true;
    }
  enum warn_state state = WARN_STATE_WARN;
  if (len > 3 && !strncmp (s, "no-", 3))
    state = WARN_STATE_OFF, s += 3;
  else if (len > 6 && !strncmp (s, "error:", 6))
    state = WARN_STATE_ERROR, s += 6;
  else if (len >= 6 && !strncmp (s, "error=", 6))
    {
      error ("ascsync: bad value %qs for %<warn%>: write %<error:CLASS%>, "
             "not %<error=CLASS%> (GCC cuts a plugin argument holding a "
             "second %<=%> short)", value);
      return false;
    }
  len = end - s;
  if (len == 0)
    {
      error ("ascsync: bad value %qs for %<warn%>: valid values are "
             "comma-separated CLASS, no-CLASS, error:CLASS, all or none",
             value);
      return false;
    }
  int c = warn_class_by_name (s, len);
  if (c < 0)
    {
      report_unknown_class (value, s, len);
      return false;
    }
  if (seen[c])
    {
      error ("ascsync: %<warn%> names class %qs more than once in %qs: "
             "give each class once", warn_names[c], value);
      return false;
    }
  seen[c] = true;
  warn_states[c] = state;
  return true;
}

/* Emit the warning GMSGID of class CLS with arguments AP at RICHLOC
   (see ascsync_warning).  The tag is left out, as GCC leaves out its
   own, under -fno-diagnostics-show-option.  */
static bool
warning_valist (enum ascsync_warn_class cls, rich_location *richloc,
                const char *gmsgid, va_list *ap)
{
  if (warn_states[cls] == WARN_STATE_OFF)
    return false;
  bool as_error = warn_states[cls] == WARN_STATE_ERROR;
  /* The class names hold no '%': the tag adds no directive.  */
  char *format = global_dc->show_option_requested
                 ? xasprintf ("%s [-fplugin-arg-ascsync-warn=%s%s]", gmsgid,
                              as_error ? "error:" : "", warn_names[cls])
                 : xstrdup (gmsgid);
  diagnostic_info diagnostic;
  diagnostic_set_info (&diagnostic, format, ap, richloc,
                       as_error ? DK_ERROR : DK_WARNING);
  bool emitted = diagnostic_report_diagnostic (global_dc, &diagnostic);
  free (format);
  return emitted;
}

/* See ascsync-gcc.h.  */
bool
ascsync_parse_warn (const char *value)
{
  if (!value || !*value)
    {
      error ("ascsync: option %<warn%> needs a value: comma-separated "
             "CLASS, no-CLASS, error:CLASS, all or none");
      return false;
    }
  bool seen[ASCSYNC_NWARN] = { false };
  for (const char *s = value;; s++)
    {
      const char *end = strchr (s, ',');
      if (!end)
        end = s + strlen (s);
      if (!apply_warn_item (value, s, end, seen))
        return false;
      if (!*end)
        return true;
      s = end;                  /* the comma, which s++ passes */
    }
}

/* See ascsync-gcc.h.  */
bool
ascsync_warning_rich (enum ascsync_warn_class cls, rich_location *richloc,
                      const char *gmsgid, ...)
{
  va_list ap;
  va_start (ap, gmsgid);
  bool emitted = warning_valist (cls, richloc, gmsgid, &ap);
  va_end (ap);
  return emitted;
}

/* See ascsync-gcc.h.  */
bool
ascsync_warning (enum ascsync_warn_class cls, location_t loc,
                 const char *gmsgid, ...)
{
  rich_location richloc (line_table, loc);
  va_list ap;
  va_start (ap, gmsgid);
  bool emitted = warning_valist (cls, &richloc, gmsgid, &ap);
  va_end (ap);
  return emitted;
}

/* See ascsync-gcc.h.  */
bool
ascsync_warning_enabled (enum ascsync_warn_class cls)
{
  return warn_states[cls] != WARN_STATE_OFF;
}
