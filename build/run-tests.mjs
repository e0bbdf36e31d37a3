// `npm test` after the build: every package's tests, in two lanes that run side by side. The API's
// integration specs mostly wait on PostgreSQL while the browser specs mostly wait on Chromium, so
// on CI's two cores the lanes overlap well and the whole run takes the longer lane, not the sum.
// PUNCHCARD_TEST_SERIAL=1 runs the lanes one after the other (a slow machine, or reading one log).
import { spawn } from 'node:child_process';

/** Each lane's commands run in order; a failing command ends its lane. */
const lanes = [
  {
    name: 'api',
    commands: [
      ['npm', ['run', 'test', '-w', 'shared']],
      ['npm', ['run', 'test', '-w', 'api']],
      ['npm', ['run', 'test:build']],
    ],
  },
  {
    name: 'web',
    commands: [
      ['npm', ['run', 'test', '-w', 'admin-web']],
      ['npm', ['run', 'test', '-w', 'kiosk']],
    ],
  },
];

/** Runs one command with its output prefixed by the lane's name, line by line. */
function run(lane, [command, args]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const prefix = `[${lane}] `;
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let pending = '';
      from.setEncoding('utf8');
      from.on('data', (chunk) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) to.write(prefix + line + '\n');
      });
      from.on('end', () => {
        if (pending) to.write(prefix + pending + '\n');
      });
    }
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const outcome = code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`;
      process.stdout.write(`${prefix}${command} ${args.join(' ')}: ${outcome} in ${seconds} s\n`);
      resolve(code === 0);
    });
  });
}

async function runLane({ name, commands }) {
  for (const command of commands) {
    if (!(await run(name, command))) return false;
  }
  return true;
}

const serial = process.env.PUNCHCARD_TEST_SERIAL === '1';
const results = [];
if (serial) {
  for (const lane of lanes) results.push(await runLane(lane));
} else {
  results.push(...(await Promise.all(lanes.map(runLane))));
}
const failed = lanes.filter((_, index) => !results[index]).map((lane) => lane.name);
if (failed.length > 0) {
  process.stderr.write(`Tests failed in: ${failed.join(', ')}\n`);
  process.exit(1);
}
