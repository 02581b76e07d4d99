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

# Installs Debian packages, without letting their services start (the production topology runs
# its own nginx and NATS on high ports; a system nginx would take port 80).
apt_install() {
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  local policy=/usr/sbin/policy-rc.d made_policy=""
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' | $sudo tee "$policy" >/dev/null
    $sudo chmod +x "$policy"
    made_policy=1
  fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
  [ -z "$made_policy" ] || $sudo rm -f "$policy"
}

# The production topology (infra/deploy) runs Debian's nginx as the current user.
ensure_nginx() {
  if [ ! -x /usr/sbin/nginx ]; then
    echo "Installing Debian's nginx"
    apt_install nginx
  fi
}

# The production topology's live fan-out; started by infra/deploy when none answers.
ensure_nats() {
  if ! command -v nats-server >/dev/null 2>&1 && [ ! -x /usr/sbin/nats-server ]; then
    echo "Installing Debian's nats-server"
    apt_install nats-server
  fi
}

# The production topology's database: its programs (initdb, postgres, psql), not a running cluster.
ensure_postgresql() {
  if ! command -v psql >/dev/null 2>&1 || ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    echo "Installing Debian's postgresql"
    apt_install postgresql
  fi
}

install_workspace() {
  pnpm install --frozen-lockfile
}
