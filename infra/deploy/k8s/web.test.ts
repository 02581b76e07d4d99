/**
 * The cluster's web tier agrees with the code: the host's config.json in the ConfigMap names every
 * area with the prefixes its route manifest declares, its CSP is the one the static server would
 * send for that configuration, and every origin it names is served by the Ingress.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { hostCsp, type RuntimeConfigDocument } from '../../scripts/static-server';
import { stackConfig } from '../../scripts/stack-config';

const docsOf = (file: string) => parseAllDocuments(readFileSync(join(__dirname, file), 'utf8')).map((d) => d.toJS());
const configMap = docsOf('web.yaml').find((d) => d.kind === 'ConfigMap');
const config = JSON.parse(configMap.data['config.json']) as RuntimeConfigDocument;
const ingress = docsOf('ingress.yaml').find((d) => d.kind === 'Ingress');

it('names every area with the prefixes of its route manifest', () => {
  const strip = ({ name, area, prefixes, publicPrefixes }: RuntimeConfigDocument['remotes'][number]) => ({ name, area, prefixes, publicPrefixes });
  expect(config.remotes.map(strip)).toEqual(stackConfig().remotes.map(strip));
});

it("sends the static server's CSP for that configuration", () => {
  expect(configMap.data['host-headers.conf']).toContain(`add_header Content-Security-Policy "${hostCsp(config)}" always;`);
});

it('serves every origin the configuration names through the Ingress', () => {
  const hosts = ingress.spec.rules.map((r: { host: string }) => r.host);
  for (const url of [config.apiUrl, ...config.remotes.map((r) => r.url)]) expect(hosts).toContain(new URL(url).host);
  expect(ingress.spec.tls[0].hosts.sort()).toEqual([...hosts].sort());
});
