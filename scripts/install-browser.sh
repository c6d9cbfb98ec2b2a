#!/usr/bin/env bash
# Installs Debian's chromium for the browser test of the HTML pictures (scripts/browser-test.sh).
# Does nothing when /usr/bin/chromium is already there. Needs root (CI runs as root).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
    exit 0
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
/usr/bin/chromium --version
