/**
 * The manifests pass the Kubernetes schemas and the house's checks, and the check fails where it
 * should: a broken manifest is caught, each way named.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TSX = join(__dirname, '../node_modules/.bin/tsx');
const VALIDATE = join(__dirname, 'validate.mts');

function check(folder?: string): { ok: boolean; output: string } {
  try {
    return { ok: true, output: execFileSync(TSX, folder ? [VALIDATE, folder] : [VALIDATE], { encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error) {
    const e = error as { stdout: string; stderr: string };
    return { ok: false, output: `${e.stderr}${e.stdout}` };
  }
}

describe('the Kubernetes manifests', () => {
  it('are valid', () => {
    const { ok, output } = check();
    expect(output).toContain('Kubernetes manifests valid');
    expect(ok).toBe(true);
  });

  it('a broken manifest fails the check, each way named', () => {
    const folder = mkdtempSync(join(tmpdir(), 'k8s-'));
    try {
      writeFileSync(
        join(folder, 'broken.yaml'),
        `apiVersion: apps/v1
kind: Deployment
metadata: { name: api }
spec:
  replicas: 2
  selector: { matchLabels: { app: api } }
  template:
    metadata: { labels: { app: api } }
    spec:
      containers:
        - name: api
          image: api:1
          ports: [{ containerPort: http }]
---
apiVersion: v1
kind: Service
metadata: { name: web }
spec:
  selector: { app: web }
  ports: [{ port: 80 }]
`,
      );
      const { ok, output } = check(folder);
      expect(ok).toBe(false);
      expect(output).toMatch(/containerPort must be integer/);
      expect(output).toContain('pods must set runAsNonRoot');
      expect(output).toContain('no readinessProbe');
      expect(output).toContain('resources need requests and limits');
      expect(output).toContain('2 replicas but no PodDisruptionBudget');
      expect(output).toContain('Service web: selects no Deployment');
      expect(output).toContain('no NetworkPolicy limits who reaches postgresql');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
