#!/usr/bin/env bash
# Runs every test from a fresh clone: type checks, the linter, unit and API tests, builds, end-to-end in
# Chromium over the running stack, and the bundle-size budget.
source "$(dirname "${BASH_SOURCE[0]}")/ensure-tools.sh"
ensure_chromium
# The production topology's smoke run needs them (infra/deploy).
ensure_nginx
ensure_nats
ensure_postgresql
install_workspace

step() { printf '\n== %s (%s)\n' "$1" "$(date -u +%H:%M:%S)"; }
step "Type check"
pnpm run typecheck
step "Lint (the house rules)"
pnpm run lint
step "Unit, component and API tests"
# Tests that must hold on every database kind also run on a local PostgreSQL when one answers.
if [ -z "${DATABASE_URL:-}" ] && command -v pg_isready >/dev/null && pg_isready -q -h 127.0.0.1 -p 5432; then
  export HEARTH_TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:5432/test"
  echo "PostgreSQL answers on 127.0.0.1:5432: the every-database-kind tests run on it as well as on PGlite"
fi
# The live fan-out's NATS adapter is tested when a NATS server answers on 127.0.0.1:4222.
if [ -z "${HEARTH_TEST_NATS_URL:-}" ] && (exec 3<>/dev/tcp/127.0.0.1/4222) 2>/dev/null; then
  export HEARTH_TEST_NATS_URL="nats://127.0.0.1:4222"
  echo "NATS answers on 127.0.0.1:4222: the NATS live fan-out tests run"
fi
pnpm run test:unit
step "Production builds"
pnpm run build
step "End-to-end (Chromium, real stack)"
pnpm run test:e2e
step "End-to-end smoke on the production topology (nginx, two API instances, PostgreSQL, NATS)"
pnpm run test:production
step "Bundle-size budget"
pnpm run size
step "Done"
