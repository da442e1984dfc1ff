import { parseArgs } from 'node:util';
import { exportedSpaceId, loadExport } from './export-file';
import { createContentfulServer } from './server';

const USAGE = `usage: tsx dev/contentful/serve.ts --content <export.json> [--port 9300] [--host 127.0.0.1]
       [--space <id>] [--token <token>] [--environment master]
--space defaults to $CONTENTFUL_SPACE_ID, else the space recorded in the export;
--token defaults to $CONTENTFUL_ACCESS_TOKEN, else "local-dev-token".`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      content: { type: 'string' },
      port: { type: 'string', default: '9300' },
      host: { type: 'string', default: '127.0.0.1' },
      space: { type: 'string' },
      token: { type: 'string' },
      environment: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port);
  if (values.help || !values.content || !Number.isInteger(port)) {
    console.error(USAGE);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  const exported = await loadExport(values.content);
  const spaceId = values.space ?? process.env.CONTENTFUL_SPACE_ID ?? exportedSpaceId(exported);
  if (!spaceId) throw new Error('No space id: pass --space or set CONTENTFUL_SPACE_ID');
  const accessToken = values.token ?? process.env.CONTENTFUL_ACCESS_TOKEN ?? 'local-dev-token';
  const environment = values.environment ?? process.env.CONTENTFUL_ENVIRONMENT ?? 'master';
  const server = createContentfulServer({
    exportPath: values.content,
    spaceId,
    accessToken,
    environment,
  });
  const { url } = await server.listen(port, values.host);
  console.log(`Contentful CDA stand-in: ${url} (space ${spaceId}, environment ${environment})`);
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
