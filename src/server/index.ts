import { createApp } from './app';
import { loadConfig } from './platform/env';
import { closeGracefully, createHttpServer, trackConnections } from './platform/http/server';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const mode = config.NODE_ENV === 'production' ? 'production' : 'development';
  const { app, close, logger, stopAccepting } = await createApp(config, mode);
  if (!config.SMTP_URL) {
    logger.warn("E-mail désactivé : SMTP_URL n'est pas défini. Les e-mails des prospects sont enregistrés (statut « skipped ») et ne seront pas envoyés.");
  }
  const server = createHttpServer(app, { slowestHandlerSeconds: config.OPENAI_TIMEOUT_SECONDS });
  const connections = trackConnections(server);
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    logger.info(`Avocat Visible (${mode}) : ${config.SITE_URL} — écoute sur http://${config.HOST}:${port}`);
  });

  /**
   * A graceful stop: no new connection is accepted, `/readyz` answers 503, the requests in flight
   * are answered (with `Connection: close`), then the outbox sender finishes its deliveries and
   * gives back its leases, the timers stop and the database closes; exit 0. Past
   * SHUTDOWN_TIMEOUT_SECONDS the remaining connections are cut and the process exits 0 all the same.
   */
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'arrêt : plus de nouvelle connexion, réponses en cours terminées');
    stopAccepting();
    const deadline = setTimeout(() => {
      logger.warn({ seconds: config.SHUTDOWN_TIMEOUT_SECONDS }, 'arrêt : délai dépassé, connexions restantes coupées');
      server.closeAllConnections();
      logger.flush();
      process.exit(0);
    }, config.SHUTDOWN_TIMEOUT_SECONDS * 1000);
    deadline.unref();
    void closeGracefully(server, connections).then(() =>
      close()
        .catch((error: unknown) => logger.error({ err: error }, 'arrêt : fermeture incomplète'))
        .finally(() => {
          logger.info('arrêt terminé');
          logger.flush();
          process.exit(0);
        }),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
