/**
 * Where a process spent its CPU: `node --import tsx bench/src/profile-summary.ts <file.cpuprofile>`.
 * Groups self time by library (pg, drizzle, fastify, zod, pino, the app…), lists the heaviest functions,
 * and the inclusive time of the request steps worth knowing (token lookup, list query parsing,
 * serialization…). Profiles come from `BENCH_APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=bench/.data/profiles"`.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const CATEGORIES: [RegExp, string][] = [
  [/node_modules\/(pg|pg-protocol|pg-types|pg-pool|postgres-[a-z]+|pgpass)\//, 'pg driver'],
  [/node_modules\/drizzle-orm\//, 'drizzle'],
  [
    /node_modules\/(fastify|find-my-way|light-my-request|avvio|@fastify\/[^/]+|fast-json-stringify|fast-querystring|fast-content-type-parse|toad-cache|process-warning|abstract-logging|rfdc|secure-json-parse|fastify-type-provider-zod)\//,
    'fastify',
  ],
  [/node_modules\/zod\//, 'zod'],
  [
    /node_modules\/(pino|pino-std-serializers|sonic-boom|thread-stream|fast-redact|on-exit-leak-free)\//,
    'pino',
  ],
  [/node_modules\/tsx\//, 'tsx loader'],
  [/apps\/api\/src\//, 'app code'],
  [/packages\/core\/src\//, '@comptoir/core'],
  [/node_modules\//, 'other packages'],
  [/^node:|^internal\//, 'node internals'],
];

/** Request steps: inclusive time of these functions (once per stack, recursion not double-counted). */
const STEPS = [
  'authenticate',
  'findTokenOwner',
  'resolveScope',
  'listUsers',
  'parseListQuery',
  'paginate',
  'selectUserPage',
  'toUserDto',
  'listMeta',
  'stringify',
  'safeParse',
  'mapResultRow',
  'parseRow',
  'handleDataRow',
  'parseMessage',
  'send',
  'onSendEnd',
];

function categoryOf(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (!url) {
    if (functionName === '(garbage collector)') return 'garbage collector';
    if (functionName === '(idle)') return 'idle';
    if (functionName === '(program)') return 'program (native, unattributed)';
    return 'native';
  }
  for (const [pattern, name] of CATEGORIES) if (pattern.test(url)) return name;
  return 'other';
}

const shortUrl = (url: string) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\//, '')
    .replace(/^.*\/work\/main\//, '');

export function summarize(file: string) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  for (const [i, id] of profile.samples.entries()) {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }

  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const idle = profile.nodes
    .filter((n) => n.callFrame.functionName === '(idle)')
    .reduce((a, n) => a + (self.get(n.id) ?? 0), 0);
  const busy = total - idle;

  const categories = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const node of profile.nodes) {
    const t = self.get(node.id) ?? 0;
    if (!t) continue;
    const category = categoryOf(node);
    if (category === 'idle') continue;
    categories.set(category, (categories.get(category) ?? 0) + t);
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'}  ${url ? `${shortUrl(url)}:${lineNumber + 1}` : ''}`;
    functions.set(key, (functions.get(key) ?? 0) + t);
  }

  // Inclusive time of named steps: walk the tree, counting a function once per stack.
  const steps = new Map<string, number>(STEPS.map((s) => [s, 0]));
  const onStack = new Map<string, number>();
  const inclusive = (id: number): number => {
    const node = byId.get(id)!;
    const name = node.callFrame.functionName;
    onStack.set(name, (onStack.get(name) ?? 0) + 1);
    let sum = self.get(id) ?? 0;
    for (const child of node.children ?? []) sum += inclusive(child);
    onStack.set(name, onStack.get(name)! - 1);
    if (steps.has(name) && onStack.get(name) === 0) steps.set(name, steps.get(name)! + sum);
    return sum;
  };
  const root = profile.nodes[0]!;
  inclusive(root.id);

  const pct = (t: number) => `${((100 * t) / busy).toFixed(1).padStart(5)} %`;
  const ms = (t: number) => `${(t / 1000).toFixed(0).padStart(7)} ms`;
  console.log(
    `${file}\nbusy ${ms(busy)} of ${ms(total)} sampled (idle ${ms(idle)})\n\nself time by library:`,
  );
  for (const [name, t] of [...categories].sort((a, b) => b[1] - a[1]))
    console.log(`  ${pct(t)} ${ms(t)}  ${name}`);
  console.log('\nheaviest functions (self time):');
  for (const [name, t] of [...functions]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.PROFILE_TOP ?? 25))) {
    console.log(`  ${pct(t)} ${ms(t)}  ${name}`);
  }
  console.log('\nrequest steps (inclusive time):');
  for (const [name, t] of steps) if (t > 0) console.log(`  ${pct(t)} ${ms(t)}  ${name}`);
  return {
    busyMs: busy / 1000,
    categories: Object.fromEntries(categories),
    steps: Object.fromEntries(steps),
  };
}

const file = process.argv[2];
if (file) summarize(file);
else console.error('usage: node --import tsx bench/src/profile-summary.ts <file.cpuprofile>');
