#!/bin/bash
# The README's Play instructions on a clean Debian 12: a minimal bookworm made
# with debootstrap, the README's own apt line (read from README.md), then
# `pip install .` from a fresh clone, which must build the native engine core.
# Needs root, debootstrap and network access to Debian and PyPI.
#
#   sudo tools/check_debian12.sh [FOLDER]   # FOLDER: where the system goes (default /tmp/deb12)
#
# Prints the installed game's --version; it must say "(native engine core)".
set -euo pipefail
ROOT_DIR=${1:-/tmp/deb12}
REPO=$(cd "$(dirname "$0")/.." && pwd)
if [ ! -x "$ROOT_DIR/usr/bin/apt-get" ]; then
    debootstrap --variant=minbase bookworm "$ROOT_DIR" http://deb.debian.org/debian
fi
# Extra certificate authorities of this host (a proxy's), so pip and apt work alike inside.
if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null; then
    cp /usr/local/share/ca-certificates/*.crt "$ROOT_DIR/usr/local/share/ca-certificates/"
    chroot "$ROOT_DIR" update-ca-certificates >/dev/null 2>&1 || true
fi
cp /etc/resolv.conf "$ROOT_DIR/etc/resolv.conf"
mountpoint -q "$ROOT_DIR/proc" || mount --bind /proc "$ROOT_DIR/proc"
mountpoint -q "$ROOT_DIR/dev" || mount --bind /dev "$ROOT_DIR/dev"
trap 'umount "$ROOT_DIR/proc" "$ROOT_DIR/dev" 2>/dev/null || true' EXIT
rm -rf "$ROOT_DIR/src" && git clone -q "$REPO" "$ROOT_DIR/src"
PACKAGES=$(python3 - "$REPO/README.md" <<'PY'
import sys
text = open(sys.argv[1], encoding="utf-8").read()
play = text.partition("\n## Play\n")[2].partition("\n## ")[0]
line = [c for c in play.replace("\\\n", " ").splitlines() if c.strip().startswith("sudo apt install ")][0]
print(" ".join(line.split()[3:]))
PY
)
# pip is told to trust the system's certificate store (the one update-ca-certificates fills).
chroot "$ROOT_DIR" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
    PIP_CERT=/etc/ssl/certs/ca-certificates.crt /bin/bash -c "
    set -e
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $PACKAGES >/dev/null
    cd /src && python3 -m venv .venv && .venv/bin/pip install -q .
    cd / && QT_QPA_PLATFORM=offscreen /src/.venv/bin/triangles-qt --version
" | tee /dev/stderr | grep -q "(native engine core)"
echo "Debian 12: the README's apt line and pip install . built the native engine core"
