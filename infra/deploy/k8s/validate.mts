/**
 * Checks the Kubernetes manifests beside this file (or the folder given): each document against
 * the Kubernetes API's own schemas (kubernetes-models' compiled validators), then what an operator
 * relies on here: probes, resources and a non-root user on every container, a disruption budget
 * for every replicated Deployment, Services that select a Deployment, and PostgreSQL and NATS
 * reachable only from the API. Prints every problem; exits 1 if there is one.
 * Run: `pnpm exec tsx infra/deploy/k8s/validate.mts [folder]`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';

type Labels = Record<string, string>;
interface Container {
  name?: string;
  readinessProbe?: object;
  livenessProbe?: object;
  resources?: { requests?: object; limits?: object };
  securityContext?: { allowPrivilegeEscalation?: boolean };
}
/** The parts of a manifest the house checks read (the schemas check the whole). */
interface Spec {
  replicas?: number;
  selector?: Labels & { matchLabels?: Labels };
  podSelector?: { matchLabels?: Labels };
  ingress?: object[];
  template?: { metadata?: { labels?: Labels }; spec?: { securityContext?: { runAsNonRoot?: boolean }; containers?: Container[] } };
}
type Doc = { apiVersion?: string; kind?: string; metadata?: { name?: string; namespace?: string }; spec?: Spec };
interface Validating {
  new (data: object): { validate(): void };
}

const MODELS: Record<string, Validating> = {
  'v1/Namespace': Namespace,
  'v1/Secret': Secret,
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
};

const matches = (selector: Labels = {}, labels: Labels = {}) =>
  Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels[k] === v);

function read(folder: string): { docs: (Doc & { file: string })[]; problems: string[] } {
  const docs: (Doc & { file: string })[] = [];
  const problems: string[] = [];
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.yaml')).sort()) {
    for (const parsed of parseAllDocuments(readFileSync(join(folder, file), 'utf8'))) {
      if (parsed.errors.length) problems.push(`${file}: ${parsed.errors[0].message}`);
      else if (parsed.contents) {
        try {
          docs.push({ ...(parsed.toJS() as Doc), file });
        } catch (error) {
          problems.push(`${file}: ${(error as Error).message}`);
        }
      }
    }
  }
  return { docs, problems };
}

function schemaProblems({ file, ...manifest }: Doc & { file: string }): string[] {
  const doc: Doc = manifest;
  const model = MODELS[`${doc.apiVersion}/${doc.kind}`];
  const name = `${file}: ${doc.kind} ${doc.metadata?.name ?? '(no name)'}`;
  if (!model) return [`${name}: no schema for ${doc.apiVersion}/${doc.kind}`];
  try {
    new model(manifest).validate();
    return [];
  } catch (error) {
    return [`${name}: ${(error as Error).message}`];
  }
}

function houseProblems(docs: Doc[]): string[] {
  const problems: string[] = [];
  const deployments = docs.filter((d) => d.kind === 'Deployment');
  for (const d of deployments) {
    const name = `Deployment ${d.metadata?.name}`;
    const pod = d.spec?.template?.spec ?? {};
    if (pod.securityContext?.runAsNonRoot !== true) problems.push(`${name}: pods must set runAsNonRoot`);
    for (const c of pod.containers ?? []) {
      const where = `${name}, container ${c.name}`;
      if (!c.readinessProbe) problems.push(`${where}: no readinessProbe`);
      if (!c.livenessProbe) problems.push(`${where}: no livenessProbe`);
      if (!c.resources?.requests || !c.resources?.limits) problems.push(`${where}: resources need requests and limits`);
      if (c.securityContext?.allowPrivilegeEscalation !== false) problems.push(`${where}: allowPrivilegeEscalation must be false`);
    }
    const labels = d.spec?.template?.metadata?.labels;
    if ((d.spec?.replicas ?? 1) > 1 && !docs.some((p) => p.kind === 'PodDisruptionBudget' && matches(p.spec?.selector?.matchLabels, labels))) {
      problems.push(`${name}: ${d.spec?.replicas} replicas but no PodDisruptionBudget`);
    }
  }
  for (const s of docs.filter((d) => d.kind === 'Service')) {
    if (!deployments.some((d) => matches(s.spec?.selector as Labels, d.spec?.template?.metadata?.labels))) problems.push(`Service ${s.metadata?.name}: selects no Deployment`);
  }
  for (const guarded of ['postgresql', 'nats']) {
    const policy = docs.find((d) => d.kind === 'NetworkPolicy' && d.spec?.podSelector?.matchLabels?.['app.kubernetes.io/name'] === guarded);
    if (!policy?.spec?.ingress?.length) problems.push(`no NetworkPolicy limits who reaches ${guarded}`);
  }
  return problems;
}

export function validateManifests(folder: string): string[] {
  const { docs, problems } = read(folder);
  return [...problems, ...docs.flatMap(schemaProblems), ...houseProblems(docs)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = process.argv[2] ?? dirname(fileURLToPath(import.meta.url));
  const problems = validateManifests(folder);
  for (const p of problems) console.error(p);
  console.log(problems.length ? `${problems.length} problem(s) in ${folder}` : `Kubernetes manifests valid`);
  process.exit(problems.length ? 1 : 0);
}
