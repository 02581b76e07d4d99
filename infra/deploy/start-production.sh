#!/usr/bin/env bash
# `npm run start:production`: tools (Debian's nginx, nats-server, postgresql when missing),
# dependencies, production builds, then the topology (start-production.ts).
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/ensure-tools.sh"
ensure_nginx
ensure_nats
ensure_postgresql
install_workspace
pnpm run build
exec node_modules/.bin/tsx infra/deploy/start-production.ts
