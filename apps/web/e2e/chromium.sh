#!/usr/bin/env bash
# Debian's Chromium (/usr/bin/chromium) as the browser tests launch it, less one process per window:
# headless Chromium 15x starts the address bar's popup as a WebUI page in a renderer of its own for
# every window, which no test can see and which cost about a sixth of the browser's CPU on two cores.
# Chromium keeps only the last --disable-features it is given, so the features are added to the list
# Playwright passes rather than passed again.
set -euo pipefail
OFF='WebUIOmniboxPopup,WebUIOmniboxAimPopup'
args=()
added=false
for arg in "$@"; do
  case "$arg" in
    --disable-features=*)
      arg="$arg,$OFF"
      added=true
      ;;
  esac
  args+=("$arg")
done
if [ "$added" = false ]; then args+=("--disable-features=$OFF"); fi
exec /usr/bin/chromium "${args[@]}"
