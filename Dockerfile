# The site and its chat API in one small image: the static pages, the compiled server (one
# bundled file, no node_modules at run time) and the locale copy the chat answers from.
#   docker build -t soultech-site .
#   docker build --secret id=dotenv,src=.env -t soultech-site .   # with your VITE_* settings
#   docker run -p 8080:8080 --env-file .env soultech-site            # alone, no proxy in front
# Behind nginx or a load balancer, publish only the proxy's port: docs/deploy.md has a compose file.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# VITE_* values are compiled into the pages; .env is mounted for the build only, so secrets in
# it (CHAT_LLM_API_KEY) never reach an image layer. Without the secret the defaults apply.
RUN --mount=type=secret,id=dotenv,target=/app/.env npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080
WORKDIR /app
COPY --from=build /app/dist/client ./dist/client
COPY --from=build /app/dist/node ./dist/node
COPY --from=build /app/locales ./locales
USER node
EXPOSE 8080
# The slim image has no curl: Node's own fetch asks /healthz.
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) lets open requests finish for SHUTDOWN_GRACE_MS (8 s), inside the 10 s
# docker waits before it kills; node runs as PID 1 and handles the signal itself.
CMD ["node", "dist/node/server.js"]
