/**
 * /practice-admin/:id/single-sign-on: the practice's identity provider (OpenID Connect). The
 * client secret is written, never read back: the page says only whether one is stored, and an
 * empty field keeps it. Checked by the kernel rule; the API checks the same and more (a domain
 * another practice signs in with).
 */
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import { showToast } from '@hearth/shared-kernel/bus';
import { Field } from '@hearth/shared-kernel/console';
import type { SsoSettings } from '@hearth/shared-kernel/domain';
import { paths } from '@hearth/shared-kernel/paths';
import { parseDomains, validateSsoSettings } from '@hearth/shared-kernel/rules';
import { FormActions, useAdminForm } from '../../components/AdminForm';
import { adminApi } from '../../components/adminApi';
import { adminScreen } from '../../components/AdminScreen';

interface SsoForm {
  enabled: boolean;
  issuer: string;
  clientId: string;
  clientSecret: string;
  domains: string;
  passwordSignIn: boolean;
}

const formOf = (s: SsoSettings): SsoForm => ({
  enabled: s.enabled,
  issuer: s.issuer,
  clientId: s.clientId,
  clientSecret: '',
  domains: s.allowedDomains.join(', '),
  passwordSignIn: s.passwordSignIn,
});

function SsoSettingsForm({ orgId, initial, onSaved }: { orgId: string; initial: SsoSettings; onSaved: (s: SsoSettings) => void }) {
  const { form, setForm, set, errors, saving, submit } = useAdminForm<SsoForm>(() => formOf(initial));
  const origin = window.location.origin;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const input = {
      enabled: form.enabled,
      issuer: form.issuer.trim(),
      clientId: form.clientId.trim(),
      allowedDomains: parseDomains(form.domains),
      passwordSignIn: form.passwordSignIn,
      ...(form.clientSecret.trim() ? { clientSecret: form.clientSecret.trim() } : {}),
    };
    // http:// is judged by the API (allowed off production, for a provider on this machine).
    await submit(validateSsoSettings(input, { hasStoredSecret: initial.hasClientSecret, allowHttp: true }), async () => {
      const saved = await adminApi.saveSsoSettings(orgId, input);
      setForm(formOf(saved));
      onSaved(saved);
      showToast({ header: 'Single sign-on saved', message: `${saved.orgName}: the new settings apply to the next sign-in.`, tone: 'success' });
    });
  }

  return (
    <form onSubmit={save} noValidate aria-label="Single sign-on">
      <p>
        Register Hearth at your identity provider as a confidential client with this redirect URI: <code>{origin}/login/callback</code>.
        Staff can also start from <code>{`${origin}${paths.login()}?org=${orgId}`}</code>.
      </p>
      <Checkbox checked={form.enabled} onChange={(e) => set('enabled', e.target.checked)}>
        Staff sign in through this identity provider
      </Checkbox>
      <Field label="Issuer URL" error={errors.issuer} hint="The provider's address; Hearth reads /.well-known/openid-configuration from it.">
        <Input value={form.issuer} onChange={(e) => set('issuer', e.target.value)} inputMode="url" autoComplete="off" placeholder="https://login.example.org" />
      </Field>
      <div className="adm-form-row">
        <Field label="Client ID" error={errors.clientId}>
          <Input value={form.clientId} onChange={(e) => set('clientId', e.target.value)} autoComplete="off" />
        </Field>
        <Field
          label="Client secret"
          error={errors.clientSecret}
          hint={initial.hasClientSecret ? 'A secret is stored. Leave this empty to keep it.' : 'Stored encrypted; never shown again.'}
        >
          <Input.Password value={form.clientSecret} onChange={(e) => set('clientSecret', e.target.value)} autoComplete="new-password" />
        </Field>
      </div>
      <Field label="Allowed e-mail domains" error={errors.allowedDomains} hint="Separated by commas, such as clinic.example. Only staff with a verified e-mail in these domains can sign in.">
        <Input value={form.domains} onChange={(e) => set('domains', e.target.value)} autoComplete="off" />
      </Field>
      <Checkbox checked={form.passwordSignIn} onChange={(e) => set('passwordSignIn', e.target.checked)}>
        Staff may also sign in with a password
      </Checkbox>
      <FormActions error={errors.form} saving={saving} label="Save single sign-on" />
    </form>
  );
}

export default adminScreen(
  'practice',
  {
    intro: 'The identity provider your staff sign in with, the e-mail domains it vouches for, and whether passwords still work.',
    failure: 'Could not get the single sign-on settings. Please try again later.',
  },
  (id) => adminApi.ssoSettings(id),
  (settings, { id, loaded }) => <SsoSettingsForm key={settings.orgId} orgId={id} initial={settings} onSaved={loaded.setData} />,
);
