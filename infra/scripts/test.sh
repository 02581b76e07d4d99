#!/usr/bin/env bash
# Runs every test from a fresh clone: type checks, unit and API tests, builds, end-to-end in
# Chromium over the running stack, and the bundle-size budget.
source "$(dirname "${BASH_SOURCE[0]}")/ensure-tools.sh"
ensure_chromium
install_workspace

step() { printf '\n== %s\n' "$1"; }
step "Type check"
pnpm run typecheck
step "Unit, component and API tests"
pnpm run test:unit
step "Production builds"
pnpm run build
step "End-to-end (Chromium, real stack)"
pnpm run test:e2e
step "Bundle-size budget"
pnpm run size
