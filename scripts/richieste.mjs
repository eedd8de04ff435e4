// @ts-check
// `npm run richieste`: the team's command on the request service's database (server/cli.ts).
// `npm run richieste -- aiuto` lists what it does.
import { importLib } from './content/load-lib.cjs';

try {
  const { runCli } = await importLib('server/cli.ts');
  const { output, code } = await runCli(process.argv.slice(2), process.env, process.cwd(), {
    terminal: process.stdout.isTTY === true,
  });
  // The CSV ends with its own line break: nothing more after it.
  (code === 0 ? process.stdout : process.stderr).write(output.endsWith('\n') ? output : `${output}\n`);
  process.exitCode = code;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
