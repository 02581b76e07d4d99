#!/usr/bin/env bash
# Runs the product from a fresh clone: tools, dependencies, production builds, then the stack.
source "$(dirname "${BASH_SOURCE[0]}")/ensure-tools.sh"
install_workspace
pnpm run build
exec node_modules/.bin/tsx infra/scripts/stack.ts
