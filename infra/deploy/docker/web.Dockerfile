# One static deployable (the host or an area) served by unprivileged nginx with the same headers
# and caching as the static servers. Built from the repository root, once per deployable:
#   docker build -f infra/deploy/docker/web.Dockerfile --build-arg DEPLOYABLE=mf-patient -t hearth/mf-patient:1.0.0 .
# The site's own headers (the host's CSP, a remote's CORS) and the host's config.json are mounted
# at /etc/hearth from the hearth-web ConfigMap (k8s/web.yaml).
FROM node:20.19-bookworm-slim AS build
ARG DEPLOYABLE=host
WORKDIR /src
RUN npm install --global pnpm@12.21.0
COPY . .
RUN pnpm install --frozen-lockfile && pnpm --filter "./${DEPLOYABLE}" run build

FROM nginxinc/nginx-unprivileged:1.27.5-bookworm
ARG DEPLOYABLE=host
COPY --from=build /src/${DEPLOYABLE}/dist /usr/share/nginx/html
COPY infra/deploy/nginx/static-site.conf /etc/nginx/hearth/static-site.conf
COPY infra/deploy/docker/web-server.conf /etc/nginx/conf.d/default.conf
USER 101:101
EXPOSE 8080
