import { createApp } from './app';
import { loadConfig } from './platform/env';
import { createHttpServer } from './platform/http/server';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const mode = config.NODE_ENV === 'production' ? 'production' : 'development';
  const { app, close } = await createApp(config, mode);
  if (!config.SMTP_URL) {
    console.log("E-mail désactivé : SMTP_URL n'est pas défini. Les e-mails des prospects sont enregistrés (statut « skipped ») et ne seront pas envoyés.");
  }
  const server = createHttpServer(app, { slowestHandlerSeconds: config.OPENAI_TIMEOUT_SECONDS });
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    console.log(`Avocat Visible (${mode}) : ${config.SITE_URL} — écoute sur http://${config.HOST}:${port}`);
  });
  const stop = () => {
    server.close(() => void close().then(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
