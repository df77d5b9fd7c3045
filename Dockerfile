# The game in one image: the API server (built to plain JavaScript) and the built app it serves at /.
# Production configuration comes from the environment (README, "Deploying"); deploy/compose.yaml runs two
# of these behind Caddy, against PostgreSQL and Redis.
#
#   docker build -t rpg-server --build-arg VITE_FIREBASE_PROJECT_ID=my-project \
#     --build-arg VITE_FIREBASE_API_KEY=... --build-arg VITE_FIREBASE_AUTH_DOMAIN=my-project.firebaseapp.com .

# --- build: the same commands as CI and the README -----------------------------------------------------
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV CI=1 NO_UPDATE_NOTIFIER=1
# The manifests first: `npm ci` is redone only when the dependencies change.
COPY package.json package-lock.json ./
COPY apps/game/package.json apps/game/
COPY apps/server/package.json apps/server/
COPY packages/contracts/package.json packages/contracts/
COPY packages/design-system/package.json packages/design-system/
COPY packages/game-assets/package.json packages/game-assets/
COPY packages/game-components/package.json packages/game-components/
RUN npm ci --no-audit --no-fund
COPY . .
# The app's Firebase project is compiled into it (Vite's VITE_* variables). Without one the app would be
# built for the Auth emulator's demo project, which a production server refuses: stop here instead.
ARG VITE_FIREBASE_PROJECT_ID
ARG VITE_FIREBASE_API_KEY
ARG VITE_FIREBASE_AUTH_DOMAIN
ARG VITE_API_BASE_URL=/api
RUN case "$VITE_FIREBASE_PROJECT_ID" in \
      ""|demo-*) echo "Set --build-arg VITE_FIREBASE_PROJECT_ID (and VITE_FIREBASE_API_KEY) to your Firebase project: a production image cannot use the emulator's demo project." >&2; exit 1 ;; \
    esac; \
    test -n "$VITE_FIREBASE_API_KEY" || { echo "Set --build-arg VITE_FIREBASE_API_KEY: the Firebase project's web API key." >&2; exit 1; }
RUN npm run build

# --- deps: the server's production dependencies only (no dev tools, no app libraries, no tsx) ----------
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/game/package.json apps/game/
COPY apps/server/package.json apps/server/
COPY packages/contracts/package.json packages/contracts/
COPY packages/design-system/package.json packages/design-system/
COPY packages/game-assets/package.json packages/game-assets/
COPY packages/game-components/package.json packages/game-components/
RUN npm ci --omit=dev --workspace @rpg/server --no-audit --no-fund && npm cache clean --force

# --- runtime -------------------------------------------------------------------------------------------
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 STATIC_DIR=/app/apps/game/dist
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/game/dist apps/game/dist
# @rpg/game-assets/public-dir stays an import of the built server: it finds the art (sounds, images) beside itself.
COPY --from=build /app/packages/game-assets/public-dir.js packages/game-assets/
COPY --from=build /app/packages/game-assets/public packages/game-assets/public
# The files stay root's: the server only reads them (its data is in PostgreSQL).
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# node itself is PID 1: main.js stops gracefully on SIGTERM (docker stop), closing connections first.
CMD ["node", "apps/server/dist/main.js"]
