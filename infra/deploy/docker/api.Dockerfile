# The API (and the job worker: the same image with HEARTH_JOBS=1). Built from the repository root:
#   docker build -f infra/deploy/docker/api.Dockerfile -t hearth/api:1.0.0 .
# It runs TypeScript through tsx, as `npm start` does; only the API's production dependencies and
# the shared kernel are in the image.
FROM node:20.19-bookworm-slim AS build
WORKDIR /src
RUN npm install --global pnpm@12.21.0
COPY . .
RUN pnpm install --frozen-lockfile --filter @hearth/api... \
 && pnpm --filter @hearth/api deploy --prod /out

FROM node:20.19-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8787
# The API's folder keeps its place two levels down: its migrations and data paths are relative to it.
WORKDIR /app/infra/api
COPY --from=build --chown=10001:10001 /out /app/infra/api
# Never root: uid 10001 owns nothing but the data directory (used only without DATABASE_URL).
RUN mkdir -p /app/.data && chown 10001:10001 /app/.data
USER 10001:10001
EXPOSE 8787 9464 2575
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:8787/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node_modules/.bin/tsx", "src/main.ts"]
