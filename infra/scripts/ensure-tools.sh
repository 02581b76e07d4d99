# Sourced by start.sh and test.sh: installs what a fresh machine lacks.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm -v)" != "12.21.0" ]; then
  echo "Installing pnpm 12.21.0"
  npm install --global pnpm@12.21.0 >/dev/null
fi

ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    echo "Installing Debian's chromium"
    local sudo=""
    [ "$(id -u)" = 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
  fi
}

install_workspace() {
  pnpm install --frozen-lockfile
}
